import { expect, test, type Page } from './fixtures'

import { formatDate, formatDateTime } from '../../src/lib/dates'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'

import { adminAuth, adminLogin, DESKTOP, PHONE, screenshot } from './helpers'

/**
 * Dates in the browser: one grievance's due day is the same in the desk's list, its edit view and
 * the public status page, DD/MM/yyyy in India's zone, whatever the browser's own zone (this browser
 * is in New York). The searches that were here ("POSH", "fees", each language's content found from
 * the other's) are read over HTTP in tests/http/search.spec.ts.
 */

test.describe('one date rule', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the desk list, the edit view and the status page show the same due day, DD/MM/yyyy in India', async ({
    page,
    request,
  }) => {
    // The admin's login and list, then four look-ups of the status page: more than one page's time.
    test.setTimeout(90_000)
    const auth = await adminAuth(request)
    const { docs: institutions } = await (
      await request.get('/cms-api/institutions?limit=1&depth=0', { headers: auth })
    ).json()
    const email = `dates.${Date.now()}@example.org`
    const filed = await request.post('/api/v1/complaint', {
      data: {
        name: 'Asha',
        mname: 'Rao',
        dob: '2004-05-17',
        type: 'Marksheet',
        enrollment: '',
        mobile: '9812345670',
        email,
        message: 'Dates.',
        tid: '1',
        institute_id: String(institutions[0].id),
      },
    })
    expect(filed.status()).toBe(200)
    const { reference } = (await filed.json()).data as { reference: string }
    const { docs } = await (
      await request.get(`/cms-api/grievances?where[reference][equals]=${reference}&depth=0`, { headers: auth })
    ).json()
    const { dueAt, createdAt } = docs[0] as { dueAt: string; createdAt: string }
    const dueDay = formatDate(dueAt)
    expect(dueDay).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    // The end of the Indian day.
    expect(formatDateTime(dueAt)).toBe(`${dueDay} 23:59`)

    await page.setViewportSize(DESKTOP)
    await adminLogin(
      page,
      DEMO_ADMIN.email,
      DEMO_ADMIN.password,
      `/admin/collections/grievances?search=${encodeURIComponent(reference)}`,
    )
    await expect(page.getByTestId('grievance-due')).toHaveText(dueDay)
    await page.getByRole('link', { name: reference, exact: true }).click()
    await expect(page.getByTestId('grievance-date-dueAt')).toHaveText(`${dueDay} 23:59 IST`)
    await shot(page, 'admin-grievance-dates')

    // Each language once, each at one width (a date's text does not follow the width).
    for (const [path, size] of [
      ['/grievances/status', PHONE],
      ['/mr/grievances/status', DESKTOP],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto(path)
      await page.locator('#s-reference').fill(reference)
      await page.locator('#s-contact').fill(email)
      await page.locator('[data-testid="status-form"] button[type="submit"]').click()
      await expect(page.getByTestId('status-due')).toHaveText(dueDay)
      await expect(page.getByTestId('status-filed')).toHaveText(formatDate(createdAt))
      await shot(page, `status-dates-${path.startsWith('/mr') ? 'mr' : 'en'}-${size.width}`)
    }
  })
})

/** With E2E_SCREENSHOTS=1, a screenshot for review (not an assertion). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true })
