import type { Event, WithContext } from 'schema-dts'

import { isoInIndia, lastDay, type EventTimes } from './events'

export type EventLdInput = EventTimes & {
  title: string
  text: string
  place: string
  /** The page's absolute address. */
  url: string
  institution: { name: string; address: string; url: string } | null
  society: { name: string; url: string }
}

/**
 * schema.org `Event` of an event's page: times with India's offset (a day for all-day events), the
 * place (the institution's address when the event is one institution's), the organizer (the
 * institution, or the society), held in person and as scheduled.
 */
export function eventJsonLd(e: EventLdInput): WithContext<Event> {
  const organizer = e.institution ?? e.society
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    ...(e.text ? { description: e.text } : {}),
    url: e.url,
    startDate: isoInIndia(e.start, e.allDay),
    // The last day of an all-day event; the end, or else the start, of a timed one.
    endDate: e.allDay ? lastDay(e) : isoInIndia(e.end ?? e.start, false),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: e.place || organizer.name,
      address: e.institution?.address || e.place || organizer.name,
    },
    organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
  }
}
