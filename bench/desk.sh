#!/usr/bin/env bash
# npm run bench:desk: see bench/desk.ts. Runs it with tsx, retried only when a cold tsx cache on
# Node 20 stops it with "unsettled top-level await" (exit 13) before it has measured anything, as
# scripts/create-admin.sh does.
set -uo pipefail
cd "$(dirname "$0")/.."
for attempt in 1 2 3 4 5; do
  npx --no-install tsx bench/desk.ts "$@"
  rc=$?
  [ "$rc" -ne 13 ] && exit "$rc"
done
exit "$rc"
