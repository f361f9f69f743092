import { getNotice } from '@/content/notices'
import { getSiteSettings } from '@/content/site-settings'
import { getDictionary, isLang } from '@/i18n'
import { fill } from '@/i18n/format'
import { formatDate } from '@/lib/dates'
import { cardResponse } from '@/seo/card-cache'

/**
 * /og/{lang}/notices/{id}.png: a notice's link-preview card (type, title, date). Only for a notice
 * that has a page (src/content/notices.ts getNotice); anything else is a 404.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ lang: string; file: string }> }) {
  const { lang, file } = await params
  const id = /^(\d{1,9})\.png$/.exec(file)?.[1]
  const notice = isLang(lang) && id ? await getNotice(id, lang) : null
  if (!notice || !isLang(lang)) return new Response('Not Found', { status: 404 })
  const settings = await getSiteSettings(lang)
  const t = getDictionary(lang)
  return cardResponse(request, {
    society: settings.title,
    label: notice.categoryName ? `${t.seo.cardNotice} · ${notice.categoryName}` : t.seo.cardNotice,
    headline: notice.title,
    footer: fill(t.seo.cardDate, { date: formatDate(notice.date) }),
  })
}
