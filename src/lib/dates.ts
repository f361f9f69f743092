/**
 * The one date rule of the site, the admin, the mails and the exports (SPEC.md section
 * 9): days as DD/MM/yyyy, times as HH:mm on a 24-hour clock, both in India's time zone
 * (Asia/Kolkata, UTC+05:30 all year, no daylight saving) whatever the server's or the browser's own
 * zone. Where a reader cannot know the zone (mails, CSV), it is stated ("IST").
 * Everything that shows or computes a calendar day uses these helpers; nothing else formats dates.
 */

export const SITE_TIME_ZONE = 'Asia/Kolkata'
/** How the zone is named where it is stated: mails, the desk's history, CSV headers. */
export const ZONE_NAME = 'IST'
const OFFSET = '+05:30'

/**
 * The same rule as date-fns patterns, for Payload's admin (payload.config.ts `admin.dateFormat`
 * and each date field's `admin.date.displayFormat`, set by src/lib/admin-dates.ts).
 */
export const ADMIN_DATE_FORMAT = 'dd/MM/yyyy'
export const ADMIN_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm'

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

type Input = string | Date | null | undefined

const toDate = (value: Input): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Year, month, day, hour, minute and second of a moment in India. */
function indianParts(date: Date) {
  const p = Object.fromEntries(dateParts.formatToParts(date).map((x) => [x.type, x.value]))
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! }
}

/** '26/11/2026': the day in India; '' for a missing or invalid date. */
export function formatDate(value: Input): string {
  const date = toDate(value)
  if (!date) return ''
  const p = indianParts(date)
  return `${p.day}/${p.month}/${p.year}`
}

/** '26/11/2026 01:06': the day and time in India; with `zone`, '26/11/2026 01:06 IST'. */
export function formatDateTime(value: Input, { zone = false } = {}): string {
  const date = toDate(value)
  if (!date) return ''
  const p = indianParts(date)
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}${zone ? ` ${ZONE_NAME}` : ''}`
}

/** '2026-11-26': the day in India as an ISO day (for computing, file names, `<time dateTime>`). */
export function indianDay(value: Input): string {
  const date = toDate(value)
  if (!date) return ''
  const p = indianParts(date)
  return `${p.year}-${p.month}-${p.day}`
}

/** '2026-11-26T01:06:20+05:30': a moment in India with its offset (machine-readable, zone stated). */
export function indianIso(value: Input): string {
  const date = toDate(value)
  if (!date) return ''
  const p = indianParts(date)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${OFFSET}`
}

/** An ISO day `n` days later (earlier for negative n). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** The first moment of an Indian day ('2026-12-01' → 01/12/2026 00:00 IST). */
export const startOfIndianDay = (day: string): Date => new Date(`${day}T00:00:00.000${OFFSET}`)

/** The last moment of an Indian day ('2026-12-11' → 11/12/2026 23:59:59.999 IST). */
export const endOfIndianDay = (day: string): Date => new Date(`${day}T23:59:59.999${OFFSET}`)

/**
 * The newest of some ISO dates ("Last updated" of a page showing several things); null when none
 * is a date. Compared as instants, so offsets other than Z order correctly too.
 */
export function newestDate(...dates: (string | null | undefined)[]): string | null {
  let best: { iso: string; at: number } | null = null
  for (const iso of dates) {
    if (!iso) continue
    const at = new Date(iso).getTime()
    if (Number.isNaN(at)) continue
    if (!best || at > best.at) best = { iso, at }
  }
  return best?.iso ?? null
}
