import { describe, expect, it } from 'vitest'

import { eventIcsPath, googleCalendarUrl, webcalUrl } from '@/lib/event-feeds'

describe('"Add to calendar" addresses of one event', () => {
  it('Google Calendar: a timed event in Indian wall-clock time with ctz=Asia/Kolkata', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Parents’ meeting',
        allDay: false,
        start: '2030-02-12T12:00:00.000Z',
        end: '2030-02-12T13:30:00.000Z',
        place: 'Hall 2',
        details: 'Agenda\n\nhttps://society.test/events/7',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Parents’ meeting')
    expect(url.searchParams.get('dates')).toBe('20300212T173000/20300212T190000')
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata')
    expect(url.searchParams.get('location')).toBe('Hall 2')
    expect(url.searchParams.get('details')).toBe('Agenda\n\nhttps://society.test/events/7')
  })

  it('Google Calendar: an all-day event as days, the end the day after the last; no end is a moment', () => {
    const allDay = new URL(
      googleCalendarUrl({
        title: 'Holiday',
        allDay: true,
        start: '2030-04-30T18:30:00.000Z',
        end: '2030-05-01T18:30:00.000Z',
      }),
    )
    expect(allDay.searchParams.get('dates')).toBe('20300501/20300503')
    expect(allDay.searchParams.has('ctz')).toBe(false)
    const moment = new URL(
      googleCalendarUrl({ title: 'Result', allDay: false, start: '2030-06-01T05:30:00.000Z', end: null }),
    )
    expect(moment.searchParams.get('dates')).toBe('20300601T110000/20300601T110000')
  })

  it('the .ics of one event, in each language; the list feed keeps its webcal address too', () => {
    expect(eventIcsPath(7, 'en')).toBe('/events.ics?event=7')
    expect(eventIcsPath(7, 'mr')).toBe('/events.ics?event=7&lang=mr')
    expect(webcalUrl('https://society.test/events.ics')).toBe('webcal://society.test/events.ics')
  })
})
