import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { adminAuth, adminLogin, DESKTOP, PHONE, screenshot } from './helpers'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'

/**
 * The grievance status page (/grievances/status) with JavaScript: the right reference with the
 * email shows status, dates and the officer's reply; every wrong combination gets one and the same
 * page, and nothing typed ever appears in an address (without JavaScript, with the mobile number:
 * tests/http/grievance-status.spec.ts). Then the desk's list in /admin: overdue grievances first,
 * marked.
 */

const mobile = '9123456780'
const email = 'status.e2e@example.org'
const reply = 'We have asked the university to correct your marksheet.'
let reference = ''

/** With E2E_SCREENSHOTS=1, a screenshot for review (not an assertion). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true })

// The tests share what beforeAll creates: in order, in one worker (playwright.config.ts).
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  const auth = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/institutions?limit=1&depth=0', { headers: auth })).json()
  const filed = await request.post('/api/v1/complaint', {
    data: {
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      enrollment: '',
      mobile,
      email,
      message: 'My marksheet is wrong.',
      tid: '1',
      institute_id: String(docs[0].id),
    },
  })
  expect(filed.status()).toBe(200)
  reference = (await filed.json()).data.reference
  const { docs: found } = await (
    await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, { headers: auth })
  ).json()
  const patched = await request.patch(`/cms-api/grievances/${found[0].id}`, {
    headers: auth,
    data: { status: 'in-progress', reply, internalNote: 'Internal only.' },
  })
  expect(patched.status()).toBe(200)
})

async function lookUp(page: Page, ref: string, contact: string, path = '/grievances/status') {
  await page.goto(path)
  await page.locator('#s-reference').fill(ref)
  await page.locator('#s-contact').fill(contact)
  await page.locator('[data-testid="status-form"] button[type="submit"]').click()
  await expect(page.getByTestId('status-result').or(page.getByTestId('status-failed'))).toBeVisible()
  // Posted in the body: nothing typed is in the address or the history.
  expect(page.url()).not.toContain(contact.replace(/\s/g, ''))
  expect(decodeURIComponent(page.url()).toUpperCase()).not.toContain(ref.trim().toUpperCase())
}

test('with JavaScript the right reference and contact show status, dates and reply; every wrong combination the same page', async ({
  page,
}) => {
  await lookUp(page, reference.toLowerCase(), email.toUpperCase())
  const result = page.getByTestId('status-result')
  await expect(result).toContainText(reference)
  await expect(page.getByTestId('status-value')).toHaveText(en.grievanceStatus.statuses['in-progress'])
  await expect(page.getByTestId('status-filed')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(page.getByTestId('status-due')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(page.getByTestId('status-reply')).toHaveText(reply)
  await expect(page.locator('main')).not.toContainText('Internal only.')
  await expect(page.locator('main')).not.toContainText('Asha')
  await shot(page, 'status-found-1280')

  const answers: string[] = []
  for (const [ref, contact] of [
    [reference, '9123456781'], // right reference, wrong mobile
    [reference, 'someone.else@example.org'], // right reference, wrong email
    ['GRV-2026-ZZZZZZ', mobile], // no such reference, the right contact
  ] as const) {
    await lookUp(page, ref, contact)
    await expect(page.getByTestId('status-failed')).toHaveText(en.grievanceStatus.notFound)
    await expect(page.getByTestId('status-result')).toHaveCount(0)
    answers.push(await page.locator('main').innerText())
  }
  expect(new Set(answers).size).toBe(1)
})

test('in Marathi, at phone width', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await lookUp(page, reference, mobile, '/mr/grievances/status')
  await expect(page.getByTestId('status-value')).toHaveText(mr.grievanceStatus.statuses['in-progress'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mr.grievanceStatus.title)
  await shot(page, 'status-found-mr-375')
  await page.setViewportSize(DESKTOP)
})

test('the desk lists overdue grievances first and marks them', async ({ page }) => {
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/grievances')
  const due = page.getByTestId('grievance-due')
  await expect(due.first()).toBeVisible()
  const overdue = await due.evaluateAll((cells) => cells.map((c) => c.hasAttribute('data-overdue')))
  // The demo's overdue grievance and at least one that is not: overdue ones all come first.
  expect(overdue).toContain(true)
  expect(overdue).toContain(false)
  expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)))
  await expect(due.first()).toContainText('Overdue')
  const tint = await page
    .locator('tr:has([data-overdue]) td')
    .first()
    .evaluate((td) => getComputedStyle(td).backgroundColor)
  expect(tint).toBe('rgb(253, 236, 234)')
  await shot(page, 'desk-list-1280')
  await page.setViewportSize(PHONE)
  await shot(page, 'desk-list-375')
})
