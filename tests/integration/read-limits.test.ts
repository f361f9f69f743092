/**
 * Bounds on what one request to /cms-api makes the server read (src/access/cms-queries/read-limits.ts):
 * at most MAX_LIMIT documents a page whatever the request says (`limit=0`, `pagination=false`, a
 * larger limit, a join's limit), relationships one level deep, one language at a time, and a
 * per-account allowance of reads. The reproduction asked anonymously for 3,000 photos at depth 2 in
 * every language, 16 at a time; a visitor now gets a 403 before anything is read.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_LIMIT, MAX_POPULATED_LIMIT } from '@/access/cms-queries/read-limits'
import { resetRateLimits } from '@/services/rate-limit'
import { portrait } from '@/seed/images'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
const PHOTOS = MAX_LIMIT + 10

let payload: Payload
let admin: string
let editor: string
let institution: number

beforeAll(async () => {
  payload = await migratedPayload()
  institution = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'A school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  const user = await payload.create({
    collection: 'users',
    data: { email: 'admin@limits.local', password: PASSWORD, role: 'admin' },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'editor@limits.local', password: PASSWORD, role: 'editor', institutions: [institution] },
  })
  admin = await login('admin@limits.local', PASSWORD)
  editor = await login('editor@limits.local', PASSWORD)
  const webp = await portrait('Limits', 100)
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'A photo', uploadedBy: user.id } as never,
    file: { data: webp, name: 'limits.webp', mimetype: 'image/webp', size: webp.length },
  })
  // Straight into the table: the hooks (history, search index) would only slow the test down.
  for (let i = 0; i < PHOTOS; i++) {
    await payload.db.create({
      collection: 'gallery-images',
      data: {
        image: image.id,
        academicYear: '2025-2026',
        institution,
        order: i,
        caption: `Photo ${i}`,
        _status: 'published',
      },
    })
  }
})
afterAll(() => payload?.destroy())

describe('page size', () => {
  it.each([
    ['limit=0', MAX_LIMIT],
    ['pagination=false', MAX_LIMIT],
    ['limit=100000', MAX_LIMIT],
    ['limit=0&pagination=false', MAX_LIMIT],
    ['limit=100', 100],
    ['', 10],
  ])('gallery-images?%s as an administrator → %i photos, and the page fields to read on', async (query, expected) => {
    const res = await cms('GET', `gallery-images?depth=0&${query}`, { token: admin })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.docs).toHaveLength(expected)
    expect(res.body).toMatchObject({ totalDocs: PHOTOS, hasNextPage: true, limit: expected })
  })

  it.each([
    ['depth=1&limit=250', MAX_POPULATED_LIMIT],
    ['depth=1&limit=0', MAX_POPULATED_LIMIT],
    ['limit=250', MAX_POPULATED_LIMIT],
    ['depth=1&pagination=false', MAX_POPULATED_LIMIT],
    ['depth=1&limit=60', 60],
  ])(
    'gallery-images?%s, relationships populated (depth 1, or the default) → %i photos a page',
    async (query, expected) => {
      const res = await cms('GET', `gallery-images?${query}`, { token: admin })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.docs).toHaveLength(expected)
      expect(res.body).toMatchObject({ totalDocs: PHOTOS, hasNextPage: true, limit: expected })
    },
  )

  it('a join field (an institution’s photos) pages the same way', async () => {
    const res = await cms('GET', `institutions/${institution}?depth=0&joins[galleryImages][limit]=0`, { token: admin })
    expect(res.status).toBe(200)
    expect((res.body.galleryImages as { docs: unknown[] }).docs).toHaveLength(MAX_LIMIT)
  })

  it('the server’s own reads are not bounded (the site reads whole lists in batches)', async () => {
    const { docs } = await payload.find({ collection: 'gallery-images', limit: 0, pagination: false, depth: 0 })
    expect(docs).toHaveLength(PHOTOS)
  })
})

describe('depth and languages', () => {
  it('relationships are populated one level deep, however deep the request asks', async () => {
    const res = await cms('GET', 'gallery-images?limit=1&depth=5', { token: admin })
    expect(res.status).toBe(200)
    const [photo] = res.body.docs as { image: { id: number; uploadedBy: unknown }; institution: unknown }[]
    expect(typeof photo!.image).toBe('object')
    expect(typeof photo!.image.uploadedBy).toBe('number')
  })

  it('locale=all is refused with a sentence; one language at a time works', async () => {
    const res = await cms('GET', 'gallery-images?limit=1&locale=all', { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ message: 'Ask for one language at a time: locale=en or locale=mr.' }])
    expect((await cms('GET', 'gallery-images?limit=1&locale=mr', { token: admin })).status).toBe(200)
  })

  it('the reproduction’s request from a visitor reads nothing', async () => {
    const res = await cms('GET', 'gallery-images?limit=0&depth=2&locale=all')
    expect([400, 403]).toContain(res.status)
    expect(res.body.docs).toBeUndefined()
  })
})

describe('reads per account', () => {
  afterAll(() => {
    delete process.env.RATE_LIMIT_STAFFREADS
    resetRateLimits()
  })

  it('an account that reads too fast is held back with a 429; another account is not', async () => {
    process.env.RATE_LIMIT_STAFFREADS = '5/60'
    resetRateLimits()
    for (let i = 0; i < 5; i++) expect((await cms('GET', 'gallery-images?limit=1', { token: editor })).status).toBe(200)
    const held = await cms('GET', 'gallery-images?limit=1', { token: editor })
    expect(held.status).toBe(429)
    expect((held.body.errors as { message: string }[])[0]!.message).toMatch(
      /^Too many requests from your account in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    )
    expect((await cms('GET', 'gallery-images?limit=1', { token: admin })).status).toBe(200)
  })
})
