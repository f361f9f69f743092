/**
 * The notices' Atom feed as RFC 4287 wants it: an author for the feed (the society, or the school
 * whose feed it is) and the feed's language on its root (xml:lang), in both languages.
 */
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import type { Notice } from '@/content/notices'
import { noticeFeedXml, type NoticeFeedInput } from '@/seo/notice-feed'

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })

const notice: Notice = {
  id: 7,
  title: 'Hall tickets',
  category: 'Exam',
  categoryName: 'Examinations',
  academicYear: '2026-27',
  description: '',
  file: null,
  fileSize: null,
  date: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  institution: null,
  publishAt: null,
  expiresAt: null,
}

const input = (over: Partial<NoticeFeedInput>): NoticeFeedInput => ({
  lang: 'en',
  format: 'atom',
  title: 'Society: notices',
  description: 'The latest notices.',
  publisher: 'Society',
  author: { name: 'Society', link: 'https://example.org/' },
  listPath: '/notices',
  items: [notice],
  now: new Date('2026-11-27T00:00:00Z'),
  ...over,
})

const text = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)['#text'] : v)

describe('the Atom feed of notices', () => {
  it('names its author (name and address) and its language, in English', () => {
    const feed = xml.parse(noticeFeedXml(input({}))).feed
    expect(feed['@xml:lang']).toBe('en')
    expect(text(feed.author.name)).toBe('Society')
    expect(text(feed.author.uri)).toBe('https://example.org/')
  })

  it('a school’s feed in Marathi: the school as author, xml:lang="mr", escaped names kept whole', () => {
    const school = { name: 'शाळा & कनिष्ठ महाविद्यालय', link: 'https://example.org/mr/institutions/3' }
    const out = noticeFeedXml(
      input({ lang: 'mr', author: school, institution: 3, listPath: '/institutions/3/notices' }),
    )
    const feed = xml.parse(out).feed
    expect(feed['@xml:lang']).toBe('mr')
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(text(feed.author.name)).toBe(school.name)
    expect(text(feed.author.uri)).toBe(school.link)
  })

  it('RSS keeps its own <language> and gains no Atom attributes', () => {
    const channel = xml.parse(noticeFeedXml(input({ format: 'rss', lang: 'mr' }))).rss.channel
    expect(text(channel.language)).toBe('mr')
  })
})
