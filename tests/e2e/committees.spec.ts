import { expect, test } from './fixtures'

/**
 * An institution's committees on a phone. What the page says (committees, members, roles, contacts,
 * empty states, Marathi) is read over HTTP in tests/http/committees.spec.ts.
 */

test('at 375 px the members table fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/institutions/1/committees')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
