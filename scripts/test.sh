#!/usr/bin/env bash
# npm test: unit and integration tests (Vitest) beside the production build, then the fault tests
# (SIGKILL/SIGTERM of the production server, node --test), then Playwright: the HTTP tests (no
# browser) and the browser tests (Debian's chromium-headless-shell). At its end it prints each
# step's CPU-seconds and wall time (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's pinned Node (package.json, node_modules/.bin/node) also when this runs outside npm.
export PATH="$PWD/node_modules/.bin:$PATH"
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]; then
  echo "Chromium's headless shell is missing: install Debian's package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
  exit 1
fi
if ! command -v exiftool >/dev/null; then
  echo "exiftool is missing (the photo-privacy tests read metadata with it): apt-get install libimage-exiftool-perl." >&2
  exit 1
fi

# The integration tests keep their seeded demo here; the browser tests start from it (seeding the
# demo takes about a minute).
export TEST_TEMPLATES_DIR="$(mktemp -d "${TMPDIR:-/tmp}/society-test-templates-XXXXXX")"
costs="$TEST_TEMPLATES_DIR/costs"
started=$EPOCHREALTIME

# The cost of each step, printed at the end whether the run passed or not: CPU-seconds (user and
# system time of every process the step ran, read from /proc once they have ended and been waited
# for) and wall time. Steps that run side by side each count their own.
cpu_ticks() { local stat; read -r -a stat <"/proc/$1/stat"; echo $(( stat[15] + stat[16] )); }
tick=$(getconf CLK_TCK)
report() {
  local status=$?
  echo
  echo "npm test: the steps' cost (CPU-seconds of their processes, wall seconds)"
  [ -f "$costs" ] && cat "$costs"
  awk -v ticks="$(cpu_ticks $$)" -v tick="$tick" -v t0="$started" -v t1="$EPOCHREALTIME" \
    'BEGIN { printf "  %-30s %8.1f CPU-s %7.1f s\n", "all of npm test", ticks / tick, t1 - t0 }'
  rm -rf "$TEST_TEMPLATES_DIR"
  exit "$status"
}
trap report EXIT
# measured NAME COMMAND…: run COMMAND in a subshell and add its cost to the report; its status.
measured() {
  local name=$1; shift
  (
    t0=$EPOCHREALTIME me=$BASHPID
    s=0; "$@" || s=$?
    awk -v name="$name" -v ticks="$(cpu_ticks "$me")" -v tick="$tick" -v t0="$t0" -v t1="$EPOCHREALTIME" \
      'BEGIN { printf "  %-30s %8.1f CPU-s %7.1f s\n", name, ticks / tick, t1 - t0 }' >>"$costs"
    exit "$s"
  )
}

# took NAME: say how long after the start NAME ended (the steps' times, for whoever makes them shorter).
took() { echo "npm test: $1 done at ${SECONDS} s"; }
# beside NAME COMMAND…: run COMMAND (measured) in the background, its output kept in a log of its
# own; joined NAME: wait for it, print that log and return its status.
declare -A beside_pids
beside() { local name=$1; shift; { s=0; measured "$name" "$@" || s=$?; took "$name"; exit "$s"; } >"$TEST_TEMPLATES_DIR/$name.log" 2>&1 & beside_pids[$name]=$!; }
joined() { local status=0; wait "${beside_pids[$1]}" || status=$?; cat "$TEST_TEMPLATES_DIR/$1.log"; return "$status"; }

# The production build beside Vitest, at a lower priority: neither reads what the other writes, and
# each alone leaves a core idle much of the time (Vitest waits for its seeded template; the build
# has single-threaded stretches). Measured here: 246 s one after the other, 192 s side by side.
# The code is as Prettier writes it (.prettierrc; `npm run format` fixes it).
measured format prettier --check --log-level warn . || { echo "Run npm run format: the files above are not formatted." >&2; exit 1; }
# Without Next's own type check: `npm run typecheck` is the type check, and CI runs it before this
# (next.config.ts).
beside build env NEXT_BUILD_TYPECHECK=0 nice -n 5 npm run build
vitest=0
measured Vitest npx vitest run || vitest=$?
took Vitest
built=0
joined build || built=$?
[ "$vitest" -eq 0 ] || exit "$vitest"
[ "$built" -eq 0 ] || exit "$built"
# The SIGKILL file beside the others, which run three at a time (each mostly waits for its own
# server) and at a lower priority: beside other work at its own priority, the SIGKILL test's client
# starved while its server answered the whole burst, so nothing was in flight when the kill came
# (tests/faults/faults.test.mjs). Its report is printed after theirs.
beside faults-sigkill node --test tests/faults/faults.test.mjs
faults=0
measured faults nice -n 10 node --test --test-concurrency=3 $(ls tests/faults/*.test.mjs | grep -v '/faults\.test\.mjs$') || faults=$?
took faults
joined faults-sigkill || faults=$?
[ "$faults" -eq 0 ] || exit "$faults"
playwright=0
measured "Playwright (HTTP, browser)" npx playwright test || playwright=$?
took Playwright
exit "$playwright"
