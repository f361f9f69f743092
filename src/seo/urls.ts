import { env } from '@/config/env'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { absoluteUrl } from '@/lib/urls'

/**
 * Absolute addresses under SITE_URL for what leaves the site on its own (feeds, the sitemap,
 * link previews, structured data): a reader or a crawler has no page to resolve a path against.
 */

/** A page's public address in a language: siteAddress('mr', '/notices/4') → https://…/mr/notices/4. */
export const siteAddress = (lang: Lang, path: string): string => `${env.siteUrl}${localePath(lang, path)}`

/** A file's or image's absolute URL (an upload's /cms-api/media/file/…, a /brand/ file). */
export const fileAddress = (path: string): string => absoluteUrl(env.siteUrl, path) ?? env.siteUrl

/**
 * The feeds of /notices (RSS 2.0 and Atom): the society's notices, or one type's; with
 * `institution`, one school's or college's notices.
 */
export function noticeFeedPath(format: 'rss' | 'atom', type?: string, institution?: number, society = false): string {
  const file = format === 'rss' ? '/notices/feed.xml' : '/notices/atom.xml'
  const query = new URLSearchParams()
  if (institution) query.set('institution', String(institution))
  if (institution && society) query.set('society', '1')
  if (type) query.set('type', type)
  const search = query.toString()
  return search ? `${file}?${search}` : file
}

/** The size of the generated link-preview cards (what OpenGraph readers expect). */
export const CARD = { width: 1200, height: 630 }

/** The generated link-preview card of the society, or of a notice (src/app/og). */
export const societyCardPath = (lang: Lang) => `/og/${lang}/society.png`
export const noticeCardPath = (lang: Lang, id: number) => `/og/${lang}/notices/${id}.png`
export const eventCardPath = (lang: Lang, id: number) => `/og/${lang}/events/${id}.png`
