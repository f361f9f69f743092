import { expect, test, type Page } from './fixtures'

import { COUNTER_DURATION_MS } from '../../src/lib/count-up'
import { DESKTOP, hydrated, PHONE } from './helpers'

/**
 * What only a browser shows of the site's shell: the phone menu, widths, the counters' motion. The
 * header's, navigation's and footer's HTML is tested in tests/http/site.spec.ts.
 */

test.describe('navigation bar', () => {
  // No sideways scroll at 375 px: every page template's, in tests/e2e/pages.spec.ts.
  test('is expanded on a desktop without a toggle; at 375 px it collapses behind one, expands, and collapses when a link is chosen', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    // A <details> toggle (it works without JavaScript too; public-chrome.spec.ts).
    const details = page.getByTestId('nav-toggle')
    const toggle = details.locator('summary')
    const trustees = nav.getByRole('link', { name: 'Trustees' })
    await expect(details).toBeHidden()
    await expect(trustees).toBeVisible()

    // The same page on a phone.
    await page.setViewportSize(PHONE)
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveText('Menu')
    await expect(details).not.toHaveAttribute('open')
    await expect(trustees).toBeHidden()

    await toggle.click()
    await expect(details).toHaveAttribute('open')
    await expect(trustees).toBeVisible()

    await toggle.click()
    await expect(trustees).toBeHidden()

    await toggle.click()
    await trustees.click()
    await expect(page).toHaveURL(/\/trustees$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Trustees' })).toBeVisible()
    await expect(page.getByTestId('nav-toggle')).not.toHaveAttribute('open')
    await expect(trustees).toBeHidden()
  })
})

/** Record every number the first footer counter shows, from before any script of the page runs. */
async function recordFirstCounter(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const seen: number[] = []
    ;(window as unknown as { seen: number[] }).seen = seen
    new MutationObserver((records) => {
      for (const r of records) {
        const el = (r.target.nodeType === 3 ? r.target.parentElement : r.target) as HTMLElement | null
        const counter = el?.closest('[data-testid="counter-value"]')
        if (counter && counter === document.querySelector('[data-testid="counter-value"]'))
          seen.push(Number(counter.textContent))
      }
    }).observe(document, { childList: true, characterData: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { seen: number[] }).seen)
}

test.describe('footer', () => {
  test('counters count up from 0 and end at 130800 and 11375', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const seen = await recordFirstCounter(page)
    // A long page, so that the footer starts out of view and counts when scrolled to.
    await page.goto('/trustees')
    const counters = page.getByTestId('counter-value')
    await expect(counters).toHaveCount(2)
    await counters.first().scrollIntoViewIfNeeded()
    // The server renders the final number; once in view the counter restarts from (nearly) 0 ...
    await expect.poll(async () => (await seen()).some((v) => v < 130800 * 0.5), { timeout: 6_000 }).toBe(true)
    // ... and ends at the targets.
    await expect(counters.nth(0)).toHaveText('130800', { timeout: 6_000 })
    await expect(counters.nth(1)).toHaveText('11375', { timeout: 6_000 })
    const values = await seen()
    const run = values.slice(values.findIndex((v) => v < 130800))
    expect(run.length).toBeGreaterThan(3)
    expect(run.at(-1)).toBe(130800)
    for (let i = 1; i < run.length; i++) expect(run[i]).toBeGreaterThanOrEqual(run[i - 1]!)
  })

  test('counters show the final numbers at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const seen = await recordFirstCounter(page)
    // The page's timers and animation frames on Playwright's clock: a count-up's whole run is
    // played through, not waited for.
    await page.clock.install()
    await page.goto('/trustees')
    await hydrated(page)
    const counters = page.getByTestId('counter-value')
    await counters.first().scrollIntoViewIfNeeded()
    await expect(counters.nth(0)).toHaveText('130800')
    await expect(counters.nth(1)).toHaveText('11375')
    await page.clock.runFor(COUNTER_DURATION_MS + 500)
    await expect(counters.nth(0)).toHaveText('130800')
    expect((await seen()).every((v) => v === 130800)).toBe(true)
  })
})
