import { expect, test, type Page } from './fixtures'

import { formatDateTime } from '../../src/lib/dates'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'
import { adminAuth, adminLogin, createStaff, DESKTOP, PHONE, screenshot } from './helpers'

/**
 * The staff side as each person meets it, at 375 and 1280 px (a page that lays out differently is
 * opened once and laid out at each width):
 * the menu holds what the person may use and a refused page says why; the notices list names each
 * notice's type and says when a scheduled one goes up; disclosure rows are named by their item; the
 * language being edited is on every edit view; a Marathi text older than its English is reported;
 * no admin page scrolls sideways on a phone. With E2E_SCREENSHOTS=1, screenshots go to
 * bench/out/screenshots/ to be looked at.
 */

/** The collections and globals in the admin menu (the phone's menu opened first). */
async function menu(page: Page): Promise<string[]> {
  // On a phone Payload has two togglers named so (the template's and the header's): the template's opens the menu.
  const toggle = page.getByRole('button', { name: 'Open Menu' }).first()
  if (await toggle.isVisible()) await toggle.click()
  const links = page.locator('a[id^="nav-"]')
  await expect(links.first()).toBeAttached()
  return (await links.evaluateAll((as) => as.map((a) => a.id.replace(/^nav-/, '')))).sort()
}

/**
 * The page is no wider than the window, once the admin has settled: its fields load their options
 * after the first paint, and on a busy 2-core machine that took longer than the default 7 s (CI,
 * 2026-11-27), though the view was never too wide once loaded.
 */
const fitsWidth = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: 20_000 })
    .toBeLessThanOrEqual(0)

/** The page fits `viewport`, laid out again at its width. */
async function fitsAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await fitsWidth(page)
}

// What a person's menu holds, and the Marathi report, are the same at every width: checked once (the
// menus on a phone, where they sit behind a toggle; the report on a desktop). The pages that lay out
// differently (the notices list, the disclosure and edit views) are opened once and laid out at both
// widths.
test.describe('at 375 px', () => {
  test.use({ viewport: PHONE })

  test('an institution editor sees what they may use (their notices too); media talks say who publishes them', async ({
    page,
    request,
  }) => {
    const { docs } = await (
      await request.get('/cms-api/institutions?limit=1&sort=id&depth=0', { headers: await adminAuth(request) })
    ).json()
    const editor = {
      email: `nav-editor-${Date.now()}@example.org`,
      password: 'nav-editor-password',
      role: 'editor' as const,
      institutions: [docs[0].id],
    }
    await createStaff(request, editor)
    await adminLogin(page, editor.email, editor.password)
    const items = await menu(page)
    expect(items).toEqual(
      expect.arrayContaining(['albums', 'alerts', 'events', 'notices', 'institutions', 'disclosures']),
    )
    for (const slug of ['trustees', 'media-talks', 'academic-years', 'notice-types', 'grievances', 'users'])
      expect(items).not.toContain(slug)

    // A bookmark to "create a media talk": a sentence, not "Unauthorized, you must be logged in".
    await page.goto('/admin/collections/media-talks/create')
    await expect(page.locator('[data-access-refusal]')).toHaveText(
      'Only society administrators publish media talks. Ask the society office.',
    )
    await expect(page.getByText('you must be logged in')).toHaveCount(0)
    await expect(page.getByText('Nothing found')).toBeHidden()
    await fitsWidth(page)
    await screenshot(page, 'admin-editor-refused-375')

    // A list they may read but not add to says so.
    await page.goto('/admin/collections/institutions')
    await expect(page.locator('[data-access-refusal]')).toHaveText(
      'Only society administrators add institutions. Ask the society office.',
    )
  })

  test('a grievance officer’s menu holds the grievances only', async ({ page, request }) => {
    const officer = {
      email: `nav-officer-${Date.now()}@example.org`,
      password: 'nav-officer-password',
      role: 'officer' as const,
    }
    await createStaff(request, officer)
    await adminLogin(page, officer.email, officer.password)
    expect(await menu(page)).toEqual(['grievances'])
  })
})

test('the notices list names each type and says when a scheduled notice goes up, at 375 and 1280 px', async ({
  page,
  request,
}) => {
  const headers = await adminAuth(request)
  const { docs: types } = await (
    await request.get('/cms-api/notice-types?sort=order&depth=0&limit=1', { headers })
  ).json()
  const publishAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString()
  const title = `Scheduled result ${Date.now()}`
  const res = await request.post('/cms-api/notices', {
    headers,
    data: { title, type: types[0].id, date: new Date().toISOString(), publishAt, _status: 'published' },
  })
  expect(res.status()).toBe(201)
  const id = (await res.json()).doc.id as number

  await page.setViewportSize(PHONE)
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/collections/notices?limit=100')
  const row = page.locator('tr', { has: page.getByRole('link', { name: title }) })
  await expect(row.locator('[data-schedule-status]')).toHaveText(`Scheduled for ${formatDateTime(publishAt)}`)
  await expect(page.locator('thead')).toContainText('Status')
  await expect(page.locator('thead')).not.toContainText('_status')
  await expect(row).toContainText(types[0].code)
  // Every notice's type is named, however far down the list (Payload's cell showed "<No Type>").
  await expect(page.locator('tbody')).not.toContainText('<No Type>')
  await expect(page.locator('tbody tr').first().locator('[data-schedule-status]')).toBeAttached()
  for (const [width, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await fitsAt(page, viewport)
    await screenshot(page, `admin-notices-list-${width}`, { fullPage: true })
  }
  await request.delete(`/cms-api/notices/${id}`, { headers })
})

test('disclosure rows are named by their item; the language edited is on the edit view, at 375 and 1280 px', async ({
  page,
  request,
}) => {
  // The edit view in both languages: 22 s on a busy machine, near the 30 s default.
  test.slow()
  const headers = await adminAuth(request)
  const { docs } = await (await request.get('/cms-api/disclosures?limit=1&sort=id&depth=0', { headers })).json()
  await page.setViewportSize(PHONE)
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/disclosures/${docs[0].id}`)
  const labels = page.locator('[data-disclosure-row-label]')
  await expect(labels.first()).toBeVisible()
  const texts = await labels.allTextContents()
  expect(texts.length).toBeGreaterThan(5)
  for (const text of texts) expect(text).not.toMatch(/^Item \d+$/)
  expect(texts.join('\n')).toMatch(/: (PDF attached|no PDF yet|not filled in|.+)/)
  // The label is shortened on a phone.
  const locale = page.locator('[data-editing-locale]')
  for (const [width, viewport, label] of [
    ['375', PHONE, 'English'],
    ['1280', DESKTOP, 'Editing: English'],
  ] as const) {
    await fitsAt(page, viewport)
    await expect(locale).toHaveText(label, { useInnerText: true })
    await screenshot(page, `admin-disclosure-${width}`)
  }

  // Marathi chosen once: every edit view says so, beside its buttons.
  await page.goto(`/admin/collections/institutions/${docs[0].institution}?locale=mr`)
  for (const [width, viewport, label] of [
    ['1280', DESKTOP, 'Editing: मराठी (Marathi)'],
    ['375', PHONE, 'मराठी'],
  ] as const) {
    await fitsAt(page, viewport)
    await expect(locale).toHaveText(label, { useInnerText: true })
    await screenshot(page, `admin-institution-mr-${width}`)
  }
})

test('a Marathi text written before its English changed is reported as out of date (1280 px)', async ({
  page,
  request,
}) => {
  const headers = await adminAuth(request)
  const res = await request.post('/cms-api/trustees', {
    headers,
    data: { name: `Shri Kulkarni ${Date.now()}`, designation: 'Member', _status: 'published' },
  })
  const id = (await res.json()).doc.id as number
  expect(
    (
      await request.patch(`/cms-api/trustees/${id}?locale=mr`, {
        headers,
        data: { name: 'श्री कुलकर्णी', designation: 'सदस्य' },
      })
    ).status(),
  ).toBe(200)
  expect(
    (
      await request.patch(`/cms-api/trustees/${id}?locale=en`, {
        headers,
        data: { designation: 'Member and treasurer' },
      })
    ).status(),
  ).toBe(200)

  await page.setViewportSize(DESKTOP)
  await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/collections/trustees/${id}`)
  const status = page.locator('.marathi-status')
  await expect(status).toHaveAttribute('data-marathi-status', 'outdated')
  await expect(status).toContainText('Marathi: 1 field out of date')
  await expect(status.locator('[data-marathi-outdated] li')).toHaveText(['Designation'])
  await fitsWidth(page)
  await screenshot(page, 'admin-marathi-outdated-1280', { fullPage: true })
  await request.delete(`/cms-api/trustees/${id}`, { headers })
})
