/**
 * Events: the content reads (only published events, of published institutions; upcoming ones for
 * /events), and the iCalendar feed /events.ics, parsed with ical.js and checked against RFC 5545's
 * rules for what it holds: times in Asia/Kolkata with their VTIMEZONE, all-day events as DATE
 * values, stable UIDs, UTC DTSTAMPs, folded lines, CRLF; filters by institution, category and
 * language; bad parameters answered 400/404, never 500.
 */
import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/events.ics/route'
import { getEvent, listEventPages, listEvents, listUpcomingEvents } from '@/content/events'
import { makePdf } from '@/seed/pdf'

import { migratedPayload } from './payload'

let payload: Payload
const ids: Record<string, number> = {}
const inst: Record<string, number> = {}
const ctx = { disableRevalidate: true }

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [{ type: 'text', version: 1, text }],
      },
    ],
  },
})

beforeAll(async () => {
  payload = await migratedPayload()
  for (const [key, status] of [
    ['A', 'published'],
    ['B', 'published'],
    ['Hidden', 'draft'],
  ] as const) {
    inst[key] = (
      await payload.create({
        collection: 'institutions',
        data: { name: `School ${key}`, address: `Road ${key}`, _status: status } as never,
        draft: status === 'draft',
      })
    ).id
  }
  const pdf = makePdf('Agenda', ['Items'])
  const file = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Agenda' },
      file: { name: 'agenda.pdf', mimetype: 'application/pdf', size: pdf.length, data: pdf },
    })
  ).id
  const event = async (title: string, data: Record<string, unknown>) => {
    const status = (data._status as string) ?? 'published'
    const doc = await payload.create({
      collection: 'events',
      data: { title, category: 'sports', _status: status, ...data } as never,
      draft: status === 'draft',
      context: ctx,
    })
    ids[title] = doc.id
  }
  // 10:00 to 12:30 in India on 10 January 2030.
  await event('Sports day', {
    institution: inst.A,
    start: '2030-01-10T04:30:00.000Z',
    end: '2030-01-10T07:00:00.000Z',
    place: 'Ground',
    description: lexical('Races and relays.'),
    file,
  })
  // 15 to 17 January 2030, all day, for the whole society (midnight in India, as the admin saves it).
  await event('Winter holiday', {
    category: 'holiday',
    allDay: true,
    start: '2030-01-14T18:30:00.000Z',
    end: '2030-01-16T18:30:00.000Z',
  })
  // A month ago: past, but within the lists' and feeds' window (EVENT_WINDOW_DAYS, about a year back).
  await event('Old examination', {
    category: 'examination',
    institution: inst.B,
    start: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  })
  // Before the window: only its own page and the sitemap still have it.
  await event('Examination of 2020', {
    category: 'examination',
    institution: inst.B,
    start: '2020-03-01T03:30:00.000Z',
  })
  await event('Draft meeting', {
    category: 'pta-meeting',
    institution: inst.A,
    start: '2030-02-01T10:00:00.000Z',
    _status: 'draft',
  })
  await event('Event of a hidden school', { institution: inst.Hidden, start: '2030-02-02T10:00:00.000Z' })
  await payload.update({
    collection: 'events',
    id: ids['Sports day']!,
    locale: 'mr',
    data: { title: 'क्रीडा दिन' },
    context: ctx,
  })
})
afterAll(() => payload?.destroy())

const feed = async (query = '') => {
  const res = await GET(new Request(`http://test.local/events.ics${query}`))
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
}

type Parsed = { calendar: ICAL.Component; events: ICAL.Event[] }

/** Parse strictly, register the feed's time zones, and check the RFC 5545 rules ical.js does not. */
function parse(body: string): Parsed {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/) // every line ends with CRLF
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75) // folded
  const calendar = new ICAL.Component(ICAL.parse(body))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
  const zones = calendar.getAllSubcomponents('vtimezone')
  for (const zone of zones) ICAL.TimezoneService.register(zone)
  const zoneIds = zones.map((z) => z.getFirstPropertyValue('tzid'))
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    expect(v.getFirstPropertyValue('uid')).toBeTruthy()
    const stamp = v.getFirstProperty('dtstamp')!.getFirstValue() as ICAL.Time
    expect(stamp.zone?.tzid).toBe('UTC')
    const start = v.getFirstProperty('dtstart')!
    const tzid = start.getParameter('tzid')
    if (tzid) expect(zoneIds).toContain(tzid) // a VTIMEZONE for every TZID used
    return new ICAL.Event(v)
  })
  return { calendar, events }
}

const byTitle = (p: Parsed, title: string) => p.events.find((e) => e.summary === title)

describe('/events.ics', () => {
  it('is a calendar of the published events of published institutions, the past year’s included', async () => {
    const res = await feed()
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/calendar; charset=utf-8')
    const p = parse(res.body)
    expect(p.events.map((e) => e.summary).sort()).toEqual(['Old examination', 'Sports day', 'Winter holiday'])
  })

  it('writes timed events in Indian time, with their instant right', async () => {
    const p = parse((await feed()).body)
    const sports = byTitle(p, 'Sports day')!
    expect(sports.startDate.zone?.tzid).toBe('Asia/Kolkata')
    expect(sports.startDate.toString()).toBe('2030-01-10T10:00:00')
    expect(sports.endDate.toString()).toBe('2030-01-10T12:30:00')
    expect(sports.startDate.toJSDate().toISOString()).toBe('2030-01-10T04:30:00.000Z')
    expect(sports.endDate.toJSDate().toISOString()).toBe('2030-01-10T07:00:00.000Z')
    expect(sports.location).toBe('Ground')
    expect(sports.description).toContain('Races and relays.')
    expect(sports.description).toMatch(/PDF: http:\/\/test\.local\/.*agenda-[0-9a-f]{20}\.pdf/)
    expect(sports.component.getFirstPropertyValue('url')).toBe(`http://test.local/events/${ids['Sports day']}`)
    expect(sports.component.getFirstPropertyValue('categories')).toBe('Sports')
  })

  it('writes all-day events as DATE values, ending the day after the last day', async () => {
    const holiday = byTitle(parse((await feed()).body), 'Winter holiday')!
    expect(holiday.startDate.isDate).toBe(true)
    expect(holiday.startDate.toString()).toBe('2030-01-15')
    expect(holiday.endDate.isDate).toBe(true)
    expect(holiday.endDate.toString()).toBe('2030-01-18')
  })

  it('keeps each event’s UID through edits', async () => {
    const uid = () => feed().then((r) => byTitle(parse(r.body), 'Winter holiday')!.uid)
    const before = await uid()
    expect(before).toBe(`event-${ids['Winter holiday']}@test.local`)
    await payload.update({
      collection: 'events',
      id: ids['Winter holiday']!,
      data: { place: 'Everywhere' },
      context: ctx,
    })
    expect(await uid()).toBe(before)
    expect(byTitle(parse((await feed()).body), 'Winter holiday')!.location).toBe('Everywhere')
  })

  it('filters by institution (with the society-wide events) and by category', async () => {
    const forA = parse((await feed(`?institution=${inst.A}`)).body)
    expect(forA.events.map((e) => e.summary).sort()).toEqual(['Sports day', 'Winter holiday'])
    expect(forA.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events: School A')
    const holidays = parse((await feed('?category=holiday')).body)
    expect(holidays.events.map((e) => e.summary)).toEqual(['Winter holiday'])
    const both = parse((await feed(`?institution=${inst.B}&category=examination`)).body)
    expect(both.events.map((e) => e.summary)).toEqual(['Old examination'])
  })

  it('has the Marathi texts with lang=mr (English where there is no Marathi)', async () => {
    const p = parse((await feed('?lang=mr')).body)
    expect(p.events.map((e) => e.summary).sort()).toEqual(['Old examination', 'Winter holiday', 'क्रीडा दिन'])
    expect(byTitle(p, 'क्रीडा दिन')!.component.getFirstPropertyValue('url')).toBe(
      `http://test.local/mr/events/${ids['Sports day']}`,
    )
  })

  it('drops an event as soon as it is unpublished or deleted', async () => {
    await payload.update({
      collection: 'events',
      id: ids['Old examination']!,
      data: { _status: 'draft' },
      context: ctx,
    })
    expect(parse((await feed()).body).events.map((e) => e.summary)).not.toContain('Old examination')
    await payload.update({
      collection: 'events',
      id: ids['Old examination']!,
      data: { _status: 'published' },
      context: ctx,
    })
    expect(parse((await feed()).body).events.map((e) => e.summary)).toContain('Old examination')
  })

  it('answers bad parameters with 400 and unknown institutions with 404, each saying why', async () => {
    for (const query of [
      '?institution=abc',
      '?institution=0',
      '?institution=1%3BDROP',
      '?category=party',
      '?lang=fr',
      '?q=1',
      `?institution=${'9'.repeat(2000)}`,
    ]) {
      const res = await feed(query)
      expect(res.status, query).toBe(400)
      expect(res.type).toMatch(/^text\/plain/)
      expect(res.body.length).toBeGreaterThan(10)
    }
    for (const query of [`?institution=${inst.Hidden}`, '?institution=999999']) {
      const res = await feed(query)
      expect(res.status, query).toBe(404)
    }
  })
})

describe('content reads', () => {
  it('lists upcoming events soonest first, without past, draft or hidden-institution events', async () => {
    const upcoming = await listUpcomingEvents({}, 'en', new Date('2030-01-01T00:00:00Z'))
    expect(upcoming.map((e) => e.title)).toEqual(['Sports day', 'Winter holiday'])
    // An all-day event stays upcoming through its last day in India.
    expect((await listUpcomingEvents({}, 'en', new Date('2030-01-17T18:00:00Z'))).map((e) => e.title)).toEqual([
      'Winter holiday',
    ])
    expect(await listUpcomingEvents({}, 'en', new Date('2030-01-17T18:31:00Z'))).toEqual([])
    expect((await listEvents({ category: 'sports' })).map((e) => e.title)).toEqual(['Sports day'])
  })

  it('reads one published event with its institution, description and file; nothing else', async () => {
    const e = await getEvent(String(ids['Sports day']), 'mr')
    expect(e).toMatchObject({
      title: 'क्रीडा दिन',
      category: 'sports',
      place: 'Ground',
      institution: { id: inst.A, name: 'School A' },
    })
    expect(e?.html).toContain('<p>Races and relays.</p>')
    expect(e?.file?.filesize).toBeGreaterThan(0)
    expect(await getEvent(String(ids['Winter holiday']))).toMatchObject({ institution: null, allDay: true })
    for (const id of [ids['Draft meeting'], ids['Event of a hidden school'], 'abc', '0', '999999'])
      expect(await getEvent(String(id))).toBeNull()
  })

  it('lists the published event pages with their last change, for the sitemap', async () => {
    const pages = await listEventPages()
    // Every page, however old: its address keeps working (getEvent reads it by id).
    expect(pages.map((p) => p.id).sort()).toEqual(
      [ids['Sports day'], ids['Winter holiday'], ids['Old examination'], ids['Examination of 2020']].sort(),
    )
    expect(await getEvent(String(ids['Examination of 2020']))).toMatchObject({
      title: 'Examination of 2020',
      institution: { id: inst.B },
    })
    for (const p of pages) expect(Number.isNaN(Date.parse(p.updatedAt))).toBe(false)
  })

  it('refuses an end before the start', async () => {
    const error = await payload
      .create({
        collection: 'events',
        data: {
          title: 'Backwards',
          category: 'sports',
          start: '2030-01-10T10:00:00.000Z',
          end: '2030-01-10T09:00:00.000Z',
          _status: 'published',
        } as never,
      })
      .catch((e: { data?: unknown }) => e)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('The end cannot be before the start.')
  })
})
