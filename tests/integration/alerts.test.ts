/**
 * Closure alerts through the content layer and /api/v1 (GET /api/v1/alert): only what is on now,
 * appearing at its start and leaving at its end by itself (no edit, no job), an edit showing at
 * once, Marathi with the English fallback. Access rules: tests/integration/access-matrix.test.ts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { liveAlertsFor } from '@/content/alerts'

import { api } from './api'
import { migratedPayload } from './payload'

let payload: Payload
let school: number
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const HOUR = 3_600_000

type Row = {
  id: number
  message: string
  link: string | null
  level: string
  starts_at: string
  ends_at: string
  institute_ids: number[]
}
const listed = async (query = '') => {
  const res = await api('GET', `alert${query}`)
  expect(res.status).toBe(200)
  return res.data as Row[]
}

beforeAll(async () => {
  payload = await migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Alert school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
})
afterAll(() => payload?.destroy())

const create = async (data: Record<string, unknown>) =>
  (
    await payload.create({
      collection: 'alerts',
      data: {
        message: 'Schools closed today',
        level: 'information',
        state: 'confirmed',
        startsAt: at(-HOUR),
        endsAt: at(HOUR),
        ...data,
      } as never,
    })
  ).id

describe('GET /api/v1/alert', () => {
  it('lists the alerts on now, with their level, window, link and institutions', async () => {
    const id = await create({ level: 'emergency', institutions: [school], link: '/notices' })
    const row = (await listed()).find((r) => r.id === id)
    expect(row).toMatchObject({ message: 'Schools closed today', level: 'emergency', institute_ids: [school] })
    expect(row!.link).toMatch(/^https?:\/\/[^/]+\/notices$/)
    await payload.delete({ collection: 'alerts', id })
    expect((await listed()).some((r) => r.id === id)).toBe(false)
  })

  it('an alert appears at its start and leaves at its end by itself', async () => {
    const soon = await create({ startsAt: at(1200), endsAt: at(HOUR) })
    const ending = await create({ startsAt: at(-HOUR), endsAt: at(1200) })
    let ids = (await listed()).map((r) => r.id)
    expect(ids).toContain(ending)
    expect(ids).not.toContain(soon)
    // 1.5 s later by the clock, without waiting for it: only Date moves, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1500, shouldAdvanceTime: true })
    try {
      ids = (await listed()).map((r) => r.id)
    } finally {
      vi.useRealTimers()
    }
    expect(ids).toContain(soon)
    expect(ids).not.toContain(ending)
  })

  it('an edit shows at once; Marathi where given, else the English', async () => {
    const id = await create({})
    await payload.update({ collection: 'alerts', id, data: { message: 'Schools closed on Monday' } })
    expect((await listed()).find((r) => r.id === id)?.message).toBe('Schools closed on Monday')
    expect((await listed('?locale=mr')).find((r) => r.id === id)?.message).toBe('Schools closed on Monday')
    await payload.update({ collection: 'alerts', id, locale: 'mr', data: { message: 'सोमवारी शाळा बंद राहतील' } })
    expect((await listed('?locale=mr')).find((r) => r.id === id)?.message).toBe('सोमवारी शाळा बंद राहतील')
    expect((await listed()).find((r) => r.id === id)?.message).toBe('Schools closed on Monday')
  })
})

describe('liveAlertsFor (the pages)', () => {
  it('society-wide alerts on every page, an institution’s on its pages only', async () => {
    const everywhere = await create({ message: 'Society-wide' })
    const own = await create({ message: 'Only the school', institutions: [school] })
    const ids = async (path: string) => (await liveAlertsFor(path, 'en')).map((a) => a.id)
    expect(await ids('/')).toContain(everywhere)
    expect(await ids('/')).not.toContain(own)
    expect(await ids(`/institutions/${school}/contact`)).toEqual(expect.arrayContaining([everywhere, own]))
    expect(await ids(`/mr/institutions/${school}`)).toContain(own)
  })
})
