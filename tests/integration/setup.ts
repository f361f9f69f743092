/**
 * Runs before each integration test file, before it imports the Payload config: point the app at a
 * fresh temporary SQLite file and uploads folder, never at the demo database.
 *
 * The integration files share their worker process (vitest.config.ts, `isolate: false`), so that
 * the heavy packages (Payload, Drizzle, Lexical, sharp, jsdom…) are loaded once per worker instead
 * of once per file. What a file could leave behind for the next one is reset here instead: the
 * environment, the project's own modules (evaluated again, so their state — caches, rate limiters,
 * the config read from the environment — starts fresh) and Payload's instance cache.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { _internal_jobSystemGlobals } from 'payload'
import { afterAll, vi } from 'vitest'

import { fastPasswordHashing } from './password-hashing'

declare global {
  /** The worker's environment before its first test file (restored before each file). */
  var integrationBaseEnv: NodeJS.ProcessEnv | undefined
  /** Payload's own cache of initialised instances (payload/dist/index.js, `getPayload`). */
  var _payload: Map<string, unknown> | undefined
}

globalThis.integrationBaseEnv ??= { ...process.env }
for (const name of Object.keys(process.env)) if (!(name in globalThis.integrationBaseEnv)) delete process.env[name]
Object.assign(process.env, globalThis.integrationBaseEnv)

vi.resetModules()
globalThis._payload?.clear()

// drizzle-kit's API, which Payload loads to compare the schema with the migrations
// (migrations.test.ts), adds an enumerable `Array.prototype.random` when it is first imported.
// PDF.js then refuses every PDF ("The `Array.prototype` contains unexpected enumerable property")
// in the files that follow in the same worker: search.test.ts failed so when the two shared one.
// Kept for drizzle-kit, which uses it, but not enumerable, as a built-in method would be.
if (Object.getOwnPropertyDescriptor(Array.prototype, 'random')?.enumerable)
  Object.defineProperty(Array.prototype, 'random', { enumerable: false })

// Payload starts its job crons (payload.config.ts jobs.autoRun) at the first REST request
// (createPayloadRequest asks getPayload for `cron: true`), so tests that call /cms-api would have a
// cron running jobs beside them: the mail queue's, every 10 seconds, could take a job between a
// test's queueing it and the test's own `payload.jobs.run`. Tests run the jobs themselves; the
// crons fire but do nothing (Payload's own switch for its integration tests).
_internal_jobSystemGlobals.shouldAutoRun = false
_internal_jobSystemGlobals.shouldAutoSchedule = false

// Passwords hashed at a test's pace (password-hashing.ts); a file may ask for the real cost.
fastPasswordHashing()

const dir = mkdtempSync(path.join(tmpdir(), 'society-int-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
process.env.UPLOADS_DIR = path.join(dir, 'uploads')
process.env.PAYLOAD_SECRET = 'integration-test-secret-integration-test-secret'
process.env.SITE_URL = 'http://test.local'
process.env.LOG_LEVEL = 'silent'
process.env.DB_PUSH = '0'

afterAll(() => rmSync(dir, { recursive: true, force: true }))
// Rate limits are tested on their own (rate-limit.test.ts); elsewhere they would only get in the way.
for (const name of ['COMPLAINT', 'COMPLAINANT', 'VISITOR', 'LOGIN']) process.env[`RATE_LIMIT_${name}`] ??= 'off'
