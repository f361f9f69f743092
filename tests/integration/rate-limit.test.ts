/** Rate limits on the public POSTs and on staff login: 429 in the envelope with Retry-After. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetRateLimits } from '@/services/rate-limit'

import { api, json } from './api'
import { cms } from './cms'
import { migratedPayload } from './payload'

let payload: Payload
let institute: number

beforeAll(async () => {
  process.env.RATE_LIMIT_COMPLAINT = '2/600'
  process.env.RATE_LIMIT_COMPLAINANT = '3/3600'
  // As under server.mjs: the client's address arrives in the header server.mjs sets (http/client-address.mjs).
  process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
  process.env.RATE_LIMIT_VISITOR = '3/60'
  process.env.RATE_LIMIT_LOGIN = '3/900'
  resetRateLimits()
  payload = await migratedPayload()
  institute = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: { disableRevalidate: true },
    })
  ).id
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_FROM_SERVER
  await payload?.destroy()
})

const from = (address: string, body: unknown, extra: Record<string, string> = {}): RequestInit => {
  const init = json(body)
  return { ...init, headers: { ...(init.headers as Record<string, string>), 'x-client-address': address, ...extra } }
}
const grievance = (mobile = '9876543210', email = 'asha@example.org') => ({
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Marksheet',
  enrollment: '',
  mobile,
  email,
  message: 'My marksheet has a spelling mistake.',
  tid: '1',
  institute_id: String(institute),
})

describe('POST /api/v1/complaint', () => {
  it('answers 429 with Retry-After once an address used its allowance, and stores nothing', async () => {
    expect((await api('POST', 'complaint', from('203.0.113.1', grievance()))).status).toBe(200)
    expect((await api('POST', 'complaint', from('203.0.113.1', { bad: true }))).status).toBe(400) // counts too
    const before = (await payload.count({ collection: 'grievances' })).totalDocs
    const limited = await api('POST', 'complaint', from('203.0.113.1', grievance()))
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      success: 0,
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await payload.count({ collection: 'grievances' })).totalDocs).toBe(before)
  })

  it('keeps counting per address: another address is not affected', async () => {
    expect((await api('POST', 'complaint', from('203.0.113.2', grievance('9876500002', 'b@example.org')))).status).toBe(
      200,
    )
  })

  it('a forged X-Forwarded-For gives no new allowance', async () => {
    const forged = (n: number) =>
      from('203.0.113.5', grievance(`98765000${10 + n}`, `f${n}@example.org`), { 'x-forwarded-for': `10.9.8.${n}` })
    expect((await api('POST', 'complaint', forged(1))).status).toBe(200)
    expect((await api('POST', 'complaint', forged(2))).status).toBe(200)
    expect((await api('POST', 'complaint', forged(3))).status).toBe(429)
  })

  it('limits grievances per mobile number and per email address, from any address', async () => {
    const send = (n: number, mobile: string, email: string) =>
      api('POST', 'complaint', from(`198.51.100.${n}`, grievance(mobile, email)))
    for (let n = 1; n <= 3; n++) expect((await send(n, '9000000001', 'person@example.org')).status).toBe(200)
    const limited = await send(4, '9000000001', 'other@example.org')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await send(5, '9000000002', 'PERSON@example.org')).status).toBe(429) // the same email
    expect((await send(6, '9000000003', 'someone-else@example.org')).status).toBe(200)
  })
})

describe('POST /api/v1/visitor', () => {
  it('limits visits per address', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await api('POST', 'visitor', from('203.0.113.3', {}))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('staff login', () => {
  it('answers 429 with Retry-After after too many attempts from one address', async () => {
    const attempt = () =>
      cms('POST', 'users/login', {
        json: { email: 'nobody@test.local', password: 'wrong-password-here' },
        headers: { 'x-client-address': '203.0.113.4' },
      })
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(JSON.stringify(limited.body)).toContain('Too many attempts from this address')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
