import { expect, test, type APIRequestContext } from './fixtures'

import { formatDate } from '../../src/lib/dates'
import { formatFileSize } from '../../src/lib/file-size'
import { adminAuth, PHONE } from './helpers'

/**
 * The site-wide parts on the production server with the demo content: helplines in every
 * footer (the anti-ragging one on college pages only), the policy pages in both languages, the RTI
 * section 4(1)(b) disclosure, "Last updated", downloads labelled with format and size, and links
 * that leave the site marked.
 */

async function institutionOfKind(request: APIRequestContext, kind: string, headers: Record<string, string>): Promise<number> {
  const res = await request.get(`/cms-api/institutions?where[kind][equals]=${kind}&limit=1&depth=0`, { headers })
  const { docs } = await res.json()
  expect(docs.length, `a published ${kind}`).toBeGreaterThan(0)
  return docs[0].id as number
}

const ANTI_RAGGING = 'a[href="tel:18001805522"]'

test('helplines are in the footer of every page as tel: links; the anti-ragging helpline only on college pages', async ({ page, request }) => {
  // One login: logins in parallel in the same request context (one cookie jar) left some reads without a valid session.
  const headers = await adminAuth(request)
  const school = await institutionOfKind(request, 'school', headers)
  const juniorCollege = await institutionOfKind(request, 'junior-college', headers)
  const degreeCollege = await institutionOfKind(request, 'degree-college', headers)
  for (const path of ['/', '/notices', `/institutions/${school}`, `/gallery/institute/${school}`]) {
    await page.goto(path)
    const helplines = page.getByTestId('helplines')
    for (const number of ['1098', '112', '181']) await expect(helplines.locator(`a[href="tel:${number}"]`), `${path}: ${number}`).toHaveCount(1)
    await expect(helplines.locator(ANTI_RAGGING), path).toHaveCount(0)
  }
  for (const path of [`/institutions/${degreeCollege}`, `/institutions/${degreeCollege}/contact`, `/institutions/${juniorCollege}`, `/mr/institutions/${degreeCollege}`]) {
    await page.goto(path)
    await expect(page.getByTestId('helplines').locator(ANTI_RAGGING), path).toHaveCount(1)
  }
  await expect(page.getByTestId('helplines').locator('a[href="tel:1098"]')).toContainText('चाइल्डलाइन')
  await expect(page.getByTestId('helplines').locator('a[href="tel:1098"]')).toHaveAttribute('aria-label', /1098/)
})

test('the helplines are readable on a 375 px phone: nothing wider than the screen, each a 44 px target', async ({ page, request }) => {
  await page.setViewportSize(PHONE)
  await page.goto(`/institutions/${await institutionOfKind(request, 'degree-college', await adminAuth(request))}`)
  const links = page.getByTestId('helplines').locator('a')
  await expect(links).toHaveCount(4)
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})

const POLICIES = [
  { path: '/privacy-policy', en: 'Privacy policy', mr: 'गोपनीयता धोरण', text: /365 days after it is closed/ },
  { path: '/accessibility-statement', en: 'Accessibility statement', mr: 'सुलभता निवेदन', text: /WCAG\) 2\.1/ },
  { path: '/terms-of-use', en: 'Terms of use', mr: 'वापराच्या अटी', text: /courts at Mumbai/ },
  { path: '/copyright-policy', en: 'Copyright and hyperlink policy', mr: 'प्रताधिकार आणि दुवा धोरण', text: /Links to this website/ },
]

test('the policy pages are at their own addresses in both languages, linked in the footer and in the sitemap', async ({ page, request }) => {
  for (const p of POLICIES) {
    await page.goto(p.path)
    await expect(page.locator('h1')).toHaveText(p.en)
    await expect(page.getByTestId('policy')).toContainText(p.text)
    await page.goto(`/mr${p.path}`)
    await expect(page.locator('h1')).toHaveText(p.mr)
    // Marathi text on a Marathi page: not marked as an English fallback.
    await expect(page.locator('h1 span')).not.toHaveAttribute('lang', 'en')
  }
  // The privacy policy says what the retention job does (src/jobs/grievance-retention.ts) and whom to ask.
  await page.goto('/privacy-policy')
  await expect(page.getByTestId('policy')).toContainText('Digital Personal Data Protection Act, 2023')
  await expect(page.getByTestId('policy').locator('a[href="mailto:privacy@example.org"]')).toHaveCount(1)

  await page.goto('/')
  const links = page.getByTestId('policy-links').locator('a')
  await expect(links).toHaveCount(4)
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(POLICIES.map((p) => p.path))
  await page.goto('/mr')
  expect(await page.getByTestId('policy-links').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(POLICIES.map((p) => `/mr${p.path}`))

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const p of POLICIES) {
    expect(sitemap).toContain(`${p.path}</loc>`)
    expect(sitemap).toContain(`/mr${p.path}</loc>`)
  }
  // /rti is listed by two sources (its items and its disclosure) but appears once per language.
  expect(sitemap.match(/<loc>[^<]*\/rti<\/loc>/g)).toHaveLength(2)
})

test('a policy page that is unpublished is the site’s 404, and comes back when published again', async ({ page, request }) => {
  const auth = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/policies?where[kind][equals]=terms&depth=0', { headers: auth })).json()
  const id = docs[0].id
  try {
    expect((await request.patch(`/cms-api/policies/${id}`, { headers: auth, data: { _status: 'draft' } })).status()).toBe(200)
    await expect.poll(async () => (await request.get('/terms-of-use')).status(), { timeout: 5_000 }).toBe(404)
    await page.goto('/')
    await expect(page.getByTestId('policy-links').locator('a')).toHaveCount(3)
  } finally {
    await request.patch(`/cms-api/policies/${id}`, { headers: auth, data: { _status: 'published' } })
  }
  await expect.poll(async () => (await request.get('/terms-of-use')).status(), { timeout: 5_000 }).toBe(200)
})

test('/rti shows the 17 clauses of section 4(1)(b), the officers with their contacts, and the RTI items as before', async ({ page, request }) => {
  await page.goto('/rti')
  const clauses = page.getByTestId('rti-clause')
  await expect(clauses).toHaveCount(17)
  await expect(clauses.first().locator('h3')).toContainText('(i)')
  await expect(clauses.first().locator('h3')).toContainText('the particulars of its organisation, functions and duties')
  await expect(clauses.nth(16).locator('h3')).toContainText('(xvii)')
  await expect(clauses.nth(16).locator('h3')).toContainText('such other information as may be prescribed')
  for (const clause of await clauses.all()) await expect(clause.locator('.rich')).not.toBeEmpty()
  // A PDF linked in a clause's rich text names its format and size.
  const budget = clauses.nth(10).locator('a[href^="/cms-api/media/file/"]')
  const bytes = (await (await request.get((await budget.getAttribute('href'))!)).body()).length
  await expect(budget.getByTestId('file-label')).toHaveText(`(PDF, ${formatFileSize(bytes)})`)
  const pio = page.getByTestId('rti-pio')
  await expect(pio).toContainText('Shri R. K. Sawant')
  await expect(pio.locator('a[href="tel:02224301234"]')).toHaveCount(1)
  await expect(pio.locator('a[href="mailto:rti@example.org"]')).toHaveCount(1)
  await expect(page.getByTestId('rti-faa')).toContainText('Secretary')
  const { data } = await (await request.get('/api/v1/rti')).json()
  await expect(page.getByTestId('rti-item')).toHaveCount(Math.min(data.length, 20))
  // /api/v1/rti keeps its shape: id and description only.
  expect(Object.keys(data[0]).sort()).toEqual(['description', 'id'])

  await page.goto('/mr/rti')
  await expect(page.getByTestId('rti-clause').first().locator('h3')).toContainText('संस्थेची रचना, कार्ये आणि कर्तव्ये')
  await expect(page.getByTestId('rti-pio')).toContainText('श्री. आर. के. सावंत')
  await expect(page.getByTestId('rti-pio')).toContainText('जन माहिती अधिकारी')
})

test('content pages show "Last updated" as DD/MM/yyyy: the newest change of what they show', async ({ page, request }) => {
  // Eleven pages and an edit: 22 s on a busy machine, near the 30 s default.
  test.slow()
  for (const path of ['/', '/trustees', '/awards', '/notices', '/rti', '/mediatalks', '/importantlinks', '/events', '/gallery/all', '/institutions', '/mr/trustees']) {
    await page.goto(path)
    await expect(page.getByTestId('last-updated'), path).toHaveText(/\d{2}\/\d{2}\/\d{4}$/)
  }
  // A policy page: the date its document last changed.
  const { docs } = await (await request.get('/cms-api/policies?where[kind][equals]=privacy&depth=0', { headers: await adminAuth(request) })).json()
  await page.goto('/privacy-policy')
  await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${formatDate(docs[0].updatedAt)}`)
  await page.goto('/mr/privacy-policy')
  await expect(page.getByTestId('last-updated')).toHaveText(`शेवटचा बदल: ${formatDate(docs[0].updatedAt)}`)

  // A change shows: a trustee saved now makes /trustees "updated today".
  const auth = await adminAuth(request)
  const trustees = (await (await request.get('/cms-api/trustees?limit=1&depth=0', { headers: auth })).json()).docs
  const saved = await request.patch(`/cms-api/trustees/${trustees[0].id}`, { headers: auth, data: { position: trustees[0].position } })
  expect(saved.status()).toBe(200)
  const updatedAt = (await saved.json()).doc.updatedAt as string
  await expect
    .poll(async () => {
      await page.goto('/trustees')
      return page.getByTestId('last-updated').textContent()
    }, { timeout: 5_000 })
    .toBe(`Last updated: ${formatDate(updatedAt)}`)
})

test('download links name the file’s format and size', async ({ page, request }) => {
  const { data } = await (await request.get('/api/v1/institute')).json()
  const id = data[0].id
  await page.goto(`/institutions/${id}/past-results`)
  const download = page.getByTestId('pdf-download').first()
  const href = (await download.getAttribute('href'))!
  const bytes = (await (await request.get(href)).body()).length
  expect(bytes).toBeGreaterThan(0)
  await expect(download).toHaveText(`Download (PDF, ${formatFileSize(bytes)})`)
  // The Marathi page links the Marathi file, its size in Marathi units.
  await page.goto(`/mr/institutions/${id}/past-results`)
  const downloadMr = page.getByTestId('pdf-download').first()
  const bytesMr = (await (await request.get((await downloadMr.getAttribute('href'))!)).body()).length
  await expect(downloadMr).toHaveText(`डाउनलोड करा (PDF, ${formatFileSize(bytesMr, 'mr')})`)

  // The notices list, and the magazine in the footer.
  await page.goto('/notices')
  await expect(page.getByTestId('file-label').first()).toHaveText(/\(PDF, \d+(\.\d)? [KM]B\)/)
  const magazine = page.getByTestId('magazine-link')
  const pdf = (await magazine.getAttribute('href'))!
  const size = (await (await request.get(pdf)).body()).length
  await expect(magazine.getByTestId('file-label')).toHaveText(` (PDF, ${formatFileSize(size)})`)
})

test('links that leave the site say so with an icon and screen-reader text, in rich text too; the site’s own links do not', async ({ page }) => {
  await page.goto('/accessibility-statement')
  const wcag = page.getByTestId('policy').locator('a[href^="https://www.w3.org/"]')
  await expect(wcag).toHaveAttribute('data-external', 'true')
  await expect(wcag.locator('svg[aria-hidden="true"]')).toHaveCount(1)
  await expect(wcag.locator('.sr-only')).toHaveText(/\(external website\)/)
  // Its accessible name says it.
  await expect(page.getByRole('link', { name: /WCAG.*external website/ })).toHaveCount(1)
  const mail = page.getByTestId('policy').locator('a[href^="mailto:"]')
  await expect(mail).not.toHaveAttribute('data-external', 'true')
  await expect(mail.locator('svg')).toHaveCount(0)

  // The navigation's SSES entry, and an important link.
  const sses = page.locator('nav a[data-external="true"]').first()
  await expect(sses.locator('svg[aria-hidden="true"]')).toHaveCount(1)
  await expect(sses.locator('.sr-only')).toHaveText(/external website, opens in a new tab/)
  await page.goto('/importantlinks')
  const link = page.locator('main a[target="_blank"]').first()
  await expect(link).toHaveAttribute('data-external', 'true')
  await expect(link.locator('.sr-only')).toHaveText(/external website, opens in a new tab/)
  // Marathi pages say it in Marathi.
  await page.goto('/mr/accessibility-statement')
  await expect(page.getByTestId('policy').locator('a[data-external="true"] .sr-only').first()).toHaveText(/बाहेरील संकेतस्थळ/)
  // A PDF of the site (an institution's past results, from the demo content, which other tests
  // leave alone) opens in a new tab but stays on the site: not marked as leaving it.
  await page.goto('/institutions/1/past-results')
  const pdf = page.locator('main a[target="_blank"][href^="/"]').first()
  await expect(pdf).not.toHaveAttribute('data-external', 'true')
  await expect(pdf.locator('.sr-only')).toHaveText(/opens in a new tab/)
})
