/**
 * Runs before each integration test file, before it imports the Payload config: point the app at a
 * fresh temporary SQLite file and uploads folder, never at the demo database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

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
