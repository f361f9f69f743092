#!/usr/bin/env bash
# npm test: unit and integration tests (Vitest) beside the production build, then the fault tests
# (SIGKILL/SIGTERM of the production server, node --test) and the browser tests (Playwright
# driving Debian's /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's pinned Node (package.json, node_modules/.bin/node) also when this runs outside npm.
export PATH="$PWD/node_modules/.bin:$PATH"
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
if ! command -v exiftool >/dev/null; then
  echo "exiftool is missing (the photo-privacy tests read metadata with it): apt-get install libimage-exiftool-perl." >&2
  exit 1
fi

# The integration tests keep their seeded demo here; the browser tests start from it (seeding the
# demo takes about a minute).
export TEST_TEMPLATES_DIR="$(mktemp -d "${TMPDIR:-/tmp}/society-test-templates-XXXXXX")"
trap 'rm -rf "$TEST_TEMPLATES_DIR"' EXIT

# The production build does not need the unit and integration tests, and neither keeps both cores
# busy on its own (measured on a 2-core machine: Vitest about 1.4 cores, the build about 0.5 on
# average), so they run side by side; the build's output is shown once it is done.
build_log="$TEST_TEMPLATES_DIR/build.log"
setsid npm run build >"$build_log" 2>&1 &
build=$!
if ! npx vitest run; then
  kill -- "-$build" 2>/dev/null || true
  wait "$build" 2>/dev/null || true
  exit 1
fi
if ! wait "$build"; then
  cat "$build_log"
  echo "npm run build failed (its output above)." >&2
  exit 1
fi
cat "$build_log"
# One file at a time: two at once starve the SIGKILL test's client while its server answers the
# whole burst, so nothing is in flight when the kill comes (tests/faults/faults.test.mjs).
node --test "tests/faults/*.test.mjs"
npx playwright test
