import type { Lang } from '@/i18n/lang'
import { eventEndsAt, isEventCategory, isUpcoming, type EventCategory } from '@/lib/events'
import { firstAfter } from '@/lib/schedule'
import { parsePositiveId } from '@/lib/whole-number'
import { richTextToHtml, richTextToPlain, type SafeHtml } from '@/lib/rich-text'

import { cached, timed } from './cache'
import { listInstitutions } from './institutions'
import { toMediaRef, type MediaRef } from './media'
import { findPublished, relationId } from './query'

/** An event as pages and feeds read it (published only; texts in the asked language). */
export type SiteEvent = {
  id: number
  title: string
  category: EventCategory
  allDay: boolean
  /** ISO moments; for an all-day event only their day in India counts (src/lib/events.ts). */
  start: string
  end: string | null
  place: string
  /** null: a society-wide event. */
  institution: { id: number; name: string; address: string } | null
  html: SafeHtml
  /** The description as plain text (feeds, meta description). */
  text: string
  file: MediaRef | null
  updatedAt: string
}

/** Which events: one institution's (with the society-wide ones, which concern every school) and/or one category. */
export type EventFilter = { institution?: number; category?: EventCategory }

/** How far back the lists and calendar feeds reach: events that started within about a year. */
export const EVENT_WINDOW_DAYS = 400

/**
 * The first day (YYYY-MM-DD, UTC) of the lists' window. A day, not a moment: it is part of the
 * cache key, so the window moves once a day and the cached list is read again then.
 */
export function windowStart(now: Date): string {
  return new Date(now.getTime() - EVENT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10)
}

/** When the window moves: the next UTC day (ms). */
const windowMovesAt = (now: Date) => Math.floor(now.getTime() / 86_400_000 + 1) * 86_400_000

type EventDoc = Awaited<ReturnType<typeof findPublished<'events'>>>[number]
type InstitutionRef = Awaited<ReturnType<typeof listInstitutions>>[number]

/**
 * An event document as the site shows it. An event of an institution that is not published (a
 * draft, or gone) is left out with it (null), so it cannot pass for a society-wide one.
 */
function toSiteEvent(d: EventDoc, byId: Map<number, InstitutionRef>): SiteEvent | null {
  const institutionId = relationId(d.institution)
  const institution = institutionId === null ? null : byId.get(institutionId)
  if (institution === undefined || !isEventCategory(d.category)) return null
  return {
    id: d.id,
    title: d.title,
    category: d.category,
    allDay: d.allDay === true,
    start: d.start,
    end: d.end ?? null,
    place: d.place ?? '',
    institution: institution && { id: institution.id, name: institution.name, address: institution.address },
    html: richTextToHtml(d.description),
    text: richTextToPlain(d.description),
    file: toMediaRef(d.file),
    updatedAt: d.updatedAt,
  }
}

async function institutionsById(lang: Lang) {
  return new Map((await listInstitutions(lang)).map((i) => [i.id, i]))
}

/**
 * The published events that start on `since` or later, soonest first: the database reads the
 * window only (the index on status and start), however many past years of events it holds.
 */
const readEvents = cached(
  async (lang: Lang, since: string): Promise<SiteEvent[]> => {
    const [docs, byId] = await Promise.all([
      findPublished('events', {
        where: { start: { greater_than_equal: since } },
        sort: ['start', 'id'],
        depth: 1,
        lang,
      }),
      institutionsById(lang),
    ])
    return docs.flatMap((d) => toSiteEvent(d, byId) ?? [])
  },
  'events:list',
  ['events', 'institutions', 'media'],
)

/** One published event, however old. */
const readEvent = cached(
  async (lang: Lang, id: number): Promise<SiteEvent | null> => {
    const [docs, byId] = await Promise.all([
      findPublished('events', { where: { id: { equals: id } }, depth: 1, limit: 1, lang }),
      institutionsById(lang),
    ])
    return docs[0] ? toSiteEvent(docs[0], byId) : null
  },
  'events:one',
  ['events', 'institutions', 'media'],
)

const matches = (e: SiteEvent, filter: EventFilter) =>
  (filter.category === undefined || e.category === filter.category) &&
  (filter.institution === undefined || e.institution === null || e.institution.id === filter.institution)

/** Published events that started within the window, past ones included (the calendar feeds), soonest first; stale when the window moves. */
export const listEvents = timed(async (filter: EventFilter = {}, lang: Lang = 'en', now: Date = new Date()) => ({
  value: (await readEvents(lang, windowStart(now))).filter((e) => matches(e, filter)),
  staleAt: windowMovesAt(now),
}))

/** Events not over yet (under way or to come), soonest first: /events and the home page; stale when the first of them ends or the window moves. */
export const listUpcomingEvents = timed(async (filter: EventFilter = {}, lang: Lang = 'en', now: Date = new Date()) => {
  const upcoming = (await readEvents(lang, windowStart(now))).filter((e) => matches(e, filter) && isUpcoming(e, now))
  return {
    value: upcoming,
    staleAt: Math.min(
      windowMovesAt(now),
      firstAfter(
        upcoming.map((e) => eventEndsAt(e).getTime()),
        now.getTime(),
      ),
    ),
  }
})

/** Whether an event is over (its page says so); stale when it ends. */
export const isEventOver = timed(async (e: SiteEvent, now: Date = new Date()) => ({
  value: !isUpcoming(e, now),
  staleAt: eventEndsAt(e).getTime(),
}))

/** One published event for /events/{id} (past ones too: a shared address keeps working); null otherwise. */
export async function getEvent(rawId: unknown, lang: Lang = 'en'): Promise<SiteEvent | null> {
  const id = parsePositiveId(rawId)
  if (id === null) return null
  return readEvent(lang, id)
}

/** The pages of published events with their last change, for the sitemap (/events/{id}, /mr/events/{id}): every one, however old. */
export const listEventPages = cached(
  async (): Promise<{ id: number; updatedAt: string }[]> => {
    const [docs, byId] = await Promise.all([
      findPublished('events', { sort: ['start', 'id'], depth: 0 }),
      institutionsById('en'),
    ])
    // As getEvent: an event of an unpublished institution has no page.
    const shown = docs.filter((d) => {
      const institution = relationId(d.institution)
      return institution === null || byId.has(institution)
    })
    return shown.map((d) => ({ id: d.id, updatedAt: d.updatedAt }))
  },
  'sitemap:events',
  // Which institutions are published decides which events have a page (institutionsById).
  ['events', 'institutions', 'media'],
)
