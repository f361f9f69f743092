/** `npm run create-admin`: the production way to the first administrator (no known password). */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminEmail, createAdministrator } from '../../scripts/lib/create-admin'
import { login } from './cms'
import { realPasswordHashing } from './password-hashing'
import { migratedPayload } from './payload'

// The command, another process, hashes the password at production cost; this file checks it.
realPasswordHashing()

const run = promisify(execFile)
let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

const users = async () => (await payload.count({ collection: 'users' })).totalDocs

describe('npm run create-admin', () => {
  it('creates an administrator who can log in (the command itself, on this file’s database)', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'create-admin', '--', 'Boss@Test.local'], {
      env: { ...process.env, ADMIN_PASSWORD: 'a-long-secret-phrase', LOG_LEVEL: 'silent' },
      timeout: 120_000,
    })
    expect(stdout).toContain('create-admin: administrator boss@test.local created')
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'boss@test.local' } } })).docs[0]
    expect(user?.role).toBe('admin')
    expect(await login('boss@test.local', 'a-long-secret-phrase')).toBeTruthy()
  }, 130_000)

  it('refuses a short password and creates nothing', async () => {
    const before = await users()
    const { created, message } = await createAdministrator(payload, 'chief@test.local', 'short')
    expect(created).toBe(false)
    expect(message).toContain('at least 12 characters')
    expect(await users()).toBe(before)
  })

  it('creates each address once, whatever its case', async () => {
    const first = await createAdministrator(payload, adminEmail(' Head@Test.local ')!, 'a-long-secret-phrase')
    expect(first).toEqual({ created: true, message: 'administrator head@test.local created. Log in at /admin.' })
    const before = await users()
    const again = await createAdministrator(payload, adminEmail('HEAD@test.local')!, 'another-long-phrase')
    expect(again.created).toBe(false)
    expect(again.message).toContain('already exists')
    expect(await users()).toBe(before)
    expect(await login('head@test.local', 'a-long-secret-phrase')).toBeTruthy()
  })

  it('takes only an email address', () => {
    expect(adminEmail('not an address')).toBeNull()
    expect(adminEmail('')).toBeNull()
  })
})
