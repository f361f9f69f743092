import { env } from '@/config/env'
import { getEvent, listEvents, type EventFilter } from '@/content/events'
import { listInstitutions } from '@/content/institutions'
import { getSiteSettings } from '@/content/site-settings'
import { getDictionary } from '@/i18n'
import { isLang, type Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/db-errors'
import { eventCalendar } from '@/lib/event-calendar'
import { isEventCategory } from '@/lib/events'
import { parsePositiveId } from '@/lib/whole-number'
import { logger } from '@/services/logger'

/**
 * GET /events.ics: the calendar feed of published events (src/lib/event-feeds.ts names the
 * addresses: ?institution=, ?category=, ?lang=mr), or one event's .ics (?event=). Bad parameters answer 400, an institution that is
 * not published 404, each with a sentence that says why.
 */
export const dynamic = 'force-dynamic'

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

const calendarOptions = (lang: Lang, name: string) => {
  const t = getDictionary(lang).events
  return {
    name,
    description: t.description,
    siteUrl: env.siteUrl,
    eventsPath: localePath(lang, '/events'),
    categoryName: (c: string) => (isEventCategory(c) ? t.categories[c] : c),
    language: lang,
  }
}

const withFileUrl = <E extends { file?: { url: string } | null }>(e: E) => ({
  ...e,
  fileUrl: e.file ? new URL(e.file.url, env.siteUrl).href : null,
})

/**
 * One event's .ics (its page's "Add to calendar"): a file to open, which phones and desktop
 * calendars import; any published event, past ones included, as its page shows it. A draft or
 * unknown event is 404.
 */
async function oneEvent(id: number, lang: Lang): Promise<Response> {
  try {
    const event = await getEvent(id, lang)
    if (!event) return text(404, 'There is no such event.')
    const body = eventCalendar([withFileUrl(event)], calendarOptions(lang, event.title))
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="event-${id}.ics"`,
        'Cache-Control': 'no-cache',
      },
    })
  } catch (error) {
    logger.error({ err: error }, 'an event .ics could not be built')
    return text(503, 'The calendar cannot be read right now; please try again in a moment.', {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    })
  }
}

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const known = new Set(['institution', 'category', 'event', 'lang'])
  const unknown = [...params.keys()].find((k) => !known.has(k))
  if (unknown)
    return text(400, `Unknown parameter "${unknown.slice(0, 40)}": use institution, category, event or lang.`)
  const rawEvent = params.get('event')
  if (rawEvent !== null && (params.has('institution') || params.has('category')))
    return text(400, 'event names one event: use it alone (with lang, if you like).')
  const rawInstitution = params.get('institution')
  const rawCategory = params.get('category')
  const rawLang = params.get('lang') ?? 'en'
  const institution = rawInstitution === null ? undefined : parsePositiveId(rawInstitution)
  if (institution === null)
    return text(400, 'institution must be the number of an institution (as in /institutions/{id}).')
  if (rawCategory !== null && !isEventCategory(rawCategory))
    return text(400, 'category must be one of examination, holiday, pta-meeting, admission, cultural, sports.')
  if (!isLang(rawLang)) return text(400, 'lang must be en or mr.')
  const lang: Lang = rawLang
  if (rawEvent !== null) {
    const id = parsePositiveId(rawEvent)
    if (id === null) return text(400, 'event must be the number of an event (as in /events/{id}).')
    return oneEvent(id, lang)
  }
  const filter: EventFilter = { institution, category: rawCategory ?? undefined }

  try {
    const [events, institutions, settings] = await Promise.all([
      listEvents(filter, lang),
      listInstitutions(lang),
      getSiteSettings(lang),
    ])
    const t = getDictionary(lang).events
    const chosen = institution === undefined ? undefined : institutions.find((i) => i.id === institution)
    if (institution !== undefined && !chosen) return text(404, 'There is no such institution.')
    const scope = [chosen?.name, filter.category && t.categories[filter.category]].filter(Boolean).join(', ')
    const body = eventCalendar(events.map(withFileUrl), calendarOptions(lang, t.calendarName(scope || settings.title)))
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="events.ics"`,
        'Cache-Control': 'no-cache',
      },
    })
  } catch (error) {
    logger.error({ err: error }, 'events.ics could not be built')
    return text(503, 'The calendar cannot be read right now; please try again in a moment.', {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    })
  }
}
