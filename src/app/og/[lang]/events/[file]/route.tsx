import { getEvent } from '@/content/events'
import { getSiteSettings } from '@/content/site-settings'
import { getDictionary, isLang } from '@/i18n'
import { eventWhen } from '@/lib/events'
import { cardResponse } from '@/seo/card-cache'

/**
 * /og/{lang}/events/{id}.png: an event's link-preview card (category, title, when). Only for a
 * published event (src/content/events.ts getEvent); anything else is a 404.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ lang: string; file: string }> }) {
  const { lang, file } = await params
  const id = /^(\d{1,9})\.png$/.exec(file)?.[1]
  const event = isLang(lang) && id ? await getEvent(id, lang) : null
  if (!event || !isLang(lang)) return new Response('Not Found', { status: 404 })
  const settings = await getSiteSettings(lang)
  const t = getDictionary(lang)
  return cardResponse(request, {
    society: settings.title,
    label: `${t.seo.cardEvent} · ${t.events.categories[event.category]}`,
    headline: event.title,
    footer: eventWhen(event, t.events.allDay),
  })
}
