import type { Lang } from '@/i18n/lang'
import { alertsForPath, isAlertLive, type SiteAlert } from '@/lib/alert-rules'
import { relationIds } from '@/lib/relation'

import { recordFirstAfter } from '../../server/render-record.mjs'

import { cached } from './cache'
import { findPublished } from './query'

/**
 * Alerts that have not ended yet, kept while the alerts are unchanged in the database. Which of
 * them are on is decided on every read (src/lib/alert-rules.ts), so an alert appears at its start and
 * leaves at its end without an edit or a job.
 */
const listCurrentAlerts = cached(
  async (lang: Lang): Promise<SiteAlert[]> => {
    const docs = await findPublished('alerts', {
      drafts: false,
      // Only what can still be on: a past alert never shows again (the cache keeps this list until
      // the next change of an alert, and the time filter below keeps it exact meanwhile).
      // Drafts are the office's until confirmed (src/collections/alert-confirm.ts).
      where: { and: [{ state: { equals: 'confirmed' } }, { endsAt: { greater_than: new Date().toISOString() } }] },
      sort: ['-startsAt', '-id'],
      depth: 0,
      lang,
    })
    return docs.map((d) => ({
      id: d.id,
      message: d.message,
      link: d.link || null,
      level: d.level,
      startsAt: d.startsAt,
      endsAt: d.endsAt,
      institutions: relationIds(d.institutions),
      updatedAt: d.updatedAt,
    }))
  },
  'alerts:current',
  ['alerts'],
)

/** The alerts on now, for the page at `path` (society-wide ones and its institution's). */
export async function liveAlertsFor(path: string, lang: Lang): Promise<SiteAlert[]> {
  return alertsForPath(await listCurrentAlerts(lang), path)
}

/** Every alert on now, society-wide and institutions' (the /api/v1 read). */
export async function listLiveAlerts(lang: Lang): Promise<SiteAlert[]> {
  const now = new Date()
  return (await listCurrentAlerts(lang)).filter((a) => isAlertLive(a, now))
}

/**
 * One alert for its own page (/alerts/{id}, where its mail links): from its start on, ended or not
 * (a mail read late still finds what it announced), with its text in `lang` (English where there is
 * no Marathi). Null for an unknown id, a draft, or an alert that has not started. The page changes by the
 * clock at the alert's start and end (recorded for the page cache).
 */
export async function getAlert(id: string | number, lang: Lang): Promise<(SiteAlert & { ended: boolean }) | null> {
  const n = Number(id)
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 31) return null
  const now = Date.now()
  const [d] = await findPublished('alerts', { drafts: false, where: { and: [{ id: { equals: n } }, { state: { equals: 'confirmed' } }] }, depth: 0, limit: 1, lang })
  if (!d) return null
  recordFirstAfter([d.startsAt, d.endsAt], now)
  if (Date.parse(d.startsAt) > now) return null
  return { id: d.id, message: d.message, link: d.link || null, level: d.level, startsAt: d.startsAt, endsAt: d.endsAt, institutions: relationIds(d.institutions), updatedAt: d.updatedAt, ended: Date.parse(d.endsAt) <= now }
}
