// @ts-check
/**
 * The production servers the browser tests run against (scripts/lib/temp-server.mjs). Seeding the
 * demo takes most of a server's start, so it is done once: seedTemplate() starts a demo server on
 * a fresh database, lets it migrate and seed, and stops it (tests/e2e/global-setup.ts); every
 * Playwright worker then serves its own copy of that folder (tests/e2e/fixtures.ts), so that what
 * one worker's tests change (alerts, site settings, documents) no other worker sees.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
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
 * A new folder holding a migrated database with the demo content and administrator, and its uploads:
 * a copy of the integration tests' seeded demo, or seeded here. Either way a demo-mode server starts
 * on it once (it adds the demo administrator, and seeds what is missing) and stops.
 */
export async function seedTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-e2e-template-'))
  // The seeded demo the integration tests made earlier in the same `npm test`, if there is one:
  // the same migrations and seed, so the browser tests need not seed it again.
  const seeded = runTemplate('seeded')
  if (seeded) {
    cpSync(path.join(seeded, 'test.db'), path.join(dir, 'site.db'))
    if (existsSync(path.join(seeded, 'uploads')))
      cpSync(path.join(seeded, 'uploads'), path.join(dir, 'uploads'), { recursive: true })
  }
  try {
    // Seeding the whole demo (when no seeded copy was handed over) takes minutes on a busy machine.
    const server = await startTempServer({
      port: BASE_PORT,
      dir,
      demo: true,
      env,
      timeoutMs: seeded ? 180_000 : 600_000,
    })
    await server.stop({ keepDir: true })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return dir
}

/**
 * A server of its own for Playwright worker `index`, on a copy of the template. Demo mode as the
 * template had (the demo secret, the demo administrator); it finds the database seeded and adds
 * nothing. stop() removes the copy.
 * @param {string} template
 * @param {number} index
 */
export async function serveCopy(template, index) {
  const copy = mkdtempSync(path.join(tmpdir(), `society-e2e-${index}-`))
  cpSync(template, copy, { recursive: true })
  try {
    const server = await startTempServer({ port: BASE_PORT + 1 + index, dir: copy, demo: true, env })
    return { ...server, stop: async () => (await server.stop(), rmSync(copy, { recursive: true, force: true })) }
  } catch (error) {
    rmSync(copy, { recursive: true, force: true })
    throw error
  }
}
