/**
 * Events of the calendar: their categories and their times. Every time is read in Mumbai's time
 * zone (Asia/Kolkata, UTC+05:30 all year), whatever the server's own zone: an all-day event is a
 * day of the Indian calendar, a timed one a moment shown as Indian time.
 */

import { SITE_TIME_ZONE } from '@/lib/dates'

/** The site's one time zone (src/lib/dates.ts). */
export const EVENT_TIME_ZONE = SITE_TIME_ZONE

/** The categories, in the order the filter lists them. Their names per language are in src/i18n. */
export const EVENT_CATEGORIES = ['examination', 'holiday', 'pta-meeting', 'admission', 'cultural', 'sports'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

export const isEventCategory = (value: unknown): value is EventCategory =>
  typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value)

/** What the times of an event are made of (the collection's fields). */
export type EventTimes = { allDay: boolean; start: string; end: string | null }

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function indianParts(iso: string) {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` }
}

/** The day in India, 'YYYY-MM-DD'. */
export const indianDate = (iso: string): string => indianParts(iso).date

/** The time of day in India, 'HH:mm' (24-hour clock). */
export const indianTime = (iso: string): string => indianParts(iso).time

/** The month in India, 'YYYY-MM' (the groups of /events). */
export const indianMonth = (iso: string): string => indianDate(iso).slice(0, 7)

/** A 'YYYY-MM-DD' day `n` days later (earlier for negative n). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** The day after a 'YYYY-MM-DD' day. */
export const nextDay = (day: string): string => addDays(day, 1)

/** Midnight at the start of an Indian day, as a moment. */
const indianMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`)

/** The last day of an all-day event ('YYYY-MM-DD'): its end's day, or its start's. */
export function lastDay(e: EventTimes): string {
  const first = indianDate(e.start)
  const last = e.end ? indianDate(e.end) : first
  return last < first ? first : last
}

/**
 * When the event is over: the end of its last day for an all-day event, else its end time (or its
 * start, when it has no end). An event is upcoming until then, so one under way is still listed.
 */
export function eventEndsAt(e: EventTimes): Date {
  if (e.allDay) return indianMidnight(nextDay(lastDay(e)))
  return new Date(e.end ?? e.start)
}

export function isUpcoming(e: EventTimes, now: Date): boolean {
  return eventEndsAt(e).getTime() > now.getTime()
}

/** Why an event's times cannot be saved, or null (the collection's validation). */
export function eventTimesProblem(e: {
  allDay?: boolean | null
  start?: string | null
  end?: string | null
}): string | null {
  if (!e.start || !e.end) return null
  const start = Date.parse(e.start)
  const end = Date.parse(e.end)
  if (Number.isNaN(start) || Number.isNaN(end)) return null
  if (e.allDay) return indianDate(e.end) < indianDate(e.start) ? 'The last day cannot be before the first day.' : null
  return end < start ? 'The end cannot be before the start.' : null
}

/**
 * schema.org / ISO 8601 forms: a day ('2026-12-05') for all-day events, else the moment with
 * India's offset ('2026-12-05T10:00:00+05:30'), so a reader sees the local time as written.
 */
export function isoInIndia(iso: string, allDay: boolean): string {
  const { date, time } = indianParts(iso)
  return allDay ? date : `${date}T${time}:00+05:30`
}

/** The Indian wall-clock time without an offset, 'YYYY-MM-DDTHH:mm:00' (a calendar's local time). */
export function indianWallClock(iso: string): string {
  const { date, time } = indianParts(iso)
  return `${date}T${time}:00`
}

/** 'YYYY-MM-DD' as the site writes dates, DD/MM/yyyy. */
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

/**
 * When an event takes place, as pages show it: "05/12/2026 (all day)", "05/12/2026 – 07/12/2026",
 * "05/12/2026, 10:00 – 12:30", "05/12/2026 18:00 – 06/12/2026 09:00" (Indian time, 24-hour clock).
 */
export function eventWhen(e: EventTimes, allDayLabel: string): string {
  const first = indianDate(e.start)
  if (e.allDay) {
    const last = lastDay(e)
    return last === first ? `${ddmmyyyy(first)} (${allDayLabel})` : `${ddmmyyyy(first)} – ${ddmmyyyy(last)}`
  }
  const from = `${ddmmyyyy(first)}, ${indianTime(e.start)}`
  if (!e.end || e.end === e.start) return from
  const endDay = indianDate(e.end)
  return endDay === first
    ? `${from} – ${indianTime(e.end)}`
    : `${ddmmyyyy(first)} ${indianTime(e.start)} – ${ddmmyyyy(endDay)} ${indianTime(e.end)}`
}
