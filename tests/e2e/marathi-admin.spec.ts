import { expect, test, type Page } from './fixtures'

import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import {
  adminAuth,
  adminLogin,
  createStaff,
  DESKTOP,
  openAdminNavTo,
  painted,
  screenshot,
  SCREENSHOTS,
} from './helpers'

/**
 * Marathi completeness on the staff side: the indicator atop an edit view's sidebar,
 * which follows each save, and the administrators' list of published documents still missing
 * Marathi at /admin/marathi (other staff are refused). With E2E_SCREENSHOTS=1, screenshots at 1280
 * px go to bench/out/screenshots/ (git-ignored) to be looked at.
 */

const stamp = Date.now()
const trustee = {
  en: `Shri Deshpande ${stamp}`,
  mr: `श्री देशपांडे ${stamp}`,
  designation: 'Treasurer',
  designationMr: 'खजिनदार',
}
const englishOnly = `Smt. Gokhale ${stamp}`
const editor = {
  email: `marathi-editor-${stamp}@example.org`,
  password: 'marathi-editor-password',
  role: 'editor' as const,
}
let trusteeId = 0
let englishOnlyId = 0
let institutionId = 0

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  await page.setViewportSize(DESKTOP)
  await painted(page)
  await screenshot(page, `admin-marathi-${name}-1280`, { fullPage: true })
}

// The tests share what beforeAll creates: in order, in one worker (playwright.config.ts).
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  const headers = await adminAuth(request)
  const create = async (data: Record<string, unknown>) => {
    const res = await request.post('/cms-api/trustees', { headers, data: { ...data, _status: 'published' } })
    expect(res.status()).toBe(201)
    return (await res.json()).doc.id as number
  }
  // A trustee with English name and designation, and only the name in Marathi.
  trusteeId = await create({ name: trustee.en, designation: trustee.designation })
  const mr = await request.patch(`/cms-api/trustees/${trusteeId}?locale=mr`, { headers, data: { name: trustee.mr } })
  expect(mr.status()).toBe(200)
  englishOnlyId = await create({ name: englishOnly, designation: 'Member' })
  const { docs } = await (await request.get('/cms-api/institutions?limit=1&depth=0&sort=id', { headers })).json()
  institutionId = docs[0].id
  await createStaff(request, { ...editor, institutions: [institutionId] })
})

// The public trustees page and API are checked against the seeded trustees alone (trustees.spec.ts).
test.afterAll(async ({ request }) => {
  const headers = await adminAuth(request)
  for (const id of [trusteeId, englishOnlyId]) if (id) await request.delete(`/cms-api/trustees/${id}`, { headers })
})

test('the edit view says which Marathi is missing, and says complete once it is entered and saved', async ({
  page,
}) => {
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/trustees/${trusteeId}`)
  const status = page.locator('.marathi-status')
  await expect(status).toHaveAttribute('data-marathi-status', 'missing')
  await expect(status).toContainText('Marathi: 1 field missing')
  await expect(status.getByRole('listitem')).toHaveText(['Designation'])
  await shoot(page, 'trustee-missing')

  // Enter the Marathi designation and publish: the indicator asks the server again.
  await page.goto(`/admin/collections/trustees/${trusteeId}?locale=mr`)
  await expect(page.locator('#field-name')).toHaveValue(trustee.mr)
  await page.locator('#field-designation').fill(trustee.designationMr)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(status).toHaveAttribute('data-marathi-status', 'complete')
  await expect(status).toContainText('Marathi: complete')
  await page.reload()
  await expect(status).toContainText('Marathi: complete')
})

test("an institution's edit view names its missing fields by tab and section", async ({ page }) => {
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/institutions/${institutionId}`)
  const status = page.locator('.marathi-status')
  await expect(status).toHaveAttribute('data-marathi-status', /missing|complete/)
  if ((await status.getAttribute('data-marathi-status')) === 'missing') {
    await expect(status).toContainText(/Marathi: \d+ fields? missing/)
    // Labels as the form shows them, e.g. "School information › Block 1 (…) › Content".
    await expect(status.getByRole('listitem').first()).toContainText('›')
  }
  await shoot(page, 'institution')
})

test('an administrator lists the published documents still missing Marathi, per institution, from the navigation', async ({
  page,
}) => {
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password)
  await expect(
    page
      .locator('[data-dashboard-marathi]')
      .getByRole('link', { name: 'every published document still missing Marathi' }),
  ).toHaveAttribute('href', '/admin/marathi')
  const link = page.getByRole('link', { name: 'Missing Marathi', exact: true })
  await openAdminNavTo(page, link)
  await link.click()
  await expect(page).toHaveURL(/\/admin\/marathi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missing Marathi')
  await expect(page.locator('[data-marathi-summary]')).toContainText(/published documents? of \d+ lack some Marathi/)

  const society = page.locator('[data-marathi-group="society"]')
  await expect(society.getByRole('heading', { level: 2 })).toContainText('Society-wide')
  // Grouped by kind within the institution or the society; a long kind starts folded.
  const trustees = society.locator('[data-marathi-kind="trustees"]')
  await expect(trustees.locator('summary').first()).toContainText('Trustees')
  if ((await trustees.getAttribute('open')) === null) await trustees.locator('summary').first().click()
  const row = trustees.locator(`[data-marathi-document="trustees/${englishOnlyId}"]`)
  await expect(row).toContainText('2 fields')
  // The trustee whose Marathi was completed above is not listed.
  await expect(page.locator(`[data-marathi-document="trustees/${trusteeId}"]`)).toHaveCount(0)
  await expect(page.locator('[data-marathi-group^="institution-"]').first()).toBeVisible()
  await shoot(page, 'list')

  await row.locator('summary').click()
  await expect(row.getByRole('listitem')).toHaveText(['Name', 'Designation'])
  await row.getByRole('link', { name: englishOnly }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/trustees/${englishOnlyId}$`))
  await expect(page.locator('.marathi-status')).toContainText('Marathi: 2 fields missing')
})

test('other staff are refused the list, in the page and in the API', async ({ page }) => {
  await adminLogin(page, editor.email, editor.password, '/admin/marathi')
  await expect(page.locator('[data-marathi-forbidden]')).toContainText('Only society administrators')
  // Not in their navigation either (open or closed: Payload keeps that per account).
  await expect(page.locator('nav a[href="/admin/collections/notices"]')).toHaveCount(1)
  await expect(page.locator('nav a[href="/admin/marathi"]')).toHaveCount(0)
  await expect(page.locator('[data-marathi-group]')).toHaveCount(0)
  const res = await page.request.get('/cms-api/marathi/missing', { headers: { Origin: new URL(page.url()).origin } })
  expect(res.status()).toBe(403)
  // Their own institution's indicator still works.
  await page.goto(`/admin/collections/institutions/${institutionId}`)
  await expect(page.locator('.marathi-status')).toHaveAttribute('data-marathi-status', /missing|complete/)
})

test('a visitor is sent to the login', async ({ page }) => {
  await page.goto('/admin/marathi')
  await expect(page).toHaveURL(/\/admin\/login/)
})
