#!/usr/bin/env bash
# Serve the production build for the browser tests on a fresh temporary database. Demo mode makes
# the server migrate it and seed the demo content and administrator at start.
set -euo pipefail
cd "$(dirname "$0")/../.."

dir=$(mktemp -d /tmp/society-e2e-XXXXXX)
export DATABASE_URL="file:$dir/e2e.db" UPLOADS_DIR="$dir/uploads"
export DEMO_MODE=1 NEXT_TELEMETRY_DISABLED=1
# Every test request comes from 127.0.0.1: limits high enough for the suites (the limits themselves
# are tested in tests/integration/rate-limit.test.ts).
export RATE_LIMIT_COMPLAINT="${RATE_LIMIT_COMPLAINT:-2000/60}" RATE_LIMIT_COMPLAINANT="${RATE_LIMIT_COMPLAINANT:-2000/60}" RATE_LIMIT_VISITOR="${RATE_LIMIT_VISITOR:-20000/60}" RATE_LIMIT_LOGIN="${RATE_LIMIT_LOGIN:-2000/60}"
export PORT="${E2E_PORT:-3100}"
export SITE_URL="http://127.0.0.1:$PORT"

HOST=127.0.0.1 node server.mjs &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
wait $server
