import { expect, test } from './fixtures'

/** Mandatory disclosures (issue 13) on the demo content: index, a CBSE school, a college, Marathi, print. */

const CBSE_SCHOOL = 'Vidya Vikas English Medium School, Dadar'
const COLLEGE = 'Vidya Vikas Degree College of Arts, Science and Commerce'
const STATE_SCHOOL = 'Vidya Vikas Marathi Madhyamik Shala, Dadar'

test('the index is linked from the home page and the footer', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('home-disclosures').click()
  await expect(page).toHaveURL(/\/disclosures$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mandatory disclosures' })).toBeVisible()
  await page.goto('/aboutus')
  await expect(page.getByTestId('footer-disclosures')).toHaveAttribute('href', '/disclosures')
})

// Issue 29, row 22: the index lists every institution, the six of the demo with their disclosure
// and the other twelve marked as not yet published, and says how many have published one.
for (const [lang, path, texts] of [
  ['en', '/disclosures', { count: '6 of 18 institutions have published their disclosure.', notPublished: 'Not yet published', board: 'CBSE school' }],
  ['mr', '/mr/disclosures', { count: '18 पैकी 6 संस्थांनी आपले माहिती प्रकटन प्रसिद्ध केले आहे.', notPublished: 'अद्याप प्रसिद्ध केलेले नाही', board: 'सीबीएसई शाळा' }],
] as const) {
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    test(`the index (${lang}, ${viewport.width} px) lists all 18 institutions, saying which have not yet published`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.getByTestId('disclosure-count')).toHaveText(texts.count)
      const entries = page.getByTestId('disclosure-entry')
      await expect(entries).toHaveCount(18)
      await expect(page.locator('[data-published="true"]')).toHaveCount(6)
      await expect(page.locator('[data-published="false"]')).toHaveCount(12)
      await expect(page.locator('[data-published="false"]').getByTestId('disclosure-not-published')).toHaveText(Array(12).fill(texts.notPublished))
      await expect(page.locator('[data-published="true"]').first()).toContainText(texts.board)
      // Every entry leads to its institution's disclosure section, published or not.
      const hrefs = await entries.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs.every((h) => new RegExp(`^${lang === 'mr' ? '/mr' : ''}/institutions/\\d+/mandatory-disclosure$`).test(h ?? ''))).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    })
  }
}

test("a CBSE school's disclosure shows every part of Appendix IX, documents with format and size, dates and fees", async ({ page }) => {
  await page.goto('/disclosures')
  await page.getByRole('link', { name: CBSE_SCHOOL }).click()
  await expect(page).toHaveURL(/\/institutions\/\d+\/mandatory-disclosure$/)
  await expect(page.getByRole('heading', { level: 1, name: CBSE_SCHOOL })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Mandatory disclosure' })).toBeVisible()
  // The 16th entry of the institution's menu (the section registry), marked as the current one.
  await expect(page.getByTestId('section-menu').getByRole('link', { name: 'Mandatory Disclosure' })).toHaveAttribute('aria-current', 'page')
  const parts = page.locator('[data-disclosure] [data-part]')
  await expect(parts).toHaveCount(6)
  expect(await parts.evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))).toEqual(['general', 'documents', 'academics', 'staff', 'infrastructure', 'fees'])
  await expect(page.locator('[data-item-missing]')).toHaveCount(0)
  const fire = page.locator('[data-item="fireSafety"]')
  await expect(fire).toContainText('Fire safety certificate')
  await expect(fire).toContainText(/\(PDF, \d+ KB\)/)
  await expect(fire).toContainText(/Valid until: \d\d\/\d\d\/\d{4}/)
  await expect(fire.locator('[data-updated]')).toHaveText(/Last updated: \d\d\/\d\d\/\d{4}/)
  // A neutral placeholder on the demo society's own site (issue 29, row 25), not someone's music video.
  await expect(page.locator('[data-item="inspectionVideo"] a')).toHaveAttribute('href', /^https:\/\/vidyavikas\.example\.org\/videos\/inspection-/)
  const fees = page.locator('[data-part="fees"] tbody tr')
  await expect(fees).toHaveCount(3)
  await expect(fees.first()).toContainText('₹38,000')
  await expect(fees.first()).toContainText('FRC/MUM/2025/114')
  // The PDF itself is served.
  const href = await fire.locator('[data-document]').getAttribute('href')
  expect((await page.request.get(href!)).headers()['content-type']).toContain('application/pdf')
})

test("a college's disclosure shows the UGC items; a state-board school's expired fire certificate is marked", async ({ page }) => {
  await page.goto('/disclosures')
  await page.getByRole('link', { name: COLLEGE }).click()
  await expect(page).toHaveURL(/\/institutions\/\d+\/mandatory-disclosure$/)
  // evaluateAll does not wait: the count does, until the page has arrived.
  await expect(page.locator('[data-disclosure] [data-part]')).toHaveCount(2)
  expect(await page.locator('[data-disclosure] [data-part]').evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))).toEqual(['college', 'fees'])
  await expect(page.locator('[data-item="grievanceOmbudsperson"]')).toContainText('Ombudsperson')
  await expect(page.locator('[data-item="naac"]')).toContainText(/PDF, \d+ KB/)
  await page.goto('/disclosures')
  await page.getByRole('link', { name: STATE_SCHOOL }).click()
  await expect(page.locator('[data-item="fireSafety"] [data-expired]')).toHaveText('Expired')
  await expect(page.locator('[data-item="custom"]')).toContainText('Marathi language laboratory')
})

test('in Marathi: the index and a disclosure with Marathi labels and values', async ({ page }) => {
  await page.goto('/mr/disclosures')
  await expect(page.getByRole('heading', { level: 1, name: 'अनिवार्य माहिती प्रकटन' })).toBeVisible()
  await page.getByTestId('disclosure-index').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/mr\/institutions\/\d+\/mandatory-disclosure$/)
  await expect(page.locator('[data-part="general"] h3')).toHaveText('सर्वसाधारण माहिती')
  await expect(page.locator('[data-part="fees"] h3')).toHaveText('मंजूर शुल्क रचना')
})

test('prints the disclosure alone: no site header, footer or menus', async ({ page }) => {
  await page.goto('/disclosures')
  await page.getByRole('link', { name: CBSE_SCHOOL }).click()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer')).toBeHidden()
  await expect(page.getByTestId('section-menu')).toBeHidden()
  await expect(page.locator('[data-part="documents"]')).toBeVisible()
  await expect(page.locator('[data-part="documents"]')).toHaveCSS('box-shadow', 'none')
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.length).toBeGreaterThan(10_000)
  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('footer')).toBeVisible()
})
