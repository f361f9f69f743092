import { expect, test } from './fixtures'

import { RTI_OFFICERS_DEMO } from '../../src/seed/data/sitewide'
import { DESKTOP, PHONE } from './helpers'

/**
 * The demo reads as a society would publish it (issue 29, row 25). On /rti, "Other information"
 * under the two officers adds what an applicant needs beyond them (how to apply, the fees and how
 * to pay them, the second appeal) and points to the section 4(1)(b) disclosure on this very page,
 * instead of naming the officers again and sending people to the office for it.
 */
for (const [lang, path, texts] of [
  ['en', '/rti', { other: 'Other information', fee: '₹10', commission: 'Maharashtra State Information Commission', disclosureLink: 'top of this page', office: 'available at the office' }],
  ['mr', '/mr/rti', { other: 'इतर माहिती', fee: '₹10', commission: 'महाराष्ट्र राज्य माहिती आयोग', disclosureLink: 'या पानाच्या सुरुवातीला', office: 'कार्यालयात पाहण्यासाठी उपलब्ध' }],
] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`/rti other information (${lang}, ${viewport.width} px): new facts and a link to the 4(1)(b) disclosure, no repeated officers`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 2, name: texts.other })).toBeVisible()
      const items = page.getByTestId('rti-item')
      await expect(items).toHaveCount(4)
      const text = (await items.allInnerTexts()).join('\n')
      // The officers are the cards above; the items do not name them again.
      const officers = RTI_OFFICERS_DEMO[lang]
      expect(text).not.toContain(officers.pio.name)
      expect(text).not.toContain(officers.faa.name)
      expect(text).not.toContain(texts.office)
      expect(text).toContain(texts.fee)
      expect(text).toContain(texts.commission)
      const toDisclosure = items.getByRole('link', { name: texts.disclosureLink })
      await expect(toDisclosure).toHaveAttribute('href', `${lang === 'mr' ? '/mr' : ''}/rti#rti-41b`)
      await toDisclosure.click()
      await expect(page).toHaveURL(/\/rti#rti-41b$/)
      await expect(page.getByTestId('rti-41b')).toBeInViewport()
    })
  }
}

test("the CBSE schools' inspection video is a placeholder on the society's own site", async ({ page }) => {
  for (const path of ['/disclosures', '/mr/disclosures']) {
    await page.goto(path)
    const hrefs = await page.locator('[data-published="true"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    for (const href of hrefs) {
      await page.goto(href)
      const video = page.locator('[data-item="inspectionVideo"] a')
      if ((await video.count()) === 0) continue
      await expect(video).toHaveAttribute('href', /^https:\/\/vidyavikas\.example\.org\/videos\/inspection-[\w-]+$/)
    }
  }
})
