import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { GRIEVANCE_MESSAGES_MR as M } from '../../src/grievances/rules'
import { adminAuth, axe, DESKTOP, faceLoaded, hydrated, PHONE } from './helpers'

/**
 * The Marathi site (/mr/…): every public route in Marathi, the language switch, the fallback to
 * English marked lang="en", the grievance form's Marathi messages, axe at both widths.
 */
const ROUTES = [
  '/mr',
  '/mr/aboutus',
  '/mr/trustees',
  '/mr/institutions',
  '/mr/institutions/1',
  '/mr/institutions/1/past-results',
  '/mr/institutions/1/principal',
  '/mr/institutions/1/pta-members',
  '/mr/institutions/1/awards',
  '/mr/institutions/1/contact',
  '/mr/institutions/1/infrastructure',
  '/mr/institutions/1/student-achievements',
  '/mr/institutions/1/gallery',
  '/mr/awards',
  '/mr/gallery/all',
  '/mr/gallery/institute/1',
  '/mr/contactus',
  '/mr/rti',
  '/mr/notices',
  '/mr/mediatalks',
  '/mr/grievances',
  '/mr/importantlinks',
  '/mr/studentachievements',
  '/mr/admission',
  '/mr/studentlogin',
  '/mr/events',
  '/mr/events/2',
]

/**
 * The English UI texts that must not show on a Marathi page: every string of the English
 * dictionary that differs from its Marathi counterpart (brand names, numbers and addresses that
 * are the same in both are not UI language), templates without their placeholders.
 */
function englishTexts(): string[] {
  const out = new Set<string>()
  const walk = (e: unknown, m: unknown) => {
    if (typeof e === 'string') {
      for (const part of e.split(/\{\w+\}/)) {
        const text = part.trim()
        if (/[a-z]{3}/i.test(text) && text !== String(m).trim() && !String(m).includes(text)) out.add(text)
      }
    } else if (e && typeof e === 'object') {
      for (const key of Object.keys(e)) walk((e as Record<string, unknown>)[key], (m as Record<string, unknown> | undefined)?.[key])
    }
  }
  walk(en, mr)
  return [...out]
}
/** Each English UI string as a whole-word pattern, made once (there are hundreds, and each page has hundreds of texts). */
const ENGLISH_PATTERNS = englishTexts().map((english) => ({
  english,
  phrase: english.includes(' ') && english.length >= 12,
  pattern: new RegExp(`(^|[^a-z])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`),
}))

/** Visible text and accessible texts (aria-label, alt, title, placeholder) outside lang="en" elements. */
const marathiPageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = []
    const inEnglish = (el: Element | null) => !!el?.closest('[lang="en"]')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement
      if (!parent || inEnglish(parent) || parent.closest('script, style, noscript, [hidden]')) continue
      const text = n.textContent?.trim()
      if (text) texts.push(text)
    }
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (inEnglish(el)) continue
      for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(attr)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts.concat(document.title)
  })

for (const route of ROUTES) {
  test(`${route} is in Marathi, accessible at 375 and 1280 px`, async ({ page }) => {
    // Opened on a phone, then widened to a desktop (the HTML is the same at every width; the layout
    // is laid out again for 1280 px, and axe looks at each).
    await page.setViewportSize(PHONE)
    const res = await page.goto(route)
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr')
    await expect(page.locator('h1')).toHaveCount(1)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${viewport.width}px`).toBeLessThanOrEqual(0)
      const { violations } = await axe(page)
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), `${route} at ${viewport.width}px`).toEqual([])
    }
    const texts = await marathiPageTexts(page)
    // A text in Latin script only is checked for every English UI string; a text that also has
    // Devanagari (Marathi content, or a Marathi template around a name in English) for English
    // phrases only, since Marathi writing keeps some English words (RTI, CBSE) and names.
    const devanagari = /[\u0900-\u097f]/
    const leaks = ENGLISH_PATTERNS.flatMap(({ english, phrase, pattern }) =>
      texts
        .filter((text) => (devanagari.test(text) ? phrase && pattern.test(text) : pattern.test(text)))
        .map((text) => `${english} in “${text.slice(0, 80)}”`),
    )
    expect(leaks, `English UI text on ${route}`).toEqual([])
  })
}

test('pages name each other in hreflang, and English pages stay where SPEC.md puts them', async ({ page, request }) => {
  await page.goto('/mr/notices')
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/notices$/)
  await expect(page.locator('link[rel="alternate"][hreflang="mr"]')).toHaveAttribute('href', /\/mr\/notices$/)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/notices$/)
  await page.goto('/notices')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="alternate"][hreflang="mr"]')).toHaveAttribute('href', /\/mr\/notices$/)
  // No second English address: /en/… leads to the page's one address.
  const res = await request.get('/en/notices?type=General', { maxRedirects: 0 })
  expect(res.status()).toBe(308)
  expect(res.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/notices\?type=General$/)
  // The address alone decides: a Marathi browser gets English at an English address.
  const english = await request.get('/trustees', { headers: { 'Accept-Language': 'mr-IN,mr;q=0.9', Cookie: 'lang=mr' } })
  expect(await english.text()).toContain('<html lang="en"')
})

test('the switch leads to the same page in the other language and back, query kept, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/institutions/1/principal')
  const toMarathi = page.getByTestId('language-switch')
  await expect(toMarathi).toHaveText(en.language.other)
  await expect(toMarathi.locator('span')).toHaveAttribute('lang', 'mr')
  await toMarathi.click()
  await expect(page).toHaveURL(/\/mr\/institutions\/1\/principal$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr')
  await expect(page.getByRole('heading', { level: 2, name: mr.institutions.sections.principal })).toBeVisible()
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(/\/institutions\/1\/principal$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.goto('/mr/notices?type=Circular')
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(/\/notices\?type=Circular$/)
  await context.close()
})

test('after client-side navigation the switch follows the page', async ({ page }) => {
  await page.goto('/mr')
  await hydrated(page)
  await page.getByRole('navigation', { name: mr.nav.label }).getByRole('link', { name: mr.nav.trustees }).click()
  await expect(page).toHaveURL(/\/mr\/trustees$/)
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/trustees')
})

test('a field without Marathi shows its English, marked lang="en"; translated fields are not marked', async ({ page, request }) => {
  // Every demo institution has its name in Marathi: this test makes one that has none.
  const made = await request.post('/cms-api/institutions', {
    headers: await adminAuth(request),
    data: { name: 'Vidya Vikas Evening Classes, Dadar', address: 'Ranade Road, Dadar (West), Mumbai – 400 028', kind: 'school', medium: 'english', _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const english: { id: number; name: string } = (await made.json()).doc
  try {
    await page.goto(`/mr/institutions/${english.id}`)
    await expect(page.locator('h1')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).toHaveText(english.name)
  } finally {
    // The demo's 18 institutions are what other tests of this worker count (school-finder.spec).
    const gone = await request.delete(`/cms-api/institutions/${english.id}`, { headers: await adminAuth(request) })
    expect(gone.status(), await gone.text()).toBe(200)
  }
  const rows: { id: number; name: string }[] = (await (await request.get('/api/v1/institute?locale=mr')).json()).data
  const devanagari = /[\u0900-\u097f]/
  const marathi = rows.find((r) => devanagari.test(r.name))
  expect(marathi, 'an institution with Marathi in the demo').toBeTruthy()
  await page.goto(`/mr/institutions/${marathi!.id}`)
  await expect(page.locator('h1')).not.toHaveAttribute('lang', /.*/)
  await expect(page.locator('h1')).toHaveText(marathi!.name)
})

test('the grievance form shows its Marathi messages next to the fields', async ({ page }) => {
  await page.goto('/mr/grievances')
  await hydrated(page)
  // Labels by role and exact name: नाव is also part of आडनाव and नावनोंदणी.
  await page.getByRole('textbox', { name: mr.grievance.firstName, exact: true }).focus()
  await page.getByRole('textbox', { name: mr.grievance.lastName, exact: true }).focus()
  await expect(page.getByTestId('error-name')).toHaveText(M.name)
  await page.getByRole('button', { name: mr.grievance.submit }).click()
  for (const [field, message] of Object.entries({ mname: M.mname, dob: M.dob, email: M.email, mobile: M.mobile, institute_id: M.institute, type: M.type, message: M.message })) {
    await expect(page.getByTestId(`error-${field}`)).toHaveText(message)
  }
  await page.getByRole('textbox', { name: mr.grievance.mobile, exact: true }).fill('12345')
  await page.getByRole('textbox', { name: mr.grievance.mobile, exact: true }).blur()
  await expect(page.getByTestId('error-mobile')).toHaveText(M.mobileInvalid)
  await expect(page.getByRole('combobox', { name: mr.grievance.issueType, exact: true }).locator('option').nth(1)).toHaveText(mr.grievance.issueTypes.Degree)
})

test('the Marathi 404 page', async ({ page }) => {
  const res = await page.goto('/mr/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mr.notFound.title)
})

test('Devanagari is set in the self-hosted Noto Sans Devanagari, and only pages with Devanagari content load it', async ({ page }) => {
  const fonts: string[] = []
  page.on('response', (r) => {
    if (/noto-sans-devanagari.*\.woff2/.test(r.url())) fonts.push(r.url())
  })
  await page.goto('/aboutus')
  await page.evaluate(() => document.fonts.ready)
  // An English page shows one Devanagari word, the language switch's, from its own 1 KB file.
  await faceLoaded(page, '600 14px "Marathi Switch"', 'मराठी')
  expect(fonts, 'an English page without Devanagari content').toEqual([])
  // The English home page also shows the motto in Devanagari: from its own 5 KB subset.
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  expect(await page.locator('[data-testid="motto"]').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Home Motto/)
  await faceLoaded(page, '400 30px "Home Motto"', 'विद्या विनयेन शोभते')
  expect(fonts, 'the English home page').toEqual([])
  await page.goto('/mr/aboutus')
  await page.evaluate(() => document.fonts.ready)
  expect(fonts.length).toBeGreaterThan(0)
  await faceLoaded(page, '16px "Noto Sans Devanagari"', 'संस्था')
  const family = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)
  expect(family).toMatch(/^"?Noto Sans Devanagari/)
})
