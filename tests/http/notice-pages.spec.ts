import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import { NOTICE_TYPES_MR } from '../../src/seed/data/marathi'
import { adminAuth } from '../e2e/helpers'
import { accessibleName, byRole, byTestId, formFields, get, getFormTarget, href, role, testId, text } from './dom'

/**
 * A page for each notice (/notices/{id}, /mr/notices/{id}) and the archive of earlier academic
 * years on /notices, on the seeded demo content (src/seed/data/society.ts), as the server sends
 * them; a school's notice on its Notices section and /notices narrowed to the school. The copy
 * button, the year select's scripts and axe are in tests/e2e/notice-pages.spec.ts; an editor
 * publishing a school's notice in the admin in tests/e2e/school-notices.spec.ts.
 */

const EXAM = 'First term examination timetable'
const EXAM_MR = 'प्रथम सत्र परीक्षेचे वेळापत्रक'
const LAST_YEAR_EXAM = 'Second term examination timetable'

const noticesWith = (doc: Document, title: string) => byTestId(doc, 'notice').filter((n) => text(n).includes(title))
const linkTo = (doc: Document, title: string) =>
  byTestId(doc, 'notice-link')
    .find((l) => text(l).includes(title))
    ?.getAttribute('href') ?? ''

/** The id of a seeded notice, from its link on /notices. */
async function noticeId(request: APIRequestContext, title: string, type: string): Promise<number> {
  const { doc } = await get(request, `/notices?type=${type}`)
  const link = linkTo(doc, title)
  const id = Number(/^\/notices\/(\d+)$/.exec(link)?.[1])
  expect(id, `link of ${title}: ${link}`).toBeGreaterThan(0)
  return id
}

async function createNotice(
  request: APIRequestContext,
  title: string,
  schedule: { publishAt?: string; expiresAt?: string },
): Promise<number> {
  const auth = await adminAuth(request)
  const { data } = await (await request.get('/api/v1/notice/type')).json()
  const res = await request.post('/cms-api/notices', {
    headers: auth,
    data: {
      title,
      type: data[0].id,
      academicYear: currentAcademicYear(),
      date: new Date().toISOString(),
      _status: 'published',
      ...schedule,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc.id
}

test('the list links each title to its page, which shows type, date, description, the PDF and its label', async ({
  request,
}) => {
  const list = await get(request, '/notices?type=Examination')
  const [item] = noticesWith(list.doc, EXAM)
  // The PDF link of the list is still there.
  expect(role(item!, 'link', /Open the PDF/).getAttribute('href')).toMatch(/\.pdf$/)
  const link = testId(item!, 'notice-link').getAttribute('href')!
  expect(link).toMatch(/^\/notices\/\d+$/)
  const { doc } = await get(request, link)
  expect(
    byRole(doc, 'heading')
      .filter((h) => h.tagName === 'H1')
      .map(text),
  ).toEqual([EXAM])
  expect(doc.title).toMatch(new RegExp(EXAM))
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    `${EXAM}. Details are in the attached document or at the office.`,
  )
  expect(text(testId(doc, 'notice-type'))).toBe('Examination')
  expect(text(testId(doc, 'notice-date'))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  expect(text(doc.querySelector('main'))).toContain(`${EXAM}. Details are in the attached document`)
  expect(doc.querySelector('iframe[title]')?.getAttribute('src')).toMatch(/\.pdf$/)
  const download = testId(doc, 'notice-download')
  expect(text(download)).toMatch(/^Download \(PDF, \d+(\.\d)? (KB|MB)\)$/)
  expect(download.getAttribute('href')).toMatch(/\.pdf$/)
  expect(byTestId(doc, 'notice-expired')).toEqual([])
  // "All notices" leads back to the notice's type.
  expect(href(doc, en.notices.all)).toBe('/notices?type=Examination')
})

test('share on WhatsApp is a plain wa.me link with the title and the address; no third-party script', async ({
  request,
}) => {
  const id = await noticeId(request, EXAM, 'Examination')
  const { doc } = await get(request, `/notices/${id}`)
  const address = testId(doc, 'notice-address').getAttribute('value')!
  expect(address).toMatch(new RegExp(`^https?://[^/]+/notices/${id}$`))
  const share = role(doc, 'link', new RegExp(en.notices.share))
  const link = share.getAttribute('href')!
  expect(link.startsWith('https://wa.me/?text=')).toBe(true)
  expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(`${EXAM}\n${address}`)
  expect(share.getAttribute('target')).toBe('_blank')
  for (const script of doc.querySelectorAll('script[src]'))
    expect(script.getAttribute('src')).not.toMatch(/^(https?:)?\/\//)
})

test('without JavaScript the page shows the address instead of a copy button', async ({ request }) => {
  const id = await noticeId(request, EXAM, 'Examination')
  const { doc } = await get(request, `/notices/${id}`)
  expect(testId(doc, 'notice-address').getAttribute('value')).toMatch(new RegExp(`/notices/${id}$`))
  // The copy button is the scripts' own: none in the HTML a browser without JavaScript shows.
  expect(byTestId(doc, 'copy-link')).toEqual([])
})

test('unknown, malformed and not-yet-published ids answer 404 with the site’s own page, readable without scripts', async ({
  request,
}) => {
  const scheduled = await createNotice(request, `Later notice ${Date.now()}`, {
    publishAt: new Date(Date.now() + 3600_000).toISOString(),
  })
  const paths: [string, typeof en][] = [
    ['/notices/999999', en],
    ['/notices/abc', en],
    ['/notices/0', en],
    [`/notices/${scheduled}`, en],
    [`/mr/notices/${scheduled}`, mr],
    ['/mr/notices/999999', mr],
    ['/no-such-page', en],
    ['/mr/no/such/page', mr],
  ]
  for (const [path, dict] of paths) {
    const { doc } = await get(request, path, 404)
    // The page itself, in the address's language, with the header's search and the menu: not an
    // empty error document that only its scripts fill.
    expect(doc.documentElement.getAttribute('lang'), path).toBe(dict === mr ? 'mr' : 'en')
    expect(doc.documentElement.id, path).not.toBe('__next_error__')
    expect(text(doc.querySelector('h1')), path).toBe(dict.notFound.title)
    expect(text(testId(doc, 'not-found')), path).toContain(dict.notFound.text)
    expect(testId(doc, 'header-search').getAttribute('action'), path).toBe(dict === mr ? '/mr/search' : '/search')
    expect(
      byRole(doc, 'link', dict.nav.notices).map((a) => a.getAttribute('href')),
      path,
    ).toContain(dict === mr ? '/mr/notices' : '/notices')
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toMatch(/noindex/)
    expect(text(doc.querySelector('title')), path).toContain(dict.notFound.title)
  }
})

test('an expired notice stays at its address with a "no longer current" note, in both languages', async ({
  request,
}) => {
  const title = `Old circular ${Date.now()}`
  const id = await createNotice(request, title, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
  const { doc } = await get(request, `/notices/${id}`)
  expect(text(doc.querySelector('h1'))).toBe(title)
  expect(text(testId(doc, 'notice-expired'))).toBe(en.notices.expired)
  expect(text(doc.querySelector('main'))).toContain(en.notices.noFile)
  // Gone from the list, though.
  expect(noticesWith((await get(request, '/notices')).doc, title)).toEqual([])
  expect(text(testId((await get(request, `/mr/notices/${id}`)).doc, 'notice-expired'))).toBe(mr.notices.expired)
})

test('the archive: an earlier year is chosen with ?year=, the tabs keep it, an invalid year shows the current one', async ({
  request,
}) => {
  const current = currentAcademicYear()
  const last = shiftAcademicYear(current, -1)
  const now = await get(request, '/notices?type=Examination')
  expect(
    formFields(yearSelect(now.doc).closest('form')!).find(
      ([name]) => name === yearSelect(now.doc).getAttribute('name'),
    )?.[1],
  ).toBe(current)
  expect(noticesWith(now.doc, LAST_YEAR_EXAM)).toEqual([])

  const year = await get(request, `/notices?year=${last}&type=Examination`)
  expect(noticesWith(year.doc, LAST_YEAR_EXAM)).toHaveLength(1)
  expect(text(year.doc.querySelector('main'))).toContain(en.notices.yearNote(last))
  const tabs = role(year.doc, 'navigation', en.notices.tabsLabel)
  expect(href(tabs, 'Circular')).toBe(`/notices?year=${last}&type=Circular`)
  const circulars = await get(request, href(tabs, 'Circular'))
  expect(noticesWith(circulars.doc, 'Holiday list')).toHaveLength(1)
  // A notice of an earlier year has its page too, leading back to its year.
  const notice = await get(request, linkTo(circulars.doc, 'Holiday list'))
  expect(text(notice.doc.querySelector('h1'))).toBe('Holiday list')
  expect(href(notice.doc, en.notices.all)).toBe(`/notices?year=${last}&type=Circular`)

  for (const bad of ['abc', '2020-2030', '%27%20OR%201=1']) {
    const { doc } = await get(request, `/notices?year=${bad}&type=Examination`)
    expect(text(doc.querySelector('main')), bad).toContain(en.notices.yearNote(current))
    expect(noticesWith(doc, EXAM), bad).toHaveLength(1)
  }
})

/** The archive's year select: the one whose label (around it) starts with en.notices.yearLabel. */
function yearSelect(doc: Document): Element {
  const selects = [...doc.querySelectorAll('label select')].filter((select) => {
    const label = select.closest('label')!.cloneNode(true) as Element
    label.querySelector('select')!.remove()
    return text(label) === en.notices.yearLabel
  })
  expect(selects, 'the year select').toHaveLength(1)
  return selects[0]!
}

test('the archive works without JavaScript (a GET form)', async ({ request }) => {
  const last = shiftAcademicYear(currentAcademicYear(), -1)
  const page = await get(request, '/notices?type=Examination')
  const year = yearSelect(page.doc)
  expect([...year.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toContain(last)
  // The year's own button (the school filter beside it has one named the same).
  const form = year.closest('form')!
  const target = getFormTarget(
    form,
    page.url,
    { [year.getAttribute('name')!]: last },
    role(form, 'button', en.notices.show),
  )
  expect(target).toBe(`/notices?type=Examination&year=${last}`)
  expect(noticesWith((await get(request, target)).doc, LAST_YEAR_EXAM)).toHaveLength(1)
})

test('the Marathi page /mr/notices/{id}: html lang mr, Marathi title and labels, Marathi address', async ({
  request,
}) => {
  const id = await noticeId(request, EXAM, 'Examination')
  expect(linkTo((await get(request, '/mr/notices?type=Examination')).doc, EXAM_MR)).toBe(`/mr/notices/${id}`)
  const { doc } = await get(request, `/mr/notices/${id}`)
  expect(doc.documentElement.getAttribute('lang')).toBe('mr')
  expect(text(doc.querySelector('h1'))).toBe(EXAM_MR)
  expect(text(testId(doc, 'notice-download'))).toMatch(/^डाउनलोड करा \(PDF, \d+(\.\d)? (केबी|एमबी)\)$/)
  expect(testId(doc, 'notice-address').getAttribute('value')).toMatch(new RegExp(`/mr/notices/${id}$`))
  role(doc, 'link', new RegExp(mr.notices.share))
  // The type by its Marathi name, not its English code.
  expect(text(testId(doc, 'notice-type'))).toBe(NOTICE_TYPES_MR.Examination)
  expect(testId(doc, 'notice-type').getAttribute('lang')).not.toBe('en')
  expect(doc.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toMatch(
    new RegExp(`/notices/${id}$`),
  )
})

test('a school’s notice: on its Notices section and page in both languages, and on /notices narrowed to the school without JavaScript', async ({
  request,
  baseURL,
}) => {
  const auth = await adminAuth(request)
  const school = (
    await (
      await request.get('/cms-api/institutions?limit=1&sort=id&depth=0&where[_status][equals]=published', {
        headers: auth,
      })
    ).json()
  ).docs[0] as { id: number; name: string }
  const { data: types } = await (await request.get('/api/v1/notice/type')).json()
  const title = `Unit test timetable ${Date.now()}`
  const made = await request.post('/cms-api/notices', {
    headers: auth,
    data: {
      title,
      type: types[0].id,
      academicYear: currentAcademicYear(),
      date: new Date().toISOString(),
      institution: school.id,
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number

  // The school's Notices section, from its sections menu, with the school's feed.
  const section = href(testId((await get(request, `/institutions/${school.id}`)).doc, 'section-menu'), /^Notices$/)
  expect(section).toBe(`/institutions/${school.id}/notices`)
  const { doc } = await get(request, section)
  expect(text(testId(doc, 'section-current'))).toBe('Notices')
  expect(linkTo(doc, title)).toBe(`/notices/${id}`)
  expect(byRole(testId(doc, 'notice-feeds'), 'link')[0]!.getAttribute('href')).toBe(
    `/notices/feed.xml?institution=${school.id}`,
  )
  // The notice's page names the school and links to it.
  const page = testId((await get(request, `/notices/${id}`)).doc, 'notice-school')
  expect(text(page)).toBe(school.name)
  expect(page.getAttribute('href')).toBe(`/institutions/${school.id}`)

  // In Marathi: the section, and the page's school line.
  const mrSection = (await get(request, `/mr/institutions/${school.id}/notices`)).doc
  expect(text(testId(mrSection, 'section-current'))).toBe('सूचना')
  expect(linkTo(mrSection, title)).toBe(`/mr/notices/${id}`)
  const mrPage = (await get(request, `/mr/notices/${id}`)).doc
  expect(text(mrPage.querySelector('main'))).toContain('शाळा / महाविद्यालय:')
  expect(testId(mrPage, 'notice-school').getAttribute('href')).toBe(`/mr/institutions/${school.id}`)

  // /notices (the society's) narrowed to the school with its plain form.
  const all = await get(request, '/notices')
  expect(noticesWith(all.doc, title)).toEqual([])
  // Two forms without JavaScript (the school, the academic year), their buttons told apart by name.
  expect(byRole(all.doc, 'button').filter((b) => accessibleName(b) === 'Show')).toHaveLength(1)
  const filter = testId(all.doc, 'notice-school-filter')
  const show = role(filter, 'button', 'Show the notices of the chosen school or college')
  const target = getFormTarget(filter, `${baseURL}/notices`, { institution: String(school.id) }, show)
  expect(target).toBe(`/notices?institution=${school.id}`)
  const narrowed = (await get(request, target)).doc
  expect(noticesWith(narrowed, title)).toHaveLength(1)
  const chosen = testId(narrowed, 'notice-school-filter').querySelector('select[name=institution] option[selected]')
  expect(chosen?.getAttribute('value')).toBe(String(school.id))
  const mrNarrowed = (await get(request, `/mr/notices?institution=${school.id}`)).doc
  expect(noticesWith(mrNarrowed, title)).toHaveLength(1)
  role(testId(mrNarrowed, 'notice-school-filter'), 'button', 'निवडलेल्या शाळेच्या / महाविद्यालयाच्या सूचना दाखवा')
})
