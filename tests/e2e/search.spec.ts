import { expect, test } from './fixtures'

import { DESKTOP, PHONE } from './helpers'

/**
 * The header's search box in the browser: on a phone, typed into and sent with Enter. What search
 * answers (PDF pages, Marathi, typos, schedules, paging, the form without JavaScript) is in
 * tests/http/search.spec.ts.
 */

test('the header search box is on every page, labelled, and fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/trustees')
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toBeVisible()
  const rect = (await page.getByTestId('header-search').boundingBox())!
  expect(rect.x).toBeGreaterThanOrEqual(0)
  expect(rect.x + rect.width).toBeLessThanOrEqual(PHONE.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await box.fill('sports')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=sports$/)
  await expect(page.getByTestId('results-notices').getByTestId('search-hit').first()).toBeVisible()
  await page.setViewportSize(DESKTOP)
  await page.goto('/mr/notices')
  await expect(page.getByRole('searchbox', { name: 'संकेतस्थळावर शोधा' })).toBeVisible()
})
