#!/usr/bin/env bash
# npm run media:clean: see scripts/media-clean.ts. Runs it with tsx directly, like create-admin.sh
# (`payload run` sometimes exits 0 without running the script on Node 20); a cold tsx cache on Node
# 20 can stop while loading the config with "unsettled top-level await" (exit 13) before anything
# was done: that case alone is retried.
set -uo pipefail
cd "$(dirname "$0")/.."
for attempt in 1 2 3; do
  npx --no-install tsx scripts/media-clean.ts "$@"
  rc=$?
  [ "$rc" -ne 13 ] && exit "$rc"
done
exit "$rc"
