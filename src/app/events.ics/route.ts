import { env } from '@/config/env'
import { listEvents, type EventFilter } from '@/content/events'
import { listInstitutions } from '@/content/institutions'
import { getSiteSettings } from '@/content/site-settings'
import { getDictionary } from '@/i18n'
import { isLang, type Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/db-errors'
import { eventCalendar } from '@/lib/event-calendar'
import { isEventCategory } from '@/lib/events'
import { parsePositiveId } from '@/lib/whole-number'
import { logger } from '@/lib/logger'

/**
 * GET /events.ics: the calendar feed of published events (src/lib/event-feeds.ts names the
 * addresses: ?institution=, ?category=, ?lang=mr). Bad parameters answer 400, an institution that is
 * not published 404, each with a sentence that says why.
 */
export const dynamic = 'force-dynamic'

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const known = new Set(['institution', 'category', 'lang'])
  const unknown = [...params.keys()].find((k) => !known.has(k))
  if (unknown) return text(400, `Unknown parameter "${unknown.slice(0, 40)}": use institution, category or lang.`)
  const rawInstitution = params.get('institution')
  const rawCategory = params.get('category')
  const rawLang = params.get('lang') ?? 'en'
  const institution = rawInstitution === null ? undefined : parsePositiveId(rawInstitution)
  if (institution === null) return text(400, 'institution must be the number of an institution (as in /institutions/{id}).')
  if (rawCategory !== null && !isEventCategory(rawCategory)) return text(400, 'category must be one of examination, holiday, pta-meeting, admission, cultural, sports.')
  if (!isLang(rawLang)) return text(400, 'lang must be en or mr.')
  const lang: Lang = rawLang
  const filter: EventFilter = { institution, category: rawCategory ?? undefined }

  try {
    const [events, institutions, settings] = await Promise.all([listEvents(filter, lang), listInstitutions(lang), getSiteSettings(lang)])
    const t = getDictionary(lang).events
    const chosen = institution === undefined ? undefined : institutions.find((i) => i.id === institution)
    if (institution !== undefined && !chosen) return text(404, 'There is no such institution.')
    const scope = [chosen?.name, filter.category && t.categories[filter.category]].filter(Boolean).join(', ')
    const body = eventCalendar(
      events.map((e) => ({ ...e, fileUrl: e.file ? new URL(e.file.url, env.siteUrl).href : null })),
      {
        name: t.calendarName(scope || settings.title),
        description: t.description,
        siteUrl: env.siteUrl,
        eventsPath: localePath(lang, '/events'),
        categoryName: (c) => (isEventCategory(c) ? t.categories[c] : c),
        language: lang,
      },
    )
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="events.ics"`,
        'Cache-Control': 'no-cache',
      },
    })
  } catch (error) {
    logger.error({ err: error }, 'events.ics could not be built')
    return text(503, 'The calendar cannot be read right now; please try again in a moment.', { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
  }
}
