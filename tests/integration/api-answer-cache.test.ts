/**
 * Whole-list answers of /api/v1 are made once and kept, serialized (
 * src/api-v1/answer-cache.ts), and the database stays the truth: a change, a notice whose
 * "publish at" comes, a new language or query each get their own answer; alerts are never kept.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/api/v1/[[...path]]/route'
import { clearAnswerCache } from '@/api-v1/answer-cache'
import { ROUTES, type Route } from '@/api-v1/routes'

import { migratedPayload } from './payload'

let payload: Payload
let type: number
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

/** How often each route's handler ran. */
const calls = new Map<string, number>()
const counted = (path: string) => calls.get(path) ?? 0

async function get(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://test.local/api/v1/${path}`)
  const segments = url.pathname.replace(/^\/api\/v1\//, '').split('/')
  const res = await GET(new Request(url, { headers }), { params: Promise.resolve({ path: segments }) })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}
const titles = async (path: string) => {
  const { bytes } = await get(path)
  return (JSON.parse(bytes.toString()).data as { title: string }[]).map((n) => n.title)
}
const notice = async (title: string, data: Record<string, unknown> = {}) =>
  (
    await payload.create({
      collection: 'notices',
      data: { title, type, academicYear: '2025-2026', date: at(-3600_000), _status: 'published', ...data },
    })
  ).id

beforeAll(async () => {
  payload = await migratedPayload()
  type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  for (const route of ROUTES as Route[]) {
    const handler = route.handler
    route.handler = (ctx) => (calls.set(route.path, counted(route.path) + 1), handler(ctx))
  }
  await notice('Sports day')
  clearAnswerCache()
})
afterAll(() => payload?.destroy())

describe('whole-list answers of /api/v1', () => {
  it('are made once, then sent as kept: the same bytes and headers as a fresh answer', async () => {
    const before = counted('notice')
    const first = await get('notice')
    const second = await get('notice')
    expect(counted('notice')).toBe(before + 1)
    expect(second.bytes.toString()).toBe(first.bytes.toString())
    for (const { res } of [first, second]) {
      expect(res.headers.get('x-total-count')).toBe('1')
      expect(res.headers.get('content-type')).toBe('application/json')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{43}"$/)
    }
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'))
    expect(JSON.parse(first.bytes.toString())).toEqual({
      success: 1,
      data: [expect.objectContaining({ title: 'Sports day' })],
    })
    // Made again from the database, it is the same, byte for byte.
    clearAnswerCache()
    expect((await get('notice')).bytes.toString()).toBe(first.bytes.toString())
    expect(counted('notice')).toBe(before + 2)
  })

  it('show a change at once (the content version stamps), whichever list it touches', async () => {
    expect(await titles('notice')).toEqual(['Sports day'])
    const id = await notice('Science fair')
    expect(await titles('notice')).toEqual(['Science fair', 'Sports day'])
    await payload.update({ collection: 'notices', id, data: { title: 'Science exhibition' } })
    expect(await titles('notice')).toEqual(['Science exhibition', 'Sports day'])
    await payload.delete({ collection: 'notices', id })
    expect(await titles('notice')).toEqual(['Sports day'])
  })

  it('show a scheduled notice when its time comes, without any change to the database', async () => {
    await notice('Results tomorrow', { publishAt: at(1500) })
    expect(await titles('notice')).toEqual(['Sports day'])
    // 1.7 s later by the clock, without waiting for it: only Date moves, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1700, shouldAdvanceTime: true })
    try {
      expect(await titles('notice')).toEqual(['Results tomorrow', 'Sports day'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('answer 304 without a body to a client that has the list (If-None-Match), and the new list once it changed', async () => {
    const { res } = await get('notice')
    const etag = res.headers.get('etag')!
    const again = await get('notice', { 'if-none-match': etag })
    expect(again.res.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.res.headers.get('etag')).toBe(etag)
    expect(again.res.headers.get('cache-control')).toBe('no-cache')
    expect((await get('notice', { 'if-none-match': '"something-else"' })).res.status).toBe(200)
    // Another list (here another year's, empty) has its own tag.
    expect((await get('notice?year=2024-2025', { 'if-none-match': etag })).res.status).toBe(200)
    const id = await notice('Prize distribution')
    const changed = await get('notice', { 'if-none-match': etag })
    expect(changed.res.status).toBe(200)
    expect(changed.res.headers.get('etag')).not.toBe(etag)
    expect(JSON.parse(changed.bytes.toString()).data[0].title).toBe('Prize distribution')
    await payload.delete({ collection: 'notices', id })
    // Back to the same bytes, so back to the same tag.
    expect((await get('notice', { 'if-none-match': etag })).res.status).toBe(304)
    // Paged reads and one-row reads carry no tag and ignore one.
    const paged = await get('notice?page=1&limit=1', { 'if-none-match': '*' })
    expect(paged.res.status).toBe(200)
    expect(paged.res.headers.get('etag')).toBeNull()
    expect(paged.res.headers.get('cache-control')).toBe('no-store')
  })

  it('keep one answer per query and language; a paged read and an unknown institution are not kept', async () => {
    const before = counted('notice')
    await get('notice?year=2025-2026')
    await get('notice?year=2025-2026')
    await get('notice?year=2025-2026&locale=mr')
    expect(counted('notice')).toBe(before + 2)
    await get('notice?page=1&limit=1')
    await get('notice?page=1&limit=1')
    expect(counted('notice')).toBe(before + 4)
    const { res } = await get('school/contact/institute/999999')
    expect(res.status).toBe(404)
    expect((await get('school/contact/institute/999999')).res.status).toBe(404)
    expect(counted('school/contact/institute/:institute')).toBe(2)
  })

  it('never keep the alerts, which change with the clock alone', async () => {
    const before = counted('alert')
    await get('alert')
    await get('alert')
    expect(counted('alert')).toBe(before + 2)
  })
})
