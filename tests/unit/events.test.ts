import { describe, expect, it } from 'vitest'

import { eventJsonLd } from '@/lib/event-json-ld'
import { eventFeedPath, eventsPagePath, webcalUrl } from '@/lib/event-feeds'
import {
  addDays,
  eventEndsAt,
  eventTimesProblem,
  eventWhen,
  indianDate,
  indianMonth,
  indianWallClock,
  isoInIndia,
  isUpcoming,
  lastDay,
} from '@/lib/events'

// 10:00 and 12:30 in India on 5 December 2026 (UTC+05:30).
const TEN = '2026-12-05T04:30:00.000Z'
const HALF_PAST_TWELVE = '2026-12-05T07:00:00.000Z'
// Midnight in India at the start of 5 December is still 4 December in UTC.
const MIDNIGHT_5TH = '2026-12-04T18:30:00.000Z'
const MIDNIGHT_7TH = '2026-12-06T18:30:00.000Z'

describe('times in India', () => {
  it('reads days, months and times in Asia/Kolkata whatever the moment’s UTC day', () => {
    expect(indianDate(MIDNIGHT_5TH)).toBe('2026-12-05')
    expect(indianMonth('2026-11-30T19:00:00.000Z')).toBe('2026-12')
    expect(indianWallClock(TEN)).toBe('2026-12-05T10:00:00')
    expect(isoInIndia(TEN, false)).toBe('2026-12-05T10:00:00+05:30')
    expect(isoInIndia(MIDNIGHT_5TH, true)).toBe('2026-12-05')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })

  it('shows when an event takes place as DD/MM/yyyy with a 24-hour clock', () => {
    expect(eventWhen({ allDay: false, start: TEN, end: HALF_PAST_TWELVE }, 'all day')).toBe('05/12/2026, 10:00 – 12:30')
    expect(eventWhen({ allDay: false, start: TEN, end: null }, 'all day')).toBe('05/12/2026, 10:00')
    expect(eventWhen({ allDay: false, start: TEN, end: '2026-12-06T03:30:00.000Z' }, 'all day')).toBe(
      '05/12/2026 10:00 – 06/12/2026 09:00',
    )
    expect(eventWhen({ allDay: true, start: MIDNIGHT_5TH, end: null }, 'पूर्ण दिवस')).toBe('05/12/2026 (पूर्ण दिवस)')
    expect(eventWhen({ allDay: true, start: MIDNIGHT_5TH, end: MIDNIGHT_7TH }, 'all day')).toBe(
      '05/12/2026 – 07/12/2026',
    )
  })

  it('keeps an event upcoming until it is over: the end of its last day when all day', () => {
    const allDay = { allDay: true, start: MIDNIGHT_5TH, end: MIDNIGHT_7TH }
    expect(lastDay(allDay)).toBe('2026-12-07')
    expect(eventEndsAt(allDay).toISOString()).toBe('2026-12-07T18:30:00.000Z')
    expect(isUpcoming(allDay, new Date('2026-12-07T18:29:00.000Z'))).toBe(true)
    expect(isUpcoming(allDay, new Date('2026-12-07T18:30:00.000Z'))).toBe(false)
    const timed = { allDay: false, start: TEN, end: HALF_PAST_TWELVE }
    expect(isUpcoming(timed, new Date('2026-12-05T06:00:00.000Z'))).toBe(true)
    expect(isUpcoming(timed, new Date('2026-12-05T07:01:00.000Z'))).toBe(false)
    expect(isUpcoming({ allDay: false, start: TEN, end: null }, new Date('2026-12-05T04:31:00.000Z'))).toBe(false)
  })

  it('refuses an end before the start (a last day before the first for all-day events)', () => {
    expect(eventTimesProblem({ allDay: false, start: HALF_PAST_TWELVE, end: TEN })).toMatch(/end cannot be before/)
    expect(eventTimesProblem({ allDay: false, start: TEN, end: HALF_PAST_TWELVE })).toBeNull()
    expect(eventTimesProblem({ allDay: true, start: MIDNIGHT_7TH, end: MIDNIGHT_5TH })).toMatch(/last day/)
    // The same day at an earlier hour is still that day.
    expect(eventTimesProblem({ allDay: true, start: HALF_PAST_TWELVE, end: TEN })).toBeNull()
    expect(eventTimesProblem({ allDay: false, start: TEN, end: null })).toBeNull()
  })
})

describe('addresses', () => {
  it('names the feeds and pages of a selection', () => {
    expect(eventFeedPath({}, 'en')).toBe('/events.ics')
    expect(eventFeedPath({ institution: 4, category: 'pta-meeting' }, 'mr')).toBe(
      '/events.ics?institution=4&category=pta-meeting&lang=mr',
    )
    expect(eventsPagePath({ institution: 4 })).toBe('/events?institution=4')
    expect(webcalUrl('https://example.org/events.ics?category=sports')).toBe(
      'webcal://example.org/events.ics?category=sports',
    )
  })
})

describe('schema.org Event', () => {
  const base = {
    title: 'Sports day',
    text: 'Races.',
    place: 'Ground',
    url: 'https://example.org/events/3',
    image: 'https://example.org/og/en/events/3.png',
    society: { name: 'Society', url: 'https://example.org/', address: 'Dadar (West), Mumbai 400028' },
  }

  it('has the times with India’s offset, the place, the organizer, offline and scheduled', () => {
    const ld = eventJsonLd({
      ...base,
      allDay: false,
      start: TEN,
      end: HALF_PAST_TWELVE,
      institution: { name: 'School', address: 'Dadar', url: 'https://example.org/institutions/2' },
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Sports day',
      startDate: '2026-12-05T10:00:00+05:30',
      endDate: '2026-12-05T12:30:00+05:30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Ground', address: { '@type': 'PostalAddress', streetAddress: 'Dadar' } },
      organizer: { '@type': 'Organization', name: 'School', url: 'https://example.org/institutions/2' },
    })
  })

  it('gives all-day events days, and society-wide ones the society as organizer', () => {
    const ld = eventJsonLd({
      ...base,
      place: '',
      allDay: true,
      start: MIDNIGHT_5TH,
      end: MIDNIGHT_7TH,
      institution: null,
    }) as unknown as Record<string, unknown>
    expect(ld.startDate).toBe('2026-12-05')
    expect(ld.endDate).toBe('2026-12-07')
    expect(ld.organizer).toMatchObject({ name: 'Society' })
    expect(ld.location).toMatchObject({ name: 'Society' })
  })
})
