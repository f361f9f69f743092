/**
 * The production server (`node server.mjs`, after `next build`) on 127.0.0.1 and a port of its own,
 * with a temporary database, for the fault tests. Not in demo mode: seeding the demo content
 * takes far longer than the tests; setUpSite() creates the one institution they need through
 * Payload's REST API. Started with node directly (not npx), so that a signal reaches the server
 * process itself.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export function tempDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'society-faults-'))
}

/** Start the server on `dir`'s database and wait until /api/v1 answers (at most `timeoutMs`); `env` adds variables. */
export async function startServer({ dir, port, timeoutMs = 60_000, env: extra = {} }) {
  const env = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    PAYLOAD_SECRET: 'faults-test-secret-faults-test-secret-0123456789',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every request comes from 127.0.0.1: the bursts must not meet the rate limits.
    RATE_LIMIT_COMPLAINT: 'off',
    RATE_LIMIT_COMPLAINANT: 'off',
    RATE_LIMIT_VISITOR: 'off',
    RATE_LIMIT_LOGIN: 'off',
    ...extra,
  }
  const child = spawn(process.execPath, ['server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const server = { child, port, exited, output: () => output, url: (p) => `http://127.0.0.1:${port}${p}` }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server stopped while starting:\n${output.slice(-3000)}`)
    try {
      const res = await fetch(server.url('/api/v1/trustee'), { signal: AbortSignal.timeout(5000) })
      if (res.ok) return server
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output.slice(-3000)}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Stop a server that may still run (after a failed test). */
export async function killServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGKILL')
  await server.exited
}

/** On a fresh database: the first administrator, and one published institution; returns its id. */
export async function setUpSite(server) {
  const json = (body, token) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const admin = await fetch(server.url('/cms-api/users/first-register'), json({ email: 'faults@example.org', password: 'faults-admin-password', role: 'admin', name: 'Faults' }))
  if (!admin.ok) throw new Error(`first-register: ${admin.status} ${await admin.text()}`)
  const { token } = await admin.json()
  const res = await fetch(server.url('/cms-api/institutions'), json({ name: 'Faults School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' }, token))
  if (!res.ok) throw new Error(`institution: ${res.status} ${await res.text()}`)
  return (await res.json()).doc.id
}
