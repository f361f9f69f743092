import { expect, test, type APIRequestContext } from './fixtures'

import { currentAcademicYear } from '../../src/lib/academic-year'

import { adminAuth, DESKTOP, PHONE } from './helpers'

/**
 * Site search (/search, /mr/search) on the demo content: a word found only inside a seeded PDF, with
 * its page; Marathi; a typo; a scheduled notice; the header's search box on a phone; without JS.
 */

const EXAM = 'First term examination timetable'

async function createNotice(request: APIRequestContext, title: string, schedule: { publishAt?: string } = {}): Promise<number> {
  const auth = await adminAuth(request)
  const { data } = await (await request.get('/api/v1/notice/type')).json()
  const res = await request.post('/cms-api/notices', {
    headers: auth,
    data: { title, type: data[0].id, academicYear: currentAcademicYear(), date: new Date().toISOString(), _status: 'published', ...schedule },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc.id
}

test('a word only inside a seeded PDF finds its notice, with the PDF page that holds it', async ({ page }) => {
  await page.goto('/search?q=hydroponics')
  const notices = page.getByTestId('results-notices')
  await expect(notices.getByRole('heading', { level: 2 })).toContainText('Notices')
  const hit = notices.getByTestId('search-hit').filter({ hasText: EXAM })
  await expect(hit.getByRole('link', { name: EXAM })).toHaveAttribute('href', /^\/notices\/\d+$/)
  await expect(hit.locator('mark')).toHaveText(['hydroponics'])
  await expect(hit.getByTestId('search-pdf-page')).toHaveText(['PDF, page 3'])
  const pdf = await hit.getByTestId('search-pdf-page').getAttribute('href')
  expect(pdf).toMatch(/\.pdf#page=3$/)
  expect((await page.request.get(pdf!.replace(/#.*/, ''))).headers()['content-type']).toBe('application/pdf')
  // The word is nowhere else.
  await expect(page.getByTestId('search-hit')).toHaveCount(1)
})

test('a Marathi word finds Marathi text on /mr/search', async ({ page }) => {
  await page.goto('/mr/search?q=' + encodeURIComponent('परीक्षेचे'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('शोध')
  const hit = page.getByTestId('results-notices').getByTestId('search-hit').filter({ hasText: 'प्रथम सत्र परीक्षेचे वेळापत्रक' })
  await expect(hit.getByRole('link').first()).toHaveAttribute('href', /^\/mr\/notices\/\d+$/)
  await expect(hit.locator('mark').first()).toHaveText('परीक्षेचे')
})

test('one typo in a long word still finds it; nothing found says so', async ({ page }) => {
  await page.goto('/search?q=timetabel')
  await expect(page.getByTestId('results-notices').getByTestId('search-hit').filter({ hasText: EXAM })).toHaveCount(1)
  await page.goto('/search?q=zzqxv')
  await expect(page.getByTestId('search-status')).toContainText('Nothing was found for “zzqxv”')
})

test('bad queries get a message, never an error', async ({ page }) => {
  for (const [q, text] of [
    ['', 'Type what you are looking for'],
    ['"*()', 'Type what you are looking for'],
    ['x'.repeat(2000), 'too long'],
    // Plain words, not syntax: any of them ("or", "near") may find something (src/search/query.ts).
    ['" OR 1=1 -- NEAR(', /Nothing was found|results? for/],
  ] as const) {
    const res = await page.goto('/search?q=' + encodeURIComponent(q))
    expect(res?.status(), q.slice(0, 20)).toBe(200)
    await expect(page.getByTestId('search-status')).toContainText(text)
  }
})

test('a scheduled notice is not found before its time, and is found after', async ({ page, request }) => {
  const title = `Quizathon ${Date.now()}`
  await createNotice(request, title, { publishAt: new Date(Date.now() + 6000).toISOString() })
  await page.goto('/search?q=quizathon')
  await expect(page.getByTestId('search-status')).toContainText('Nothing was found')
  // Found from its time on: searched again until then (each address new to the micro-cache).
  await expect(async () => {
    await page.goto(`/search?q=quizathon&after=${Date.now()}`)
    await expect(page.getByTestId('search-hit').filter({ hasText: title })).toHaveCount(1, { timeout: 500 })
  }).toPass({ timeout: 15_000, intervals: [250] })
})

test('the header search box is on every page, labelled, and fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/trustees')
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toBeVisible()
  const rect = (await page.getByTestId('header-search').boundingBox())!
  expect(rect.x).toBeGreaterThanOrEqual(0)
  expect(rect.x + rect.width).toBeLessThanOrEqual(PHONE.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await box.fill('sports')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=sports$/)
  await expect(page.getByTestId('results-notices').getByTestId('search-hit').first()).toBeVisible()
  await page.setViewportSize(DESKTOP)
  await page.goto('/mr/notices')
  await expect(page.getByRole('searchbox', { name: 'संकेतस्थळावर शोधा' })).toBeVisible()
})

test('search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('hydroponics')
  await page.getByTestId('header-search').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?q=hydroponics$/)
  await expect(page.getByTestId('search-pdf-page')).toHaveText(['PDF, page 3'])
  await context.close()
})

test('results come 20 a page, with plain page links that keep the query', async ({ page, request }) => {
  const word = `zoology${Date.now().toString(36).replace(/\d/g, '')}`
  for (let i = 1; i <= 23; i++) await createNotice(request, `${word} notice number ${i}`)
  await page.goto(`/search?q=${word}`)
  await expect(page.getByTestId('search-status')).toContainText('23')
  await expect(page.getByTestId('search-hit')).toHaveCount(20)
  // The group's heading counts all its hits, not only this page's.
  await expect(page.getByTestId('results-notices').getByRole('heading', { level: 2 })).toContainText('(23)')
  await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&page=2$`))
  await expect(page.getByTestId('search-hit')).toHaveCount(3)
  // Newest first among equals: page 2 holds the first three created.
  await expect(page.getByTestId('search-hit').getByRole('link')).toHaveText([`${word} notice number 3`, `${word} notice number 2`, `${word} notice number 1`])
})
