import { createClient, type Client } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SQLITE_BUSY_TIMEOUT_MS } from '@/config/database'

import { api, json } from './api'
import { migratedPayload } from './payload'

/**
 * The SQLite connection's settings, and a database that is locked or read-only for a while: the
 * public API answers 503 with Retry-After, stores nothing, and works again once it is over,
 * without a restart.
 */

let payload: Payload
let institute: number
let other: Client | undefined
/** The connection Payload uses (libsql keeps one unless a transaction opens another). */
const appClient = () => (payload.db as unknown as { client: Client }).client
const pragma = async (name: string) => Object.values((await appClient().execute(`PRAGMA ${name}`)).rows[0]!)[0]

beforeAll(async () => {
  payload = await migratedPayload()
  institute = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Test School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: { disableRevalidate: true },
    })
  ).id
})
afterAll(async () => {
  other?.close()
  await payload?.destroy()
})

const grievance = () => ({
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Marksheet',
  mobile: '9876543210',
  email: 'asha@example.org',
  message: 'My marksheet has a spelling mistake in my name.',
  tid: '1',
  institute_id: String(institute),
})
const grievances = async () => (await payload.count({ collection: 'grievances' })).totalDocs

function expectUnavailable(res: Awaited<ReturnType<typeof api>>) {
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe('5')
  expect(res.body).toEqual({ success: 0, message: 'The service is busy right now. Please try again in a moment.' })
}

describe('SQLite connection settings', () => {
  it('runs in WAL mode with a busy timeout and synchronous=NORMAL, also after writes', async () => {
    expect(await api('POST', 'complaint', json(grievance()))).toMatchObject({ status: 200 })
    expect(await pragma('journal_mode')).toBe('wal')
    expect(await pragma('busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS)
    expect(await pragma('synchronous')).toBe(1) // NORMAL
  })
})

describe('a database locked by another process', () => {
  it('answers a grievance with 503 while the lock outlasts the busy timeout, stores nothing, then recovers', async () => {
    other = createClient({ url: process.env.DATABASE_URL! })
    const before = await grievances()
    await other.execute('BEGIN EXCLUSIVE')
    try {
      const started = Date.now()
      const locked = await api('POST', 'complaint', json(grievance()))
      expect(Date.now() - started).toBeGreaterThanOrEqual(SQLITE_BUSY_TIMEOUT_MS - 100)
      expectUnavailable(locked)
      // Readers are not blocked in WAL mode: the site keeps showing content meanwhile.
      expect((await api('GET', 'trustee')).status).toBe(200)
    } finally {
      await other.execute('ROLLBACK')
    }

    expect(await grievances()).toBe(before)
    const after = await api('POST', 'complaint', json(grievance()))
    expect(after.status).toBe(200)
    expect(await grievances()).toBe(before + 1)
  })
})

describe('a read-only database', () => {
  it('answers writes with 503 while it cannot be written, then recovers', async () => {
    // As if the file or its folder had become read-only under the running server (root ignores
    // chmod, so the test makes the connection itself read-only).
    await appClient().execute('PRAGMA query_only = ON')
    try {
      const before = await grievances()
      expectUnavailable(await api('POST', 'complaint', json(grievance())))
      expectUnavailable(await api('POST', 'visitor'))
      expect((await api('GET', 'trustee')).status).toBe(200)
      expect(await grievances()).toBe(before)
    } finally {
      await appClient().execute('PRAGMA query_only = OFF')
    }
    expect((await api('POST', 'complaint', json(grievance()))).status).toBe(200)
    expect((await api('POST', 'visitor')).status).toBe(200)
  })
})
