import { expect, test } from './fixtures'
import { adminAuth, adminLogin, createStaff, DESKTOP, screenshot } from './helpers'

/**
 * The school finder's admin side: an editor of one school changes its fees in the admin and cannot
 * change another school's. A parent's walk (the finder's GET form, the school's Fees and Admission
 * sections, in English and Marathi) is read over HTTP in tests/http/school-finder.spec.ts; the
 * sections menu on a phone and a desktop in tests/e2e/public-chrome.spec.ts.
 */

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
  await screenshot(page, 'school-finder-admin-fees-1280')

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
