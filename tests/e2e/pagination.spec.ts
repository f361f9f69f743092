import { expect, test, type APIRequestContext, type Locator } from './fixtures'

import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import { ACHIEVEMENT_PAGE_SIZE, AWARD_PAGE_SIZE, COLLAGE_PAGE_SIZE, GALLERY_PAGE_SIZE, LINK_PAGE_SIZE, MEDIA_TALK_PAGE_SIZE, NOTICE_PAGE_SIZE, RTI_PAGE_SIZE } from '../../src/lib/paging'
import { adminAuth, parseHtml } from './helpers'

/**
 * Every public list is paginated on the server with plain links (?page=) that work without
 * JavaScript (issue 16). The demo content is too short for two pages of most lists, so this file
 * adds one page and a bit to each list through /cms-api as the administrator (in an old academic
 * year, or ordered after the demo's items, so that the demo's first pages stay as they are) and
 * removes it all afterwards.
 */

const current = currentAcademicYear()
const OLD = shiftAcademicYear(current, -6)
const created: { collection: string; id: number }[] = []
let auth: Record<string, string>
let noticeType: string
let institution: number

const paragraph = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'text', text, format: 0, mode: 'normal', style: '', detail: 0, version: 1 }] }] },
})

async function make(request: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<number> {
  const res = await request.post(`/cms-api/${collection}`, { headers: auth, data })
  if (res.status() !== 201) throw new Error(`creating a ${collection} failed: ${res.status()} ${await res.text()}`)
  const id = (await res.json()).doc.id as number
  created.push({ collection, id })
  return id
}

async function firstId(request: APIRequestContext, collection: string, where = ''): Promise<{ id: number; code?: string }> {
  const res = await request.get(`/cms-api/${collection}?limit=1&depth=0${where}`, { headers: auth })
  const doc = (await res.json()).docs[0]
  if (!doc) throw new Error(`no ${collection} to use`)
  return doc
}

// The tests share what beforeAll creates: in order, in one worker (playwright.config.ts).
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  auth = await adminAuth(request)
  const type = await firstId(request, 'notice-types')
  noticeType = type.code!
  institution = (await firstId(request, 'institutions', '&where[_status][equals]=published&sort=order')).id
  const achievementType = (await firstId(request, 'achievement-types')).id
  const image = (await firstId(request, 'media', '&where[mimeType][like]=image')).id
  const day = 86_400_000
  const base = Date.UTC(Number(OLD.slice(0, 4)), 5, 1)
  for (let i = 0; i < NOTICE_PAGE_SIZE + 5; i++) {
    await make(request, 'notices', { title: `Old notice ${i}`, type: type.id, academicYear: OLD, date: new Date(base + i * day).toISOString(), _status: 'published' })
  }
  for (let i = 0; i < ACHIEVEMENT_PAGE_SIZE + 1; i++) {
    await make(request, 'achievements', { achieverName: `Old student ${i}`, achievement: 'Prize', type: achievementType, academicYear: OLD, by: 'student', institution, _status: 'published' })
    await make(request, 'achievements', { achieverName: `Old teacher ${i}`, achievement: 'Award', type: achievementType, academicYear: OLD, by: 'teacher', institution, _status: 'published' })
  }
  for (let i = 0; i < MEDIA_TALK_PAGE_SIZE + 1; i++) {
    await make(request, 'media-talks', { title: `Old talk ${i}`, source: 'Paper', date: new Date(base + i * day).toISOString(), _status: 'published' })
  }
  for (let i = 0; i < AWARD_PAGE_SIZE + 1; i++) await make(request, 'awards', { awardeeName: `Late awardee ${i}`, content: paragraph('An award.'), order: 9000 + i, _status: 'published' })
  for (let i = 0; i < RTI_PAGE_SIZE + 1; i++) await make(request, 'rti-items', { title: `RTI ${i}`, description: paragraph(`Late RTI item ${i}.`), order: 9000 + i, _status: 'published' })
  for (let i = 0; i < LINK_PAGE_SIZE + 1; i++) await make(request, 'important-links', { title: `Late link ${i}`, url: `https://example.org/${i}`, order: 9000 + i, _status: 'published' })
  for (let i = 0; i < GALLERY_PAGE_SIZE + 1; i++) await make(request, 'gallery-images', { image, caption: `Old photo ${i}`, academicYear: OLD, institution, order: i, _status: 'published' })
  // Seven more years of the society's general gallery: two pages of collages on /gallery/all.
  for (let i = 0; i < COLLAGE_PAGE_SIZE + 1; i++) await make(request, 'gallery-images', { image, caption: `Older photo ${i}`, academicYear: shiftAcademicYear(OLD, -i - 1), order: 1, _status: 'published' })
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of created.reverse()) await request.delete(`/cms-api/${collection}/${id}`, { headers: auth })
})

const texts = (items: Locator) => items.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()))

/**
 * A list's page as the server sends it, parsed by jsdom: the texts of its items (`items`, a CSS
 * selector, within the first element `within` selects), the page marked current
 * in its pagination and the number of the last page link. The pages past the end and the bad
 * values are read this way (the HTML is what they are about, and a browser would only lay it
 * out); the browser follows the links.
 */
async function served(request: APIRequestContext, url: string, items: string, within = 'body') {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  const scope = parseHtml(await res.text()).querySelector(within)!
  const texts = [...scope.querySelectorAll(items)].map((e) => e.textContent!.replace(/\s+/g, ' ').trim())
  const nav = scope.querySelector('[data-testid="pagination"]')
  const current = nav?.querySelector('[aria-current="page"]')?.textContent ?? null
  const pages = nav ? Number([...nav.querySelectorAll('[data-testid="page-link"]')].at(-1)?.textContent) : 1
  return { items: texts, current, pages }
}

type List = { name: string; path: string; keep?: string; testId: string; size: number }
const lists = (): List[] => [
  { name: 'notices of a tab and year', path: '/notices', keep: `year=${OLD}&type=${encodeURIComponent(noticeType)}`, testId: 'notice', size: NOTICE_PAGE_SIZE },
  { name: 'student achievements of a year', path: '/studentachievements', keep: `year=${OLD}`, testId: 'achievement-card', size: ACHIEVEMENT_PAGE_SIZE },
  { name: 'media talks', path: '/mediatalks', testId: 'media-item', size: MEDIA_TALK_PAGE_SIZE },
  { name: 'awards', path: '/awards', testId: 'award-card', size: AWARD_PAGE_SIZE },
  { name: 'RTI items', path: '/rti', testId: 'rti-item', size: RTI_PAGE_SIZE },
  { name: 'important links', path: '/importantlinks', testId: 'link-item', size: LINK_PAGE_SIZE },
  { name: 'an institution’s awards', path: `/institutions/${institution}/awards`, testId: 'achievement-card', size: ACHIEVEMENT_PAGE_SIZE },
  { name: 'an institution’s student achievements', path: `/institutions/${institution}/student-achievements`, testId: 'achievement-card', size: ACHIEVEMENT_PAGE_SIZE },
  { name: 'an institution’s gallery', path: `/institutions/${institution}/gallery`, testId: 'gallery-thumb', size: GALLERY_PAGE_SIZE },
  { name: 'a gallery year of an institution', path: `/gallery/${OLD}/${institution}`, testId: 'gallery-thumb', size: GALLERY_PAGE_SIZE },
  { name: 'an institution’s whole gallery', path: `/gallery/institute/${institution}`, testId: 'gallery-thumb', size: GALLERY_PAGE_SIZE },
]
const at = (list: List, page?: string) => {
  const query = [list.keep, page === undefined ? '' : `page=${page}`].filter(Boolean).join('&')
  return `${list.path}${query ? `?${query}` : ''}`
}

// The names of lists() in its order (the lists need the ids created in beforeAll).
const NAMES = ['notices of a tab and year', 'student achievements of a year', 'media talks', 'awards', 'RTI items', 'important links', 'an institution’s awards', 'an institution’s student achievements', 'an institution’s gallery', 'a gallery year of an institution', 'an institution’s whole gallery']

for (const [index, name] of NAMES.entries()) {
  test(`${name}: pages of its own, past the last, bad values, links that keep the filters`, async ({ page, request }) => {
    const list = lists()[index]!
    expect(list.name).toBe(name)
    const items = `[data-testid="${list.testId}"]`
    const first = await served(request, at(list), items)
    expect(first.items).toHaveLength(list.size)
    expect(first.current).toBe('1')
    const second = await served(request, at(list, '2'), items)
    expect(second.items.length).toBeGreaterThan(0)
    expect(second.items.filter((t) => first.items.includes(t))).toEqual([])
    expect(second.current).toBe('2')

    // In the browser: page 2 through its Next link, whose address keeps the list's filters.
    expect((await page.goto(at(list)))?.status()).toBe(200)
    await expect(page.getByTestId(list.testId)).toHaveCount(list.size)
    const nav = page.getByRole('navigation', { name: 'Pages' })
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', at(list, '2'))
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`${at(list, '2').replace(/[?.+]/g, '\\$&')}$`))
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId(list.testId)).toHaveCount(second.items.length)

    const last = second.pages === 2 ? second : await served(request, at(list, String(second.pages)), items)
    expect(last.current).toBe(String(second.pages))
    // Past the last page: the last page.
    for (const beyond of [String(last.pages + 1), '1000000000000']) expect(await served(request, at(list, beyond), items)).toEqual(last)
    // Bad values: page 1, never an error.
    for (const bad of ['0', '-1', 'abc', '1e9', '%00']) expect(await served(request, at(list, bad), items)).toEqual(first)
  })
}

test('the notice tabs and the year list keep the year and start again at page 1', async ({ page }) => {
  await page.goto(`/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}&page=2`)
  const tab = page.getByRole('navigation', { name: 'Notice types' }).getByRole('link').first()
  expect(await tab.getAttribute('href')).toMatch(new RegExp(`^/notices\\?year=${OLD}&type=[^&]+$`))
  // The Previous link leads to page 1 without a page parameter.
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}`)
})

test('Marathi pages: the page links lead to Marathi pages, labelled in Marathi', async ({ page }) => {
  await page.goto(`/mr/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}`)
  const nav = page.getByRole('navigation', { name: 'पाने' })
  await expect(nav.getByRole('link', { name: 'पुढील' })).toHaveAttribute('href', `/mr/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}&page=2`)
  await expect(nav.getByRole('link', { name: 'पान 1' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByTestId('page-status')).toHaveText('पान 1 (एकूण 2)')
})

test('/gallery/all: each gallery pages its collages (6 a page) and keeps the other galleries’ pages', async ({ page, request }) => {
  await page.goto('/gallery/all')
  const general = page.getByTestId('gallery-institution').first()
  const firstYears = await texts(general.getByTestId('collage-card').getByRole('heading'))
  expect(firstYears).toHaveLength(COLLAGE_PAGE_SIZE)
  expect(firstYears[0]).toBe(current)
  const next = general.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })
  await expect(next).toHaveAttribute('href', '/gallery/all?p0=2#gallery-0')
  await next.click()
  await expect(page).toHaveURL(/\?p0=2#gallery-0$/)
  const secondYears = await texts(page.getByTestId('gallery-institution').first().getByTestId('collage-card').getByRole('heading'))
  expect(secondYears.length).toBeGreaterThan(0)
  expect(secondYears.filter((y) => firstYears.includes(y))).toEqual([])
  expect(secondYears).toContain(shiftAcademicYear(OLD, -COLLAGE_PAGE_SIZE - 1))
  // Past the last page and bad values, never an error.
  for (const [query, years] of [['p0=99', secondYears], ['p0=abc', firstYears], ['p0=0', firstYears], ['p0=-1', firstYears]] as const) {
    expect((await served(request, `/gallery/all?${query}`, '[data-testid="collage-card"] h3', '[data-testid="gallery-institution"]')).items).toEqual(years)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the notices of a tab and year: Next, the numbers and Previous are plain links', async ({ page }) => {
    await page.goto(`/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}`)
    const firstTitles = await texts(page.getByTestId('notice-link'))
    expect(firstTitles).toHaveLength(NOTICE_PAGE_SIZE)
    expect(firstTitles[0]).toBe(`Old notice ${NOTICE_PAGE_SIZE + 4}`)
    const nav = page.getByRole('navigation', { name: 'Pages' })
    await nav.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/notices\\?year=${OLD}&type=[^&]+&page=2$`))
    expect(await texts(page.getByTestId('notice-link'))).toEqual(['Old notice 4', 'Old notice 3', 'Old notice 2', 'Old notice 1', 'Old notice 0'])
    await nav.getByRole('link', { name: 'Page 1' }).click()
    expect(await texts(page.getByTestId('notice-link'))).toEqual(firstTitles)
  })

  test('a gallery grid and the collages of /gallery/all', async ({ page }) => {
    await page.goto(`/gallery/${current}/0`)
    await expect(page.getByTestId('gallery-thumb')).toHaveCount(GALLERY_PAGE_SIZE)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/gallery/${current}/0\\?page=2$`))
    await expect(page.getByTestId('gallery-thumb')).not.toHaveCount(0)
    await page.goto('/gallery/all')
    await page.getByTestId('gallery-institution').first().getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\?p0=2#gallery-0$/)
    await expect(page.getByTestId('gallery-institution').first().getByTestId('collage-card').last().getByRole('heading')).toHaveText(shiftAcademicYear(OLD, -COLLAGE_PAGE_SIZE - 1))
  })
})
