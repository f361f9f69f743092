/**
 * Feeds (RSS 2.0 and Atom, parsed), sitemap.xml's entries and the institutions' JSON-LD on a real
 * database: only published notices that are live now, each with its PDF as the enclosure; every
 * public page in both languages with its last change.
 */
import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getInstitution } from '@/content/institutions'
import { getSiteSettings } from '@/content/site-settings'
import { htmlToRichText } from '@/lib/import-html'
import { INSTITUTION_SECTIONS } from '@/lib/institution-sections'
import { makePdf } from '@/seed/pdf'
import { feedResponse, noticeFeed } from '@/seo/notice-feed'
import { sitemapEntries } from '@/seo/sitemap'
import { institutionJsonLd } from '@/seo/structured-data'

import { migratedPayload } from './payload'

let payload: Payload
const ids: Record<string, number> = {}
const ctx = { disableRevalidate: true }
const hour = 3600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const PDF = makePdf('Circular', ['Please read.'])
const SITE = 'http://test.local'
let institution = 0

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

beforeAll(async () => {
  payload = await migratedPayload()
  const general = (await payload.create({ collection: 'notice-types', data: { code: 'General' } })).id
  const exam = (await payload.create({ collection: 'notice-types', data: { code: 'Exam' } })).id
  const file = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Circular' },
      file: { name: 'circular.pdf', mimetype: 'application/pdf', size: PDF.length, data: PDF },
    })
  ).id
  const notice = async (title: string, data: Record<string, unknown>) => {
    const doc = await payload.create({
      collection: 'notices',
      data: { title, type: general, academicYear: '2025-2026', date: at(-hour), _status: 'published', ...data },
      context: ctx,
    })
    ids[title] = doc.id
  }
  await notice('Current <b>& more</b>', { file, description: 'Read it.' })
  await notice('Exam timetable', { type: exam, date: at(-2 * hour) })
  await notice('Scheduled', { publishAt: at(hour) })
  await notice('Expired', { expiresAt: at(-1000) })
  await notice('Draft', { _status: 'draft' })
  await payload.update({
    collection: 'notices',
    id: ids['Current <b>& more</b>']!,
    locale: 'mr',
    data: { description: 'वाचा.' },
    context: ctx,
  })
  institution = (
    await payload.create({
      collection: 'institutions',
      data: {
        name: 'Model College',
        address: 'Ranade Road, Dadar',
        kind: 'degree-college',
        medium: 'english',
        _status: 'published',
        contact: [
          {
            title: 'Office',
            content: await htmlToRichText(
              '<p>Phone: <a href="tel:+912224301234">022 2430 1234</a></p>',
              payload.config,
            ),
          },
        ],
      },
      context: ctx,
    })
  ).id
})
afterAll(() => payload?.destroy())

describe('notice feeds', () => {
  it('RSS 2.0: live published notices, newest first, each linking its page with its PDF as enclosure', async () => {
    const doc = xml.parse((await noticeFeed('en', 'rss'))!)
    const channel = doc.rss.channel
    expect(doc.rss['@version']).toBe('2.0')
    expect(channel.link).toBe(`${SITE}/notices`)
    expect(channel.language).toBe('en')
    const items = list(channel.item)
    expect(items.map((i) => i.title)).toEqual(['Current <b>& more</b>', 'Exam timetable'])
    const [current, exam] = items
    expect(current.link).toBe(`${SITE}/notices/${ids['Current <b>& more</b>']}`)
    expect(current.description).toBe('Read it.')
    expect(current.enclosure['@url']).toMatch(new RegExp(`^${SITE}/cms-api/media/file/circular.*\\.pdf$`))
    expect(current.enclosure['@type']).toBe('application/pdf')
    expect(Number(current.enclosure['@length'])).toBe(PDF.length)
    expect(exam.enclosure).toBeUndefined()
    expect(
      list(current.category).map((c: string | { '#text': string }) => (typeof c === 'string' ? c : c['#text'])),
    ).toEqual(['General'])
  })

  it('Atom: the same entries with the PDF as a rel="enclosure" link of type application/pdf', async () => {
    const feed = xml.parse((await noticeFeed('en', 'atom'))!).feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    const entries = list(feed.entry)
    expect(entries.map((e) => (typeof e.title === 'string' ? e.title : e.title['#text']))).toEqual([
      'Current <b>& more</b>',
      'Exam timetable',
    ])
    const links = list(entries[0].link) as Record<string, string>[]
    expect(links.find((l) => !l['@rel'] || l['@rel'] === 'alternate')?.['@href']).toBe(
      `${SITE}/notices/${ids['Current <b>& more</b>']}`,
    )
    const enclosure = links.find((l) => l['@rel'] === 'enclosure')!
    expect(enclosure['@href']).toMatch(/\.pdf$/)
    expect(enclosure['@type']).toBe('application/pdf')
    expect(Number(enclosure['@length'])).toBe(PDF.length)
  })

  it('one type’s feed has only that type; an unknown type has none', async () => {
    const items = list(xml.parse((await noticeFeed('en', 'rss', 'Exam'))!).rss.channel.item)
    expect(items.map((i) => i.title)).toEqual(['Exam timetable'])
    expect(await noticeFeed('en', 'rss', 'Nope')).toBeNull()
  })

  it('Marathi: links to /mr pages, Marathi texts where they exist', async () => {
    const channel = xml.parse((await noticeFeed('mr', 'rss'))!).rss.channel
    expect(channel.language).toBe('mr')
    expect(channel.link).toBe(`${SITE}/mr/notices`)
    const current = list(channel.item)[0]
    expect(current.link).toBe(`${SITE}/mr/notices/${ids['Current <b>& more</b>']}`)
    expect(current.description).toBe('वाचा.')
  })

  it('a scheduled notice enters the feed at its time', async () => {
    const later = new Date(Date.now() + 2 * hour)
    expect(
      list(xml.parse((await noticeFeed('en', 'rss', undefined, later))!).rss.channel.item).map((i) => i.title),
    ).toContain('Scheduled')
  })

  it('the route answers the feed types, and 404 for an unknown type, language or a repeated type', async () => {
    const res = await feedResponse('en', 'atom', new Request(`${SITE}/notices/atom.xml?type=General`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect((await feedResponse('en', 'rss', new Request(`${SITE}/notices/feed.xml`))).headers.get('content-type')).toBe(
      'application/rss+xml; charset=utf-8',
    )
    for (const [lang, query] of [
      ['en', '?type=Nope'],
      ['de', ''],
      ['en', '?type=General&type=Exam'],
    ]) {
      expect((await feedResponse(lang!, 'rss', new Request(`${SITE}/notices/feed.xml${query}`))).status).toBe(404)
    }
  })
})

describe('sitemap', () => {
  it('lists every public page in both languages with hreflang alternates and last changes', async () => {
    const entries = await sitemapEntries()
    const urls = entries.map((e) => e.url)
    expect(new Set(urls).size).toBe(urls.length)
    for (const path of ['', '/notices', '/trustees', '/gallery/all', '/contactus']) {
      expect(urls).toContain(`${SITE}${path || '/'}`)
      expect(urls).toContain(`${SITE}/mr${path}`)
    }
    // Notices that have a page now (the expired one keeps its page); not a draft, not a scheduled one.
    for (const title of ['Current <b>& more</b>', 'Exam timetable', 'Expired'])
      expect(urls).toContain(`${SITE}/notices/${ids[title]}`)
    for (const title of ['Draft', 'Scheduled']) expect(urls).not.toContain(`${SITE}/notices/${ids[title]}`)
    // The institution and each of its sections.
    expect(urls).toContain(`${SITE}/institutions/${institution}`)
    expect(urls).toContain(`${SITE}/mr/institutions/${institution}/contact`)
    expect(urls.filter((u) => u.startsWith(`${SITE}/institutions/${institution}`))).toHaveLength(
      INSTITUTION_SECTIONS.length,
    )
    const notice = entries.find((e) => e.url === `${SITE}/mr/notices/${ids['Exam timetable']}`)!
    expect(notice.alternates?.languages).toEqual({
      en: `${SITE}/notices/${ids['Exam timetable']}`,
      mr: `${SITE}/mr/notices/${ids['Exam timetable']}`,
      'x-default': `${SITE}/notices/${ids['Exam timetable']}`,
    })
    const doc = await payload.findByID({ collection: 'notices', id: ids['Exam timetable']! })
    expect(notice.lastModified).toBe(doc.updatedAt)
    expect(entries.find((e) => e.url === `${SITE}/notices`)?.lastModified).toBeTruthy()
  })

  it('takes a new source (a kind of page added later) without other changes', async () => {
    const entries = await sitemapEntries([
      async () => [{ path: '/events/1', lastModified: '2026-01-01T00:00:00.000Z' }],
    ])
    expect(entries.map((e) => e.url)).toEqual([`${SITE}/events/1`, `${SITE}/mr/events/1`])
  })
})

describe('institution JSON-LD', () => {
  it('is a CollegeOrUniversity with address, contact and the society as parent', async () => {
    const inst = (await getInstitution(institution, 'en'))!
    const ld = institutionJsonLd(inst, await getSiteSettings('en'), 'en') as unknown as Record<string, unknown>
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: 'Model College',
      url: `${SITE}/institutions/${institution}`,
      address: { '@type': 'PostalAddress', streetAddress: 'Ranade Road, Dadar', addressCountry: 'IN' },
      telephone: '+912224301234',
      contactPoint: {
        '@type': 'ContactPoint',
        url: `${SITE}/institutions/${institution}/contact`,
        telephone: '+912224301234',
      },
      parentOrganization: { '@type': 'EducationalOrganization' },
    })
  })
})
