import { expect, test } from './fixtures'

import { adminAuth, chooseOption } from './helpers'

/**
 * The grievance desk in the admin: a grievance officer logs in, finds a grievance filed through the
 * public API, moves it to Resolved and sees the change in its history; the CSV export follows the
 * list's filters.
 */

const officer = { email: `officer-${Date.now()}@example.org`, password: 'officer-e2e-password', name: 'Desk Officer' }

test('an officer resolves a grievance in /admin and the history records it', async ({ page, request }) => {
  const auth = await adminAuth(request)
  const created = await request.post('/cms-api/users', {
    headers: auth,
    data: { ...officer, role: 'officer', allInstitutions: true },
  })
  expect(created.status()).toBe(201)

  const { docs } = await (await request.get('/cms-api/institutions?limit=1&depth=0', { headers: auth })).json()
  const complaint = await request.post('/api/v1/complaint', {
    data: {
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      enrollment: '',
      mobile: '9876543210',
      email: 'asha@example.org',
      message: 'My marksheet has a spelling mistake.',
      tid: '1',
      institute_id: String(docs[0].id),
    },
  })
  expect(complaint.status()).toBe(200)
  const { reference } = (await complaint.json()).data as { reference: string }

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(officer.email)
  await page.locator('#field-password').fill(officer.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  // Open ones are listed most overdue first: a new one can be on a later page when earlier tests filed
  // many, so the list is searched for its reference, as staff do.
  await page.goto(`/admin/collections/grievances?search=${encodeURIComponent(reference)}`)
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await page.getByRole('link', { name: reference, exact: true }).click()
  await expect(page.locator('#field-reference')).toHaveValue(reference)
  // What the complainant filed is read-only, and the institution is the administrator's to change.
  for (const field of ['email', 'mobile', 'message', 'firstName'])
    await expect(page.locator(`#field-${field}`)).toBeDisabled()

  await chooseOption(page, '#field-status', 'Resolved')
  await page.locator('#field-internalNote').fill('Corrected marksheet sent by post.')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  const entries = page.getByTestId('grievance-history-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.filter({ hasText: 'status New → Resolved' })).toContainText(officer.email)
  await expect(entries.filter({ hasText: 'internal note added' })).toBeVisible()

  // The stored document agrees, and the officer's CSV export for this reference says Resolved.
  const login = await request.post('/cms-api/users/login', {
    data: { email: officer.email, password: officer.password },
  })
  const officerAuth = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await (
    await request.get(`/cms-api/grievances?where[reference][equals]=${reference}`, { headers: officerAuth })
  ).json()
  expect(found.docs[0]).toMatchObject({
    status: 'resolved',
    closedAt: expect.any(String),
    internalNote: 'Corrected marksheet sent by post.',
  })
  const csv = await request.get(`/cms-api/grievances/export.csv?where[reference][equals]=${reference}`, {
    headers: officerAuth,
  })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-disposition']).toMatch(/^attachment;/)
  const lines = (await csv.text()).trimEnd().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${reference},Resolved,`)
})
