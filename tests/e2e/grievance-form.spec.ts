import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { DRAFT_KEY } from '../../src/grievances/draft'

import { adminAuth, DESKTOP, humanPause, hydrated, PHONE, screenshot } from './helpers'

/**
 * The grievance form as a parent uses it, on a phone and a desktop, in
 * English and Marathi, with and without JavaScript: the confirmation with its reference comes into
 * view and takes focus, the reference can be copied (a Copy button with JavaScript, selectable text
 * without); a mobile number written as people write it is accepted and stored as ten digits; what
 * was typed survives a switch of language.
 */

const languages = [
  { lang: 'en', path: '/grievances', other: '/mr/grievances', L: en.grievance },
  { lang: 'mr', path: '/mr/grievances', other: '/grievances', L: mr.grievance },
] as const
const widths = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
] as const

type Labels = typeof en.grievance
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }))
/** Names are letters only: the digits of a run's number become letters. */
const lettersOf = (n: string) => n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
let runs = 0
/** A person of one's own for each test: the per-person limit never meets another test's filings. */
function person(mobileAs: (digits: string) => string) {
  const n = `${Date.now() % 1_000_000}${++runs}`
  const digits = `9${n.padStart(9, '3')}`.slice(0, 10)
  return {
    first: `Asha${lettersOf(n)}`,
    last: 'Raorane',
    email: `asha.form.${n}@example.org`,
    digits,
    mobile: mobileAs(digits),
    comments: `My result ${n} is withheld.`,
  }
}
type Person = ReturnType<typeof person>

async function fill(page: Page, L: Labels, p: Person) {
  await field(page, L.firstName).fill(p.first)
  await field(page, L.lastName).fill(p.last)
  await field(page, L.dob).fill('2004-05-17')
  await field(page, L.email).fill(p.email)
  await field(page, L.mobile).fill(p.mobile)
  await field(page, L.institute).selectOption({ index: 1 })
  await field(page, L.issueType).selectOption('Result Issue')
  await field(page, L.message).fill(p.comments)
}

/** With E2E_SCREENSHOTS=1, a screenshot for review (not an assertion). */
const shot = (page: Page, name: string) => screenshot(page, name)

/** In view and not under the sticky navigation bar (toBeInViewport alone does not see what covers it). */
async function expectUncovered(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox()
  const nav = await page.locator('nav.sticky').first().boundingBox()
  expect(box && nav && box.y >= nav.y + nav.height, `${testId} starts below the navigation bar`).toBe(true)
}

async function storedMobile(page: Page, reference: string) {
  const { docs } = await (
    await page.request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, {
      headers: await adminAuth(page.request),
    })
  ).json()
  return docs[0]?.mobile
}

for (const { lang, path, other, L } of languages) {
  for (const { name, size } of widths) {
    // Each language at both widths, and each width with and without JavaScript, once: English with
    // scripts on a phone and without on a desktop, Marathi the other way round. What the server
    // answers without scripts, in both languages, is read over HTTP (tests/http/grievance-form.spec.ts).
    const withScripts = (lang === 'en') === (name === 'phone')
    if (withScripts)
      test.describe(`${path} on a ${name}, with JavaScript`, () => {
        test.use({ viewport: size, permissions: ['clipboard-read', 'clipboard-write'] })

        test('the confirmation comes into view with focus; Copy puts the reference on the clipboard and says Copied; "+91 98765 43210" is stored as ten digits', async ({
          page,
        }) => {
          const p = person((d) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`)
          await page.goto(path)
          await hydrated(page)
          await fill(page, L, p)
          await humanPause(page)
          await page.getByRole('button', { name: L.submit, exact: true }).click()
          const success = page.getByTestId('grievance-success')
          await expect(success).toContainText(L.success)
          await expect(success).toBeInViewport()
          await expectUncovered(page, 'grievance-success')
          await expect(success).toBeFocused()
          const reference = (await success.getByTestId('grievance-reference').textContent())!
          expect(reference).toMatch(/^GRV-\d{4}-[2-9A-Z]{6}$/)
          await expect(success).toContainText(L.reference.replace('{ref}', reference))

          const copy = success.getByRole('button', { name: L.copyReferenceName })
          await expect(copy).toHaveText(L.copyReference)
          await copy.click()
          await expect(success.getByTestId('copy-text')).toHaveText(L.copiedReference)
          await expect(success.getByTestId('copy-text-status')).toHaveText(L.copiedReference)
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
          await shot(page, `grievance-sent-js-${lang}-${size.width}`)

          expect(await storedMobile(page, reference)).toBe(p.digits)
          // Filed: nothing typed is kept in the tab any longer.
          expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
        })
      })
    else
      test.describe(`${path} on a ${name}, without JavaScript`, () => {
        test.use({ viewport: size, javaScriptEnabled: false })

        test('the answer page opens at the confirmation, which has focus; the reference is plain selectable text; "98765-43210" is stored as ten digits', async ({
          page,
        }) => {
          const p = person((d) => `${d.slice(0, 5)}-${d.slice(5)}`)
          await page.goto(path)
          await fill(page, L, p)
          await humanPause(page)
          await page.getByRole('button', { name: L.submit, exact: true }).click()
          const success = page.getByTestId('grievance-success')
          await expect(success).toContainText(L.success)
          // The answer is the page's own address with the confirmation's fragment (nothing typed in it).
          expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`${path}#grievance-outcome`)
          await expect(success).toBeInViewport()
          await expectUncovered(page, 'grievance-success')
          await expect(success).toBeFocused()
          const reference = (await success.getByTestId('grievance-reference').textContent())!
          expect(reference).toMatch(/^GRV-\d{4}-[2-9A-Z]{6}$/)
          // No Copy button without the clipboard; the reference selects as a whole.
          await expect(success.getByTestId('copy-text')).toHaveCount(0)
          await expect(success.getByTestId('grievance-reference')).toHaveCSS('user-select', 'all')
          await shot(page, `grievance-sent-nojs-${lang}-${size.width}`)
          expect(await storedMobile(page, reference)).toBe(p.digits)
        })
      })
  }

  test(`${path}: switching the language mid-form keeps what was typed (this tab only), and filing forgets it`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const p = person((d) => `${d.slice(0, 5)} ${d.slice(5)}`)
    await page.goto(path)
    await hydrated(page)
    await fill(page, L, p)
    const institute = await field(page, L.institute).inputValue()
    await page.getByTestId('language-switch').click()
    await page.waitForURL((url) => url.pathname === other)
    await hydrated(page)
    const O = lang === 'en' ? mr.grievance : en.grievance
    await expect(field(page, O.firstName)).toHaveValue(p.first)
    await expect(field(page, O.lastName)).toHaveValue(p.last)
    await expect(field(page, O.dob)).toHaveValue('2004-05-17')
    await expect(field(page, O.email)).toHaveValue(p.email)
    await expect(field(page, O.mobile)).toHaveValue(p.mobile)
    await expect(field(page, O.institute)).toHaveValue(institute)
    await expect(field(page, O.issueType)).toHaveValue('Result Issue')
    await expect(field(page, O.message)).toHaveValue(p.comments)
    await shot(page, `grievance-kept-after-switch-${lang}`)
    // Kept in sessionStorage only (this tab), never the hidden fields; another tab starts empty.
    const kept = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)) ?? '{}')
    expect(Object.keys(kept).sort()).toEqual([
      'dob',
      'email',
      'institute_id',
      'message',
      'mname',
      'mobile',
      'name',
      'type',
    ])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    const second = await page.context().newPage()
    await second.goto(other)
    await hydrated(second)
    await expect(field(second, O.firstName)).toHaveValue('')
    await second.close()

    await humanPause(page)
    await page.getByRole('button', { name: O.submit, exact: true }).click()
    await expect(page.getByTestId('grievance-success')).toBeFocused()
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
    // Back to the first language: the form is empty.
    await page.getByTestId('language-switch').click()
    await page.waitForURL((url) => url.pathname === path)
    await hydrated(page)
    await expect(field(page, L.firstName)).toHaveValue('')
  })
}
