import { expect, test, type Page } from './fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'
import { formatDate, formatDateTime } from '../../src/lib/dates'
import { DEMO_ADMIN } from '../../src/seed/demo-admin'

import { adminAuth, adminLogin, DESKTOP, PHONE } from './helpers'

/**
 * Dates and search in the browser. Dates: one grievance's due day is the same in the desk's
 * list, its edit view and the public status page, DD/MM/yyyy in India's zone, whatever the
 * browser's own zone (this browser is in New York). Search: "POSH" finds the internal committee,
 * "fees" the approved fee tables, and each language's search finds the other's content, marked.
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

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size)
      for (const path of ['/grievances/status', '/mr/grievances/status']) {
        await page.goto(path)
        await page.locator('#s-reference').fill(reference)
        await page.locator('#s-contact').fill(email)
        await page.locator('[data-testid="status-form"] button[type="submit"]').click()
        await expect(page.getByTestId('status-due')).toHaveText(dueDay)
        await expect(page.getByTestId('status-filed')).toHaveText(formatDate(createdAt))
        await shot(page, `status-dates-${path.startsWith('/mr') ? 'mr' : 'en'}-${size.width}`)
      }
    }
  })
})

/** Screenshots for review when SHOTS_DIR is set (not an assertion). */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

for (const size of [PHONE, DESKTOP]) {
  test.describe(`search at ${size.width} px`, () => {
    test.use({ viewport: size })

    test('"POSH" finds the internal committee in both languages; "fees" the schools’ Fees sections', async ({
      page,
    }) => {
      for (const path of ['/search?q=POSH', '/mr/search?q=POSH']) {
        await page.goto(path)
        await expect(page.getByTestId('results-committees').getByTestId('search-hit').first()).toBeVisible()
        await expect(
          page.getByTestId('results-committees').getByTestId('search-hit').first().getByRole('link').first(),
        ).toHaveAttribute('href', /\/institutions\/\d+\/committees$/)
      }
      // Fees lead to a school's Fees section, the one place they are kept (not a disclosure's old table).
      await page.goto('/search?q=fees')
      const fees = page.getByTestId('results-institutions').getByTestId('search-hit')
      await expect(fees.first()).toContainText('Fees')
      await expect(fees.first().getByRole('link').first()).toHaveAttribute('href', /^\/institutions\/\d+\/fees$/)
      await expect(page.getByTestId('results-disclosures')).toHaveCount(0)
      await shot(page, `search-fees-${size.width}`)
      // Any of the words: "fee structure" finds them too, where all words had to match before.
      await page.goto('/search?q=' + encodeURIComponent('fee structure'))
      await expect(page.getByTestId('results-institutions').getByTestId('search-hit').first()).toContainText('Fees')
    })

    test("each language's search finds the other language's content, marked with its language", async ({
      page,
      request,
    }) => {
      const auth = await adminAuth(request)
      const { data } = await (await request.get('/api/v1/notice/type')).json()
      const word = `zorbing${Date.now().toString(36).replace(/\d/g, '')}`
      const res = await request.post('/cms-api/notices', {
        headers: auth,
        data: {
          title: `English only ${word} notice`,
          type: data[0].id,
          academicYear: currentAcademicYear(),
          date: new Date().toISOString(),
          _status: 'published',
        },
      })
      expect(res.status()).toBe(201)
      await page.goto(`/mr/search?q=${word}`)
      const hit = page.getByTestId('search-hit').filter({ hasText: word })
      await expect(hit).toHaveCount(1)
      await expect(hit.getByTestId('search-hit-lang')).toHaveText('English')
      await expect(hit.getByTestId('search-hit-lang')).toHaveAttribute('lang', 'en')
      await shot(page, `search-mr-english-hit-${size.width}`)
      // The Marathi text of a seeded notice, found from an English page and marked मराठी.
      await page.goto('/search?q=' + encodeURIComponent('परीक्षेचे'))
      const marathi = page.getByTestId('search-hit').filter({ hasText: 'प्रथम सत्र परीक्षेचे वेळापत्रक' })
      await expect(marathi.getByTestId('search-hit-lang')).toHaveText('मराठी')
      // Content in the page's own language carries no mark.
      await page.goto(`/search?q=${word}`)
      await expect(page.getByTestId('search-hit').filter({ hasText: word }).getByTestId('search-hit-lang')).toHaveCount(
        0,
      )
    })
  })
}
