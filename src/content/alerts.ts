import type { Lang } from '@/i18n/lang'
import { alertsForPath, isAlertLive, type SiteAlert } from '@/alerts/rules'
import { relationIds } from '@/lib/relation'
import { firstAfter } from '@/lib/schedule'

import { cached, timed, type Timed } from './cache'
import { findPublished } from './query'

/**
 * Alerts that have not ended yet, kept while the alerts are unchanged in the database. Which of
 * them are on is decided on every read (src/alerts/rules.ts), so an alert appears at its start and
 * leaves at its end without an edit or a job.
 */
const listCurrentAlerts = cached(
  async (lang: Lang): Promise<SiteAlert[]> => {
    const docs = await findPublished('alerts', {
      drafts: false,
      // Only what can still be on: a past alert never shows again (the cache keeps this list until
      // the next change of an alert, and the time filter below keeps it exact meanwhile).
      // Drafts are the office's until confirmed (src/alerts/confirm.ts).
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

/** When which of these alerts are on next changes: the first start or end after `now` (ms). */
const nextAlertChange = (alerts: readonly SiteAlert[], now: number) =>
  firstAfter(
    alerts.flatMap((a) => [a.startsAt, a.endsAt]),
    now,
  )

/** The alerts on now, for the page at `path` (society-wide ones and its institution's). */
export const liveAlertsFor = timed(async (path: string, lang: Lang) => {
  const now = new Date()
  const alerts = await listCurrentAlerts(lang)
  return { value: alertsForPath(alerts, path, now), staleAt: nextAlertChange(alerts, now.getTime()) }
})

/** Every alert on now, society-wide and institutions' (the /api/v1 read). */
export const listLiveAlerts = timed(async (lang: Lang) => {
  const now = new Date()
  const alerts = await listCurrentAlerts(lang)
  return { value: alerts.filter((a) => isAlertLive(a, now)), staleAt: nextAlertChange(alerts, now.getTime()) }
})

/**
 * One alert for its own page (/alerts/{id}, where its mail links): from its start on, ended or not
 * (a mail read late still finds what it announced), with its text in `lang` (English where there is
 * no Marathi). Null for an unknown id, a draft, or an alert that has not started. The page changes by the
 * clock at the alert's start and end (recorded for the page cache).
 */
export const getAlert = timed(
  async (id: string | number, lang: Lang): Promise<Timed<(SiteAlert & { ended: boolean }) | null>> => {
    const n = Number(id)
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 31) return { value: null, staleAt: Infinity }
    const now = Date.now()
    const [d] = await findPublished('alerts', {
      drafts: false,
      where: { and: [{ id: { equals: n } }, { state: { equals: 'confirmed' } }] },
      depth: 0,
      limit: 1,
      lang,
    })
    if (!d) return { value: null, staleAt: Infinity }
    const staleAt = firstAfter([d.startsAt, d.endsAt], now)
    if (Date.parse(d.startsAt) > now) return { value: null, staleAt }
    const alert = {
      id: d.id,
      message: d.message,
      link: d.link || null,
      level: d.level,
      startsAt: d.startsAt,
      endsAt: d.endsAt,
      institutions: relationIds(d.institutions),
      updatedAt: d.updatedAt,
    }
    return { value: { ...alert, ended: Date.parse(d.endsAt) <= now }, staleAt }
  },
)
