/** `npm run create-admin`: the production way to the first administrator (no known password). */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login } from './cms'
import { migratedPayload } from './payload'

const run = promisify(execFile)
let payload: Payload

/** Runs the command against this test file's temporary database; returns its exit code and output. */
async function createAdmin(email: string, password: string) {
  try {
    const { stdout, stderr } = await run('bash', ['scripts/create-admin.sh', email], {
      env: { ...process.env, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, output: e.stdout + e.stderr }
  }
}

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

describe('npm run create-admin', () => {
  it('refuses a short password and creates nothing', async () => {
    const { code, output } = await createAdmin('boss@test.local', 'short')
    expect(code).toBe(1)
    expect(output).toContain('at least 12 characters')
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  }, 130_000)

  it('creates an administrator who can log in, once', async () => {
    const first = await createAdmin('Boss@Test.local', 'a-long-secret-phrase')
    expect(first.output).toContain('administrator boss@test.local created')
    expect(first.code).toBe(0)
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'boss@test.local' } } })).docs[0]
    expect(user?.role).toBe('admin')
    expect(await login('boss@test.local', 'a-long-secret-phrase')).toBeTruthy()

    const again = await createAdmin('boss@test.local', 'another-long-phrase')
    expect(again.code).toBe(1)
    expect(again.output).toContain('already exists')
  }, 130_000)
})
