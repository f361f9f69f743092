import { stripLang } from '@/i18n/paths'

import { isLive } from '@/lib/schedule'

/**
 * Closure alerts (heavy rain, civic orders): a short message shown at the top of the pages it
 * concerns from its start to its end time. The rules of which alert shows where, in one place for
 * the pages and /api/v1.
 */

export const ALERT_LEVELS = ['information', 'emergency'] as const
export type AlertLevel = (typeof ALERT_LEVELS)[number]

export type SiteAlert = {
  id: number
  message: string
  link: string | null
  level: AlertLevel
  startsAt: string
  endsAt: string
  /** The institutions it concerns; empty: the whole society (every page). */
  institutions: number[]
  updatedAt: string
}

/** Whether the alert is on now: from its start (inclusive) to its end (exclusive). */
export const isAlertLive = (alert: Pick<SiteAlert, 'startsAt' | 'endsAt'>, now: Date = new Date()) =>
  isLive({ publishAt: alert.startsAt, expiresAt: alert.endsAt }, now)

/**
 * The institution whose pages a site address belongs to (`/institutions/7`, `/mr/institutions/7/…`,
 * `/gallery/institute/7`), or null for the society's pages.
 */
export function institutionOfPath(path: string): number | null {
  const bare = stripLang(path.split(/[?#]/)[0] ?? '/').path
  const match =
    /^\/(?:institutions|gallery\/institute)\/([1-9]\d{0,8})(?:\/|$)/.exec(bare) ??
    /^\/gallery\/[^/]+\/([1-9]\d{0,8})(?:\/|$)/.exec(bare)
  return match ? Number(match[1]) : null
}

/**
 * The live alerts a page at `path` shows: society-wide ones everywhere, an institution's on that
 * institution's pages; emergencies first, then the newest start first.
 */
export function alertsForPath(alerts: readonly SiteAlert[], path: string, now: Date = new Date()): SiteAlert[] {
  const institution = institutionOfPath(path)
  return alerts
    .filter(
      (a) =>
        isAlertLive(a, now) &&
        (a.institutions.length === 0 || (institution !== null && a.institutions.includes(institution))),
    )
    .sort((a, b) => levelRank(b.level) - levelRank(a.level) || Date.parse(b.startsAt) - Date.parse(a.startsAt))
}

const levelRank = (level: AlertLevel) => (level === 'emergency' ? 1 : 0)

/** The validation message when the end is not after the start, else null. */
export function alertWindowProblem(startsAt: unknown, endsAt: unknown): string | null {
  if (typeof startsAt !== 'string' || typeof endsAt !== 'string') return null
  return Date.parse(endsAt) > Date.parse(startsAt) ? null : 'The end must be later than the start.'
}
