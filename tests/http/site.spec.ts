import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { SITE_SETTINGS_DEFAULTS as S } from '../../src/globals/site-settings-defaults'
import { en } from '../../src/i18n/en'
import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import { INSTITUTION_SECTIONS } from '../../src/lib/institution-sections'
import { FOOTER_ROUTES, NAV_ROUTES } from '../../src/lib/navigation'
import { accessibleName, byRole, byTestId, get, role, testId, text } from './dom'
import { chosenCandidate, sourceSize } from './srcset'

/**
 * The site's shell (header, navigation, footer) and its plain pages as the server sends them. What
 * a browser adds (the phone menu, counters, the carousel, the strip's motion, fonts, the grievance
 * form's scripts) is in tests/e2e/shell.spec.ts and tests/e2e/site.spec.ts.
 */

const served = async (request: APIRequestContext, src: string | null) => {
  const res = await request.get(src!)
  expect(res.status(), src!).toBe(200)
  expect(res.headers()['content-type'], src!).toMatch(/^image\//)
}

test.describe('header', () => {
  test('shows three logos, the title and the certification, award and address lines', async ({ request }) => {
    const { doc } = await get(request, '/')
    const header = doc.querySelector('body > header')!
    // Drawn in the page (src/components/BrandMark.tsx): no image requests, each mark named.
    const imgs = byRole(header, 'img')
    expect(imgs.map((img) => accessibleName(img))).toEqual([...en.site.logoAlt])
    for (const img of imgs)
      expect(
        img.querySelector(
          ':scope > svg[aria-hidden="true"][viewBox] > path, :scope > svg[aria-hidden="true"][viewBox] > circle',
        ),
      ).not.toBeNull()
    const lines = [...header.querySelectorAll('*')].map((el) => text(el))
    expect(lines).toContain(S.title)
    expect(text(header)).toContain(S.isoLine)
    expect(S.isoLine).toContain('ISO 9001:2008')
    expect(text(header)).toContain(S.awardLine)
    expect(S.awardLine).toContain('2010')
    expect(text(header)).toContain(S.addressLine)
    expect(S.addressLine).toContain('Mumbai')
  })

  test('is on every public page', async ({ request }) => {
    const header = (await get(request, '/trustees')).doc.querySelector('body > header')!
    expect([...header.querySelectorAll('*')].map((el) => text(el))).toContain(S.title)
  })
})

test('the navigation bar links every internal route and leaves the site for SSES and ALUMNI in a new tab', async ({
  request,
}) => {
  const { doc } = await get(request, '/')
  const nav = role(doc, 'navigation', 'Main')
  for (const route of NAV_ROUTES) expect(nav.querySelectorAll(`a[href="${route.href}"]`), route.href).toHaveLength(1)
  for (const [name, href] of [
    ['SSES', S.ssesUrl],
    ['ALUMNI', S.alumniUrl],
  ] as const) {
    const link = role(nav, 'link', new RegExp(`^${name}`))
    expect(link.getAttribute('href')).toBe(href)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  }
  expect(nav.querySelector('a[href="/"]')?.getAttribute('aria-current')).toBe('page')
})

test.describe('footer', () => {
  test('links the 13 routes of the specification', async ({ request }) => {
    const links = byRole(testId((await get(request, '/')).doc, 'footer-links'), 'link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(FOOTER_ROUTES.map((r) => r.href))
    expect(links).toHaveLength(13)
  })

  test('links four social networks, twitter pointing home', async ({ request }) => {
    const { doc } = await get(request, '/')
    expect(byRole(testId(doc, 'social-links'), 'link')).toHaveLength(4)
    expect(role(doc, 'link', /^Twitter/).getAttribute('href')).toBe('/')
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      const link = role(doc, 'link', new RegExp(`^${name}`))
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  test('shows the newest magazine cover linking to its PDF', async ({ request }) => {
    const { doc } = await get(request, '/')
    const href = testId(doc, 'magazine-link').getAttribute('href')
    expect(href).toMatch(/^\/cms-api\/media\/file\/yearbook-2025-[0-9a-f]{20}\.pdf$/)
    expect((await request.get(href!)).headers()['content-type']).toContain('application/pdf')
    const cover = testId(doc, 'magazine-cover').getAttribute('src')
    expect(cover).toMatch(/magazine-2025-cover-[0-9a-f]{20}\.webp/)
    await served(request, cover)
  })
})

test('/admission and /studentlogin: tables of institutes with Apply Now and Login links in a new tab', async ({
  request,
}) => {
  for (const [path, label] of [
    ['/admission', 'Apply Now'],
    ['/studentlogin', 'Login'],
  ] as const) {
    const { doc } = await get(request, path)
    const links = [...doc.querySelectorAll('table')].flatMap((t) => byRole(t, 'link', new RegExp(`^${label}`)))
    expect(links, path).toHaveLength(18)
    expect(links[0]!.getAttribute('target')).toBe('_blank')
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(links[0]!.getAttribute('href')).toMatch(/^https:\/\//)
  }
})

test('/aboutus and /contactus carry the SPEC figures and the two societies', async ({ request }) => {
  const figures = text(testId((await get(request, '/aboutus')).doc, 'about-figures'))
  for (const figure of ['18', '11,357', '455', '1962']) expect(figures).toContain(figure)
  expect(byTestId((await get(request, '/contactus')).doc, 'contact-card')).toHaveLength(2)
})

test.describe('/institutions', () => {
  test('cards link to the detail with the sections in order, the first active; each section has its URL', async ({
    request,
  }) => {
    const cards = byTestId((await get(request, '/institutions')).doc, 'institution-card')
    expect(cards).toHaveLength(18)
    const detail = cards[0]!.getAttribute('href')!
    expect(detail).toMatch(/^\/institutions\/\d+$/)
    const { doc } = await get(request, detail)
    const menu = byRole(testId(doc, 'section-menu'), 'link')
    expect(menu.map(text)).toEqual([
      'School Information',
      'Past Results',
      'HM/Principal Information',
      'PTA Members',
      'Awards',
      'Contact Information',
      'Academic Calendar',
      'Scholarships',
      'Activities Offered',
      'Infrastructure Offered',
      'Other Activities',
      'Facilities Offered',
      'Student Achievements',
      'Gallery',
      'Admission Information',
      // The later sections (disclosure, committees, fees, notices) as the registry orders them.
      ...INSTITUTION_SECTIONS.slice(15).map((s) => en.institutions.sections[s]),
    ])
    expect(INSTITUTION_SECTIONS.slice(15)).toEqual(
      expect.arrayContaining(['fees', 'mandatory-disclosure', 'committees']),
    )
    // SPEC.md's 15 sections come first, in its order; later entries follow them.
    expect(INSTITUTION_SECTIONS.slice(0, 15)).toEqual([
      'school-information',
      'past-results',
      'principal',
      'pta-members',
      'awards',
      'contact',
      'academic-calendar',
      'scholarships',
      'activities',
      'infrastructure',
      'other-activities',
      'facilities',
      'student-achievements',
      'gallery',
      'admission',
    ])
    expect(menu[0]!.getAttribute('aria-current')).toBe('page')
    role(doc, 'heading', 'About the institution')
    const results = menu.find((a) => text(a) === 'Past Results')!.getAttribute('href')!
    expect(results).toMatch(/\/past-results$/)
    const pdf = byTestId((await get(request, results)).doc, 'pdf-document')[0]!
    expect(role(pdf, 'link', /Open the PDF/).getAttribute('href')).toMatch(/\.pdf$/)
    expect(role(pdf, 'link', 'Download').getAttribute('download')).toBe('')
    const principal = menu.find((a) => text(a) === 'HM/Principal Information')!.getAttribute('href')!
    expect(byTestId((await get(request, principal)).doc, 'principal-card')).toHaveLength(1)
  })

  test('an institution with only the basics shows "Data not available" in empty sections', async ({ request }) => {
    const href = byTestId((await get(request, '/institutions')).doc, 'institution-card')
      .at(-1)!
      .getAttribute('href')
    expect(text((await get(request, `${href}/scholarships`)).doc.querySelector('main'))).toContain('Data not available')
  })
})

test('home: the notice strip links to /notices; the motto in Devanagari; quote and admission banner open new tabs', async ({
  request,
}) => {
  const { doc } = await get(request, '/')
  const strip = byRole(testId(doc, 'notice-strip'), 'link')
  expect(strip.length).toBeGreaterThan(0)
  // SPEC.md's /notices, landing on the notice (public-chrome.spec.ts follows one).
  for (const a of strip) expect(a.getAttribute('href')).toMatch(/^\/notices(\?[^#]*)?#notice-\d+$/)
  expect(text(testId(doc, 'motto'))).toMatch(/[\u0900-\u097F]/)
  expect(testId(doc, 'motto').getAttribute('lang')).toBe('mr')
  const banner = testId(doc, 'admission-banner')
  expect(banner.getAttribute('href')).toBe('/admission')
  expect(banner.getAttribute('target')).toBe('_blank')
  expect(role(doc, 'link', /Education is the manifestation/).getAttribute('target')).toBe('_blank')
  // Before the scripts run the carousel's photos scroll sideways: a keyboard can reach the region.
  expect(testId(doc, 'carousel').querySelector('.overflow-x-auto')?.getAttribute('tabindex')).toBe('0')
})

for (const { lang, prefix } of [
  { lang: 'en', prefix: '' },
  { lang: 'mr', prefix: '/mr' },
] as const) {
  test(`the footer links every top-level page, and Twitter leads to the home page in this language (${lang})`, async ({
    request,
  }) => {
    const { doc } = await get(request, `${prefix}/trustees`)
    const footer = doc.querySelector('body > footer')!
    for (const path of [...NAV_ROUTES.map((r) => r.href), '/events', '/disclosures']) {
      expect(footer.querySelector(`a[href="${prefix}${path === '/' && prefix ? '' : path}"]`), path).not.toBeNull()
    }
    expect(testId(doc, 'social-links').querySelector('a[data-network="twitter"]')?.getAttribute('href')).toBe(
      prefix || '/',
    )
  })
}

test('/notices: tabs by notice type, the chosen one in the address, dates as DD/MM/yyyy, PDF links', async ({
  request,
}) => {
  const tabs = (doc: Document) => byRole(role(doc, 'navigation', 'Notice types'), 'link')
  const all = (await get(request, '/notices')).doc
  // The first tab, open at first, is every type's newest notices; the types follow.
  expect(tabs(all).map(text)).toEqual(['All', 'General', 'Admission', 'Examination', 'Recruitment', 'Circular'])
  expect(tabs(all)[0]!.getAttribute('aria-current')).toBe('page')
  const exam = tabs(all)
    .find((a) => text(a) === 'Examination')!
    .getAttribute('href')!
  expect(exam).toBe('/notices?type=Examination')
  const { doc } = await get(request, exam)
  expect(
    tabs(doc)
      .find((a) => text(a) === 'Examination')!
      .getAttribute('aria-current'),
  ).toBe('page')
  const notices = byTestId(doc, 'notice').filter((n) => text(n).includes('First term examination timetable'))
  expect(notices).toHaveLength(1)
  for (const d of byTestId(doc, 'notice-date')) expect(text(d)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  expect(role(notices[0]!, 'link', /Open the PDF/).getAttribute('href')).toMatch(/\.pdf$/)
  // Only the current academic year: last year's "Second term examination timetable" is not listed.
  expect(text(doc.querySelector('main'))).not.toContain('Second term examination timetable')
})

test('/gallery/all: the general gallery first, collages of up to 4 images, years newest first, View More', async ({
  request,
}) => {
  const year = currentAcademicYear()
  const { doc } = await get(request, '/gallery/all')
  const society = byTestId(doc, 'gallery-institution')[0]!
  expect(text(society.querySelector('h2'))).toBe('Vidya Vikas Education Society')
  const cards = byTestId(society, 'collage-card')
  expect(cards.slice(0, 2).map((c) => text(c.querySelector('h1, h2, h3, h4')))).toEqual([
    year,
    shiftAcademicYear(year, -1),
  ])
  expect(byRole(cards[0]!, 'img')).toHaveLength(4)
  expect(role(cards[0]!, 'link', /View More/).getAttribute('href')).toBe(`/gallery/${year}/0`)
})

/**
 * The photo that is the largest paint on a phone, as the server writes it: announced in the head by
 * one preload with the <img>'s own srcset and sizes (so the preload and the <img> choose the same
 * rendition, downloaded once), both at high priority, and sized for Lighthouse's phone (412 px at
 * 1.75×, lighthouse/core/config/constants.js): its rendition covers the photo at that ratio and is
 * no wider than twice its layout, and comes as AVIF to a browser that takes it. `width` is the
 * photo's content box on that phone as Chromium lays it out (bench/floor-photo.mjs reads it):
 * the carousel's photo 412 − 52 px, an album's cover 412 − 32 px.
 */
for (const { path, photo, width } of [
  { path: '/', photo: (doc: Document) => testId(doc, 'carousel').querySelector('img'), width: 360 },
  { path: '/gallery/all', photo: (doc: Document) => byTestId(doc, 'album-card')[0]!.querySelector('img'), width: 380 },
]) {
  test(`${path}: its largest photo is preloaded as the <img> asks and sized for a 412 px phone at 1.75×`, async ({
    request,
  }) => {
    const { doc } = await get(request, path)
    const img = photo(doc)!
    const [srcset, sizes] = [img.getAttribute('srcset')!, img.getAttribute('sizes')!]
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).not.toBe('lazy')
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')]
    const own = preloads.filter((l) => l.getAttribute('imagesrcset') === srcset)
    expect(own).toHaveLength(1)
    expect(own[0]!.getAttribute('imagesizes')).toBe(sizes)
    expect(own[0]!.getAttribute('fetchpriority')).toBe('high')
    // Nothing else competes with it at high priority.
    expect(preloads.filter((l) => l.getAttribute('fetchpriority') === 'high')).toHaveLength(1)

    expect(Math.abs(sourceSize(sizes, 412) - width)).toBeLessThanOrEqual(width * 0.02)
    const chosen = chosenCandidate(srcset, sizes, 412, 1.75)
    expect(chosen.width).toBeGreaterThanOrEqual(Math.floor(width * 1.75 * 0.98))
    expect(chosen.width).toBeLessThanOrEqual(width * 2)
    const res = await request.get(chosen.url, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/avif')
  })
}
