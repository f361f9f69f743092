/**
 * The production server (`node server.mjs`, after `next build`) on 127.0.0.1 and a port of its own,
 * with a temporary database, for the fault tests. Not in demo mode: seeding the demo content
 * takes far longer than the tests; setUpSite() creates the one institution they need through
 * Payload's REST API. Started by the shared helper, scripts/lib/temp-server.mjs (node directly, not
 * npx, so that a signal reaches the server process itself).
 */
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startTempServer } from '../../scripts/lib/temp-server.mjs'
import { runTemplate } from '../run-templates.mjs'

/**
 * A new data directory. Within `npm test` it starts from the migrated (empty) database the
 * integration tests made (tests/run-templates.mjs): the server then finds every migration applied
 * instead of running them all at each of the fault tests' eleven starts. Without it, the server
 * migrates the empty database itself.
 */
export function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-faults-'))
  const migrated = runTemplate('migrated')
  if (migrated) copyFileSync(path.join(migrated, 'test.db'), path.join(dir, 'site.db'))
  return dir
}

/**
 * Start the server on `dir`'s database and wait until it is ready (at most `timeoutMs`, or
 * FAULTS_START_TIMEOUT_MS for a machine busy with other work); `env` adds variables, `nodeArgs`
 * goes before server.mjs (a benchmark names an older copy of it there).
 */
export function startServer({
  dir,
  port,
  timeoutMs = Number(process.env.FAULTS_START_TIMEOUT_MS) || 60_000,
  env = {},
  nodeArgs = [],
}) {
  return startTempServer({
    dir,
    port,
    timeoutMs,
    nodeArgs,
    env: {
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1: the bursts must not meet the rate limits.
      RATE_LIMIT_COMPLAINT: 'off',
      RATE_LIMIT_COMPLAINANT: 'off',
      RATE_LIMIT_VISITOR: 'off',
      RATE_LIMIT_LOGIN: 'off',
      ...env,
    },
  })
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
  const admin = await fetch(
    server.url('/cms-api/users/first-register'),
    json({ email: 'faults@example.org', password: 'faults-admin-password', role: 'admin', name: 'Faults' }),
  )
  if (!admin.ok) throw new Error(`first-register: ${admin.status} ${await admin.text()}`)
  const { token } = await admin.json()
  const res = await fetch(
    server.url('/cms-api/institutions'),
    json({ name: 'Faults School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' }, token),
  )
  if (!res.ok) throw new Error(`institution: ${res.status} ${await res.text()}`)
  return (await res.json()).doc.id
}

/**
 * A request to Payload's REST API on `server` (with the JWT `token`, if given) that must succeed;
 * returns the JSON answer.
 */
export async function cms(server, method, url, body, token) {
  const res = await fetch(server.url(url), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.clone().text()}`)
  return res.json()
}

/**
 * The server's JSON log lines written since `start` (a length of its output), once `done(lines)`
 * holds: polled, since pino writes a line after the response it logs has closed.
 */
export async function logLinesUntil(server, start, done, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    // A line still being written is left for the next look.
    const lines = server
      .output()
      .slice(start)
      .split('\n')
      .flatMap((l) => {
        try {
          return l.startsWith('{') ? [JSON.parse(l)] : []
        } catch {
          return []
        }
      })
    if (done(lines)) return lines
    if (Date.now() > until)
      throw new Error(
        `the expected log lines did not come within ${timeoutMs} ms:\n${server.output().slice(start, start + 3000)}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
