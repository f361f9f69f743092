import type { Where } from 'payload'

import { recordFirstAfter } from '../../server/render-record.mjs'

/**
 * Scheduled visibility of notices and media talks: a published item is on the site from `publishAt`
 * (if set) until `expiresAt` (if set). The content layer caches every published item with these two
 * dates and applies this check on each read, so an item appears and leaves at the second, without a
 * job having to run and without expiring any cache.
 */
export type Scheduled = { publishAt?: string | null; expiresAt?: string | null }

export function isLive(item: Scheduled, now: Date = new Date()): boolean {
  const t = now.getTime()
  // A page that shows (or leaves out) the item changes at the next of these moments (server/render-record.mjs).
  recordFirstAfter([item.publishAt, item.expiresAt], t)
  if (item.publishAt && Date.parse(item.publishAt) > t) return false
  if (item.expiresAt && Date.parse(item.expiresAt) <= t) return false
  return true
}

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
  if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) return (recordFirstAfter([item.publishAt], now.getTime()), 'scheduled')
  return isLive(item, now) ? 'live' : 'expired'
}
