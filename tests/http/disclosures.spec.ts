import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { byRole, byTestId, get, href, role, text } from './dom'

/**
 * Mandatory disclosures on the demo content as the server sends them: the index, a CBSE school, a
 * college, Marathi. Printing and the phone width are in tests/e2e/disclosures.spec.ts.
 */

const CBSE_SCHOOL = 'Vidya Vikas English Medium School, Dadar'
const COLLEGE = 'Vidya Vikas Degree College of Arts, Science and Commerce'
const STATE_SCHOOL = 'Vidya Vikas Marathi Madhyamik Shala, Dadar'

const h = (doc: Document, level: number) => [...doc.querySelectorAll(`h${level}`)].map(text)
const parts = (doc: Document) =>
  [...doc.querySelectorAll('[data-disclosure] [data-part]')].map((e) => e.getAttribute('data-part'))
const item = (doc: Document, name: string) => doc.querySelector(`[data-item="${name}"]`)!

async function disclosureOf(request: APIRequestContext, name: string) {
  const link = href((await get(request, '/disclosures')).doc, name)
  expect(link).toMatch(/^\/institutions\/\d+\/mandatory-disclosure$/)
  return (await get(request, link)).doc
}

test('the index is linked from the home page and the footer', async ({ request }) => {
  const home = (await get(request, '/')).doc
  expect(byTestId(home, 'home-disclosures')[0]?.getAttribute('href')).toBe('/disclosures')
  expect(h((await get(request, '/disclosures')).doc, 1)).toEqual(['Mandatory disclosures'])
  expect(byTestId((await get(request, '/aboutus')).doc, 'footer-disclosures')[0]?.getAttribute('href')).toBe(
    '/disclosures',
  )
})

// The index lists every institution, the six of the demo with their disclosure and the other
// twelve marked as not yet published, and says how many have published one.
for (const [lang, path, texts] of [
  [
    'en',
    '/disclosures',
    {
      count: '6 of 18 institutions have published their disclosure.',
      notPublished: 'Not yet published',
      board: 'CBSE school',
    },
  ],
  [
    'mr',
    '/mr/disclosures',
    {
      count: '18 पैकी 6 संस्थांनी आपले माहिती प्रकटन प्रसिद्ध केले आहे.',
      notPublished: 'अद्याप प्रसिद्ध केलेले नाही',
      board: 'सीबीएसई शाळा',
    },
  ],
] as const) {
  test(`the index (${lang}) lists all 18 institutions, saying which have not yet published`, async ({ request }) => {
    const { doc } = await get(request, path)
    expect(byTestId(doc, 'disclosure-count').map(text)).toEqual([texts.count])
    const entries = byTestId(doc, 'disclosure-entry')
    expect(entries).toHaveLength(18)
    const published = [...doc.querySelectorAll('[data-published="true"]')]
    const not = [...doc.querySelectorAll('[data-published="false"]')]
    expect(published).toHaveLength(6)
    expect(not).toHaveLength(12)
    expect(not.flatMap((e) => byTestId(e, 'disclosure-not-published')).map(text)).toEqual(
      Array(12).fill(texts.notPublished),
    )
    expect(text(published[0])).toContain(texts.board)
    // Every entry leads to its institution's disclosure section, published or not.
    const hrefs = entries.flatMap((e) => byRole(e, 'link')).map((a) => a.getAttribute('href'))
    expect(hrefs.length).toBeGreaterThanOrEqual(18)
    expect(
      hrefs.every((link) =>
        new RegExp(`^${lang === 'mr' ? '/mr' : ''}/institutions/\\d+/mandatory-disclosure$`).test(link ?? ''),
      ),
    ).toBe(true)
  })
}

test("a CBSE school's disclosure shows every part of Appendix IX, documents with format and size, dates and fees", async ({
  request,
}) => {
  const doc = await disclosureOf(request, CBSE_SCHOOL)
  // As getByRole('heading', { level, name }) finds them: the name within the heading, any case.
  expect(byRole(doc, 'heading', CBSE_SCHOOL).map((e) => e.tagName)).toContain('H1')
  expect(byRole(doc, 'heading', 'Mandatory disclosure').map((e) => e.tagName)).toContain('H2')
  // An entry of the institution's menu (the section registry), marked as the current one.
  expect(role(byTestId(doc, 'section-menu')[0]!, 'link', 'Mandatory Disclosure').getAttribute('aria-current')).toBe(
    'page',
  )
  expect(parts(doc)).toEqual(['general', 'documents', 'academics', 'staff', 'infrastructure', 'fees'])
  expect(doc.querySelectorAll('[data-item-missing]')).toHaveLength(0)
  // The teachers' item keeps its counts and links to the staff directory, which names them.
  const teachers = item(doc, 'teachersByCategory')
  expect(text(teachers)).toContain('PGT: 9, TGT: 14, PRT: 18')
  expect(href(teachers, 'Names, designations and qualifications are in the staff directory')).toMatch(
    /^\/institutions\/\d+\/staff-directory$/,
  )
  const fire = item(doc, 'fireSafety')
  expect(text(fire)).toContain('Fire safety certificate')
  expect(text(fire)).toMatch(/\(PDF, \d+ KB\)/)
  expect(text(fire)).toMatch(/Valid until: \d\d\/\d\d\/\d{4}/)
  expect(text(fire.querySelector('[data-updated]'))).toMatch(/Last updated: \d\d\/\d\d\/\d{4}/)
  // A neutral placeholder on the demo society's own site, not someone's music video.
  expect(item(doc, 'inspectionVideo').querySelector('a')?.getAttribute('href')).toMatch(
    /^https:\/\/vidyavikas\.example\.org\/videos\/inspection-/,
  )
  // One truth about fees: the school's Fees section, as that section shows it; the table entered
  // on the disclosure before (₹38,000 a year for Std. I–IV, FRC/MUM/2025/114) is no longer shown.
  const fees = doc.querySelector('[data-part="fees"]')!
  expect(byTestId(fees, 'fee-row').map(text)).toEqual(
    byTestId((await get(request, href(fees, 'See the fees'))).doc, 'fee-row').map(text),
  )
  expect(byTestId(fees, 'fee-row').map(text)).toContainEqual(expect.stringContaining('₹16,500'))
  expect(text(fees)).not.toContain('₹38,000')
  expect(text(fees)).not.toContain('FRC/MUM/2025/114')
  // The PDF itself is served.
  const pdf = fire.querySelector('[data-document]')!.getAttribute('href')!
  expect((await request.get(pdf)).headers()['content-type']).toContain('application/pdf')
})

test("a college's disclosure shows the UGC items; a state-board school's expired fire certificate is marked", async ({
  request,
}) => {
  const college = await disclosureOf(request, COLLEGE)
  expect(parts(college)).toEqual(['college', 'fees'])
  expect(text(item(college, 'grievanceOmbudsperson'))).toContain('Ombudsperson')
  expect(text(item(college, 'naac'))).toMatch(/PDF, \d+ KB/)
  expect(href(item(college, 'faculty'), /staff directory/)).toMatch(/^\/institutions\/\d+\/staff-directory$/)
  const school = await disclosureOf(request, STATE_SCHOOL)
  expect(text(item(school, 'fireSafety').querySelector('[data-expired]'))).toBe('Expired')
  expect(text(item(school, 'custom'))).toContain('Marathi language laboratory')
})

test('in Marathi: the index and a disclosure with Marathi labels and values', async ({ request }) => {
  const index = (await get(request, '/mr/disclosures')).doc
  expect(h(index, 1)).toEqual(['अनिवार्य माहिती प्रकटन'])
  const link = byRole(byTestId(index, 'disclosure-index')[0]!, 'link')[0]!.getAttribute('href')!
  expect(link).toMatch(/^\/mr\/institutions\/\d+\/mandatory-disclosure$/)
  const doc = (await get(request, link)).doc
  expect(text(doc.querySelector('[data-part="general"] h3'))).toBe('सर्वसाधारण माहिती')
  expect(text(doc.querySelector('[data-part="fees"] h3'))).toBe('मंजूर शुल्क रचना')
})

test('a search for a school’s fees leads to its Fees section first, never to fees it no longer charges', async ({
  request,
}) => {
  for (const q of ['fees dadar', 'fee structure']) {
    const { doc } = await get(request, `/search?q=${encodeURIComponent(q)}`)
    const all = byTestId(doc, 'search-hit')
    expect(all.length, q).toBeGreaterThan(0)
    expect(all[0]!.querySelector('a')?.getAttribute('href'), q).toMatch(/^\/institutions\/\d+\/fees$/)
    // The disclosures' earlier tables (₹38,000, FRC/MUM/2025/114 …) are not searched.
    expect(
      all.filter((h) => /FRC\/MUM/.test(text(h))),
      q,
    ).toEqual([])
  }
})
