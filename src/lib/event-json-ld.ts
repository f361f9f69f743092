import type { Event, WithContext } from 'schema-dts'

import { postalAddress } from '@/seo/structured-data'

import { isoInIndia, lastDay, type EventTimes } from './events'

export type EventLdInput = EventTimes & {
  title: string
  text: string
  place: string
  /** The page's absolute address. */
  url: string
  /** An absolute image address: the event's link-preview card. */
  image: string
  institution: { name: string; address: string; url: string } | null
  /** `address`: the society's office, the address of a society-wide event without a place. */
  society: { name: string; url: string; address: string }
}

/**
 * schema.org `Event` of an event's page: times with India's offset (a day for all-day events), the
 * place (the institution's address when the event is one institution's), the organizer (the
 * institution, or the society), held in person and as scheduled. Google's event results want an
 * image and a structured address: the event's card (src/app/og), and a PostalAddress in Mumbai.
 */
export function eventJsonLd(e: EventLdInput): WithContext<Event> {
  const organizer = e.institution ?? e.society
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    ...(e.text ? { description: e.text } : {}),
    url: e.url,
    image: [e.image],
    startDate: isoInIndia(e.start, e.allDay),
    // The last day of an all-day event; the end, or else the start, of a timed one.
    endDate: e.allDay ? lastDay(e) : isoInIndia(e.end ?? e.start, false),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: e.place || organizer.name,
      address: postalAddress(e.institution?.address || e.place || e.society.address),
    },
    organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
  }
}
