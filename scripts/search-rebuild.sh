#!/usr/bin/env bash
# npm run search:rebuild: see scripts/search-rebuild.ts. Runs it with tsx directly (`payload
# run` sometimes exits 0 without running the script on Node 20). On a cold tsx cache Node 20 can
# stop while loading the config with "unsettled top-level await" (exit 13) before the script has
# done anything; that case alone is retried.
set -uo pipefail
cd "$(dirname "$0")/.."
for attempt in 1 2 3 4 5; do
  npx --no-install tsx scripts/search-rebuild.ts "$@"
  rc=$?
  [ "$rc" -ne 13 ] && exit "$rc"
done
exit "$rc"
