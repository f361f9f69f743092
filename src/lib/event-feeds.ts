import type { Lang } from '@/i18n/lang'

import type { EventCategory } from './events'

/**
 * The addresses of the calendar feeds: /events.ics has every published event;
 * `?institution={id}` one institution's (with the society-wide ones), `?category={category}` one
 * category's, both together both; `lang=mr` the Marathi texts. One route, so the feeds need no
 * routes of their own below /events (which is a page).
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

