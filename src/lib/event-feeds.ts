import type { Lang } from '@/i18n/lang'

import {
  EVENT_TIME_ZONE,
  indianDate,
  indianWallClock,
  lastDay,
  nextDay,
  type EventCategory,
  type EventTimes,
} from './events'

/**
 * The addresses of the calendar feeds: /events.ics has every published event;
 * `?institution={id}` one institution's (with the society-wide ones), `?category={category}` one
 * category's, both together both; `?event={id}` one event alone (its page's "Add to calendar");
 * `lang=mr` the Marathi texts. One route, so the feeds need no routes of their own below /events
 * (which is a page).
 */
export function eventFeedPath(filter: { institution?: number; category?: EventCategory }, lang: Lang): string {
  const query = new URLSearchParams()
  if (filter.institution !== undefined) query.set('institution', String(filter.institution))
  if (filter.category !== undefined) query.set('category', filter.category)
  if (lang !== 'en') query.set('lang', lang)
  const q = query.toString()
  return `/events.ics${q ? `?${q}` : ''}`
}

/** The /events page of a filter (its plain GET form gives the same address). */
export function eventsPagePath(filter: { institution?: number; category?: EventCategory }): string {
  const query = new URLSearchParams()
  if (filter.institution !== undefined) query.set('institution', String(filter.institution))
  if (filter.category !== undefined) query.set('category', filter.category)
  const q = query.toString()
  return `/events${q ? `?${q}` : ''}`
}

/** webcal:// makes phones and desktop calendars offer to subscribe, where https:// would download once. */
export const webcalUrl = (absolute: string) => absolute.replace(/^https?:/, 'webcal:')

/** The .ics file of one event (its page's "Add to calendar"). */
export function eventIcsPath(id: number, lang: Lang): string {
  const query = new URLSearchParams({ event: String(id) })
  if (lang !== 'en') query.set('lang', lang)
  return `/events.ics?${query}`
}

const compact = (value: string) => value.replace(/[-:]/g, '')

/**
 * Google Calendar's "add event" address (its TEMPLATE action): Android phones and Google Calendar
 * on the web open it directly, where a downloaded .ics may do nothing. Timed events in Indian
 * wall-clock time with `ctz=Asia/Kolkata`; all-day events as days, the end being the day after the
 * last (as in the .ics). An event without an end is written as a moment (start = end).
 */
export function googleCalendarUrl(e: EventTimes & { title: string; place?: string | null; details?: string }): string {
  const dates = e.allDay
    ? `${compact(indianDate(e.start))}/${compact(nextDay(lastDay(e)))}`
    : `${compact(indianWallClock(e.start))}/${compact(indianWallClock(e.end ?? e.start))}`
  const query = new URLSearchParams({ action: 'TEMPLATE', text: e.title, dates })
  if (!e.allDay) query.set('ctz', EVENT_TIME_ZONE)
  if (e.details) query.set('details', e.details)
  if (e.place) query.set('location', e.place)
  return `https://calendar.google.com/calendar/render?${query}`
}
