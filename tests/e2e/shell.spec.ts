import { expect, test, type Page } from './fixtures'

import { SITE_SETTINGS_DEFAULTS as S } from '../../src/globals/site-settings-defaults'
import { COUNTER_DURATION_MS } from '../../src/lib/count-up'
import { FOOTER_ROUTES, NAV_ROUTES } from '../../src/lib/routes'
import { hydrated, PHONE } from './helpers'

test.describe('header', () => {
  test('shows three logos, the title and the certification, award and address lines', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('body > header')
    await expect(header.getByRole('img')).toHaveCount(3)
    for (const img of await header.getByRole('img').all()) {
      await expect(img).toHaveAttribute('alt', /.+/)
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
    }
    await expect(header.getByText(S.title, { exact: true })).toBeVisible()
    await expect(header.getByText(S.isoLine)).toContainText('ISO 9001:2008')
    await expect(header.getByText(S.awardLine)).toContainText('2010')
    await expect(header.getByText(S.addressLine)).toContainText('Mumbai')
  })

  test('is on every public page', async ({ page }) => {
    await page.goto('/trustees')
    await expect(page.locator('body > header').getByText(S.title, { exact: true })).toBeVisible()
  })
})

test.describe('navigation bar', () => {
  test('links every internal route and leaves the site for SSES and ALUMNI in a new tab', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const route of NAV_ROUTES) {
      await expect(nav.locator(`a[href="${route.href}"]`)).toHaveCount(1)
    }
    for (const [name, href] of [
      ['SSES', S.ssesUrl],
      ['ALUMNI', S.alumniUrl],
    ] as const) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(nav.locator('a[href="/"]')).toHaveAttribute('aria-current', 'page')
  })

  test('is expanded on a desktop without a toggle', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(page.getByTestId('nav-toggle')).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Trustees' })).toBeVisible()
  })

  test('collapses behind a toggle at 375 px, expands, and collapses when a link is chosen', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    // A <details> toggle (issue 29: it works without JavaScript too; public-chrome.spec.ts).
    const details = page.getByTestId('nav-toggle')
    const toggle = details.locator('summary')
    const trustees = nav.getByRole('link', { name: 'Trustees' })

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

  test('has no horizontal scrolling at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    for (const path of ['/', '/trustees']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
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
        if (counter && counter === document.querySelector('[data-testid="counter-value"]')) seen.push(Number(counter.textContent))
      }
    }).observe(document, { childList: true, characterData: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { seen: number[] }).seen)
}

test.describe('footer', () => {
  test('links the 13 routes of the specification', async ({ page }) => {
    await page.goto('/')
    const links = page.getByTestId('footer-links').getByRole('link')
    await expect(links).toHaveCount(13)
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(FOOTER_ROUTES.map((r) => r.href))
  })

  test('links four social networks, twitter pointing home', async ({ page }) => {
    await page.goto('/')
    const social = page.getByTestId('social-links').getByRole('link')
    await expect(social).toHaveCount(4)
    await expect(page.getByRole('link', { name: /^Twitter/ })).toHaveAttribute('href', '/')
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('shows the newest magazine cover linking to its PDF', async ({ page, request }) => {
    await page.goto('/')
    const link = page.getByTestId('magazine-link')
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/cms-api\/media\/file\/yearbook-2025-[0-9a-f]{20}\.pdf$/)
    const pdf = await request.get(href!)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    const cover = page.getByTestId('magazine-cover')
    await cover.scrollIntoViewIfNeeded()
    await expect(cover).toHaveAttribute('src', /magazine-2025-cover-[0-9a-f]{20}\.webp/)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

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
