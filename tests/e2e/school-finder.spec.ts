import { expect, test, type Browser, type Page } from './fixtures'
import { adminAuth, adminLogin, createStaff, DESKTOP, PHONE } from './helpers'

/**
 * The school finder as people use it: a parent narrows /institutions down (a plain GET form:
 * with JavaScript off on a phone, and on with a desktop), in English and Marathi, opens the school,
 * its Fees and its Admission sections; an editor of one school changes its fees in the admin and
 * cannot change another school's. Screenshots go to bench/out/screenshots/school-finder-*.png.
 */

const TEXT = {
  en: {
    count: /^4 of 18 institutions$/,
    none: 'No institution matches these choices.',
    fees: 'Fees',
    admission: 'Admission Information',
    show: 'Show',
    area: 'Dadar',
    areaLabel: 'Dadar',
    faq: 'Is there an entrance test for Standard 1?',
  },
  mr: {
    count: /^18 पैकी 4 संस्था$/,
    none: 'या निवडींशी जुळणारी एकही संस्था नाही.',
    fees: 'शुल्क',
    admission: 'प्रवेशाविषयी माहिती',
    show: 'दाखवा',
    area: 'Dadar',
    areaLabel: 'दादर',
    faq: 'इयत्ता 1 लीसाठी प्रवेश परीक्षा आहे का?',
  },
} as const
type Lang = keyof typeof TEXT
const prefix = (lang: Lang) => (lang === 'mr' ? '/mr' : '')

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `bench/out/screenshots/school-finder-${name}.png`, fullPage: true })

/** Opens a section through the institution's menu (behind its toggle on a phone: a <details>, no script needed). */
async function openSection(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByTestId('section-toggle').locator('summary').click()
  await page.getByTestId('section-menu').getByRole('link', { name, exact: true }).click()
}

/** The parent's walk in one language: filter, count, the school's visit facts, its Fees and Admission sections. */
async function walk(page: Page, lang: Lang, size: 'phone' | 'desktop') {
  const T = TEXT[lang]
  const phone = size === 'phone'
  await page.goto(`${prefix(lang)}/institutions`)
  await expect(page.getByTestId('institution-card')).toHaveCount(18)
  // Primary classes in English medium: four schools of the demo.
  const form = page.getByTestId('finder')
  await form.getByTestId('finder-level').selectOption('primary')
  await form.getByTestId('finder-medium').selectOption('english')
  await form.getByRole('button', { name: T.show }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/institutions\\?level=primary&board=&medium=english&area=$`))
  await expect(page.getByTestId('finder-count')).toHaveText(T.count)
  await expect(page.getByTestId('institution-card')).toHaveCount(4)
  // The choice stays in the form, and in the address.
  await expect(form.getByTestId('finder-level')).toHaveValue('primary')
  await expect(form.getByTestId('finder-medium')).toHaveValue('english')
  await shot(page, `list-${lang}-${size}`)
  const school = page.getByTestId('institution-card').first()
  const schoolHref = await school.getAttribute('href')

  // Nothing matches: said in words, with a way back.
  await page.goto(`${prefix(lang)}/institutions?level=degree-college&area=${encodeURIComponent(T.area)}&board=cbse`)
  await expect(page.getByTestId('finder-none')).toContainText(T.none)
  await page.getByTestId('finder-none').getByRole('link').click()
  await expect(page.getByTestId('institution-card')).toHaveCount(18)

  // Within Dadar, only the English Medium School of those four.
  await page.goto(`${prefix(lang)}/institutions?level=primary&medium=english&area=${encodeURIComponent(T.area)}`)
  // The area is chosen by its English name in both languages (the language switch keeps the address), shown in the page's.
  await expect(page.getByTestId('finder-area')).toHaveValue(T.area)
  await expect(page.getByTestId('finder-area').locator('option:checked')).toHaveText(T.areaLabel)
  await expect(page.getByTestId('institution-card')).toHaveCount(1)
  await expect(page.getByTestId('institution-card')).toHaveAttribute('href', schoolHref!)

  // The school: address with directions, office hours, phone.
  await page.getByTestId('institution-card').click()
  const visit = page.getByTestId('visit-facts')
  await expect(visit.locator('a[href^="https://www.google.com/maps/search/?api=1&query="]')).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(page.getByTestId('institution-phone')).toHaveAttribute('href', 'tel:02224301101')

  await openSection(page, T.fees, phone)
  await expect(page.locator('#section-title')).toHaveText(T.fees)
  await expect(page.getByTestId('fee-amount').first()).toHaveText('₹12,500')
  await expect(page.getByTestId('fee-row')).toHaveCount(4)
  await expect(page.getByTestId('fee-approval')).toContainText('14/03/2026')
  await shot(page, `fees-${lang}-${size}`)

  await openSection(page, T.admission, phone)
  await expect(page.getByTestId('admission-last-date')).toHaveText('15/01/2027')
  const question = page.getByTestId('admission-question').first()
  await expect(question.locator('summary')).toHaveText(T.faq)
  await question.locator('summary').click()
  await expect(question.locator('p')).toBeVisible()
  await shot(page, `admission-${lang}-${size}`)
}

async function parent(browser: Browser, baseURL: string, javaScriptEnabled: boolean, lang: Lang) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: javaScriptEnabled ? DESKTOP : PHONE,
  })
  const page = await context.newPage()
  await walk(page, lang, javaScriptEnabled ? 'desktop' : 'phone')
  await context.close()
}

test('a parent on a phone without JavaScript filters the institutions and finds the fees and admission facts, in English and Marathi', async ({
  browser,
  baseURL,
}) => {
  // Two whole walks (English, then Marathi), each over several pages: 27 s on a busy machine, near the 30 s default.
  test.slow()
  for (const lang of ['en', 'mr'] as const) await parent(browser, baseURL!, false, lang)
})

test('the same at 1280 px with JavaScript, in English and Marathi', async ({ browser, baseURL }) => {
  // Two whole walks (English, then Marathi), each over several pages: 27 s on a busy machine, near the 30 s default.
  test.slow()
  for (const lang of ['en', 'mr'] as const) await parent(browser, baseURL!, true, lang)
})

test("an editor of one school changes its fees in the admin, and cannot change another school's", async ({
  page,
  request,
}) => {
  // An admin flow: 19 s on a busy machine, near the 30 s default.
  test.slow()
  const headers = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/institutions?limit=2&depth=0&sort=order', { headers })).json()
  const [own, other] = docs as { id: number }[]
  const editor = {
    email: `fees-editor-${Date.now()}@example.org`,
    password: 'fees-editor-password',
    role: 'editor' as const,
  }
  await createStaff(request, { ...editor, institutions: [own!.id] })

  await page.setViewportSize(DESKTOP)
  await adminLogin(page, editor.email, editor.password, `/admin/collections/institutions/${own!.id}`)
  await page
    .getByRole('tab', { name: 'Fees', exact: true })
    .or(page.getByRole('button', { name: 'Fees', exact: true }))
    .first()
    .click()
  const amount = page.locator('#field-fees__rows__0__amount')
  await expect(amount).toHaveValue('12500')
  await amount.fill('13250')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // A fee changed under the same "Approved on" date: the save asks whether that date still holds.
  await expect(page.getByText(/were the new fees approved on another date/).first()).toBeVisible()
  await page.getByLabel('The approval date stays').check()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success/i)
  await page.screenshot({ path: 'bench/out/screenshots/school-finder-admin-fees-1280.png' })

  // Visitors see the new amount (the site's cache expires with the change).
  await expect(async () => {
    await page.goto(`/institutions/${own!.id}/fees`)
    await expect(page.getByTestId('fee-amount').first()).toHaveText('₹13,250')
  }).toPass({ timeout: 10_000 })

  // Another school: not offered in the admin, and refused by the server.
  await page.goto(`/admin/collections/institutions/${other!.id}`)
  await expect(page.locator('#field-fees__rows__0__amount')).toHaveCount(0)
  const refused = await page.request.patch(`/cms-api/institutions/${other!.id}`, {
    data: { fees: { rows: [{ course: 'X', period: 'year', amount: 1 }] } },
  })
  expect([403, 404]).toContain(refused.status())
  const after = await (await request.get(`/cms-api/institutions/${other!.id}?depth=0`, { headers })).json()
  expect((after.fees?.rows ?? []).map((r: { amount: number }) => r.amount)).not.toContain(1)
})
