import { expect, test } from './fixtures'

import { mr } from '../../src/i18n/mr'
import { GRIEVANCE_MESSAGES_MR as M } from '../../src/grievances/rules'
import { axe, DESKTOP, faceLoaded, hydrated, PHONE } from './helpers'
import { inMarathi, TEMPLATE_ROUTES } from './routes'

/**
 * The Marathi site in a browser: each page template laid out at both widths and scanned with axe
 * (at 375 px; the English templates at 1280), the switch after client-side navigation, the grievance
 * form's Marathi messages, the 404 page, the fonts. What the server sends (every route's texts,
 * hreflang, the switch as a link, fallbacks) is read over HTTP in tests/http/marathi.spec.ts and
 * tests/http/routes.spec.ts.
 */
for (const route of TEMPLATE_ROUTES.map(inMarathi)) {
  test(`${route} is laid out at 375 and 1280 px, and accessible`, async ({ page }) => {
    // Opened on a phone, then widened to a desktop (the HTML is the same at every width; the layout
    // is laid out again for 1280 px). Its texts and language are read over HTTP for every route
    // (tests/http/routes.spec.ts).
    await page.setViewportSize(PHONE)
    const res = await page.goto(route)
    expect(res?.status()).toBe(200)
    // axe scans the phone's layout, where the phone-only controls show (the menu's toggle, the
    // sections' toggle); the English pages are scanned at 1280 px (pages.spec.ts): each template is
    // scanned at both widths, each language at one.
    const { violations } = await axe(page)
    expect(
      violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
      `${route} at ${PHONE.width}px`,
    ).toEqual([])
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${viewport.width}px`).toBeLessThanOrEqual(0)
    }
  })
}

test('after client-side navigation the switch follows the page', async ({ page }) => {
  await page.goto('/mr')
  await hydrated(page)
  await page.getByRole('navigation', { name: mr.nav.label }).getByRole('link', { name: mr.nav.trustees }).click()
  await expect(page).toHaveURL(/\/mr\/trustees$/)
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/trustees')
})

test('the grievance form shows its Marathi messages next to the fields', async ({ page }) => {
  await page.goto('/mr/grievances')
  await hydrated(page)
  // Labels by role and exact name: नाव is also part of आडनाव and नावनोंदणी.
  await page.getByRole('textbox', { name: mr.grievance.firstName, exact: true }).focus()
  await page.getByRole('textbox', { name: mr.grievance.lastName, exact: true }).focus()
  await expect(page.getByTestId('error-name')).toHaveText(M.name)
  await page.getByRole('button', { name: mr.grievance.submit }).click()
  for (const [field, message] of Object.entries({
    mname: M.mname,
    dob: M.dob,
    email: M.email,
    mobile: M.mobile,
    institute_id: M.institute,
    type: M.type,
    message: M.message,
  })) {
    await expect(page.getByTestId(`error-${field}`)).toHaveText(message)
  }
  await page.getByRole('textbox', { name: mr.grievance.mobile, exact: true }).fill('12345')
  await page.getByRole('textbox', { name: mr.grievance.mobile, exact: true }).blur()
  await expect(page.getByTestId('error-mobile')).toHaveText(M.mobileInvalid)
  await expect(
    page.getByRole('combobox', { name: mr.grievance.issueType, exact: true }).locator('option').nth(1),
  ).toHaveText(mr.grievance.issueTypes.Degree)
})

test('the Marathi 404 page', async ({ page }) => {
  const res = await page.goto('/mr/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mr.notFound.title)
})

test('Devanagari is set in the self-hosted Noto Sans Devanagari, and only pages with Devanagari content load it', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('response', (r) => {
    if (/noto-sans-devanagari.*\.woff2/.test(r.url())) fonts.push(r.url())
  })
  await page.goto('/aboutus')
  await page.evaluate(() => document.fonts.ready)
  // An English page shows one Devanagari word, the language switch's, from its own 1 KB file.
  await faceLoaded(page, '600 14px "Marathi Switch"', 'मराठी')
  expect(fonts, 'an English page without Devanagari content').toEqual([])
  // The English home page also shows the motto in Devanagari: from its own 5 KB subset, then the
  // site's Noto Sans Devanagari.
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  expect(await page.locator('[data-testid="motto"]').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
    /^"?Home Motto"?, "?Noto Sans Devanagari/,
  )
  await faceLoaded(page, '400 30px "Home Motto"', 'विद्या विनयेन शोभते')
  expect(fonts, 'the English home page').toEqual([])
  await page.goto('/mr/aboutus')
  await page.evaluate(() => document.fonts.ready)
  expect(fonts.length).toBeGreaterThan(0)
  await faceLoaded(page, '16px "Noto Sans Devanagari"', 'संस्था')
  const family = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)
  expect(family).toMatch(/^"?Noto Sans Devanagari/)
})
