/** Staff accounts: password length, no account lockout, sessions that end on logout, no known password. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_TOO_SHORT } from '@/lib/password-policy'
import { resetRateLimits } from '@/services/rate-limit'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

let payload: Payload
const PASSWORD = 'correct-horse-battery'

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

describe('first administrator', () => {
  it('a fresh database has no account at all (no default password outside demo mode)', async () => {
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('the first-user screen refuses a short password and accepts a long one', async () => {
    const short = await cms('POST', 'users/first-register', {
      json: { email: 'first@test.local', password: 'short-pass1', role: 'admin' },
    })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain(PASSWORD_TOO_SHORT)
    const ok = await cms('POST', 'users/first-register', {
      json: { email: 'first@test.local', password: PASSWORD, role: 'admin' },
    })
    expect(ok.status).toBe(200)
    // Only while no user exists.
    const again = await cms('POST', 'users/first-register', {
      json: { email: 'second@test.local', password: PASSWORD },
    })
    expect(again.status).toBe(403)
  })
})

describe('passwords of at least 12 characters', () => {
  it('refuses 11 characters when an administrator creates or changes an account', async () => {
    const token = await login('first@test.local', PASSWORD)
    const created = await cms('POST', 'users', {
      token,
      json: { email: 'ed@test.local', password: '12345678901', role: 'editor' },
    })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.body)).toContain(PASSWORD_TOO_SHORT)
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: 'ed@test.local' } } })).totalDocs,
    ).toBe(0)

    const ok = await cms('POST', 'users', {
      token,
      json: { email: 'ed@test.local', password: '123456789012', role: 'editor' },
    })
    expect(ok.status).toBe(201)
    const id = (ok.body.doc as { id: number }).id
    const changed = await cms('PATCH', `users/${id}`, { token, json: { password: 'too-short' } })
    expect(changed.status).toBe(400)
    await login('ed@test.local', '123456789012') // the old password still works
  })
})

describe('no account lockout (anyone could keep any account locked)', () => {
  it('five wrong passwords do not lock the account itself: the right one still signs in', async () => {
    // Without the per-address limit, which is tested with addresses in staff-auth.test.ts.
    process.env.RATE_LIMIT_LOGINACCOUNT = 'off'
    resetRateLimits()
    await payload.create({
      collection: 'users',
      data: { email: 'lock@test.local', password: PASSWORD, role: 'editor' },
    })
    for (let i = 0; i < 5; i++) {
      const wrong = await cms('POST', 'users/login', {
        json: { email: 'lock@test.local', password: 'wrong-password-here' },
      })
      expect(wrong.status).toBe(401)
    }
    const right = await cms('POST', 'users/login', { json: { email: 'lock@test.local', password: PASSWORD } })
    expect(right.status).toBe(200)
    // Failures are limited per address and account instead (staff-auth.test.ts).
    delete process.env.RATE_LIMIT_LOGINACCOUNT
    resetRateLimits()
  })
})

describe('sessions', () => {
  it('end on logout: the same token is no longer accepted', async () => {
    const token = await login('first@test.local', PASSWORD)
    const me = await cms('GET', 'users/me', { token })
    expect((me.body.user as { email: string }).email).toBe('first@test.local')
    expect((await cms('POST', 'users/logout', { token })).status).toBe(200)
    const after = await cms('GET', 'users/me', { token })
    expect(after.body.user).toBeNull()
    expect((await cms('GET', 'users', { token })).status).toBe(403)
  })
})

describe('the signed-in user of a request', () => {
  it('carries its institutions as ids, not as documents read again on every request', async () => {
    const school = await payload.create({
      collection: 'institutions',
      data: { name: 'A school', address: 'Dadar', _status: 'published' } as never,
    })
    await payload.create({
      collection: 'users',
      data: { email: 'depth@test.local', password: PASSWORD, role: 'editor', institutions: [school.id] },
    })
    const token = await login('depth@test.local', PASSWORD)
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(user?.email).toBe('depth@test.local')
    expect(user?.institutions).toEqual([school.id])
  })
})
