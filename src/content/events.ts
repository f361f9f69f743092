import type { Lang } from '@/i18n/lang'
import { isEventCategory, isUpcoming, type EventCategory } from '@/lib/events'
import { parsePositiveId } from '@/lib/ids'
import { richTextToHtml, richTextToPlain, type SafeHtml } from '@/lib/rich-text'

import { cached } from './cache'
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

/**
 * Every published event, soonest first. An event of an institution that is not published (a draft,
 * or gone) is left out with it, so it cannot pass for a society-wide one.
 */
const readEvents = cached(
  async (lang: Lang): Promise<SiteEvent[]> => {
    const [docs, institutions] = await Promise.all([
      findPublished('events', { sort: ['start', 'id'], depth: 1, lang }),
      listInstitutions(lang),
    ])
    const byId = new Map(institutions.map((i) => [i.id, i]))
    return docs.flatMap((d): SiteEvent[] => {
      const institutionId = relationId(d.institution)
      const institution = institutionId === null ? null : byId.get(institutionId)
      if (institution === undefined || !isEventCategory(d.category)) return []
      return [
        {
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
        },
      ]
    })
  },
  'events:list',
  ['events', 'institutions', 'media'],
)

const matches = (e: SiteEvent, filter: EventFilter) =>
  (filter.category === undefined || e.category === filter.category) &&
  (filter.institution === undefined || e.institution === null || e.institution.id === filter.institution)

/** Published events, past ones included (the calendar feeds), soonest first. */
export async function listEvents(filter: EventFilter = {}, lang: Lang = 'en'): Promise<SiteEvent[]> {
  return (await readEvents(lang)).filter((e) => matches(e, filter))
}

/** Events not over yet (under way or to come), soonest first: /events and the home page. */
export async function listUpcomingEvents(filter: EventFilter = {}, lang: Lang = 'en', now = new Date()): Promise<SiteEvent[]> {
  return (await listEvents(filter, lang)).filter((e) => isUpcoming(e, now))
}

/** One published event for /events/{id} (past ones too: a shared address keeps working); null otherwise. */
export async function getEvent(rawId: unknown, lang: Lang = 'en'): Promise<SiteEvent | null> {
  const id = parsePositiveId(rawId)
  if (id === null) return null
  return (await readEvents(lang)).find((e) => e.id === id) ?? null
}

/** The pages of published events with their last change, for the sitemap (/events/{id}, /mr/events/{id}). */
export async function listEventPages(): Promise<{ id: number; updatedAt: string }[]> {
  return (await readEvents('en')).map((e) => ({ id: e.id, updatedAt: e.updatedAt }))
}
