/**
 * The public lists read one page at a time from the database (src/lib/paging.ts): the
 * pages of a list, put together, are exactly the whole list the content layer reads for /api/v1
 * (same items, same order, nothing twice); a page past the last gives the last page; scheduled
 * notices appear and leave on time although pages are cached (src/content/live.ts); the gallery's
 * SQL order (albums joined) is the order of listGalleryImages.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { listAchievementPage, listAchievements } from '@/content/achievements'
import { GENERAL_GALLERY, listGalleryImages } from '@/content/gallery'
import { listCollages, listGalleryPage, listGalleryYears, type GalleryFilter } from '@/content/gallery-pages'
import { listNoticePage, listNotices } from '@/content/notices'
import { findAllPublished, findPublished } from '@/content/query'
import { listMediaTalkPage, listMediaTalks } from '@/content/society'
import { COLLAGE_IMAGES, GALLERY_PAGE_SIZE, NOTICE_PAGE_SIZE, type Page } from '@/lib/paging'

import { migratedPayload } from './payload'

let payload: Payload
const ctx = { disableRevalidate: true }
const Y1 = '2025-2026'
const Y0 = '2024-2025'
let school: number
let hidden: number

/** Every page of a list, read one by one. */
async function allPages<T>(read: (page: number) => Promise<Page<T>>): Promise<{ items: T[]; pages: Page<T>[] }> {
  const first = await read(1)
  const pages = [first]
  for (let n = 2; n <= first.pages; n++) pages.push(await read(n))
  return { items: pages.flatMap((p) => p.items), pages }
}

beforeAll(async () => {
  payload = await migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  hidden = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Hidden', address: 'Parel', _status: 'draft' } as never,
    })
  ).id
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  const other = (await payload.create({ collection: 'notice-types', data: { code: 'EXAM' } })).id
  const day = 86_400_000
  for (let i = 0; i < 45; i++) {
    await payload.create({
      collection: 'notices',
      // Two notices share each date: the id decides between them.
      data: {
        title: `Notice ${i}`,
        type: i % 9 === 0 ? other : type,
        academicYear: Y1,
        date: new Date(Date.UTC(2025, 5, 1) + Math.floor(i / 2) * day).toISOString(),
        _status: 'published',
      },
      context: ctx,
    })
  }
  const achievementType = (await payload.create({ collection: 'achievement-types', data: { code: 'Sports' } })).id
  for (let i = 0; i < 30; i++) {
    await payload.create({
      collection: 'achievements',
      data: {
        achieverName: `Student ${i}`,
        achievement: 'Won',
        type: achievementType,
        academicYear: Y1,
        by: 'student',
        institution: i % 5 === 0 ? hidden : school,
        _status: 'published',
      } as never,
      context: ctx,
    })
  }
  const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 10, g: 100, b: 150 } } })
    .jpeg()
    .toBuffer()
  const image = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A photo' },
      file: { name: 'p.jpg', mimetype: 'image/jpeg', size: jpeg.length, data: jpeg },
    })
  ).id
  const album = async (
    title: string,
    date: string,
    academicYear: string,
    institution: number | null,
    status: 'published' | 'draft',
  ) =>
    (
      await payload.create({
        collection: 'albums',
        data: { title, date, academicYear, institution, _status: status } as never,
        context: ctx,
      })
    ).id
  const older = await album('Older album', '2025-07-01T00:00:00.000Z', Y1, school, 'published')
  const newer = await album('Newer album', '2025-12-01T00:00:00.000Z', Y1, school, 'published')
  const draft = await album('Draft album', '2025-12-05T00:00:00.000Z', Y1, school, 'draft')
  const society = await album('Society album', '2025-08-01T00:00:00.000Z', Y1, null, 'published')
  const photo = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'gallery-images',
      data: { image, caption: `Photo ${Math.random()}`, _status: 'published', ...data } as never,
      context: ctx,
    })
  // Singles first, then albums' photos: the query must put the albums first all the same.
  for (let i = 0; i < 8; i++) await photo({ academicYear: Y1, institution: school, order: 8 - (i % 3) })
  for (let i = 0; i < 5; i++) await photo({ academicYear: Y0, institution: school, order: i })
  for (let i = 0; i < 4; i++) await photo({ album: older, order: 4 - i })
  for (let i = 0; i < 6; i++) await photo({ album: newer, order: i % 2 })
  for (let i = 0; i < 3; i++) await photo({ album: draft, order: i })
  for (let i = 0; i < 7; i++) await photo({ academicYear: Y1, order: i })
  for (let i = 0; i < 3; i++) await photo({ album: society, order: i })
  for (let i = 0; i < 2; i++) await photo({ academicYear: Y0, institution: hidden, order: i })
  await photo({ academicYear: Y0, order: 1, _status: 'draft' })
})
afterAll(() => payload?.destroy())

describe('notices, a page at a time', () => {
  it('pages of 20 put together are the whole live list of the tab and year, newest first', async () => {
    const whole = await listNotices({ year: Y1, type: 'GENERAL' })
    expect(whole.length).toBe(40)
    const { items, pages } = await allPages((n) => listNoticePage({ year: Y1, type: 'GENERAL' }, n))
    expect(pages.map((p) => p.items.length)).toEqual([NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE])
    expect(pages[0]).toMatchObject({ page: 1, pages: 2, total: 40 })
    expect(items.map((n) => n.id)).toEqual(whole.map((n) => n.id))
  })

  it('a page past the last is the last page; an unknown type has one empty page', async () => {
    const last = await listNoticePage({ year: Y1, type: 'GENERAL' }, 2)
    expect(await listNoticePage({ year: Y1, type: 'GENERAL' }, 1_000_000)).toEqual(last)
    expect(await listNoticePage({ year: Y1, type: 'NOPE' }, 3)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
    expect(await listNoticePage({ year: Y0, type: 'GENERAL' }, 2)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
  })

  it('a scheduled notice appears at its publish time and leaves at its expiry, cached pages or not', async () => {
    const type = (await payload.find({ collection: 'notice-types', where: { code: { equals: 'EXAM' } } })).docs[0]!.id
    const titles = async () => (await listNoticePage({ year: Y1, type: 'EXAM' }, 1)).items.map((n) => n.title)
    const soon = Date.now() + 1500
    await payload.create({
      collection: 'notices',
      data: {
        title: 'Soon',
        type,
        academicYear: Y1,
        date: '2026-01-01T00:00:00.000Z',
        publishAt: new Date(soon).toISOString(),
        expiresAt: new Date(soon + 1500).toISOString(),
        _status: 'published',
      },
      context: ctx,
    })
    expect(await titles()).not.toContain('Soon')
    // The clock moved past the publish time, then past the expiry (only Date: timers and the
    // database run as ever), instead of waiting for them.
    vi.useFakeTimers({ toFake: ['Date'], now: soon + 50 })
    try {
      expect(await titles()).toContain('Soon')
      expect((await listNoticePage({ year: Y1, type: 'EXAM' }, 1)).total).toBe(6)
      vi.setSystemTime(soon + 1500 + 50)
      expect(await titles()).not.toContain('Soon')
      expect(await titles()).toEqual((await listNotices({ year: Y1, type: 'EXAM' })).map((n) => n.title))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('achievements and media talks, a page at a time', () => {
  it('pages of achievements are the whole list, without the hidden institution’s', async () => {
    const whole = await listAchievements({ year: Y1, by: 'student' })
    expect(whole.length).toBe(24)
    const { items, pages } = await allPages((n) => listAchievementPage({ year: Y1, by: 'student' }, n))
    expect(pages.map((p) => p.items.length)).toEqual([12, 12])
    expect(items.map((a) => a.id)).toEqual(whole.map((a) => a.id))
    expect((await listAchievementPage({ institution: hidden }, 1)).total).toBe(0)
  })

  it('an empty list has one empty page', async () => {
    expect(await listMediaTalkPage('en', 4)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
    expect(await listMediaTalks()).toEqual([])
  })
})

describe('the gallery, a page at a time', () => {
  const filters: GalleryFilter[] = [
    {},
    { institution: school },
    { institution: GENERAL_GALLERY },
    { year: Y1 },
    { institution: school, year: Y1 },
    { institution: hidden },
  ]

  it.each(filters)(
    'pages of %j are listGalleryImages, in its order (albums first, newest album first)',
    async (filter) => {
      const whole = await listGalleryImages(filter)
      const { items, pages } = await allPages((n) => listGalleryPage(filter, n, 'en'))
      expect(items.map((g) => g.id)).toEqual(whole.map((g) => g.id))
      expect(items).toEqual(whole)
      for (const p of pages.slice(0, -1)) expect(p.items).toHaveLength(GALLERY_PAGE_SIZE)
      expect(pages[0]!.total).toBe(whole.length)
    },
  )

  it('checks its own data: the whole gallery has the visible photos only', async () => {
    // 8 + 5 singles and 4 + 6 album photos of the school, 7 + 3 of the society; not the draft album's, the hidden institution's or the draft photo.
    expect((await listGalleryImages({})).length).toBe(33)
  })

  it('a page past the last is the last page', async () => {
    const last = await listGalleryPage({}, 4, 'en')
    expect(last).toMatchObject({ page: 4, pages: 4, total: 33 })
    expect(await listGalleryPage({}, 99, 'en')).toEqual(last)
  })

  it('/gallery/all: the years of each gallery, general first, and each collage’s first photos', async () => {
    expect(await listGalleryYears()).toEqual([
      [GENERAL_GALLERY, [Y1]],
      [school, [Y1, Y0]],
    ])
    const pairs: [number, string][] = [
      [GENERAL_GALLERY, Y1],
      [school, Y1],
      [school, Y0],
    ]
    const collages = await listCollages(pairs, 'en')
    for (const [i, [institution, year]] of pairs.entries()) {
      const expected = (await listGalleryImages({ institution, year })).slice(0, COLLAGE_IMAGES)
      expect(collages[i]).toEqual({ institutionId: institution, year, images: expected })
    }
  })
})

describe('a whole list read a chunk at a time (findAllPublished, what /api/v1 answers whole)', () => {
  it('is every published document once, in the order of a single read', async () => {
    const single = (await findPublished('notices', { sort: ['-date', '-id'] })).map((d) => d.id)
    expect(single.length).toBeGreaterThan(40)
    // 4 at a time: a dozen chunks, the last one short.
    expect(await findAllPublished('notices', { sort: ['-date', '-id'] }, (d) => [d.id], 4)).toEqual(single)
    const photos = (await findPublished('gallery-images', { sort: ['-academicYear', 'order', 'id'] })).map((d) => d.id)
    expect(
      await findAllPublished('gallery-images', { sort: ['-academicYear', 'order', 'id'] }, (d) => [d.id], 5),
    ).toEqual(photos)
  })

  it('keeps what the mapping makes of each document, and drops what it leaves out', async () => {
    const exams = await findAllPublished(
      'notices',
      { sort: ['-date', '-id'], depth: 1 },
      (d) => (typeof d.type === 'object' && d.type?.code === 'EXAM' ? [d.title] : []),
      7,
    )
    const all = await findPublished('notices', { sort: ['-date', '-id'], depth: 1 })
    expect(exams).toEqual(all.filter((d) => typeof d.type === 'object' && d.type?.code === 'EXAM').map((d) => d.title))
    expect(exams.length).toBeGreaterThanOrEqual(5)
  })
})
