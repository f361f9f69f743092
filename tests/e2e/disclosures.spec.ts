import { expect, test } from './fixtures'

/**
 * What only a browser shows of the mandatory disclosures: printing, and the index on a phone. The
 * HTML (index, parts, documents, Marathi) is tested in tests/http/disclosures.spec.ts.
 */

const CBSE_SCHOOL = 'Vidya Vikas English Medium School, Dadar'

test('the index fits a 375 px screen in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  for (const path of ['/disclosures', '/mr/disclosures']) {
    await page.goto(path)
    await expect(page.getByTestId('disclosure-entry')).toHaveCount(18)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0)
  }
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
