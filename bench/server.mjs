// Start and stop the production build (`npm run build` first) on 127.0.0.1 with a fresh demo
// database in a temporary directory, with the helper every test uses (scripts/lib/temp-server.mjs):
// `node server.mjs` directly (no bash or npx in between), so that the process tree measured by
// memory.mjs is the server alone.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { HOST, startTempServer } from '../scripts/lib/temp-server.mjs'

export { HOST }

/** Whether something already listens on HOST:port (then we must not measure it by mistake). */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/**
 * Start the production server (server.mjs) on HOST:port with DEMO_MODE=1 (it migrates and seeds the empty database, and is
 * then restarted on it; or starts on a copy of BENCH_SEEDED's) and wait until /api/v1/institute answers; env adds variables, nodeArgs Node options. Returns { base, pid, dir, stop, stopSync, log }.
 */
export async function startServer({
  port = 3600,
  timeoutMs = 180_000,
  readyPath = '/api/v1/institute',
  env = {},
  nodeArgs = [],
} = {}) {
  if (await portInUse(port)) throw new Error(`${HOST}:${port} is already in use; set BENCH_PORT to a free port`)
  const dir = mkdtempSync(path.join(tmpdir(), 'society-bench-'))
  const log = path.join(dir, 'server.log')
  // Its own process group (detached): stopping ends the server and anything it started.
  // Every request of the load comes from 127.0.0.1: site search's per-address limit would answer
  // its "too many searches" page instead of searching (the limit is tested in tests/integration).
  env = { RATE_LIMIT_SEARCH: 'off', ...env }
  const start = (args) =>
    startTempServer({ port, dir, demo: true, env, nodeArgs: args, readyPath, timeoutMs, log, detached: true })
  const server = await (async () => {
    // A first start migrates and seeds the database; the measured server is a second one, started
    // on that database as a production server starts: the seed's garbage is not its memory. Node
    // options (--cpu-prof …) are for the measured one only. BENCH_SEEDED (a data folder a first
    // start left, the database and its uploads) is copied instead: the seed takes minutes on a busy
    // machine, and every server of a run gets the same content.
    if (process.env.BENCH_SEEDED) cpSync(process.env.BENCH_SEEDED, dir, { recursive: true })
    else await (await start([])).stop({ keepDir: true })
    return start(nodeArgs)
  })().catch((error) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  return {
    base: server.base,
    pid: server.child.pid,
    dir,
    log,
    stop: (options = {}) => server.stop({ ...options, keepDir: false }),
    stopSync: () => {
      server.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
