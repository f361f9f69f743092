import { expect, test } from './fixtures'

import { axe, DESKTOP, PHONE } from './helpers'

/** Every public route: renders, one h1, title and description, no sideways scroll, no serious axe violation. */
const ROUTES = [
  '/',
  '/aboutus',
  '/trustees',
  '/institutions',
  '/institutions/1',
  '/institutions/1/past-results',
  '/institutions/1/principal',
  '/institutions/1/awards',
  '/institutions/1/infrastructure',
  '/institutions/1/student-achievements',
  '/institutions/1/gallery',
  '/awards',
  '/gallery/all',
  '/gallery/institute/1',
  '/contactus',
  '/rti',
  '/notices',
  '/mediatalks',
  '/grievances',
  '/importantlinks',
  '/studentachievements',
  '/admission',
  '/studentlogin',
  // The events (the demo's first event is past, its second has a PDF).
  '/events',
  '/events/1',
  '/events/2',
]

for (const route of ROUTES) {
  test(`${route} renders accessibly at 375 and 1280 px`, async ({ page }) => {
    // Opened on a phone, then widened to a desktop: the HTML is the same at every width, and the
    // layout (media queries, the components that follow the width) is laid out again for 1280 px.
    await page.setViewportSize(PHONE)
    const res = await page.goto(route)
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page).toHaveTitle(/\S/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    for (const img of await page.locator('main img').all()) await expect(img).toHaveAttribute('alt', /.*/)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${viewport.width}px`).toBeLessThanOrEqual(0)
    }
    const { violations } = await axe(page)
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
  })
}

test('the axe scan the page tests use finds what it should: an image without alt, unreadable text', async ({ page }) => {
  // helpers.ts injects axe-core itself, once per document, and asks for the violations only: this
  // proves that such a scan still reports.
  await page.goto('/trustees')
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML('beforeend', '<img src="/brand/logo-crest.svg" data-probe><p style="color:#eee;background:#fff" data-probe>Faint text</p>')
  })
  const { violations } = await axe(page)
  const found = Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.html)]))
  expect(found['image-alt']).toEqual([expect.stringContaining('data-probe')])
  expect(found['color-contrast']).toEqual([expect.stringContaining('Faint text')])
})

test('an unknown route or id shows the designed 404 page with a 404 status', async ({ page }) => {
  for (const path of ['/no-such-page', '/institutions/999999', '/institutions/abc', '/institutions/1/no-section', '/gallery/2025/1', '/gallery/institute/999999']) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.locator('body > header')).toBeVisible()
  }
})

test('pages can be read with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/institutions/1/contact')
  await expect(page.getByRole('heading', { name: 'Office' })).toBeVisible()
  await page.goto('/notices?type=Examination')
  await expect(page.getByTestId('notice').first()).toBeVisible()
  await page.goto('/studentachievements')
  await expect(page.getByTestId('achievement-card').first()).toBeVisible()
  await page.goto('/trustees')
  await page.getByText('Show More').first().click()
  await expect(page.getByTestId('trustee-more').first()).toBeVisible()
  await context.close()
})
