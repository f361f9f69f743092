/** Share cards (/og/…): drawn once per content and language, new drawings limited per address. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as noticeCard } from '@/app/og/[lang]/notices/[file]/route'
import { GET as societyCard } from '@/app/og/[lang]/society.png/route'
import { resetRateLimits } from '@/services/rate-limit'
import { clearCardCache, keptCards } from '@/seo/card-cache'

import { migratedPayload } from './payload'

let payload: Payload
let notice: number

const ask = (lang: string, file: string, address = '203.0.113.7') =>
  noticeCard(
    new Request(`http://test.local/og/${lang}/notices/${file}`, { headers: { 'x-client-address': address } }),
    {
      params: Promise.resolve({ lang, file }),
    },
  )
const png = async (res: Response) => Buffer.from(await res.arrayBuffer())

beforeAll(async () => {
  process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
  process.env.RATE_LIMIT_SHARECARD = '3/600'
  resetRateLimits()
  clearCardCache()
  payload = await migratedPayload()
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'EXAM' } })).id
  const doc = await payload.create({
    collection: 'notices',
    data: {
      title: 'Exam timetable',
      type,
      academicYear: '2025-2026',
      date: new Date(Date.now() - 3600_000).toISOString(),
      _status: 'published',
    },
    context: { disableRevalidate: true },
  })
  notice = doc.id
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_FROM_SERVER
  delete process.env.RATE_LIMIT_SHARECARD
  resetRateLimits()
  await payload?.destroy()
})

describe('GET /og/{lang}/notices/{id}.png', () => {
  it('draws a card once: asked again it is served from memory without counting against the limit', async () => {
    const first = await ask('en', `${notice}.png`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    const bytes = await png(first)
    for (let i = 0; i < 10; i++) {
      const again = await ask('en', `${notice}.png`)
      expect(again.status).toBe(200)
      expect((await png(again)).equals(bytes)).toBe(true)
    }
    expect(keptCards().cards).toBe(1)
  })

  it('draws it again when what it shows changes, and limits new drawings per address with a sentence', async () => {
    const before = await png(await ask('en', `${notice}.png`))
    await payload.update({
      collection: 'notices',
      id: notice,
      data: { title: 'Exam timetable (revised)' },
      context: { disableRevalidate: true },
    })
    const revised = await ask('en', `${notice}.png`)
    expect(revised.status).toBe(200)
    expect((await png(revised)).equals(before)).toBe(false)
    // Used so far: the first card and the revised one; one more drawing is allowed, then 429.
    expect(
      (
        await societyCard(
          new Request('http://test.local/og/en/society.png', { headers: { 'x-client-address': '203.0.113.7' } }),
          { params: Promise.resolve({ lang: 'en' }) },
        )
      ).status,
    ).toBe(200)
    const limited = await ask('mr', `${notice}.png`)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.text()).toMatch(
      /^Too many new share cards were asked for from your address\. Please try again in \d+ (minutes?|seconds?)\.$/,
    )
    // Cards already drawn still answer, and another address may draw.
    expect((await ask('en', `${notice}.png`)).status).toBe(200)
    expect((await ask('mr', `${notice}.png`, '203.0.113.8')).status).toBe(200)
  })

  it('answers 404 for a notice that is not public, whatever is kept', async () => {
    await payload.update({
      collection: 'notices',
      id: notice,
      data: { _status: 'draft' },
      context: { disableRevalidate: true },
    })
    expect((await ask('en', `${notice}.png`)).status).toBe(404)
    expect((await ask('en', 'nope.png')).status).toBe(404)
  })
})
