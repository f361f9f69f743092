import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { DEMO_SECRET } from '../../src/config/env'
import { issueFormToken, MIN_FILL_MS } from '../../src/lib/form-token'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'

/** Log in to Payload's REST API as the demo administrator; returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/cms-api/users/login', { data: DEMO_ADMIN })
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`)
  const { token } = await res.json()
  return { Authorization: `JWT ${token}` }
}

/**
 * axe-core on the page as it is now, run in the page itself (`setLegacyMode`). By default
 * @axe-core/playwright opens a blank page of its own for every scan, to merge the frames' results
 * there, and injects axe (about 550 KB of script) into it as well: measured here, 1.2–2.2
 * CPU-seconds a scan, against 0.6–0.7 in the page, with the same rules passed, failed and not
 * applicable on every page compared (`/`, `/trustees`, `/notices`, `/contactus`, `/mr/notices`, a
 * notice page with its PDF frame). What legacy mode gives up is axe inside cross-origin frames,
 * and the site has none: its only frames are its own PDFs.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode()

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }

/** Wait until React has hydrated the page (React marks the DOM nodes it owns). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="counter-value"]')
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
  })

/**
 * Log in to the admin and open its dashboard. The session cookie comes from Payload's login
 * endpoint through the page's own cookie jar (page.request), which is what the login form posts
 * to: loading the login screen for every staff test would only repeat what the login-screen tests
 * (admin-brand.spec.ts) and the form login (grievance-desk.spec.ts) already check in the browser.
 */
export async function adminLogin(page: Page, email: string, password: string) {
  const res = await page.request.post('/cms-api/users/login', { data: { email, password } })
  if (!res.ok()) throw new Error(`login as ${email} failed: ${res.status()}`)
  // In English: Payload keeps the admin's language per account (a visit with ?locale=mr saves it),
  // and another test of this worker may have left this account in Marathi.
  await page.goto('/admin?locale=en')
  await page.waitForURL(/\/admin\/?(\?locale=en)?$/)
}

/** Create a staff account through the REST API as the demo administrator; returns its id. */
export async function createStaff(
  request: APIRequestContext,
  user: { email: string; password: string; role: 'admin' | 'editor' | 'officer'; institutions?: number[] },
): Promise<number> {
  const res = await request.post('/cms-api/users', { headers: await adminAuth(request), data: user })
  if (res.status() !== 201) throw new Error(`creating ${user.email} failed: ${res.status()} ${await res.text()}`)
  return (await res.json()).doc.id
}

/**
 * A grievance form token issued just now, signed as the e2e server (demo mode) signs it. A
 * submission carrying it is "quicker than a person" however long opening and filling the form
 * took: on a slow machine that alone can pass MIN_FILL_MS.
 */
export const freshFormToken = () => issueFormToken(DEMO_SECRET)

/**
 * As long as a person needs at least before submitting the grievance form on `page`: the form
 * token refuses a quicker submission. Counted from the token's own issue time (the page may have
 * been rendered, or the token renewed, well after the test opened it).
 */
export async function humanPause(page: Page) {
  const token = await page.locator('input[name="form_token"]').first().inputValue()
  await page.waitForTimeout(Math.max(0, Number(token.split('.')[0]) + MIN_FILL_MS + 500 - Date.now()))
}

/**
 * Make `link` in the admin's navigation clickable. The navigation opens as the account last left it
 * (Payload keeps it in the user's preferences, and another test of the worker may have closed it:
 * its links are then inert), and a click on its toggler before the admin's scripts run does
 * nothing: so open it until the link takes clicks.
 */
export async function openAdminNavTo(page: Page, link: Locator) {
  const toggler = page.locator('button.nav-toggler').first()
  const inert = () => link.evaluate((el) => !!el.closest('[inert]'))
  await expect(async () => {
    if (await inert()) {
      if ((await toggler.getAttribute('aria-label')) === 'Open Menu') await toggler.click()
      await page.waitForTimeout(500)
    }
    expect(await inert()).toBe(false)
  }).toPass({ timeout: 15_000 })
}
