import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/events.ics/route'

import { migratedPayload } from './payload'

/**
 * One event's .ics (its page's "Add to calendar", /events.ics?event={id}), read back with ical.js,
 * a parser independent of the generator (ical-generator): Indian times with the Asia/Kolkata
 * VTIMEZONE, the instant right, all-day events as days.
 */

let payload: Payload
const ids: Record<string, number> = {}
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await migratedPayload()
  const school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School A', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  const event = async (title: string, data: Record<string, unknown>) => {
    const status = (data._status as string) ?? 'published'
    ids[title] = (
      await payload.create({
        collection: 'events',
        data: { title, category: 'pta-meeting', _status: status, ...data } as never,
        draft: status === 'draft',
        context: ctx,
      })
    ).id
  }
  // 17:30 to 19:00 in India on 12 February 2030.
  await event('Parents’ meeting', {
    institution: school,
    start: '2030-02-12T12:00:00.000Z',
    end: '2030-02-12T13:30:00.000Z',
    place: 'Hall 2',
  })
  // 1 to 2 May 2030, all day (midnight in India, as the admin saves it).
  await event('Maharashtra Day', {
    category: 'holiday',
    allDay: true,
    start: '2030-04-30T18:30:00.000Z',
    end: '2030-05-01T18:30:00.000Z',
  })
  await event('Draft meeting', { institution: school, start: '2030-03-01T10:00:00.000Z', _status: 'draft' })
  await payload.update({
    collection: 'events',
    id: ids['Parents’ meeting']!,
    locale: 'mr',
    data: { title: 'पालक सभा' },
    context: ctx,
  })
})
afterAll(() => payload?.destroy())

const ics = async (query: string) => {
  const res = await GET(new Request(`http://test.local/events.ics${query}`))
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: await res.text(),
  }
}

/** Parse with ical.js, register the file's own VTIMEZONE, answer its one event. */
function onlyEvent(body: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(body))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  return new ICAL.Event(events[0]!)
}

describe('/events.ics?event={id}', () => {
  it('is one timed event in Indian time, as a file to open', async () => {
    const res = await ics(`?event=${ids['Parents’ meeting']}`)
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/calendar; charset=utf-8')
    expect(res.disposition).toBe(`attachment; filename="event-${ids['Parents’ meeting']}.ics"`)
    const e = onlyEvent(res.body)
    expect(e.summary).toBe('Parents’ meeting')
    expect(e.location).toBe('Hall 2')
    expect(e.startDate.zone?.tzid).toBe('Asia/Kolkata')
    expect(e.startDate.toString()).toBe('2030-02-12T17:30:00')
    expect(e.endDate.toString()).toBe('2030-02-12T19:00:00')
    expect(e.startDate.toJSDate().toISOString()).toBe('2030-02-12T12:00:00.000Z')
    expect(e.endDate.toJSDate().toISOString()).toBe('2030-02-12T13:30:00.000Z')
    expect(e.uid).toBe(`event-${ids['Parents’ meeting']}@test.local`)
    expect(e.component.getFirstPropertyValue('url')).toBe(`http://test.local/events/${ids['Parents’ meeting']}`)
  })

  it('writes an all-day event as days, ending the day after the last', async () => {
    const e = onlyEvent((await ics(`?event=${ids['Maharashtra Day']}`)).body)
    expect(e.startDate.isDate).toBe(true)
    expect(e.startDate.toString()).toBe('2030-05-01')
    expect(e.endDate.toString()).toBe('2030-05-03')
  })

  it('has the Marathi texts and the Marathi page with lang=mr', async () => {
    const e = onlyEvent((await ics(`?event=${ids['Parents’ meeting']}&lang=mr`)).body)
    expect(e.summary).toBe('पालक सभा')
    expect(e.component.getFirstPropertyValue('url')).toBe(`http://test.local/mr/events/${ids['Parents’ meeting']}`)
  })

  it('answers 404 for a draft or unknown event and 400 for a bad or mixed query', async () => {
    for (const query of [`?event=${ids['Draft meeting']}`, '?event=999999'])
      expect((await ics(query)).status, query).toBe(404)
    for (const query of [
      '?event=abc',
      '?event=0',
      `?event=${ids['Maharashtra Day']}&category=holiday`,
      `?event=1&institution=1`,
    ]) {
      const res = await ics(query)
      expect(res.status, query).toBe(400)
      expect(res.body.length).toBeGreaterThan(10)
    }
  })
})
