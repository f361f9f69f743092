import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type AxeCore from 'axe-core'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { JSDOM } from 'jsdom'

import { DEMO_SECRET } from '../../src/config/env'
import { issueFormToken } from '../../src/lib/form-token'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { TEST_FORM_MIN_FILL_MS } from './serve.mjs'

/** Log in to Payload's REST API as the demo administrator; returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/cms-api/users/login', { data: DEMO_ADMIN })
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`)
  const { token } = await res.json()
  return { Authorization: `JWT ${token}` }
}

/**
 * axe-core's violations on the page as it is now, every rule axe runs by default. axe is injected
 * into each frame of the document once (a second scan, after a resize, reuses it) and asked for the
 * violations only. @axe-core/playwright, used before, injected axe twice into the page for every
 * scan, and in its default mode into a blank page of its own as well, at about three times the
 * browser's CPU (docs/benchmarks.md). A frame axe cannot enter (a PDF viewer) is left out, as there. axe-core is 4.14 (4.13
 * came with @axe-core/playwright; 4.14 also checks that a link's name holds the text it shows).
 */
export async function axe(page: Page): Promise<{ violations: AxeCore.Result[] }> {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (!(await frame.evaluate('!!window.axe'))) await frame.evaluate(AXE_SOURCE)
    }
    await Promise.race([inject(), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(() => undefined)
  }
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: typeof AxeCore }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) => results.violations),
  )
  return { violations }
}
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * HTML as the server sent it, as a document (jsdom's parser; scripts never run). One window parses
 * every page: a new JSDOM per page costs about twice as much (docs/benchmarks.md).
 */
export const parseHtml = (html: string) => HTML_PARSER.parseFromString(html, 'text/html')
const HTML_WINDOW = new JSDOM('').window
const HTML_PARSER = new HTML_WINDOW.DOMParser()
/** NodeFilter's constants, for a TreeWalker over a parseHtml document. */
export const { NodeFilter } = HTML_WINDOW

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }

/**
 * Wait until the page has loaded the face that sets `text` in `font` (CSS shorthand, e.g.
 * `16px "Noto Sans Devanagari"`). `document.fonts.ready` alone can resolve before the page's layout
 * has asked for a face (seen on a busy machine), and `check` is true only once it is loaded.
 */
export const faceLoaded = (page: Page, font: string, text: string) =>
  expect.poll(() => page.evaluate(([f, t]) => document.fonts.check(f, t), [font, text] as const)).toBe(true)

/**
 * Wait until React has hydrated the element `locator` points to (its props, and so its event
 * handlers, are on the node): the page hydrates in parts, so the footer's counter (hydrated())
 * can be ready before a control elsewhere.
 */
export const ownedByReact = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true)

/** Wait until React has hydrated the page (React marks the DOM nodes it owns). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="counter-value"]')
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
  })

/**
 * Log in to the admin and open `to` (the dashboard by default). The session cookie comes from
 * Payload's login endpoint through the page's own cookie jar (page.request), which is what the login
 * form posts to: loading the login screen for every staff test would only repeat what the
 * login-screen tests (admin-brand.spec.ts) and the form login (grievance-desk.spec.ts) already
 * check in the browser. The page opened is the one the test is about: a detour through the
 * dashboard cost Chromium about as much as the page itself.
 */
export async function adminLogin(page: Page, email: string, password: string, to = '/admin') {
  const res = await page.request.post('/cms-api/users/login', { data: { email, password } })
  if (!res.ok()) throw new Error(`login as ${email} failed: ${res.status()}`)
  // In English: Payload keeps the language being edited per account (its `locale` preference, which
  // a visit with ?locale=mr saves), and another test of this worker may have left it in Marathi.
  const { token } = await res.json()
  const english = await page.request.post('/cms-api/payload-preferences/locale', {
    headers: { Authorization: `JWT ${token}` },
    data: { value: 'en' },
  })
  if (!english.ok()) throw new Error(`setting ${email}'s admin language failed: ${english.status()}`)
  await page.goto(to)
}

/**
 * An alert saved as a draft, its Marathi text written (the English one marked: the tests look for
 * it), then confirmed, as staff publish one; returns its id.
 */
export async function publishConfirmedAlert(
  request: APIRequestContext,
  auth: Record<string, string>,
  data: Record<string, unknown> & { message: string },
): Promise<number> {
  const res = await request.post('/cms-api/alerts', { headers: auth, data })
  expect(res.status(), await res.text()).toBe(201)
  const id = (await res.json()).doc.id as number
  const marathi = await request.patch(`/cms-api/alerts/${id}?locale=mr`, {
    headers: auth,
    data: { message: `मराठी: ${data.message}` },
  })
  expect(marathi.status()).toBe(200)
  const confirmed = await request.post(`/cms-api/alerts/${id}/confirm`, { headers: auth })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return id
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
 * A form token signed as the e2e server (demo mode) signs it, issued a minute from now: a
 * submission carrying it is "quicker than a person" under any robot window, however long opening
 * and filling the form took on a slow machine.
 */
export const freshFormToken = () => issueFormToken(DEMO_SECRET, Date.now() + 60_000)

/**
 * Until the form token on `page` is older than the test servers' robot window (TEST_FORM_MIN_FILL_MS,
 * tests/e2e/serve.mjs): the server refuses a quicker submission. Counted from the token's own issue
 * time (the page may have been rendered, or the token renewed, after the test opened it); usually
 * already past.
 */
export async function humanPause(page: Page) {
  const token = await page.locator('input[name="form_token"]').first().inputValue()
  const issuedAt = Number(token.split('.')[0])
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50] }).toBeGreaterThan(TEST_FORM_MIN_FILL_MS)
}

/** Whether screenshots for people to look at are taken (E2E_SCREENSHOTS=1; see screenshot()). */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

/**
 * With E2E_SCREENSHOTS=1, a screenshot of `page` for people to look at, as
 * bench/out/screenshots/`name`.png (git-ignored); otherwise nothing. Never an assertion: nobody
 * looks at them in CI, and a full-page capture costs Chromium a repaint of the whole page.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (SCREENSHOTS) await page.screenshot({ path: `bench/out/screenshots/${name}.png`, ...options })
}

/** Two animation frames: a resize or a state change has been laid out and painted. */
export async function painted(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
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
    if ((await inert()) && (await toggler.getAttribute('aria-label')) === 'Open Menu') await toggler.click()
    expect(await inert()).toBe(false)
  }).toPass({ timeout: 15_000, intervals: [250, 500] })
}

/**
 * Open the admin's select `field` (a CSS selector, `#field-…`) until its menu shows: a click before
 * the admin's scripts have hydrated the select opens nothing (seen on a loaded machine), and a
 * second click on an open menu would close it.
 */
export async function openSelect(page: Page, field: string) {
  const input = page.locator(`${field} [role="combobox"]`)
  await expect(async () => {
    if ((await input.getAttribute('aria-expanded')) !== 'true') await page.locator(field).click()
    await expect(input).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

/** Choose the option named `name` in the admin's select `field` (see openSelect). */
export async function chooseOption(page: Page, field: string, name: string) {
  await openSelect(page, field)
  await page.getByRole('option', { name, exact: true }).click()
}
