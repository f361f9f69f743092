import ical, { ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'

import { EVENT_TIME_ZONE, indianDate, indianWallClock, lastDay, nextDay, type EventTimes } from './events'

/** What a calendar feed needs of an event (src/content/events.ts's SiteEvent has it all). */
export type CalendarEvent = EventTimes & {
  id: number
  title: string
  category: string
  place: string
  text: string
  updatedAt: string
  fileUrl: string | null
}

export type CalendarOptions = {
  /** The calendar's name in the subscriber's list. */
  name: string
  description: string
  /** The site's origin (https://…): events' addresses, and the right-hand side of their UIDs. */
  siteUrl: string
  /** The public path of /events in the feed's language ('/events', '/mr/events'); an event's page is below it. */
  eventsPath: string
  /** The category's name in the feed's language. */
  categoryName: (category: string) => string
  language: string
}

/** The VTIMEZONE of Asia/Kolkata (RFC 5545 wants one for every TZID a feed uses), from the IANA data. */
const vtimezone = (tz: string): string | null => {
  const block = tzlib_get_ical_block(tz)
  return Array.isArray(block) ? (block[0] ?? null) : null
}

/**
 * An iCalendar (RFC 5545) feed of events, for Google Calendar and phones' calendars to subscribe to.
 * Timed events are written in Indian time (DTSTART;TZID=Asia/Kolkata, with its VTIMEZONE), all-day
 * events as DATE values (the end is the day after the last, as RFC 5545 counts it). An event's UID
 * is its id at the site's host, so a calendar updates it in place when it changes; DTSTAMP and
 * LAST-MODIFIED are its last change.
 */
export function eventCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const host = new URL(options.siteUrl).host
  const calendar = ical({
    name: options.name,
    description: options.description,
    prodId: {
      company: 'Vidya Vikas Education Society',
      product: 'Website events',
      language: options.language.toUpperCase(),
    },
    url: `${options.siteUrl}${options.eventsPath}`,
    timezone: { name: null, generator: vtimezone },
    // How often subscribed calendars should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 60 * 60,
  })
  for (const e of events) {
    const url = `${options.siteUrl}${options.eventsPath}/${e.id}`
    const updated = new Date(e.updatedAt)
    const timing = e.allDay
      ? { allDay: true, start: indianDate(e.start), end: nextDay(lastDay(e)) }
      : { timezone: EVENT_TIME_ZONE, start: indianWallClock(e.start), end: e.end ? indianWallClock(e.end) : undefined }
    calendar.createEvent({
      id: `event-${e.id}@${host}`,
      ...timing,
      summary: e.title,
      location: e.place || undefined,
      description: [e.text, e.fileUrl ? `PDF: ${e.fileUrl}` : '', url].filter(Boolean).join('\n\n'),
      url,
      categories: [{ name: options.categoryName(e.category) }],
      status: ICalEventStatus.CONFIRMED,
      stamp: updated,
      lastModified: updated,
    })
  }
  return calendar.toString()
}
