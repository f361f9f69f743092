import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { adminAuth } from '../e2e/helpers'
import { byRole, byTestId, get, getFormTarget, href, role, testId, text } from './dom'

/**
 * Site search (/search, /mr/search) on the demo content, as the server answers it: a word found
 * only inside a seeded PDF, with its page; Marathi; a typo; a scheduled notice; the header's search
 * form without JavaScript; paging; the committee and fee searches; each language's content found from
 * the other's, marked. The header's box on a phone is in tests/e2e/search.spec.ts.
 */

const EXAM = 'First term examination timetable'

async function createNotice(
  request: APIRequestContext,
  title: string,
  schedule: { publishAt?: string } = {},
  auth?: Record<string, string>,
): Promise<number> {
  auth ??= await adminAuth(request)
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

const hits = (scope: ParentNode, title?: string) =>
  byTestId(scope, 'search-hit').filter((h) => title === undefined || text(h).includes(title))
const status = (doc: Document) => text(testId(doc, 'search-status'))

test('a word only inside a seeded PDF finds its notice, with the PDF page that holds it', async ({ request }) => {
  const { doc } = await get(request, '/search?q=hydroponics')
  const notices = testId(doc, 'results-notices')
  expect(text(notices.querySelector('h2'))).toContain('Notices')
  const [hit, ...more] = hits(notices, EXAM)
  expect(more).toEqual([])
  expect(href(hit!, EXAM)).toMatch(/^\/notices\/\d+$/)
  expect([...hit!.querySelectorAll('mark')].map(text)).toEqual(['hydroponics'])
  expect(byTestId(hit!, 'search-pdf-page').map(text)).toEqual(['PDF, page 3'])
  const pdf = testId(hit!, 'search-pdf-page').getAttribute('href')
  expect(pdf).toMatch(/\.pdf#page=3$/)
  expect((await request.get(pdf!.replace(/#.*/, ''))).headers()['content-type']).toBe('application/pdf')
  // The word is nowhere else.
  expect(hits(doc)).toHaveLength(1)
})

test('a Marathi word finds Marathi text on /mr/search', async ({ request }) => {
  const { doc } = await get(request, '/mr/search?q=' + encodeURIComponent('परीक्षेचे'))
  expect([...doc.querySelectorAll('h1')].map(text)).toEqual(['शोध'])
  const [hit] = hits(testId(doc, 'results-notices'), 'प्रथम सत्र परीक्षेचे वेळापत्रक')
  expect(byRole(hit!, 'link')[0]!.getAttribute('href')).toMatch(/^\/mr\/notices\/\d+$/)
  expect(text(hit!.querySelector('mark'))).toBe('परीक्षेचे')
})

test('one typo in a long word still finds it; nothing found says so', async ({ request }) => {
  expect(hits(testId((await get(request, '/search?q=timetabel')).doc, 'results-notices'), EXAM)).toHaveLength(1)
  expect(status((await get(request, '/search?q=zzqxv')).doc)).toContain('Nothing was found for “zzqxv”')
})

test('bad queries get a message, never an error', async ({ request }) => {
  for (const [q, message] of [
    ['', 'Type what you are looking for'],
    ['"*()', 'Type what you are looking for'],
    ['x'.repeat(2000), 'too long'],
    // Plain words, not syntax: any of them ("or", "near") may find something (src/search/query.ts).
    ['" OR 1=1 -- NEAR(', /Nothing was found|results? for/],
  ] as const) {
    const said = status((await get(request, '/search?q=' + encodeURIComponent(q))).doc)
    if (typeof message === 'string') expect(said, q.slice(0, 20)).toContain(message)
    else expect(said, q.slice(0, 20)).toMatch(message)
  }
})

test('a scheduled notice is not found before its time, and is found after', async ({ request }) => {
  const title = `Quizathon ${Date.now()}`
  await createNotice(request, title, { publishAt: new Date(Date.now() + 6000).toISOString() })
  expect(status((await get(request, '/search?q=quizathon')).doc)).toContain('Nothing was found')
  // Found from its time on: searched again until then (each address new to the micro-cache).
  await expect
    .poll(async () => hits((await get(request, `/search?q=quizathon&after=${Date.now()}`)).doc, title).length, {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(1)
})

test('search works without JavaScript: the header form is a GET to /search', async ({ request }) => {
  const home = await get(request, '/')
  const form =
    testId(home.doc, 'header-search').closest('form') ?? testId(home.doc, 'header-search').querySelector('form')!
  const box = role(form, 'textbox', 'Search the site')
  const target = getFormTarget(
    form,
    home.url,
    { [box.getAttribute('name')!]: 'hydroponics' },
    role(form, 'button', 'Search'),
  )
  expect(target).toBe('/search?q=hydroponics')
  expect(byTestId((await get(request, target)).doc, 'search-pdf-page').map(text)).toEqual(['PDF, page 3'])
  // Labelled in Marathi on the Marathi pages.
  role((await get(request, '/mr/notices')).doc, 'textbox', 'संकेतस्थळावर शोधा')
})

test('results come 20 a page, with plain page links that keep the query', async ({ request }) => {
  const word = `zoology${Date.now().toString(36).replace(/\d/g, '')}`
  // One login for all 23 (each login hashes the password).
  const auth = await adminAuth(request)
  for (let i = 1; i <= 23; i++) await createNotice(request, `${word} notice number ${i}`, {}, auth)
  const one = await get(request, `/search?q=${word}`)
  expect(status(one.doc)).toContain('23')
  expect(hits(one.doc)).toHaveLength(20)
  // The group's heading counts all its hits, not only this page's.
  expect(text(testId(one.doc, 'results-notices').querySelector('h2'))).toContain('(23)')
  const next = href(testId(one.doc, 'pagination'), 'Next')
  expect(next).toBe(`/search?q=${word}&page=2`)
  const two = await get(request, next)
  // Newest first among equals: page 2 holds the first three created.
  expect(hits(two.doc).map((h) => text(byRole(h, 'link')[0]))).toEqual([
    `${word} notice number 3`,
    `${word} notice number 2`,
    `${word} notice number 1`,
  ])
})

test('"POSH" finds the internal committee in both languages; "fees" and "fee structure" the schools’ Fees sections', async ({
  request,
}) => {
  for (const path of ['/search?q=POSH', '/mr/search?q=POSH']) {
    const [hit] = hits(testId((await get(request, path)).doc, 'results-committees'))
    expect(byRole(hit!, 'link')[0]!.getAttribute('href'), path).toMatch(/\/institutions\/\d+\/committees$/)
  }
  // Fees lead to a school's Fees section, the one place they are kept (not a disclosure's old table).
  const { doc } = await get(request, '/search?q=fees')
  const [fees] = hits(testId(doc, 'results-institutions'))
  expect(text(fees)).toContain('Fees')
  expect(byRole(fees!, 'link')[0]!.getAttribute('href')).toMatch(/^\/institutions\/\d+\/fees$/)
  expect(byTestId(doc, 'results-disclosures')).toEqual([])
  // Any of the words: "fee structure" finds them too, where all words had to match before.
  const structure = (await get(request, '/search?q=' + encodeURIComponent('fee structure'))).doc
  expect(text(hits(testId(structure, 'results-institutions'))[0])).toContain('Fees')
})

test("each language's search finds the other language's content, marked with its language", async ({ request }) => {
  const word = `zorbing${Date.now().toString(36).replace(/\d/g, '')}`
  await createNotice(request, `English only ${word} notice`)
  const [english, ...more] = hits((await get(request, `/mr/search?q=${word}`)).doc, word)
  expect(more).toEqual([])
  const mark = testId(english!, 'search-hit-lang')
  expect(text(mark)).toBe('English')
  expect(mark.getAttribute('lang')).toBe('en')
  // The Marathi text of a seeded notice, found from an English page and marked मराठी.
  const marathi = hits((await get(request, '/search?q=' + encodeURIComponent('परीक्षेचे'))).doc, 'प्रथम सत्र परीक्षेचे वेळापत्रक')
  expect(marathi.map((h) => text(testId(h, 'search-hit-lang')))).toContain('मराठी')
  // Content in the page's own language carries no mark.
  const [own] = hits((await get(request, `/search?q=${word}`)).doc, word)
  expect(byTestId(own!, 'search-hit-lang')).toEqual([])
})
