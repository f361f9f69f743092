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

# The cost of each step, printed at the end whether the run passed or not: CPU-seconds and wall
# time. Steps that run side by side each count their own.
#
# The CPU is counted by a control group (cgroup v2, or v1's cpuacct) for each step, inside one for
# the whole run: it counts every process a step starts, also those no process waits for. Chromium's
# renderers are such processes (forked by its zygote, they outlive their parent), and /proc's times
# of a process's waited-for children miss them: 41 of the 80 CPU-seconds of one browser spec file,
# measured here. Without a control group it may create (not root, none mounted), the figures are
# those of the waited-for processes, and the report says so.
cpu_ticks() { local stat; read -r -a stat <"/proc/$1/stat"; echo $(( stat[15] + stat[16] )); }
tick=$(getconf CLK_TCK)
cg_kind='' cg_root=''
if [ -f /sys/fs/cgroup/cgroup.controllers ] && mkdir "/sys/fs/cgroup/npm-test-$$" 2>/dev/null; then
  cg_kind=v2 cg_root=/sys/fs/cgroup/npm-test-$$ cg_top=/sys/fs/cgroup
elif [ -f /sys/fs/cgroup/cpuacct/cpuacct.usage ] && mkdir "/sys/fs/cgroup/cpuacct/npm-test-$$" 2>/dev/null; then
  cg_kind=v1 cg_root=/sys/fs/cgroup/cpuacct/npm-test-$$ cg_top=/sys/fs/cgroup/cpuacct
fi
[ -n "$cg_root" ] && { echo $$ >"$cg_root/cgroup.procs" || cg_root=''; }
# cg_seconds GROUP: the CPU-seconds counted in a control group and the groups under it.
cg_seconds() {
  if [ "$cg_kind" = v2 ]; then awk '$1 == "usage_usec" { print $2 / 1e6 }' "$1/cpu.stat"
  else awk '{ print $1 / 1e9 }' "$1/cpuacct.usage"; fi
}
# seconds_of PID GROUP: what the report counts for a step (or the run) that PID ran.
seconds_of() {
  if [ -n "$cg_root" ]; then cg_seconds "$2"; else awk -v t="$(cpu_ticks "$1")" -v k="$tick" 'BEGIN { print t / k }'; fi
}
report() {
  local status=$?
  echo
  if [ -n "$cg_root" ]; then
    echo "npm test: the steps' cost (CPU-seconds of every process they started, wall seconds)"
  else
    echo "npm test: the steps' cost (CPU-seconds of the processes waited for: no control group to count the others; wall seconds)"
  fi
  [ -f "$costs" ] && cat "$costs"
  awk -v cpu="$(seconds_of $$ "$cg_root")" -v t0="$started" -v t1="$EPOCHREALTIME" \
    'BEGIN { printf "  %-30s %8.1f CPU-s %7.1f s\n", "all of npm test", cpu, t1 - t0 }'
  rm -rf "$TEST_TEMPLATES_DIR"
  if [ -n "$cg_root" ]; then
    echo $$ >"$cg_top/cgroup.procs"
    local group left
    for group in "$cg_root"/step-* "$cg_root"; do
      [ -d "$group" ] || continue
      left=$(cat "$group/cgroup.procs")
      [ -z "$left" ] || echo "npm test: processes still running in ${group##*/} after it ended: $(echo $left)" >&2
      rmdir "$group" 2>/dev/null || true
    done
  fi
  exit "$status"
}
trap report EXIT
# measured NAME COMMAND…: run COMMAND in a subshell (in a control group of its own) and add its
# cost to the report; its status.
measured() {
  local name=$1; shift
  (
    t0=$EPOCHREALTIME me=$BASHPID group=''
    if [ -n "$cg_root" ]; then
      group="$cg_root/step-${name//[^A-Za-z0-9]/-}"
      mkdir -p "$group" && echo "$me" >"$group/cgroup.procs"
    fi
    s=0; "$@" || s=$?
    awk -v name="$name" -v cpu="$(seconds_of "$me" "$group")" -v t0="$t0" -v t1="$EPOCHREALTIME" \
      'BEGIN { printf "  %-30s %8.1f CPU-s %7.1f s\n", name, cpu, t1 - t0 }' >>"$costs"
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
