// @ts-check
/**
 * The one helper that starts the production server (`node server.mjs`, after `npm run build`) for
 * the browser tests (tests/e2e/serve.mjs), the fault tests (tests/faults/server.mjs), the bench
 * (bench/server.mjs) and the cluster test (tests/cluster/cluster.mjs): on 127.0.0.1 and a given
 * port, by default with a fresh SQLite database and uploads folder in a temporary directory, and
 * waits until it answers. Nothing else is prepared or cleaned: the server itself is correct on a
 * fresh database (no cache folder is deleted; see src/content/cache.ts).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startCommand } from './start-flags.mjs'

export const root = path.resolve(import.meta.dirname, '../..')
export const HOST = '127.0.0.1'
/** The secret of servers started outside demo mode (production refuses the demo secret). */
export const TEST_SECRET = 'temporary-server-secret-temporary-server-secret-0123456789'

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms))

/**
 * @typedef {{
 *   child: import('node:child_process').ChildProcess,
 *   port: number,
 *   dir: string,
 *   base: string,
 *   url: (p: string) => string,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>,
 *   output: () => string,
 *   stop: (options?: { graceMs?: number, keepDir?: boolean }) => Promise<void>,
 *   kill: () => void,
 * }} TempServer
 */

/**
 * @typedef {{
 *   port: number,
 *   dir?: string,
 *   demo?: boolean,
 *   env?: Record<string, string>,
 *   nodeArgs?: string[],
 *   readyPath?: string,
 *   timeoutMs?: number,
 *   log?: string,
 *   detached?: boolean,
 * }} TempServerOptions
 * `dir`: a data directory to use (kept by stop()); default: a new temporary one (removed by stop()).
 * `demo`: DEMO_MODE=1: migrate, seed the demo content and the demo administrator.
 * `log`: write the server's output to this file instead of keeping it in memory.
 * `detached`: its own process group: stop() and kill() end everything it started.
 */

/**
 * Start the server and wait until `readyPath` answers 200.
 * @param {TempServerOptions} options
 * @returns {Promise<TempServer>}
 */
export async function startTempServer({
  port,
  dir,
  demo = false,
  env = {},
  nodeArgs = [],
  readyPath = '/readyz',
  timeoutMs = 180_000,
  log,
  detached = false,
}) {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('no production build: run `npm run build` first')
  const ownDir = !dir
  const dataDir = dir ?? mkdtempSync(path.join(tmpdir(), 'society-server-'))
  const base = `http://${HOST}:${port}`
  const start = startCommand()
  const childEnv = {
    ...process.env,
    ...start.env,
    NODE_ENV: /** @type {const} */ ('production'),
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    ...(demo ? { DEMO_MODE: '1' } : { PAYLOAD_SECRET: TEST_SECRET }),
    HOST,
    PORT: String(port),
    SITE_URL: base,
    ...env,
  }
  const out = log ? openSync(log, 'a') : 'pipe'
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = ['ignore', out, out]
  const child = spawn(process.execPath, [...start.flags, ...nodeArgs, 'server.mjs'], {
    cwd: root,
    env: childEnv,
    stdio,
    detached,
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */
  let exit = null
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exit = { code, signal }))))
  // Read through a function: set by the 'exit' event, which the type checker cannot see.
  const exitStatus = () => exit
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      process.kill(detached ? -(/** @type {number} */ (child.pid)) : /** @type {number} */ (child.pid), name)
    } catch {
      // already gone
    }
  }
  /** @type {TempServer} */
  const server = {
    child,
    port,
    dir: dataDir,
    base,
    url: (p) => base + p,
    exited,
    output: () => (log ? readFileSync(log, 'utf8') : output),
    async stop({ graceMs = 5000, keepDir = !ownDir } = {}) {
      if (!exit) {
        signal('SIGTERM')
        await Promise.race([exited, sleep(graceMs)])
        if (!exit) signal('SIGKILL')
        await exited
      }
      if (!keepDir) rmSync(dataDir, { recursive: true, force: true })
    },
    kill() {
      signal('SIGKILL')
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ended = exitStatus()
    if (ended) {
      const tail = server.output().slice(-3000)
      await server.stop()
      throw new Error(`the server stopped while starting (${ended.code ?? ended.signal}):\n${tail}`)
    }
    try {
      if ((await fetch(base + readyPath, { signal: AbortSignal.timeout(5000) })).ok) return server
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const tail = server.output().slice(-3000)
      await server.stop()
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${tail}`)
    }
    await sleep(250)
  }
}
