import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { currentAcademicYear, shiftAcademicYear } from '../../src/lib/academic-year'
import {
  ACHIEVEMENT_PAGE_SIZE,
  AWARD_PAGE_SIZE,
  COLLAGE_PAGE_SIZE,
  GALLERY_PAGE_SIZE,
  LINK_PAGE_SIZE,
  MEDIA_TALK_PAGE_SIZE,
  NOTICE_PAGE_SIZE,
  RTI_PAGE_SIZE,
} from '../../src/lib/paging'
import { adminAuth, parseHtml } from '../e2e/helpers'
import { byTestId, get, href, role, text } from './dom'

/**
 * Every public list is paginated on the server with plain links (?page=) that work without
 * JavaScript. The demo content is too short for two pages of most lists, so this file
 * adds one page and a bit to each list through /cms-api as the administrator (in an old academic
 * year, or ordered after the demo's items, so that the demo's first pages stay as they are) and
 * removes it all afterwards. The pages are read as the server sends them; following a link is a GET
 * of its address, as a browser without JavaScript does (tests/e2e/pagination.spec.ts follows one
 * with the site's scripts).
 */

const current = currentAcademicYear()
const OLD = shiftAcademicYear(current, -6)
const created: { collection: string; id: number }[] = []
let auth: Record<string, string>
let noticeType: string
let institution: number

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        children: [{ type: 'text', text, format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
      },
    ],
  },
})

async function make(request: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<number> {
  const res = await request.post(`/cms-api/${collection}`, { headers: auth, data })
  if (res.status() !== 201) throw new Error(`creating a ${collection} failed: ${res.status()} ${await res.text()}`)
  const id = (await res.json()).doc.id as number
  created.push({ collection, id })
  return id
}

async function firstId(
  request: APIRequestContext,
  collection: string,
  where = '',
): Promise<{ id: number; code?: string }> {
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
    await make(request, 'notices', {
      title: `Old notice ${i}`,
      type: type.id,
      academicYear: OLD,
      date: new Date(base + i * day).toISOString(),
      _status: 'published',
    })
  }
  for (let i = 0; i < ACHIEVEMENT_PAGE_SIZE + 1; i++) {
    await make(request, 'achievements', {
      achieverName: `Old student ${i}`,
      achievement: 'Prize',
      type: achievementType,
      academicYear: OLD,
      by: 'student',
      institution,
      _status: 'published',
    })
    await make(request, 'achievements', {
      achieverName: `Old teacher ${i}`,
      achievement: 'Award',
      type: achievementType,
      academicYear: OLD,
      by: 'teacher',
      institution,
      _status: 'published',
    })
  }
  for (let i = 0; i < MEDIA_TALK_PAGE_SIZE + 1; i++) {
    await make(request, 'media-talks', {
      title: `Old talk ${i}`,
      source: 'Paper',
      date: new Date(base + i * day).toISOString(),
      _status: 'published',
    })
  }
  for (let i = 0; i < AWARD_PAGE_SIZE + 1; i++)
    await make(request, 'awards', {
      awardeeName: `Late awardee ${i}`,
      content: paragraph('An award.'),
      order: 9000 + i,
      _status: 'published',
    })
  for (let i = 0; i < RTI_PAGE_SIZE + 1; i++)
    await make(request, 'rti-items', {
      title: `RTI ${i}`,
      description: paragraph(`Late RTI item ${i}.`),
      order: 9000 + i,
      _status: 'published',
    })
  for (let i = 0; i < LINK_PAGE_SIZE + 1; i++)
    await make(request, 'important-links', {
      title: `Late link ${i}`,
      url: `https://example.org/${i}`,
      order: 9000 + i,
      _status: 'published',
    })
  for (let i = 0; i < GALLERY_PAGE_SIZE + 1; i++)
    await make(request, 'gallery-images', {
      image,
      caption: `Old photo ${i}`,
      academicYear: OLD,
      institution,
      order: i,
      _status: 'published',
    })
  // Seven more years of the society's general gallery: two pages of collages on /gallery/all.
  for (let i = 0; i < COLLAGE_PAGE_SIZE + 1; i++)
    await make(request, 'gallery-images', {
      image,
      caption: `Older photo ${i}`,
      academicYear: shiftAcademicYear(OLD, -i - 1),
      order: 1,
      _status: 'published',
    })
})

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  for (const { collection, id } of created.reverse())
    await request.delete(`/cms-api/${collection}/${id}`, { headers: auth })
})

/**
 * A list's page as the server sends it, parsed by jsdom: the texts of its items (`items`, a CSS
 * selector, within the first element `within` selects), the page marked current in its pagination
 * and the number of the last page link.
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
  {
    name: 'notices of a tab and year',
    path: '/notices',
    keep: `year=${OLD}&type=${encodeURIComponent(noticeType)}`,
    testId: 'notice',
    size: NOTICE_PAGE_SIZE,
  },
  {
    name: 'student achievements of a year',
    path: '/studentachievements',
    keep: `year=${OLD}`,
    testId: 'achievement-card',
    size: ACHIEVEMENT_PAGE_SIZE,
  },
  { name: 'media talks', path: '/mediatalks', testId: 'media-item', size: MEDIA_TALK_PAGE_SIZE },
  { name: 'awards', path: '/awards', testId: 'award-card', size: AWARD_PAGE_SIZE },
  { name: 'RTI items', path: '/rti', testId: 'rti-item', size: RTI_PAGE_SIZE },
  { name: 'important links', path: '/importantlinks', testId: 'link-item', size: LINK_PAGE_SIZE },
  {
    name: 'an institution’s awards',
    path: `/institutions/${institution}/awards`,
    testId: 'achievement-card',
    size: ACHIEVEMENT_PAGE_SIZE,
  },
  {
    name: 'an institution’s student achievements',
    path: `/institutions/${institution}/student-achievements`,
    testId: 'achievement-card',
    size: ACHIEVEMENT_PAGE_SIZE,
  },
  {
    name: 'an institution’s gallery',
    path: `/institutions/${institution}/gallery`,
    testId: 'gallery-thumb',
    size: GALLERY_PAGE_SIZE,
  },
  {
    name: 'a gallery year of an institution',
    path: `/gallery/${OLD}/${institution}`,
    testId: 'gallery-thumb',
    size: GALLERY_PAGE_SIZE,
  },
  {
    name: 'an institution’s whole gallery',
    path: `/gallery/institute/${institution}`,
    testId: 'gallery-thumb',
    size: GALLERY_PAGE_SIZE,
  },
]
const at = (list: List, page?: string) => {
  const query = [list.keep, page === undefined ? '' : `page=${page}`].filter(Boolean).join('&')
  return `${list.path}${query ? `?${query}` : ''}`
}

// The names of lists() in its order (the lists need the ids created in beforeAll).
const NAMES = [
  'notices of a tab and year',
  'student achievements of a year',
  'media talks',
  'awards',
  'RTI items',
  'important links',
  'an institution’s awards',
  'an institution’s student achievements',
  'an institution’s gallery',
  'a gallery year of an institution',
  'an institution’s whole gallery',
]

/** The pagination named `name` ('Pages', 'पाने') of `scope`. */
const pages = (scope: ParentNode, name = 'Pages') => role(scope, 'navigation', name)

for (const [index, name] of NAMES.entries()) {
  test(`${name}: pages of its own, past the last, bad values, links that keep the filters`, async ({ request }) => {
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

    // Page 2 through its Next link, whose address keeps the list's filters.
    const one = await get(request, at(list))
    const nav = pages(one.doc)
    expect(href(nav, 'Next')).toBe(at(list, '2'))
    expect(role(nav, 'link', 'Page 1').getAttribute('aria-current')).toBe('page')
    const two = await get(request, href(nav, 'Next'))
    expect(role(pages(two.doc), 'link', 'Page 2').getAttribute('aria-current')).toBe('page')
    expect(byTestId(two.doc, list.testId)).toHaveLength(second.items.length)

    const last = second.pages === 2 ? second : await served(request, at(list, String(second.pages)), items)
    expect(last.current).toBe(String(second.pages))
    // Past the last page: the last page.
    for (const beyond of [String(last.pages + 1), '1000000000000'])
      expect(await served(request, at(list, beyond), items)).toEqual(last)
    // Bad values: page 1, never an error.
    for (const bad of ['0', '-1', 'abc', '1e9', '%00'])
      expect(await served(request, at(list, bad), items)).toEqual(first)
  })
}

test('the notice tabs and the year list keep the year and start again at page 1', async ({ request }) => {
  const { doc } = await get(request, `/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}&page=2`)
  // Every tab (All first, then each type) keeps the year and starts again at page 1.
  const tabs = [...role(doc, 'navigation', 'Notice types').querySelectorAll('a[href]')].map((a) =>
    a.getAttribute('href'),
  )
  expect(tabs[0]).toBe(`/notices?year=${OLD}`)
  for (const tab of tabs.slice(1)) expect(tab).toMatch(new RegExp(`^/notices\\?year=${OLD}&type=[^&]+$`))
  // The Previous link leads to page 1 without a page parameter.
  expect(href(pages(doc), 'Previous')).toBe(`/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}`)
})

test('Marathi pages: the page links lead to Marathi pages, labelled in Marathi', async ({ request }) => {
  const { doc } = await get(request, `/mr/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}`)
  const nav = pages(doc, 'पाने')
  expect(href(nav, 'पुढील')).toBe(`/mr/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}&page=2`)
  expect(role(nav, 'link', 'पान 1').getAttribute('aria-current')).toBe('page')
  expect(byTestId(nav, 'page-status').map(text)).toEqual(['पान 1 (एकूण 2)'])
})

test('/gallery/all: each gallery pages its collages (6 a page) and keeps the other galleries’ pages', async ({
  request,
}) => {
  const years = (doc: Document) =>
    byTestId(byTestId(doc, 'gallery-institution')[0]!, 'collage-card').map((card) =>
      text(card.querySelector('h1, h2, h3, h4, h5, h6')),
    )
  const all = await get(request, '/gallery/all')
  const firstYears = years(all.doc)
  expect(firstYears).toHaveLength(COLLAGE_PAGE_SIZE)
  expect(firstYears[0]).toBe(current)
  const next = href(pages(byTestId(all.doc, 'gallery-institution')[0]!), 'Next')
  expect(next).toBe('/gallery/all?p0=2#gallery-0')
  const secondYears = years((await get(request, next)).doc)
  expect(secondYears.length).toBeGreaterThan(0)
  expect(secondYears.filter((y) => firstYears.includes(y))).toEqual([])
  expect(secondYears).toContain(shiftAcademicYear(OLD, -COLLAGE_PAGE_SIZE - 1))
  // Past the last page and bad values, never an error.
  for (const [query, years] of [
    ['p0=99', secondYears],
    ['p0=abc', firstYears],
    ['p0=0', firstYears],
    ['p0=-1', firstYears],
  ] as const) {
    expect(
      (
        await served(
          request,
          `/gallery/all?${query}`,
          '[data-testid="collage-card"] h3',
          '[data-testid="gallery-institution"]',
        )
      ).items,
    ).toEqual(years)
  }
})

test.describe('without JavaScript', () => {
  test('the notices of a tab and year: Next, the numbers and Previous are plain links', async ({ request }) => {
    const titles = (doc: Document) => byTestId(doc, 'notice-link').map(text)
    const one = await get(request, `/notices?year=${OLD}&type=${encodeURIComponent(noticeType)}`)
    const firstTitles = titles(one.doc)
    expect(firstTitles).toHaveLength(NOTICE_PAGE_SIZE)
    expect(firstTitles[0]).toBe(`Old notice ${NOTICE_PAGE_SIZE + 4}`)
    const next = href(pages(one.doc), 'Next')
    expect(next).toMatch(new RegExp(`^/notices\\?year=${OLD}&type=[^&]+&page=2$`))
    const two = await get(request, next)
    expect(titles(two.doc)).toEqual(['Old notice 4', 'Old notice 3', 'Old notice 2', 'Old notice 1', 'Old notice 0'])
    expect(titles((await get(request, href(pages(two.doc), 'Page 1'))).doc)).toEqual(firstTitles)
  })

  test('a gallery grid and the collages of /gallery/all', async ({ request }) => {
    const grid = await get(request, `/gallery/${current}/0`)
    expect(byTestId(grid.doc, 'gallery-thumb')).toHaveLength(GALLERY_PAGE_SIZE)
    const next = href(pages(grid.doc), 'Next')
    expect(next).toBe(`/gallery/${current}/0?page=2`)
    expect(byTestId((await get(request, next)).doc, 'gallery-thumb').length).toBeGreaterThan(0)
    const all = await get(request, '/gallery/all')
    const page2 = href(byTestId(all.doc, 'gallery-institution')[0]!, 'Page 2')
    expect(page2).toMatch(/\?p0=2#gallery-0$/)
    const last = byTestId(byTestId((await get(request, page2)).doc, 'gallery-institution')[0]!, 'collage-card').at(-1)!
    expect(text(last.querySelector('h1, h2, h3, h4, h5, h6'))).toBe(shiftAcademicYear(OLD, -COLLAGE_PAGE_SIZE - 1))
  })
})
