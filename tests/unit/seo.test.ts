import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { jsonLdText } from '@/components/JsonLd'
import { sitePathOf } from '@/i18n/paths'
import { woffToSfnt } from '@/seo/fonts'
import { canonicalPath } from '@/seo/canonical'
import { pageMetadata } from '@/seo/metadata'
import { clampText } from '@/seo/og-card'
import { robotsRules } from '@/seo/robots'
import { breadcrumbJsonLd, contactDetails, institutionType } from '@/seo/structured-data'
import { noticeFeedPath } from '@/seo/urls'

describe('jsonLdText', () => {
  it('keeps a title from closing the script element, and the JSON means the same', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- x' }
    const text = jsonLdText(data)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })
})

describe('institutionType', () => {
  it.each([
    ['pre-primary', 'School'],
    ['school', 'School'],
    ['junior-college', 'HighSchool'],
    ['degree-college', 'CollegeOrUniversity'],
  ] as const)('%s is a %s', (kind, type) => expect(institutionType(kind)).toBe(type))
})

describe('contactDetails', () => {
  it('finds the first telephone and email linked in the Contact section', () => {
    const html =
      '<p>Phone: <a href="tel:+912224301234">022 2430 1234</a><br>Email: <a href="mailto:office@example.org">office@example.org</a></p>'
    expect(contactDetails({ contact: [{ title: 'Office', html: html as never }] })).toEqual({
      telephone: '+912224301234',
      email: 'office@example.org',
    })
    expect(contactDetails({ contact: [{ title: 'Office', html: '<p>Hours: 9 to 4</p>' as never }] })).toEqual({})
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from the home page with absolute addresses in the language', () => {
    const ld = breadcrumbJsonLd(
      [
        ['मुख्य पान', '/'],
        ['सूचना', '/notices'],
      ],
      'mr',
    )
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'मुख्य पान', item: expect.stringMatching(/^https?:\/\/[^/]+\/mr$/) },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'सूचना',
        item: expect.stringMatching(/^https?:\/\/[^/]+\/mr\/notices$/),
      },
    ])
  })
})

describe('robots.txt', () => {
  it('keeps the staff side, the CMS API and search out, and names the sitemap', () => {
    const r = robotsRules('https://vidyavikas.example.org')
    expect(r.sitemap).toBe('https://vidyavikas.example.org/sitemap.xml')
    expect(r.rules).toEqual({ userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/search', '/mr/search'] })
  })
})

describe('addresses', () => {
  it('feeds sit beside /notices, one type by ?type=', () => {
    expect(noticeFeedPath('rss')).toBe('/notices/feed.xml')
    expect(noticeFeedPath('atom', 'Exam & Results')).toBe('/notices/atom.xml?type=Exam+%26+Results')
  })
  it('the cards under /og are not pages (no language rewrite)', () => {
    expect(sitePathOf('/og/mr/notices/4.png')).toBeNull()
    expect(sitePathOf('/notices/feed.xml')).toEqual({ lang: 'en', path: '/notices/feed.xml' })
  })
})

describe('clampText', () => {
  it('shortens a long title at the limit with an ellipsis', () => {
    expect(clampText('short', 10)).toBe('short')
    expect(clampText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`)
  })
})

describe('woffToSfnt', () => {
  it('unpacks @fontsource’s WOFF into a TrueType file with the same tables', () => {
    const woff = readFileSync(
      path.join('node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
    )
    const ttf = woffToSfnt(woff)
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4)) // the flavor: 0x00010000 TrueType
    const count = ttf.readUInt16BE(4)
    expect(count).toBe(woff.readUInt16BE(12))
    // The sfnt size WOFF records is the file's size.
    expect(ttf.length).toBe(woff.readUInt32BE(16))
    const tags = Array.from({ length: count }, (_, i) => ttf.toString('latin1', 12 + 16 * i, 16 + 16 * i))
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'cmap', 'glyf', 'head']))
    expect(() => woffToSfnt(Buffer.from('not a font at all, really'))).toThrow('not a WOFF file')
  })
})

describe('canonical address and og:url', () => {
  it('keep only the query a page reads, whatever else the link carried', () => {
    const meta = pageMetadata({
      lang: 'mr',
      path: '/notices?x=%3Cb%3E&page=2&utm_source=evil&type=Exam&type=Other',
      siteName: 'Society',
    })
    expect(meta.alternates?.canonical).toBe('/mr/notices?type=Exam&page=2')
    expect(meta.alternates?.languages).toMatchObject({
      en: '/notices?type=Exam&page=2',
      mr: '/mr/notices?type=Exam&page=2',
    })
    expect((meta.openGraph as { url?: string }).url).toBe('/mr/notices?type=Exam&page=2')
    expect(pageMetadata({ lang: 'en', path: '/?x=1', siteName: 'Society' }).alternates?.canonical).toBe('/')
  })

  it.each([
    ['/notices?x=1', '/notices'],
    ['/notices?year=2024-25&type=Exam&page=', '/notices?type=Exam&year=2024-25'],
    ['/search?q=fees&page=3&sort=x', '/search?q=fees&page=3'],
    ['/events?institution=4&category=sports&x=1', '/events?institution=4&category=sports'],
    ['/studentachievements?year=2024&page=2&x=1', '/studentachievements?year=2024&page=2'],
    ['/awards?page=2&q=1', '/awards?page=2'],
    ['/institutions/4/photos?page=2&x=1', '/institutions/4/photos?page=2'],
    ['/institutions/4?page=2', '/institutions/4'],
    ['/gallery/all?p3=2&p0=4&page=9', '/gallery/all?p3=2&p0=4'],
    ['/gallery/2024/3?page=2&x=1', '/gallery/2024/3?page=2'],
    ['/trustees?page=2', '/trustees'],
    ['/contact', '/contact'],
  ])('%s → %s', (requested, canonical) => expect(canonicalPath(requested)).toBe(canonical))
})
