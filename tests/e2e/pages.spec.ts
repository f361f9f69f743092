import { expect, test } from './fixtures'

import { axe, DESKTOP, PHONE } from './helpers'
import { TEMPLATE_ROUTES } from './routes'

/**
 * Each page template, laid out at 375 and 1280 px: no sideways scroll, no serious axe violation at
 * 1280 px (the Marathi pages are scanned at 375 px, tests/e2e/marathi.spec.ts).
 * What the server sends for every route (status, h1, title, description, alt) and the 404 page of
 * unknown routes are read over HTTP in tests/http/routes.spec.ts.
 */
for (const route of TEMPLATE_ROUTES) {
  test(`${route} renders accessibly at 375 and 1280 px`, async ({ page }) => {
    // Opened on a phone, then widened to a desktop: the HTML is the same at every width, and the
    // layout (media queries, the components that follow the width) is laid out again for 1280 px.
    await page.setViewportSize(PHONE)
    const res = await page.goto(route)
    expect(res?.status()).toBe(200)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${viewport.width}px`).toBeLessThanOrEqual(0)
    }
    const { violations } = await axe(page)
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([])
  })
}

test('the axe scan the page tests use finds what it should: an image without alt, unreadable text', async ({
  page,
}) => {
  // helpers.ts injects axe-core itself, once per document, and asks for the violations only: this
  // proves that such a scan still reports.
  await page.goto('/trustees')
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="/brand/logo-crest.svg" data-probe><p style="color:#eee;background:#fff" data-probe>Faint text</p>',
    )
  })
  const { violations } = await axe(page)
  const found = Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.html)]))
  expect(found['image-alt']).toEqual([expect.stringContaining('data-probe')])
  expect(found['color-contrast']).toEqual([expect.stringContaining('Faint text')])
})
