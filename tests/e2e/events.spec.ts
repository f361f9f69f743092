import { expect, test, type Page } from './fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { EVENTS } from '../../src/seed/data/events'
import { INSTITUTIONS } from '../../src/seed/data/institutions'
import { EVENTS_MR } from '../../src/seed/data/marathi'
import { indianMonth } from '../../src/lib/events'

/**
 * Events (/events, /events/{id}, the home page's next three, the institutions' links, the calendar
 * feed) on the seeded demo content (src/seed/data/events.ts: placed around the day it was seeded).
 */

const UPCOMING = EVENTS.filter((e) => e.in >= 0)
const PAST = EVENTS.filter((e) => e.in < 0)
const PTA = 'Parent–teacher meeting for Standards V to X'
const SPORTS = 'Annual sports day'
const EMS = INSTITUTIONS[0]!.name

/** The titles listed, in order (waits for the page to show them). */
const expectTitles = (page: Page, expected: string[]) => expect(page.getByTestId('event-link')).toHaveText(expected)

async function institutionId(page: Page, name: string): Promise<string> {
  await page.goto('/events')
  const value = await page.locator('select[name="institution"] option', { hasText: name }).getAttribute('value')
  expect(Number(value)).toBeGreaterThan(0)
  return value!
}

test('/events lists the upcoming events by month, soonest first, and not past ones', async ({ page }) => {
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.events.title)
  await expectTitles(page, UPCOMING.map((e) => e.title))
  for (const past of PAST) await expect(page.getByText(past.title)).toHaveCount(0)

  const months = page.getByTestId('event-month')
  const keys = await months.evaluateAll((els) => els.map((el) => el.getAttribute('data-month')!))
  expect(keys.length).toBeGreaterThan(0)
  expect([...keys].sort()).toEqual(keys)
  // Every event sits under the month it starts in (Indian time), and the heading names that month.
  for (const [k, key] of keys.entries()) {
    const section = months.nth(k)
    const starts = await section.locator('[data-testid="event-when"] time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!))
    expect(starts.length).toBeGreaterThan(0)
    for (const start of starts) expect(indianMonth(start)).toBe(key)
    const name = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`))
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(name)
  }
  // The when of a timed event, and of an all-day one.
  await expect(page.getByTestId('event').filter({ hasText: PTA }).getByTestId('event-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, 10:00 – 12:30$/)
  await expect(page.getByTestId('event').filter({ hasText: 'Foundation Day' }).getByTestId('event-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \(all day\)$/)
})

test('the filters are a plain GET form that works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const id = await institutionId(page, EMS)
  await page.locator('select[name="institution"]').selectOption(id)
  await page.getByRole('button', { name: en.events.show }).click()
  await expect(page).toHaveURL(new RegExp(`/events\\?institution=${id}&category=$`))
  // The school's own events and the society-wide ones.
  const expected = UPCOMING.filter((e) => e.institution === 0 || e.institution === null).map((e) => e.title)
  expect(expected.length).toBeGreaterThan(1)
  await expectTitles(page, expected)
  await expect(page.getByText(en.events.withSocietyWide)).toBeVisible()

  await page.locator('select[name="institution"]').selectOption('')
  await page.locator('select[name="category"]').selectOption('sports')
  await page.getByRole('button', { name: en.events.show }).click()
  await expect(page).toHaveURL(/\/events\?institution=&category=sports$/)
  await expectTitles(page, UPCOMING.filter((e) => e.category === 'sports').map((e) => e.title))
  for (const category of await page.getByTestId('event-category').allTextContents()) expect(category).toBe(en.events.categories.sports)
  await page.getByTestId('events-all').click()
  await expect(page).toHaveURL(/\/events$/)
  await expect(page.getByTestId('event-link')).toHaveCount(UPCOMING.length)
  // Values that are not options are ignored, never an error.
  const res = await page.goto('/events?institution=abc&category=%3Cscript%3E')
  expect(res?.status()).toBe(200)
  await expect(page.getByTestId('event-link')).toHaveCount(UPCOMING.length)
  await context.close()
})

test('an event’s page: when, place, institution, category, description, PDF with its label, schema.org Event', async ({ page }) => {
  await page.goto('/events')
  await page.getByTestId('event-link').filter({ hasText: PTA }).click()
  await expect(page).toHaveURL(/\/events\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PTA)
  await expect(page).toHaveTitle(new RegExp(PTA))
  await expect(page.getByTestId('event-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, 10:00 – 12:30$/)
  await expect(page.getByTestId('event-place')).toHaveText('Classrooms, second floor')
  await expect(page.getByTestId('event-institution')).toHaveText(EMS)
  await expect(page.getByTestId('event-category')).toHaveText(en.events.categories['pta-meeting'])
  await expect(page.getByText('Please bring the student’s diary.')).toBeVisible()
  await expect(page.getByTestId('event-download')).toHaveText(/^Download \(PDF, \d+ KB\)$/)
  const pdf = await page.request.get((await page.getByTestId('event-download').getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: PTA,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: 'Classrooms, second floor', address: INSTITUTIONS[0]!.address },
    organizer: { '@type': 'Organization', name: EMS },
  })
  expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\+05:30$/)
  expect(ld.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T12:30:00\+05:30$/)

  // An unknown or malformed id is the site's 404.
  expect((await page.goto('/events/999999'))?.status()).toBe(404)
  expect((await page.goto('/events/abc'))?.status()).toBe(404)
})

test('the home page shows the next three events, linking to them and to /events', async ({ page }) => {
  await page.goto('/')
  const section = page.getByTestId('home-events')
  await expect(section.getByRole('heading', { name: en.events.homeTitle })).toBeVisible()
  expect(await section.getByTestId('event-link').allTextContents()).toEqual(UPCOMING.slice(0, 3).map((e) => e.title))
  // SPEC.md's home page is still all there.
  await expect(page.getByTestId('notice-strip')).toBeVisible()
  await expect(page.getByTestId('motto')).toBeVisible()
  await section.getByRole('link', { name: en.events.all }).click()
  await expect(page).toHaveURL(/\/events$/)
})

test('each institution’s page links to its events', async ({ page }) => {
  const id = await institutionId(page, EMS)
  await page.goto(`/institutions/${id}`)
  await page.getByTestId('institution-events').click()
  await expect(page).toHaveURL(new RegExp(`/events\\?institution=${id}$`))
  await expect(page.locator('select[name="institution"]')).toHaveValue(id)
  await expectTitles(page, UPCOMING.filter((e) => e.institution === 0 || e.institution === null).map((e) => e.title))
})

test('Marathi: /mr/events and an event’s page in Marathi, English where there is no Marathi', async ({ page }) => {
  await page.goto('/mr/events')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mr.events.title)
  await expectTitles(page, UPCOMING.map((e) => EVENTS_MR[e.title]?.title ?? e.title))
  // Month names in Marathi, digits Latin.
  await expect(page.getByTestId('event-month').first().getByRole('heading', { level: 2 })).toHaveText(/^[\u0900-\u097f]+ \d{4}$/)
  // A title without Marathi is marked English for screen readers.
  const english = UPCOMING.find((e) => !EVENTS_MR[e.title])!
  await expect(page.getByTestId('event-link').filter({ hasText: english.title }).locator('xpath=..')).toHaveAttribute('lang', 'en')

  await page.getByTestId('event-link').filter({ hasText: EVENTS_MR[SPORTS]!.title }).click()
  await expect(page).toHaveURL(/\/mr\/events\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENTS_MR[SPORTS]!.title)
  await expect(page.getByTestId('event-place')).toHaveText(EVENTS_MR[SPORTS]!.place!)
  await expect(page.getByTestId('event-category')).toHaveText(mr.events.categories.sports)
  await expect(page.getByTestId('event-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, 07:30 – 13:00$/)
  await expect(page.getByText(mr.events.all)).toBeVisible()
})

test('/events offers the calendar feed of its selection, to subscribe to or download', async ({ page, request }) => {
  const id = await institutionId(page, EMS)
  await page.goto(`/events?institution=${id}&category=pta-meeting`)
  await expect(page.getByTestId('event-webcal')).toHaveAttribute('href', new RegExp(`^webcal://[^/]+/events\\.ics\\?institution=${id}&category=pta-meeting$`))
  const href = (await page.getByTestId('event-ics').getAttribute('href'))!
  expect(href).toBe(`/events.ics?institution=${id}&category=pta-meeting`)
  const res = await request.get(href)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const body = await res.text()
  const summaries = [...body.matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1]!.replace(/\\,/g, ',').trim())
  expect(summaries).toEqual(EVENTS.filter((e) => e.category === 'pta-meeting' && (e.institution === 0 || e.institution === null)).map((e) => e.title))
  // Every published event, past ones included, in the full feed.
  const all = await (await request.get('/events.ics')).text()
  expect(all.match(/^BEGIN:VEVENT/gm)).toHaveLength(EVENTS.length)
})
