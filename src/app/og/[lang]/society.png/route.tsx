import { getSiteSettings } from '@/content/site-settings'
import { getDictionary, isLang } from '@/i18n'
import { cardResponse } from '@/seo/card-cache'

/** /og/{lang}/society.png: the society's link-preview card (every page without a card of its own). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLang(lang)) return new Response('Not Found', { status: 404 })
  const settings = await getSiteSettings(lang)
  const t = getDictionary(lang)
  return cardResponse(request, { society: settings.title, headline: t.home.pageTitle, footer: t.seo.cardTagline })
}
