import type { Where } from 'payload'

/**
 * Scheduled visibility of notices and media talks: a published item is on the site from `publishAt`
 * (if set) until `expiresAt` (if set). The content layer caches every published item with these two
 * dates and applies this check on each read, so an item appears and leaves at the second, without a
 * job having to run and without expiring any cache. Pure: the content layer says when what it read
 * goes stale (nextScheduleChange), for the page cache.
 */
export type Scheduled = { publishAt?: string | null; expiresAt?: string | null }

export function isLive(item: Scheduled, now: Date = new Date()): boolean {
  const t = now.getTime()
  if (item.publishAt && Date.parse(item.publishAt) > t) return false
  if (item.expiresAt && Date.parse(item.expiresAt) <= t) return false
  return true
}

/** The earliest of these ISO times (or ms) after `now` (ms), or Infinity. */
export function firstAfter(times: Iterable<string | number | null | undefined>, now: number): number {
  let first = Infinity
  for (const t of times) {
    const at = typeof t === 'string' ? Date.parse(t) : t
    if (typeof at === 'number' && at > now && at < first) first = at
  }
  return first
}

/** When whether the item is live next changes by the clock alone (ms), or Infinity. */
export const nextScheduleChange = (item: Scheduled, now: number): number =>
  firstAfter([item.publishAt, item.expiresAt], now)

/** The same rule as a query: the documents live at `at` (ms), for reads in the database. */
export function liveAt(at: number): Where {
  const iso = new Date(at).toISOString()
  return {
    and: [
      { or: [{ publishAt: { exists: false } }, { publishAt: { less_than_equal: iso } }] },
      { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: iso } }] },
    ],
  }
}

/** The validation message when the dates contradict each other, else null. */
export function scheduleProblem(item: Scheduled): string | null {
  if (item.publishAt && item.expiresAt && Date.parse(item.expiresAt) <= Date.parse(item.publishAt)) {
    return '“Hide after” must be later than “Publish at”.'
  }
  return null
}

/** Where a published item stands against its schedule: not yet on the site, on it, or taken off. */
export function scheduleState(item: Scheduled, now: Date = new Date()): 'scheduled' | 'live' | 'expired' {
  if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) return 'scheduled'
  return isLive(item, now) ? 'live' : 'expired'
}
