import { expect, test, type Locator, type Page } from './fixtures'

import { adminAuth, adminLogin, createStaff, DESKTOP, openSelect, screenshot } from './helpers'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'

/**
 * The admin tells the institutions apart at 1280 px: four schools share the first 25 letters of
 * their names ("Vidya Vikas English Medium School, …"), and an alert once went to the wrong one
 * because the select showed them all as "Vidya Vikas English Medi…". Wherever an institution is
 * chosen (a notice, an alert, an account) its whole name shows; the notices list shows a readable
 * status and "Society" for the society's own notices.
 */

/** With E2E_SCREENSHOTS=1: before or after a change, the screenshots of both are kept side by side. */
const TAG = process.env.SHOTS_TAG ?? 'after'
const ENGLISH_SCHOOLS = /^Vidya Vikas English Medium School, /

/** Whether the element's text is cut (an ellipsis, or clipped): wider than its box. */
const isCut = (element: Locator) =>
  element.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)

async function englishSchools(page: Page): Promise<{ id: number; name: string }[]> {
  const res = await page.request.get('/cms-api/institutions?limit=100&depth=0&sort=name', {
    headers: await adminAuth(page.request),
  })
  return ((await res.json()).docs as { id: number; name: string }[]).filter((d) => ENGLISH_SCHOOLS.test(d.name))
}

/** The chosen values of a relationship select, each label's text as the select shows it. */
const chosenLabels = (page: Page, field: string) =>
  page.locator(`${field} .relationship--single-value__text, ${field} .relationship--multi-value-label__text`)

test('every institution select shows whole names; the notices list a readable status and "Society"', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/notices/create')
  const schools = await englishSchools(page)
  const names = schools.map((s) => s.name)
  expect(names.length).toBeGreaterThanOrEqual(4)

  // A notice: the menu offers each school under a name no other shares, and the choice shows whole.
  await openSelect(page, '#field-institution')
  // The menu loads ten institutions at first; a search finds the rest.
  await page.locator('#field-institution [role="combobox"]').fill('English Medium School')
  await screenshot(page, `admin-labels-notice-institution-menu-1280-${TAG}`)
  for (const name of names) {
    const option = page.getByRole('option', { name, exact: true })
    await expect(option).toBeVisible()
    expect(await isCut(option), name).toBe(false)
  }
  await page.getByRole('option', { name: names[1]!, exact: true }).click()
  const chosen = chosenLabels(page, '#field-institution')
  await screenshot(page, `admin-labels-notice-institution-select-1280-${TAG}`)
  await expect(chosen).toHaveText(names[1]!)
  expect(await isCut(chosen), 'the chosen institution of a notice').toBe(false)

  // An alert: several institutions, each chip whole.
  await page.goto('/admin/collections/alerts/create')
  for (const name of names.slice(0, 3)) {
    // Typed into the select's own input: a click on the field's middle would land on a chosen chip.
    await page.locator('#field-institutions [role="combobox"]').fill(name)
    await page.getByRole('option', { name, exact: true }).click()
  }
  const chips = chosenLabels(page, '#field-institutions')
  await expect(chips).toHaveCount(3)
  await screenshot(page, `admin-labels-alert-institutions-1280-${TAG}`)
  for (const chip of await chips.all()) expect(await isCut(chip), await chip.innerText()).toBe(false)

  // A school clerk's account: the institutions it may edit, each whole.
  const clerk = await createStaff(page.request, {
    email: `clerk-${Date.now()}@example.org`,
    password: 'clerk-account-password',
    role: 'editor',
    institutions: schools.slice(0, 3).map((s) => s.id),
  })
  await page.goto(`/admin/collections/users/${clerk}`)
  const assigned = chosenLabels(page, '#field-institutions')
  await expect(assigned).toHaveCount(3)
  await screenshot(page, `admin-labels-account-institutions-1280-${TAG}`)
  for (const chip of await assigned.all()) expect(await isCut(chip), await chip.innerText()).toBe(false)
})

test('the notices list: a readable status at 1280 px, and "Society" for a society notice', async ({ page }) => {
  test.setTimeout(120_000)
  const title = `Society circular ${Date.now()}`
  const auth = await adminAuth(page.request)
  const { data: types } = await (await page.request.get('/api/v1/notice/type')).json()
  const typeId = (
    await (
      await page.request.get(
        `/cms-api/notice-types?where[code][equals]=${encodeURIComponent(types[0].notice_code)}&depth=0`,
        { headers: auth },
      )
    ).json()
  ).docs[0].id
  const later = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString()
  const created = await page.request.post('/cms-api/notices', {
    headers: auth,
    data: {
      title,
      description: `${title}: details`,
      type: typeId,
      academicYear: '2025-2026',
      date: new Date().toISOString(),
      publishAt: later,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.setViewportSize(DESKTOP)
  await adminLogin(
    page,
    DEMO_ADMIN.email,
    DEMO_ADMIN.password,
    `/admin/collections/notices?search=${encodeURIComponent(title)}`,
  )
  const row = page.locator('tbody tr', { hasText: title })
  await expect(row).toHaveCount(1)
  await screenshot(page, `admin-labels-notices-list-1280-${TAG}`)
  await expect(row.locator('td.cell-institution')).toHaveText('Society')
  const status = row.locator('td.cell-_status')
  await expect(status).toContainText('Scheduled for')
  expect(await isCut(status.locator('span').first()), 'the status').toBe(false)
  expect(
    await status.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth),
    'the status column within the window',
  ).toBe(true)
})
