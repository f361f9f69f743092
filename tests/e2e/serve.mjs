// @ts-check
/**
 * The production servers the HTTP and browser tests run against (scripts/lib/temp-server.mjs),
 * started once per run by the global setup (tests/e2e/global-setup.ts): prepareTemplate() makes the
 * seeded demo folder, startServers() starts one demo-mode server per Playwright worker slot on its
 * own copy of it, and the workers of that slot use it (tests/e2e/fixtures.ts), so that what one
 * worker's tests change (alerts, site settings, documents) no other running worker sees. The `http`
 * project's workers and then the `browser` project's share the servers: Playwright never runs two
 * workers of the same slot (`parallelIndex`) at once, and a server start costs about 9 CPU-seconds.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startTempServer } from '../../scripts/lib/temp-server.mjs'
import { runTemplate } from '../run-templates.mjs'

/** The first port: the template's server; worker n serves on BASE_PORT + 1 + n. */
export const BASE_PORT = Number(process.env.E2E_PORT || 3100)

// Every test request comes from 127.0.0.1: limits high enough for the suites (the limits themselves
// are tested in tests/integration/rate-limit.test.ts and tests/faults/client-address.test.mjs).
const limits = {
  RATE_LIMIT_COMPLAINT: '2000/60',
  RATE_LIMIT_COMPLAINANT: '2000/60',
  RATE_LIMIT_VISITOR: '20000/60',
  RATE_LIMIT_LOGIN: '2000/60',
  RATE_LIMIT_SEARCH: '2000/60',
  RATE_LIMIT_STAFFREADS: '20000/60',
}
/**
 * The forms' robot window on the test servers (src/lib/form-token.ts, FORM_MIN_FILL_MS): a person's
 * 3 s would be waited out by every test that submits a form. The production default is tested in
 * tests/unit/form-token.test.ts and tests/integration/writes.test.ts.
 */
export const TEST_FORM_MIN_FILL_MS = 150
const env = {
  ...Object.fromEntries(Object.entries(limits).map(([name, value]) => [name, process.env[name] || value])),
  FORM_MIN_FILL_MS: String(TEST_FORM_MIN_FILL_MS),
}

/**
 * A new folder holding a migrated database with the demo content and administrator, and its uploads.
 * Within `npm test` it is a copy of the seeded demo the integration tests made earlier in the same
 * run (the same migrations and seed): each server's demo-mode start then adds only the demo
 * administrator. Otherwise a demo-mode server seeds it here once, and stops.
 */
export async function prepareTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-e2e-template-'))
  const seeded = runTemplate('seeded')
  if (seeded) {
    cpSync(path.join(seeded, 'test.db'), path.join(dir, 'site.db'))
    if (existsSync(path.join(seeded, 'uploads')))
      cpSync(path.join(seeded, 'uploads'), path.join(dir, 'uploads'), { recursive: true })
    return dir
  }
  try {
    // Seeding the whole demo takes minutes on a busy machine.
    const server = await startTempServer({ port: BASE_PORT, dir, demo: true, env, timeoutMs: 600_000 })
    await server.stop({ keepDir: true })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return dir
}

/**
 * What a worker knows of its slot's server (through E2E_SERVERS, which the global setup sets):
 * its address, its process and the file its output goes to.
 * @typedef {{ base: string, pid: number, log: string }} SlotServer
 */

/**
 * One server for each of `count` worker slots, each on its own copy of `template`, started side by
 * side; returns them and a function that stops them and removes their copies.
 * @param {string} template
 * @param {number} count
 * @returns {Promise<{ servers: SlotServer[], stop: () => Promise<void> }>}
 */
export async function startServers(template, count) {
  /** @type {Awaited<ReturnType<typeof startTempServer>>[]} */
  const started = []
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop({ keepDir: false })))
  }
  const results = await Promise.allSettled(
    Array.from({ length: count }, async (_, index) => {
      const copy = mkdtempSync(path.join(tmpdir(), `society-e2e-${index}-`))
      cpSync(template, copy, { recursive: true })
      const log = path.join(copy, 'server.log')
      try {
        const server = await startTempServer({ port: BASE_PORT + 1 + index, dir: copy, demo: true, env, log })
        started[index] = server
        return { base: server.base, pid: /** @type {number} */ (server.child.pid), log }
      } catch (error) {
        rmSync(copy, { recursive: true, force: true })
        throw error
      }
    }),
  )
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  return { servers: results.map((r) => /** @type {PromiseFulfilledResult<SlotServer>} */ (r).value), stop }
}

/**
 * The server of worker slot `index` (tests/e2e/fixtures.ts).
 * @param {number} index
 * @returns {SlotServer}
 */
export function slotServer(index) {
  const servers = process.env.E2E_SERVERS
  if (!servers)
    throw new Error('E2E_SERVERS is not set: run these tests with `npx playwright test` (tests/e2e/global-setup.ts)')
  const server = /** @type {SlotServer[]} */ (JSON.parse(servers))[index]
  if (!server)
    throw new Error(`no server for worker slot ${index}: the global setup started ${JSON.parse(servers).length}`)
  return server
}

/**
 * Whether the slot's server still runs, and if not the end of what it wrote: a server that died
 * during the run is why its tests failed.
 * @param {SlotServer} server
 */
export function serverDied(server) {
  try {
    process.kill(server.pid, 0)
    return null
  } catch {
    return existsSync(server.log) ? readFileSync(server.log, 'utf8').slice(-3000) : '(no output)'
  }
}
