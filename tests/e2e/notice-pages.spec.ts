import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import { NOTICE_TYPES_MR } from '../../src/seed/data/marathi'
import { adminAuth, axe, hydrated } from './helpers'

/**
 * A page for each notice (/notices/{id}, /mr/notices/{id}) and the archive of earlier academic
 * years on /notices, on the seeded demo content (src/seed/data/society.ts).
 */

const EXAM = 'First term examination timetable'
const EXAM_MR = 'प्रथम सत्र परीक्षेचे वेळापत्रक'
const LAST_YEAR_EXAM = 'Second term examination timetable'

/** The id of a seeded notice, from its link on /notices. */
async function noticeId(page: Page, title: string, type: string, year?: string): Promise<number> {
  await page.goto(`/notices?${year ? `year=${year}&` : ''}type=${type}`)
  const href = await page.getByTestId('notice-link').filter({ hasText: title }).getAttribute('href')
  const id = Number(/^\/notices\/(\d+)$/.exec(href ?? '')?.[1])
  expect(id, `link of ${title}: ${href}`).toBeGreaterThan(0)
  return id
}

async function createNotice(request: APIRequestContext, title: string, schedule: { publishAt?: string; expiresAt?: string }): Promise<number> {
  const auth = await adminAuth(request)
  const { data } = await (await request.get('/api/v1/notice/type')).json()
  const res = await request.post('/cms-api/notices', {
    headers: auth,
    data: { title, type: data[0].id, academicYear: currentAcademicYear(), date: new Date().toISOString(), _status: 'published', ...schedule },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc.id
}

test('the list links each title to its page, which shows type, date, description, the PDF and its label', async ({ page }) => {
  await page.goto('/notices?type=Examination')
  const item = page.getByTestId('notice').filter({ hasText: EXAM })
  // The PDF link of the list is still there.
  await expect(item.getByRole('link', { name: /Open the PDF/ })).toHaveAttribute('href', /\.pdf$/)
  await item.getByTestId('notice-link').click()
  await expect(page).toHaveURL(/\/notices\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXAM)
  await expect(page).toHaveTitle(new RegExp(EXAM))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${EXAM}. Details are in the attached document or at the office.`)
  await expect(page.getByTestId('notice-type')).toHaveText('Examination')
  await expect(page.getByTestId('notice-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(page.getByText(`${EXAM}. Details are in the attached document`)).toBeVisible()
  await expect(page.locator('iframe[title]')).toHaveAttribute('src', /\.pdf$/)
  const download = page.getByTestId('notice-download')
  await expect(download).toHaveText(/^Download \(PDF, \d+(\.\d)? (KB|MB)\)$/)
  await expect(download).toHaveAttribute('href', /\.pdf$/)
  await expect(page.getByTestId('notice-expired')).toHaveCount(0)
  // "All notices" leads back to the notice's type.
  await expect(page.getByRole('link', { name: en.notices.all })).toHaveAttribute('href', '/notices?type=Examination')
})

test('share on WhatsApp is a plain wa.me link with the title and the address; copy link copies it', async ({ page, context }) => {
  const id = await noticeId(page, EXAM, 'Examination')
  await page.goto(`/notices/${id}`)
  const address = await page.getByTestId('notice-address').inputValue()
  expect(address).toMatch(new RegExp(`^https?://[^/]+/notices/${id}$`))
  const share = page.getByRole('link', { name: new RegExp(en.notices.share) })
  const href = (await share.getAttribute('href'))!
  expect(href.startsWith('https://wa.me/?text=')).toBe(true)
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`${EXAM}\n${address}`)
  await expect(share).toHaveAttribute('target', '_blank')
  // No third-party script on the page.
  for (const src of await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src') ?? ''))) expect(src).not.toMatch(/^(https?:)?\/\//)

  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByTestId('copy-link').click()
  await expect(page.getByTestId('copy-status')).toHaveText(en.notices.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
})

test('without JavaScript the page shows the address instead of a copy button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const id = await noticeId(page, EXAM, 'Examination')
  await page.goto(`/notices/${id}`)
  await expect(page.getByTestId('notice-address')).toHaveValue(new RegExp(`/notices/${id}$`))
  await expect(page.getByTestId('copy-link')).toHaveCount(0)
  await context.close()
})

test('no axe violations on a notice page', async ({ page }) => {
  const id = await noticeId(page, EXAM, 'Examination')
  await page.goto(`/notices/${id}`)
  await hydrated(page)
  const { violations } = await axe(page)
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
})

test('unknown, malformed and not-yet-published ids answer with the site’s 404 page', async ({ page, request }) => {
  const scheduled = await createNotice(request, `Later notice ${Date.now()}`, { publishAt: new Date(Date.now() + 3600_000).toISOString() })
  for (const path of ['/notices/999999', '/notices/abc', '/notices/0', `/notices/${scheduled}`, `/mr/notices/${scheduled}`]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByTestId('not-found')).toBeVisible()
  }
})

test('an expired notice stays at its address with a "no longer current" note, in both languages', async ({ page, request }) => {
  const title = `Old circular ${Date.now()}`
  const id = await createNotice(request, title, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
  const res = await page.goto(`/notices/${id}`)
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByTestId('notice-expired')).toHaveText(en.notices.expired)
  await expect(page.getByText(en.notices.noFile)).toBeVisible()
  // Gone from the list, though.
  await page.goto('/notices')
  await expect(page.getByTestId('notice').filter({ hasText: title })).toHaveCount(0)
  await page.goto(`/mr/notices/${id}`)
  await expect(page.getByTestId('notice-expired')).toHaveText(mr.notices.expired)
})

test('the archive: an earlier year is chosen with ?year=, the tabs keep it, an invalid year shows the current one', async ({ page }) => {
  const current = currentAcademicYear()
  const last = shiftAcademicYear(current, -1)
  await page.goto('/notices?type=Examination')
  await hydrated(page)
  await expect(page.getByLabel(en.notices.yearLabel)).toHaveValue(current)
  await expect(page.getByTestId('notice').filter({ hasText: LAST_YEAR_EXAM })).toHaveCount(0)
  // Choosing a year keeps the type.
  await page.getByLabel(en.notices.yearLabel).selectOption(last)
  await expect(page).toHaveURL(new RegExp(`/notices\\?year=${last}&type=Examination$`))
  await expect(page.getByTestId('notice').filter({ hasText: LAST_YEAR_EXAM })).toHaveCount(1)
  await expect(page.getByText(en.notices.yearNote(last))).toBeVisible()
  const tabs = page.getByRole('navigation', { name: en.notices.tabsLabel })
  await expect(tabs.getByRole('link', { name: 'Circular' })).toHaveAttribute('href', `/notices?year=${last}&type=Circular`)
  await tabs.getByRole('link', { name: 'Circular' }).click()
  await expect(page).toHaveURL(new RegExp(`/notices\\?year=${last}&type=Circular$`))
  await expect(page.getByTestId('notice').filter({ hasText: 'Holiday list' })).toHaveCount(1)
  // A notice of an earlier year has its page too, leading back to its year.
  await page.getByTestId('notice-link').filter({ hasText: 'Holiday list' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday list')
  await expect(page.getByRole('link', { name: en.notices.all })).toHaveAttribute('href', `/notices?year=${last}&type=Circular`)

  for (const bad of ['abc', '2020-2030', '%27%20OR%201=1']) {
    const res = await page.goto(`/notices?year=${bad}&type=Examination`)
    expect(res?.status(), bad).toBe(200)
    await expect(page.getByText(en.notices.yearNote(current))).toBeVisible()
    await expect(page.getByTestId('notice').filter({ hasText: EXAM })).toHaveCount(1)
  }
})

test('the archive works without JavaScript (a GET form)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const last = shiftAcademicYear(currentAcademicYear(), -1)
  await page.goto('/notices?type=Examination')
  const year = page.getByLabel(en.notices.yearLabel)
  await year.selectOption(last)
  // The year's own button (the school filter beside it has one named the same).
  await page.locator('form', { has: year }).getByRole('button', { name: en.notices.show }).click()
  await expect(page).toHaveURL(new RegExp(`/notices\\?type=Examination&year=${last}$`))
  await expect(page.getByTestId('notice').filter({ hasText: LAST_YEAR_EXAM })).toHaveCount(1)
  await context.close()
})

test('the Marathi page /mr/notices/{id}: html lang mr, Marathi title and labels, Marathi address', async ({ page }) => {
  const id = await noticeId(page, EXAM, 'Examination')
  await page.goto('/mr/notices?type=Examination')
  await expect(page.getByTestId('notice-link').filter({ hasText: EXAM_MR })).toHaveAttribute('href', `/mr/notices/${id}`)
  await page.goto(`/mr/notices/${id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXAM_MR)
  await expect(page.getByTestId('notice-download')).toHaveText(/^डाउनलोड करा \(PDF, \d+(\.\d)? (केबी|एमबी)\)$/)
  await expect(page.getByTestId('notice-address')).toHaveValue(new RegExp(`/mr/notices/${id}$`))
  await expect(page.getByRole('link', { name: new RegExp(mr.notices.share) })).toBeVisible()
  // The type by its Marathi name (issue 29 row 7), not its English code.
  await expect(page.getByTestId('notice-type')).toHaveText(NOTICE_TYPES_MR.Examination!)
  await expect(page.getByTestId('notice-type')).not.toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/notices/${id}$`))
  const { violations } = await axe(page)
  expect(violations.map((v) => v.id)).toEqual([])
})
