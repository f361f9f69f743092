/**
 * Notices of a school: where they show, and where the society's stay. The society's
 * reads (/notices, the home strip, /api/v1/notice, its feeds) answer as before; a school's notices
 * are read with `institution`; search, the sitemap and share cards include both.
 */
import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as noticeCard } from '@/app/og/[lang]/notices/[file]/route'
import { listNoticePage, listNotices, listNoticeYears } from '@/content/notices'
import { noticeDates } from '@/content/sitemap'
import { search } from '@/search/query'
import { feedResponse, noticeFeed } from '@/seo/notice-feed'

import { api } from './api'
import { migratedPayload } from './payload'

let payload: Payload
let school: number
let other: number
let draftSchool: number
const ids: Record<string, number> = {}
const ctx = { disableRevalidate: true }
const YEAR = '2025-2026'
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString()

beforeAll(async () => {
  process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
  payload = await migratedPayload()
  const type = (
    await payload.create({ collection: 'notice-types', data: { code: 'Circular', name: 'Circulars' }, context: ctx })
  ).id
  const institution = async (name: string, status: 'published' | 'draft' = 'published') =>
    (
      await payload.create({
        collection: 'institutions',
        draft: status === 'draft',
        data: { name, address: 'Dadar', _status: status } as never,
        context: ctx,
      })
    ).id
  school = await institution('Vidya Vikas English School')
  other = await institution('Sharada Junior College')
  draftSchool = await institution('Not yet open', 'draft')
  const notice = async (
    key: string,
    title: string,
    institution: number | null,
    age: number,
    status: 'published' | 'draft' = 'published',
  ) => {
    ids[key] = (
      await payload.create({
        collection: 'notices',
        draft: status === 'draft',
        data: { title, type, academicYear: YEAR, date: hoursAgo(age), institution, _status: status } as never,
        context: ctx,
      })
    ).id
  }
  await notice('society', 'Founders day holiday', null, 5)
  await notice('school1', 'Unit test timetable', school, 4)
  await notice('school2', 'Parents meeting on Saturday', school, 2)
  await notice('schoolDraft', 'Draft circular about uniforms', school, 1, 'draft')
  await notice('other', 'Junior college admission list', other, 3)
})
afterAll(() => payload?.destroy())

describe('the society’s notices keep their meaning', () => {
  it('the content layer: by default the society’s only; with an institution, that one’s, newest first', async () => {
    expect((await listNotices()).map((n) => n.title)).toEqual(['Founders day holiday'])
    expect((await listNotices({ institution: school })).map((n) => n.title)).toEqual([
      'Parents meeting on Saturday',
      'Unit test timetable',
    ])
    const page = await listNoticePage({ institution: school }, 1)
    expect(page.items.map((n) => n.institution)).toEqual([school, school])
    expect(page.total).toBe(2)
    expect(await listNoticeYears()).toEqual([YEAR])
  })

  it('/api/v1/notice answers the society’s notices, as before; ?institution= one school’s; a bad id is refused', async () => {
    const plain = await api('GET', 'notice')
    expect(plain.status).toBe(200)
    expect(plain.data).toEqual([
      {
        id: ids.society,
        title: 'Founders day holiday',
        category: 'Circular',
        description: '',
        file_url: null,
        created_at: expect.any(String),
      },
    ])
    const theirs = await api('GET', `notice?institution=${school}`)
    expect((theirs.data as { title: string }[]).map((n) => n.title)).toEqual([
      'Parents meeting on Saturday',
      'Unit test timetable',
    ])
    // The same row shape as the society's.
    expect(Object.keys((theirs.data as object[])[0]!).sort()).toEqual(Object.keys((plain.data as object[])[0]!).sort())
    expect((await api('GET', `notice?institution=${other}&notice_code=Circular&year=${YEAR}`)).data).toHaveLength(1)
    expect((await api('GET', 'notice?institution=999999')).data).toEqual([])
    const bad = await api('GET', 'notice?institution=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('institution')
    // One notice by id: a school's too.
    expect((await api('GET', `notice/${ids.school1}`)).data).toMatchObject({ title: 'Unit test timetable' })
  })

  it('the OpenAPI document describes the parameter', async () => {
    const { GET: openapi } = await import('@/app/api/v1/openapi.json/route')
    const doc = await (await openapi()).json()
    const params = doc.paths['/api/v1/notice'].get.parameters as {
      name: string
      required: boolean
      description?: string
      schema?: { description?: string }
    }[]
    const institution = params.find((p) => p.name === 'institution')!
    expect(institution.required).toBe(false)
    expect(JSON.stringify(institution)).toContain('instead of the society')
    expect(doc.paths['/api/v1/notice'].get.summary).toContain('society')
  })
})

describe('feeds: one per school, beside the society’s', () => {
  it('a school’s feed carries its notices only, titled with its name, in both languages', async () => {
    const rss = xml.parse((await noticeFeed('en', 'rss', undefined, new Date(), school))!).rss.channel
    expect(rss.title).toContain('notices of Vidya Vikas English School')
    expect((rss.item as { title: string }[]).map((i) => i.title)).toEqual([
      'Parents meeting on Saturday',
      'Unit test timetable',
    ])
    expect(rss.link).toContain(`/institutions/${school}/notices`)
    const atom = xml.parse((await noticeFeed('mr', 'atom', undefined, new Date(), school))!).feed
    expect(atom.title).toContain('सूचना')
    // The society's feed is as before.
    const society = xml.parse((await noticeFeed('en', 'rss'))!).rss.channel
    expect([society.item].flat().map((i: { title: string }) => i.title)).toEqual(['Founders day holiday'])
  })

  it('the route: ?institution= of a published institution; anything else is 404', async () => {
    const ask = (query: string) => feedResponse('en', 'rss', new Request(`http://test.local/notices/feed.xml${query}`))
    expect((await ask(`?institution=${school}`)).status).toBe(200)
    expect(await (await ask(`?institution=${school}`)).text()).toContain('Unit test timetable')
    for (const q of [
      '?institution=abc',
      '?institution=0',
      `?institution=${draftSchool}`,
      '?institution=999999',
      `?institution=${school}&institution=${other}`,
    ]) {
      expect((await ask(q)).status, q).toBe(404)
    }
  })
})

describe('search, the sitemap and share cards include school notices', () => {
  it('search finds a school’s notice, never its draft', async () => {
    const found = async (word: string) => {
      const r = await search(payload, word, 'en', new Date(), { cache: false })
      return r.status === 'done' ? r.groups.flatMap((g) => g.hits.map((h) => h.title)) : []
    }
    expect(await found('timetable')).toContain('Unit test timetable')
    expect(await found('uniforms')).toEqual([])
  })

  it('the sitemap lists society and school notices, not drafts', async () => {
    const listed = (await noticeDates()).map((n) => n.id)
    expect(listed).toEqual(expect.arrayContaining([ids.society, ids.school1, ids.school2, ids.other]))
    expect(listed).not.toContain(ids.schoolDraft)
  })

  it('a school notice has its share card; a draft has none', async () => {
    const card = (file: string) =>
      noticeCard(new Request(`http://test.local/og/en/notices/${file}`), {
        params: Promise.resolve({ lang: 'en', file }),
      })
    const res = await card(`${ids.school1}.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/png')
    expect((await card(`${ids.schoolDraft}.png`)).status).toBe(404)
  })
})
