import { writeFileSync } from 'node:fs'

import { expect, test, type APIRequestContext } from '../e2e/fixtures'
import { XMLParser } from 'fast-xml-parser'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { stripLang } from '../../src/i18n/paths'
import { currentAcademicYear } from '../../src/lib/academic-year'
import { adminAuth, parseHtml } from '../e2e/helpers'

/**
 * Feeds, sitemap.xml, robots.txt, the head of every kind of page (title, description, canonical,
 * OpenGraph and Twitter tags, feeds), JSON-LD and the generated link-preview cards, on the demo
 * content served by the production build.
 */

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

/** sitemap.xml's addresses, as paths on the test server (SITE_URL is the server's address). */
async function sitemap(
  request: APIRequestContext,
): Promise<{ loc: string; lastmod?: string; 'xhtml:link'?: unknown }[]> {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('xml')
  return list(xml.parse(await res.text()).urlset.url)
}
const pathOf = (url: string) => new URL(url).pathname

type Head = {
  title: string
  description: string
  canonical: string
  og: Record<string, string>
  twitter: Record<string, string>
  feeds: string[]
  jsonLd: Record<string, unknown>[]
}

/** The head of a page, and its JSON-LD (every block parsed). */
async function head(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  const doc = parseHtml(await res.text())
  const meta = (attr: string, prefix: string) =>
    Object.fromEntries(
      [...doc.querySelectorAll(`meta[${attr}^="${prefix}"]`)].map((m) => [
        m.getAttribute(attr)!.slice(prefix.length),
        m.getAttribute('content') ?? '',
      ]),
    )
  return {
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    og: meta('property', 'og:'),
    twitter: meta('name', 'twitter:'),
    feeds: [
      ...doc.querySelectorAll(
        'link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]',
      ),
    ].map((l) => l.getAttribute('href')!),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) =>
      [JSON.parse(s.textContent!)].flat(),
    ),
  }
}

/** Addresses of one page of each kind, found in the sitemap. */
async function samplePages(request: APIRequestContext) {
  const paths = (await sitemap(request)).map((u) => pathOf(u.loc)).filter((p) => !p.startsWith('/mr'))
  const find = (re: RegExp) => {
    const p = paths.find((x) => re.test(x))
    expect(p, String(re)).toBeTruthy()
    return p!
  }
  // One of the society's own notices with a type (/api/v1/notice lists only the society's), and in
  // the sitemap: the sitemap's first notice may be a school's, which another test of this worker has
  // just published, and a school's notice has other breadcrumbs and feeds (school-notices.spec.ts).
  const { data } = await (await request.get('/api/v1/notice')).json()
  const society = (data as { id: number; category: string | null }[])
    .filter((n) => n.category)
    .map((n) => `/notices/${n.id}`)
    .find((p) => paths.includes(p))
  expect(society, "one of the society's notices with a type, in the sitemap").toBeTruthy()
  return {
    notice: society!,
    institution: find(/^\/institutions\/\d+$/),
    section: find(/^\/institutions\/\d+\/contact$/),
    galleryYear: find(/^\/gallery\/\d{4}-\d{4}$/),
    galleryInstitution: find(/^\/gallery\/institute\/[1-9]\d*$/),
    galleryYearInstitution: find(/^\/gallery\/\d{4}-\d{4}\/[1-9]\d*$/),
  }
}

test('robots.txt keeps the staff side, the CMS API and search out and points to the sitemap', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  const text = await res.text()
  for (const path of ['/admin', '/cms-api', '/search', '/mr/search'])
    expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
  expect(text).toMatch(/^User-Agent: \*$/im)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('every address in sitemap.xml answers 200, in both languages, with hreflang and dates', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(600_000)
  const urls = await sitemap(request)
  const paths = urls.map((u) => pathOf(u.loc))
  expect(urls.every((u) => u.loc.startsWith(`${baseURL}/`) || u.loc === baseURL)).toBe(true)
  // Both languages of each page; every kind of page.
  expect(paths.filter((p) => p.startsWith('/mr')).length * 2).toBe(paths.length)
  for (const re of [
    /^\/$/,
    /^\/mr$/,
    /^\/notices\/\d+$/,
    /^\/mr\/institutions\/\d+\/admission$/,
    /^\/gallery\/\d{4}-\d{4}$/,
    /^\/gallery\/institute\/0$/,
    /^\/aboutus$/,
  ]) {
    expect(
      paths.some((p) => re.test(p)),
      String(re),
    ).toBe(true)
  }
  const notice = urls.find((u) => /\/notices\/\d+$/.test(u.loc))!
  expect(Date.parse(notice.lastmod!)).toBeGreaterThan(Date.parse('2020-01-01'))
  expect(
    list(notice['xhtml:link'] as { '@hreflang': string; '@href': string }[])
      .map((l) => l['@hreflang'])
      .sort(),
  ).toEqual(['en', 'mr', 'x-default'])

  // Every English address answers 200 (four at a time). The Marathi ones are each fetched, and
  // must answer 200, in marathi-sitemap.spec.ts, which reads their words: fetching them here too
  // would render them all a second time.
  const failures: string[] = []
  const queue = paths.filter((p) => stripLang(p).lang === 'en')
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const res = await request.get(p, { maxRedirects: 0 })
        if (res.status() !== 200) failures.push(`${p}: ${res.status()}`)
      }
    }),
  )
  expect(failures).toEqual([])
  test.info().annotations.push({ type: 'sitemap', description: `${paths.length / 2} English addresses answered 200` })
})

test('the notices’ RSS and Atom feeds parse, with each PDF as enclosure of its real size and type', async ({
  request,
  baseURL,
}) => {
  const rss = xml.parse(await (await request.get('/notices/feed.xml')).text()).rss.channel
  const items = list(rss.item) as { title: string; link: string; enclosure?: Record<string, string> }[]
  expect(items.length).toBeGreaterThan(3)
  const withPdf = items.find((i) => i.enclosure)!
  expect(withPdf.link).toMatch(new RegExp(`^${baseURL}/notices/\\d+$`))
  expect(withPdf.enclosure!['@type']).toBe('application/pdf')
  const file = await request.get(pathOf(withPdf.enclosure!['@url'] ?? ''))
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  expect(Number(withPdf.enclosure!['@length'])).toBe((await file.body()).length)

  const res = await request.get('/mr/notices/atom.xml?type=Examination')
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const entries = list(xml.parse(await res.text()).feed.entry) as {
    link: Record<string, string>[] | Record<string, string>
  }[]
  expect(entries.length).toBeGreaterThan(0)
  for (const e of entries) {
    const links = list(e.link)
    expect(links.find((l) => l['@rel'] !== 'enclosure')!['@href']).toMatch(new RegExp(`^${baseURL}/mr/notices/\\d+$`))
    for (const enc of links.filter((l) => l['@rel'] === 'enclosure')) expect(enc['@type']).toBe('application/pdf')
  }
  expect((await request.get('/notices/feed.xml?type=Nope')).status()).toBe(404)
})

test('a school’s feed with the society’s notices: one feed a parent follows, linked from the school’s notices', async ({
  request,
  baseURL,
}) => {
  const auth = await adminAuth(request)
  const school = (
    await (
      await request.get('/cms-api/institutions?limit=1&depth=0&sort=order&where[_status][equals]=published', {
        headers: auth,
      })
    ).json()
  ).docs[0] as { id: number }
  const type = (await (await request.get('/api/v1/notice/type')).json()).data[0].id
  const title = `Parents' meeting of the school ${Date.now()}`
  const made = await request.post('/cms-api/notices', {
    headers: auth,
    data: {
      title,
      type,
      institution: school.id,
      academicYear: currentAcademicYear(),
      date: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const titles = async (path: string) => {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    return (list(xml.parse(await res.text()).rss.channel.item) as { title: string }[]).map((i) => String(i.title))
  }
  const society = await titles('/notices/feed.xml')
  const own = await titles(`/notices/feed.xml?institution=${school.id}`)
  const both = await titles(`/notices/feed.xml?institution=${school.id}&society=1`)
  expect(own).toContain(title)
  expect(own).not.toContain(society[0])
  // The school's new notice and the society's newest, all in one feed.
  expect(both).toEqual(expect.arrayContaining([title, ...society.slice(0, 3)]))
  // Linked, as RSS and Atom, where the school's notices are listed.
  const page = parseHtml(await (await request.get(`/institutions/${school.id}/notices`)).text())
  const feeds = [...page.querySelectorAll('[data-testid="school-society-feed"]')].map((a) => a.getAttribute('href'))
  expect(feeds).toEqual([
    `/notices/feed.xml?institution=${school.id}&society=1`,
    `/notices/atom.xml?institution=${school.id}&society=1`,
  ])
  // In Marathi, as Atom, with its own address as id.
  const atom = xml.parse(
    await (await request.get(`/mr/notices/atom.xml?institution=${school.id}&society=1`)).text(),
  ).feed
  expect(String(atom.title)).toContain('आणि संस्थेच्या सूचना')
  expect(String(atom.id)).toBe(`${baseURL}/mr/notices/atom.xml?institution=${school.id}&society=1`)
  // The society's notices only join a school's feed.
  expect((await request.get('/notices/feed.xml?society=1')).status()).toBe(404)
  expect((await request.get(`/notices/feed.xml?institution=${school.id}&society=yes`)).status()).toBe(404)
})

test('each kind of page has its own title, description, canonical address and preview tags, in both languages', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const s = await samplePages(request)
  const pages = [
    '/',
    '/aboutus',
    '/notices',
    s.notice,
    '/institutions',
    s.institution,
    s.section,
    '/gallery/all',
    s.galleryYear,
    s.galleryInstitution,
    s.galleryYearInstitution,
    '/trustees',
    '/contactus',
    '/grievances',
  ]
  for (const [lang, prefix, locale] of [
    ['en', '', 'en_IN'],
    ['mr', '/mr', 'mr_IN'],
  ] as const) {
    const seen = { title: new Set<string>(), description: new Set<string>() }
    for (const page of pages) {
      const path = prefix ? (page === '/' ? prefix : prefix + page) : page
      const h = await head(request, path)
      expect(h.title, path).toBeTruthy()
      expect(h.description, path).toBeTruthy()
      seen.title.add(h.title)
      seen.description.add(h.description)
      // Next.js writes the home page's address as the bare origin.
      const address = path === '/' ? baseURL : `${baseURL}${path}`
      expect(h.canonical, path).toBe(address)
      expect(h.og.url, path).toBe(address)
      expect(h.og.title, path).toBe(h.title)
      expect(h.og.description, path).toBe(h.description)
      expect(h.og.locale, path).toBe(locale)
      expect(h.og.image, path).toMatch(new RegExp(`^${baseURL}/`))
      expect(h.twitter.card, path).toMatch(/^summary(_large_image)?$/)
      expect(h.twitter.image, path).toBe(h.og.image)
    }
    // Every page's title and description are its own.
    expect(seen.title.size, lang).toBe(pages.length)
    expect(seen.description.size, lang).toBe(pages.length)
  }
  // Marathi pages speak Marathi in their head.
  expect((await head(request, '/mr/notices')).title).toContain(mr.notices.title)
  expect((await head(request, '/notices')).title).toContain(en.notices.title)
})

test('pictures: the society card on plain pages, the notice’s and the event’s own cards, the institution’s logo', async ({
  request,
  baseURL,
}) => {
  const s = await samplePages(request)
  const eventId = /href="\/events\/(\d+)"/.exec(await (await request.get('/events')).text())?.[1]
  expect(eventId, 'the demo has events').toBeTruthy()
  expect((await head(request, `/events/${eventId}`)).og.image).toBe(`${baseURL}/og/en/events/${eventId}.png`)
  expect((await head(request, `/mr/events/${eventId}`)).og.image).toBe(`${baseURL}/og/mr/events/${eventId}.png`)
  expect((await head(request, '/trustees')).og.image).toBe(`${baseURL}/og/en/society.png`)
  expect((await head(request, '/mr/trustees')).og.image).toBe(`${baseURL}/og/mr/society.png`)
  const id = s.notice.split('/').pop()
  const notice = await head(request, s.notice)
  expect(notice.og.image).toBe(`${baseURL}/og/en/notices/${id}.png`)
  expect(notice.og['image:width']).toBe('1200')
  expect(notice.og.type).toBe('article')
  expect(notice.twitter.card).toBe('summary_large_image')
  expect((await head(request, `/mr${s.notice}`)).og.image).toBe(`${baseURL}/og/mr/notices/${id}.png`)
  const inst = await head(request, s.institution)
  expect(inst.og.image).toMatch(/\/cms-api\/media\/file\/logo-/)
  expect((await request.get(pathOf(inst.og.image ?? ''))).status()).toBe(200)

  for (const [path, file] of [
    ['/og/en/society.png', 'society-en'],
    ['/og/mr/society.png', 'society-mr'],
    [`/og/en/notices/${id}.png`, 'notice-en'],
    [`/og/mr/notices/${id}.png`, 'notice-mr'],
    [`/og/en/events/${eventId}.png`, 'event-en'],
    [`/og/mr/events/${eventId}.png`, 'event-mr'],
  ] as const) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const png = await res.body()
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    writeFileSync(test.info().outputPath(`${file}.png`), png)
  }
  for (const path of [
    '/og/en/notices/999999.png',
    '/og/de/society.png',
    '/og/en/notices/abc.png',
    '/og/en/events/999999.png',
    '/og/mr/events/x.png',
  ])
    expect((await request.get(path)).status(), path).toBe(404)
})

test('the notice pages and the list announce the feeds', async ({ request, baseURL }) => {
  const s = await samplePages(request)
  const notice = await head(request, s.notice)
  expect(notice.feeds).toEqual(expect.arrayContaining([`${baseURL}/notices/feed.xml`, `${baseURL}/notices/atom.xml`]))
  const typeFeed = notice.feeds.find((f) => f.startsWith(`${baseURL}/notices/feed.xml?type=`))!
  expect((await request.get(pathOf(typeFeed) + new URL(typeFeed).search)).status()).toBe(200)
  expect((await head(request, '/mr/notices')).feeds).toEqual([
    `${baseURL}/mr/notices/feed.xml`,
    `${baseURL}/mr/notices/atom.xml`,
  ])
})

test('JSON-LD on each kind of page parses and has the required fields', async ({ request, baseURL }) => {
  const s = await samplePages(request)
  const ofType = (h: Head, type: string) => h.jsonLd.filter((d) => d['@type'] === type)
  const crumbs = (h: Head) => {
    const [b] = ofType(h, 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] }[]
    expect(b).toBeTruthy()
    b!.itemListElement.forEach((e, i) => {
      expect(e.position).toBe(i + 1)
      expect(e.name).toBeTruthy()
      expect(e.item).toMatch(new RegExp(`^${baseURL}`))
    })
    return b!.itemListElement
  }

  for (const path of ['/', '/aboutus', '/mr']) {
    const h = await head(request, path)
    for (const d of h.jsonLd) expect(d['@context']).toBe('https://schema.org')
    const [org] = ofType(h, 'EducationalOrganization') as Record<string, unknown>[]
    expect(org, path).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(new RegExp(`^${baseURL}`)),
      logo: expect.stringMatching(/\.svg$/),
      address: { '@type': 'PostalAddress' },
    })
    const subs = org!.subOrganization as Record<string, string>[]
    expect(subs.length).toBeGreaterThan(10)
    for (const sub of subs) expect(['School', 'HighSchool', 'CollegeOrUniversity']).toContain(sub['@type'])
    expect(new Set(subs.map((x) => x['@type'])).size).toBe(3)
  }

  for (const path of [s.institution, s.section, `/mr${s.section}`]) {
    const h = await head(request, path)
    const [inst] = h.jsonLd.filter((d) =>
      ['School', 'HighSchool', 'CollegeOrUniversity'].includes(d['@type'] as string),
    )
    expect(inst, path).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(new RegExp(`^${baseURL}`)),
      logo: expect.stringMatching(new RegExp(`^${baseURL}/cms-api/media/file/`)),
      address: { '@type': 'PostalAddress', streetAddress: expect.any(String) },
      telephone: expect.any(String),
      email: expect.any(String),
      parentOrganization: { '@type': 'EducationalOrganization' },
    })
    expect(crumbs(h).length).toBe(path === s.institution ? 3 : 4)
  }
  expect(crumbs(await head(request, s.notice)).map((c) => c.item.replace(baseURL!, ''))).toEqual([
    '/',
    '/notices',
    s.notice,
  ])
  expect(crumbs(await head(request, `/mr${s.notice}`))[1]).toMatchObject({
    name: mr.nav.notices,
    item: `${baseURL}/mr/notices`,
  })
  for (const [path, depth] of [
    [s.galleryYear, 3],
    [s.galleryInstitution, 3],
    [s.galleryYearInstitution, 4],
  ] as const) {
    expect(crumbs(await head(request, path)).length, path).toBe(depth)
  }
})
