// Start and stop the production build (`npm run build` first) on 127.0.0.1 with a fresh demo
// database in a temporary directory, as tests/e2e/serve.sh does, but running `node server.mjs` directly
// (no bash or npx in between) so that the process tree measured by memory.mjs is the server alone.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { supervise } from './process.mjs'

export const HOST = '127.0.0.1'

/** Whether something already listens on HOST:port (then we must not measure it by mistake). */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Start the production server (server.mjs) on HOST:port with DEMO_MODE=1 (it migrates and seeds the empty database) and
 * wait until /api/v1/institute answers; env adds variables, nodeArgs Node options. Returns { base, pid, dir, stop, stopSync, log }.
 */
export async function startServer({ port = 3600, timeoutMs = 180_000, readyPath = '/api/v1/institute', env = {}, nodeArgs = [] } = {}) {
  if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run `npm run build` first')
  if (await portInUse(port)) throw new Error(`${HOST}:${port} is already in use; set BENCH_PORT to a free port`)

  const dir = mkdtempSync(path.join(tmpdir(), 'society-bench-'))
  const log = path.join(dir, 'server.log')
  const out = openSync(log, 'a')
  const child = spawn(process.execPath, [...nodeArgs, 'server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${dir}/bench.db`,
      UPLOADS_DIR: `${dir}/uploads`,
      DEMO_MODE: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST,
      PORT: String(port),
      SITE_URL: `http://${HOST}:${port}`,
      ...env,
    },
    stdio: ['ignore', out, out],
    detached: true, // its own process group: stop() ends the server and anything it started
  })
  const { state, stop, stopSync } = supervise(child, dir)

  const base = `http://${HOST}:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (state.exited) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')
      await stop()
      throw new Error(`server exited (${state.exited.code ?? state.exited.signal}) before it was ready:\n${tail}`)
    }
    try {
      if ((await fetch(base + readyPath, { signal: AbortSignal.timeout(5000) })).ok) break
    } catch {}
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server not ready after ${timeoutMs / 1000} s`)
    }
    await sleep(500)
  }
  return { base, pid: child.pid, dir, stop, stopSync, log }
}
