#!/usr/bin/env bash
# npm run demo: build, then serve on $PORT (3000) in demo mode. At start the server applies pending
# migrations, fills an empty database with demo content and creates the demo administrator
# (src/instrumentation.ts). Demo mode allows the demo secret: never use it in production.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1
export DEMO_MODE=1
export PORT="${PORT:-3000}"
export HOST="${HOST:-127.0.0.1}"
export SITE_URL="${SITE_URL:-http://localhost:$PORT}"

mkdir -p data
npm run build
exec npm start --silent # node with the options production uses (package.json)
