import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { formatDate } from '../../src/lib/dates'
import { formatFileSize } from '../../src/lib/file-size'
import { adminAuth } from '../e2e/helpers'
import { byRole, byTestId, get, testId, text } from './dom'

/**
 * The site-wide parts as the server sends them, with the demo content: helplines in every footer
 * (the anti-ragging one on college pages only), the policy pages in both languages, the RTI section
 * 4(1)(b) disclosure, "Last updated", downloads labelled with format and size, and links that leave
 * the site marked. The helplines' layout on a phone is in tests/e2e/sitewide.spec.ts.
 */

async function institutionOfKind(
  request: APIRequestContext,
  kind: string,
  headers: Record<string, string>,
): Promise<number> {
  const res = await request.get(`/cms-api/institutions?where[kind][equals]=${kind}&limit=1&depth=0`, { headers })
  const { docs } = await res.json()
  expect(docs.length, `a published ${kind}`).toBeGreaterThan(0)
  return docs[0].id as number
}

const ANTI_RAGGING = 'a[href="tel:18001805522"]'
const hrefs = (links: Element[]) => links.map((a) => a.getAttribute('href'))
/** The bytes of a file the page links. */
const size = async (request: APIRequestContext, href: string | null) => (await (await request.get(href!)).body()).length

test('helplines are in the footer of every page as tel: links; the anti-ragging helpline only on college pages', async ({
  request,
}) => {
  const headers = await adminAuth(request)
  const school = await institutionOfKind(request, 'school', headers)
  const juniorCollege = await institutionOfKind(request, 'junior-college', headers)
  const degreeCollege = await institutionOfKind(request, 'degree-college', headers)
  for (const path of ['/', '/notices', `/institutions/${school}`, `/gallery/institute/${school}`]) {
    const helplines = testId((await get(request, path)).doc, 'helplines')
    for (const number of ['1098', '112', '181'])
      expect(helplines.querySelectorAll(`a[href="tel:${number}"]`), `${path}: ${number}`).toHaveLength(1)
    expect(helplines.querySelectorAll(ANTI_RAGGING), path).toHaveLength(0)
  }
  let last: Element | undefined
  for (const path of [
    `/institutions/${degreeCollege}`,
    `/institutions/${degreeCollege}/contact`,
    `/institutions/${juniorCollege}`,
    `/mr/institutions/${degreeCollege}`,
  ]) {
    last = testId((await get(request, path)).doc, 'helplines')
    expect(last.querySelectorAll(ANTI_RAGGING), path).toHaveLength(1)
  }
  const childline = last!.querySelector('a[href="tel:1098"]')!
  expect(text(childline)).toContain('चाइल्डलाइन')
  expect(childline.getAttribute('aria-label')).toMatch(/1098/)
})

const POLICIES = [
  { path: '/privacy-policy', en: 'Privacy policy', mr: 'गोपनीयता धोरण', text: /365 days after it is closed/ },
  { path: '/accessibility-statement', en: 'Accessibility statement', mr: 'सुलभता निवेदन', text: /WCAG\) 2\.1/ },
  { path: '/terms-of-use', en: 'Terms of use', mr: 'वापराच्या अटी', text: /courts at Mumbai/ },
  {
    path: '/copyright-policy',
    en: 'Copyright and hyperlink policy',
    mr: 'प्रताधिकार आणि दुवा धोरण',
    text: /Links to this website/,
  },
]

test('the policy pages are at their own addresses in both languages, linked in the footer and in the sitemap', async ({
  request,
}) => {
  for (const p of POLICIES) {
    const english = (await get(request, p.path)).doc
    expect(text(english.querySelector('h1'))).toBe(p.en)
    expect(text(testId(english, 'policy'))).toMatch(p.text)
    const marathi = (await get(request, `/mr${p.path}`)).doc
    expect(text(marathi.querySelector('h1'))).toBe(p.mr)
    // Marathi text on a Marathi page: not marked as an English fallback.
    expect(marathi.querySelector('h1 span[lang="en"]')).toBeNull()
  }
  // The privacy policy says what the retention job does (src/jobs/grievance-retention.ts) and whom to ask.
  const privacy = testId((await get(request, '/privacy-policy')).doc, 'policy')
  expect(text(privacy)).toContain('Digital Personal Data Protection Act, 2023')
  expect(privacy.querySelectorAll('a[href="mailto:privacy@example.org"]')).toHaveLength(1)

  const links = [...testId((await get(request, '/')).doc, 'policy-links').querySelectorAll('a')]
  expect(hrefs(links)).toEqual(POLICIES.map((p) => p.path))
  const linksMr = [...testId((await get(request, '/mr')).doc, 'policy-links').querySelectorAll('a')]
  expect(hrefs(linksMr)).toEqual(POLICIES.map((p) => `/mr${p.path}`))

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const p of POLICIES) {
    expect(sitemap).toContain(`${p.path}</loc>`)
    expect(sitemap).toContain(`/mr${p.path}</loc>`)
  }
  // /rti is listed by two sources (its items and its disclosure) but appears once per language.
  expect(sitemap.match(/<loc>[^<]*\/rti<\/loc>/g)).toHaveLength(2)
})

test('a policy page that is unpublished is the site’s 404, and comes back when published again', async ({
  request,
}) => {
  const auth = await adminAuth(request)
  const { docs } = await (
    await request.get('/cms-api/policies?where[kind][equals]=terms&depth=0', { headers: auth })
  ).json()
  const id = docs[0].id
  try {
    expect(
      (await request.patch(`/cms-api/policies/${id}`, { headers: auth, data: { _status: 'draft' } })).status(),
    ).toBe(200)
    await expect.poll(async () => (await request.get('/terms-of-use')).status(), { timeout: 5_000 }).toBe(404)
    expect(testId((await get(request, '/')).doc, 'policy-links').querySelectorAll('a')).toHaveLength(3)
  } finally {
    await request.patch(`/cms-api/policies/${id}`, { headers: auth, data: { _status: 'published' } })
  }
  await expect.poll(async () => (await request.get('/terms-of-use')).status(), { timeout: 5_000 }).toBe(200)
})

test('/rti shows the 17 clauses of section 4(1)(b), the officers with their contacts, and the RTI items as before', async ({
  request,
}) => {
  const { doc } = await get(request, '/rti')
  const clauses = byTestId(doc, 'rti-clause')
  expect(clauses).toHaveLength(17)
  expect(text(clauses[0]!.querySelector('h3'))).toContain('(i)')
  expect(text(clauses[0]!.querySelector('h3'))).toContain('the particulars of its organisation, functions and duties')
  expect(text(clauses[16]!.querySelector('h3'))).toContain('(xvii)')
  expect(text(clauses[16]!.querySelector('h3'))).toContain('such other information as may be prescribed')
  for (const clause of clauses) expect(text(clause.querySelector('.rich'))).not.toBe('')
  // A PDF linked in a clause's rich text names its format and size.
  const budget = clauses[10]!.querySelector('a[href^="/cms-api/media/file/"]')!
  expect(text(testId(budget, 'file-label'))).toBe(
    `(PDF, ${formatFileSize(await size(request, budget.getAttribute('href')))})`,
  )
  const pio = testId(doc, 'rti-pio')
  expect(text(pio)).toContain('Shri R. K. Sawant')
  expect(pio.querySelectorAll('a[href="tel:02224301234"]')).toHaveLength(1)
  expect(pio.querySelectorAll('a[href="mailto:rti@example.org"]')).toHaveLength(1)
  expect(text(testId(doc, 'rti-faa'))).toContain('Secretary')
  const { data } = await (await request.get('/api/v1/rti')).json()
  expect(byTestId(doc, 'rti-item')).toHaveLength(Math.min(data.length, 20))
  // /api/v1/rti keeps its shape: id and description only.
  expect(Object.keys(data[0]).sort()).toEqual(['description', 'id'])

  const marathi = (await get(request, '/mr/rti')).doc
  expect(text(byTestId(marathi, 'rti-clause')[0]!.querySelector('h3'))).toContain('संस्थेची रचना, कार्ये आणि कर्तव्ये')
  expect(text(testId(marathi, 'rti-pio'))).toContain('श्री. आर. के. सावंत')
  expect(text(testId(marathi, 'rti-pio'))).toContain('जन माहिती अधिकारी')
})

test('content pages show "Last updated" as DD/MM/yyyy: the newest change of what they show', async ({ request }) => {
  for (const path of [
    '/',
    '/trustees',
    '/awards',
    '/notices',
    '/rti',
    '/mediatalks',
    '/importantlinks',
    '/events',
    '/gallery/all',
    '/institutions',
    '/mr/trustees',
  ]) {
    expect(text(testId((await get(request, path)).doc, 'last-updated')), path).toMatch(/\d{2}\/\d{2}\/\d{4}$/)
  }
  // A policy page: the date its document last changed.
  const auth = await adminAuth(request)
  const { docs } = await (
    await request.get('/cms-api/policies?where[kind][equals]=privacy&depth=0', { headers: auth })
  ).json()
  expect(text(testId((await get(request, '/privacy-policy')).doc, 'last-updated'))).toBe(
    `Last updated: ${formatDate(docs[0].updatedAt)}`,
  )
  expect(text(testId((await get(request, '/mr/privacy-policy')).doc, 'last-updated'))).toBe(
    `शेवटचा बदल: ${formatDate(docs[0].updatedAt)}`,
  )

  // A change shows: a trustee saved now makes /trustees "updated today".
  const trustees = (await (await request.get('/cms-api/trustees?limit=1&depth=0', { headers: auth })).json()).docs
  const saved = await request.patch(`/cms-api/trustees/${trustees[0].id}`, {
    headers: auth,
    data: { position: trustees[0].position },
  })
  expect(saved.status()).toBe(200)
  const updatedAt = (await saved.json()).doc.updatedAt as string
  await expect
    .poll(async () => text(testId((await get(request, '/trustees')).doc, 'last-updated')), { timeout: 5_000 })
    .toBe(`Last updated: ${formatDate(updatedAt)}`)
})

test('download links name the file’s format and size', async ({ request }) => {
  const { data } = await (await request.get('/api/v1/institute')).json()
  const id = data[0].id
  const download = testId((await get(request, `/institutions/${id}/past-results`)).doc, 'pdf-download')
  const bytes = await size(request, download.getAttribute('href'))
  expect(bytes).toBeGreaterThan(0)
  expect(text(download)).toBe(`Download (PDF, ${formatFileSize(bytes)})`)
  // The Marathi page links the Marathi file, its size in Marathi units.
  const downloadMr = byTestId((await get(request, `/mr/institutions/${id}/past-results`)).doc, 'pdf-download')[0]!
  expect(text(downloadMr)).toBe(
    `डाउनलोड करा (PDF, ${formatFileSize(await size(request, downloadMr.getAttribute('href')), 'mr')})`,
  )

  // The notices list, and the magazine in the footer.
  const notices = (await get(request, '/notices')).doc
  expect(text(byTestId(notices, 'file-label')[0])).toMatch(/\(PDF, \d+(\.\d)? [KM]B\)/)
  const magazine = testId(notices, 'magazine-link')
  // The label's own leading space: " (PDF, …)" after the magazine's name.
  expect(testId(magazine, 'file-label').textContent).toBe(
    ` (PDF, ${formatFileSize(await size(request, magazine.getAttribute('href')))})`,
  )
})

test('links that leave the site say so with an icon and screen-reader text, in rich text too; the site’s own links do not', async ({
  request,
}) => {
  const statement = (await get(request, '/accessibility-statement')).doc
  const policy = testId(statement, 'policy')
  const wcag = policy.querySelector('a[href^="https://www.w3.org/"]')!
  expect(wcag.getAttribute('data-external')).toBe('true')
  expect(wcag.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1)
  expect(text(wcag.querySelector('.sr-only'))).toMatch(/\(external website\)/)
  // Its accessible name says it.
  expect(byRole(statement, 'link', /WCAG.*external website/)).toHaveLength(1)
  const mail = policy.querySelector('a[href^="mailto:"]')!
  expect(mail.getAttribute('data-external')).not.toBe('true')
  expect(mail.querySelectorAll('svg')).toHaveLength(0)

  // The navigation's SSES entry, and an important link.
  const sses = statement.querySelector('nav a[data-external="true"]')!
  expect(sses.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1)
  expect(text(sses.querySelector('.sr-only'))).toMatch(/external website, opens in a new tab/)
  const link = (await get(request, '/importantlinks')).doc.querySelector('main a[target="_blank"]')!
  expect(link.getAttribute('data-external')).toBe('true')
  expect(text(link.querySelector('.sr-only'))).toMatch(/external website, opens in a new tab/)
  // Marathi pages say it in Marathi.
  const marathi = testId((await get(request, '/mr/accessibility-statement')).doc, 'policy')
  expect(text(marathi.querySelector('a[data-external="true"] .sr-only'))).toMatch(/बाहेरील संकेतस्थळ/)
  // A PDF of the site (an institution's past results, from the demo content, which other tests
  // leave alone) opens in a new tab but stays on the site: not marked as leaving it.
  const pdf = (await get(request, '/institutions/1/past-results')).doc.querySelector(
    'main a[target="_blank"][href^="/"]',
  )!
  expect(pdf.getAttribute('data-external')).not.toBe('true')
  expect(text(pdf.querySelector('.sr-only'))).toMatch(/opens in a new tab/)
})
