import { expect, test, type APIRequestContext } from '../e2e/fixtures'

import { en } from '../../src/i18n/en'
import { mr } from '../../src/i18n/mr'
import { EVENTS } from '../../src/seed/data/events'
import { INSTITUTIONS } from '../../src/seed/data/institutions'
import { EVENTS_MR } from '../../src/seed/data/marathi'
import { indianMonth } from '../../src/lib/events'
import { byTestId, get, getFormTarget, href, role, testId, text } from './dom'

/**
 * Events (/events, /events/{id}, the home page's next three, the institutions' links, the calendar
 * feed) on the seeded demo content (src/seed/data/events.ts: placed around the day it was seeded),
 * as the server sends them: the filters are a GET form, every link a plain address.
 */

const UPCOMING = EVENTS.filter((e) => e.in >= 0)
const PAST = EVENTS.filter((e) => e.in < 0)
const PTA = 'Parent–teacher meeting for Standards V to X'
const SPORTS = 'Annual sports day'
const EMS = INSTITUTIONS[0]!.name

const titles = (doc: ParentNode) => byTestId(doc, 'event-link').map(text)
const h1 = (doc: Document) => [...doc.querySelectorAll('h1')].map(text)
const eventWith = (doc: Document, title: string) => byTestId(doc, 'event').find((e) => text(e).includes(title))!

async function institutionId(request: APIRequestContext, name: string): Promise<string> {
  const { doc } = await get(request, '/events')
  const value = [...doc.querySelectorAll('select[name="institution"] option')]
    .find((o) => text(o).includes(name))
    ?.getAttribute('value')
  expect(Number(value)).toBeGreaterThan(0)
  return value!
}

test('/events lists the upcoming events by month, soonest first, and not past ones', async ({ request }) => {
  const { doc } = await get(request, '/events')
  expect(h1(doc)).toEqual([en.events.title])
  expect(titles(doc)).toEqual(UPCOMING.map((e) => e.title))
  const main = text(doc.querySelector('main'))
  for (const past of PAST) expect(main).not.toContain(past.title)

  const months = byTestId(doc, 'event-month')
  const keys = months.map((el) => el.getAttribute('data-month')!)
  expect(keys.length).toBeGreaterThan(0)
  expect([...keys].sort()).toEqual(keys)
  // Every event sits under the month it starts in (Indian time), and the heading names that month.
  for (const [k, key] of keys.entries()) {
    const starts = [...months[k]!.querySelectorAll('[data-testid="event-when"] time')].map((el) =>
      el.getAttribute('datetime')!,
    )
    expect(starts.length).toBeGreaterThan(0)
    for (const start of starts) expect(indianMonth(start)).toBe(key)
    const name = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-01T00:00:00Z`),
    )
    expect([...months[k]!.querySelectorAll('h2')].map(text)).toEqual([name])
  }
  // The when of a timed event, and of an all-day one.
  expect(text(testId(eventWith(doc, PTA), 'event-when'))).toMatch(/^\d{2}\/\d{2}\/\d{4}, 10:00 – 12:30$/)
  expect(text(testId(eventWith(doc, 'Foundation Day'), 'event-when'))).toMatch(/^\d{2}\/\d{2}\/\d{4} \(all day\)$/)
})

test('the filters are a plain GET form that works without JavaScript', async ({ request }) => {
  const id = await institutionId(request, EMS)
  const events = await get(request, '/events')
  const form = events.doc.querySelector('select[name="institution"]')!.closest('form')!
  const show = role(form, 'button', en.events.show)
  const byInstitution = getFormTarget(form, events.url, { institution: id }, show)
  expect(byInstitution).toBe(`/events?institution=${id}&category=`)
  const school = await get(request, byInstitution)
  // The school's own events and the society-wide ones.
  const expected = UPCOMING.filter((e) => e.institution === 0 || e.institution === null).map((e) => e.title)
  expect(expected.length).toBeGreaterThan(1)
  expect(titles(school.doc)).toEqual(expected)
  expect(text(school.doc.querySelector('main'))).toContain(en.events.withSocietyWide)

  const schoolForm = school.doc.querySelector('select[name="institution"]')!.closest('form')!
  const bySports = getFormTarget(
    schoolForm,
    school.url,
    { institution: '', category: 'sports' },
    role(schoolForm, 'button', en.events.show),
  )
  expect(bySports).toBe('/events?institution=&category=sports')
  const sports = await get(request, bySports)
  expect(titles(sports.doc)).toEqual(UPCOMING.filter((e) => e.category === 'sports').map((e) => e.title))
  for (const category of byTestId(sports.doc, 'event-category'))
    expect(text(category)).toBe(en.events.categories.sports)
  expect(testId(sports.doc, 'events-all').getAttribute('href')).toBe('/events')
  expect(titles((await get(request, '/events')).doc)).toHaveLength(UPCOMING.length)
  // Values that are not options are ignored, never an error.
  expect(titles((await get(request, '/events?institution=abc&category=%3Cscript%3E')).doc)).toHaveLength(
    UPCOMING.length,
  )
})

test('an event’s page: when, place, institution, category, description, PDF with its label, schema.org Event', async ({
  request,
}) => {
  const link = byTestId((await get(request, '/events')).doc, 'event-link')
    .find((l) => text(l) === PTA)!
    .getAttribute('href')!
  expect(link).toMatch(/^\/events\/\d+$/)
  const { doc } = await get(request, link)
  expect(h1(doc)).toEqual([PTA])
  expect(doc.title).toMatch(new RegExp(PTA))
  expect(text(testId(doc, 'event-when'))).toMatch(/^\d{2}\/\d{2}\/\d{4}, 10:00 – 12:30$/)
  expect(text(testId(doc, 'event-place'))).toBe('Classrooms, second floor')
  expect(text(testId(doc, 'event-institution'))).toBe(EMS)
  expect(text(testId(doc, 'event-category'))).toBe(en.events.categories['pta-meeting'])
  expect(text(doc.querySelector('main'))).toContain('Please bring the student’s diary.')
  expect(text(testId(doc, 'event-download'))).toMatch(/^Download \(PDF, \d+ KB\)$/)
  const pdf = await request.get(testId(doc, 'event-download').getAttribute('href')!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: PTA,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: 'Classrooms, second floor',
      address: {
        '@type': 'PostalAddress',
        streetAddress: INSTITUTIONS[0]!.address,
        addressLocality: 'Mumbai',
        addressCountry: 'IN',
      },
    },
    organizer: { '@type': 'Organization', name: EMS },
  })
  expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\+05:30$/)
  expect(ld.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T12:30:00\+05:30$/)

  // An unknown or malformed id is the site's 404.
  await get(request, '/events/999999', 404)
  await get(request, '/events/abc', 404)
})

test('the home page shows the next three events, linking to them and to /events', async ({ request }) => {
  const { doc } = await get(request, '/')
  const section = testId(doc, 'home-events')
  role(section, 'heading', en.events.homeTitle)
  expect(titles(section)).toEqual(UPCOMING.slice(0, 3).map((e) => e.title))
  // SPEC.md's home page is still all there.
  testId(doc, 'notice-strip')
  testId(doc, 'motto')
  expect(href(section, en.events.all)).toBe('/events')
})

test('each institution’s page links to its events', async ({ request }) => {
  const id = await institutionId(request, EMS)
  const link = testId((await get(request, `/institutions/${id}`)).doc, 'institution-events').getAttribute('href')!
  expect(link).toBe(`/events?institution=${id}`)
  const { doc } = await get(request, link)
  expect(doc.querySelector(`select[name="institution"] option[value="${id}"]`)?.hasAttribute('selected')).toBe(true)
  expect(titles(doc)).toEqual(UPCOMING.filter((e) => e.institution === 0 || e.institution === null).map((e) => e.title))
})

test('Marathi: /mr/events and an event’s page in Marathi, English where there is no Marathi', async ({ request }) => {
  const { doc } = await get(request, '/mr/events')
  expect(doc.documentElement.getAttribute('lang')).toBe('mr')
  expect(h1(doc)).toEqual([mr.events.title])
  expect(titles(doc)).toEqual(UPCOMING.map((e) => EVENTS_MR[e.title]?.title ?? e.title))
  // Month names in Marathi, digits Latin.
  expect(text(byTestId(doc, 'event-month')[0]!.querySelector('h2'))).toMatch(/^[\u0900-\u097f]+ \d{4}$/)
  // A title without Marathi is marked English for screen readers.
  const english = UPCOMING.find((e) => !EVENTS_MR[e.title])!
  expect(
    byTestId(doc, 'event-link')
      .find((l) => text(l).includes(english.title))!
      .parentElement!.getAttribute('lang'),
  ).toBe('en')

  const link = byTestId(doc, 'event-link')
    .find((l) => text(l).includes(EVENTS_MR[SPORTS]!.title))!
    .getAttribute('href')!
  expect(link).toMatch(/^\/mr\/events\/\d+$/)
  const event = await get(request, link)
  expect(h1(event.doc)).toEqual([EVENTS_MR[SPORTS]!.title])
  expect(text(testId(event.doc, 'event-place'))).toBe(EVENTS_MR[SPORTS]!.place!)
  expect(text(testId(event.doc, 'event-category'))).toBe(mr.events.categories.sports)
  expect(text(testId(event.doc, 'event-when'))).toMatch(/^\d{2}\/\d{2}\/\d{4}, 07:30 – 13:00$/)
  expect(text(event.doc.body)).toContain(mr.events.all)
})

test('/events offers the calendar feed of its selection, to subscribe to or download', async ({ request }) => {
  const id = await institutionId(request, EMS)
  const { doc } = await get(request, `/events?institution=${id}&category=pta-meeting`)
  expect(testId(doc, 'event-webcal').getAttribute('href')).toMatch(
    new RegExp(`^webcal://[^/]+/events\\.ics\\?institution=${id}&category=pta-meeting$`),
  )
  const ics = testId(doc, 'event-ics').getAttribute('href')!
  expect(ics).toBe(`/events.ics?institution=${id}&category=pta-meeting`)
  const res = await request.get(ics)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const body = await res.text()
  const summaries = [...body.matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1]!.replace(/\\,/g, ',').trim())
  expect(summaries).toEqual(
    EVENTS.filter((e) => e.category === 'pta-meeting' && (e.institution === 0 || e.institution === null)).map(
      (e) => e.title,
    ),
  )
  // Every published event, past ones included, in the full feed.
  const all = await (await request.get('/events.ics')).text()
  expect(all.match(/^BEGIN:VEVENT/gm)).toHaveLength(EVENTS.length)
})
