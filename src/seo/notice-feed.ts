import { Feed } from 'feed'

import { listInstitutions } from '@/content/institutions'
import { listNoticePage, listNoticeTypes, type Notice } from '@/content/notices'
import { getSiteSettings } from '@/content/site-settings'
import { getDictionary, isLang, LANG_TAG, type Lang } from '@/i18n'
import { fill } from '@/i18n/format'
import { parsePositiveId } from '@/lib/whole-number'

import { fileAddress, noticeFeedPath, siteAddress } from './urls'

/** How many of the newest notices a feed carries (readers poll it; older ones are on /notices). */
export const FEED_SIZE = 50

export type FeedFormat = 'rss' | 'atom'

const CONTENT_TYPE: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
}

/**
 * The feed of /notices in a language: the newest published notices that are live now (scheduled
 * and expired ones follow their dates, src/lib/schedule.ts), of the society, or of one school or
 * college (`institution`), all of them or one type's, each with its PDF as the
 * enclosure. Null for a type or an institution that does not exist (or is not published).
 */
export async function noticeFeed(
  lang: Lang,
  format: FeedFormat,
  type?: string,
  now = new Date(),
  institution?: number,
  society = false,
): Promise<string | null> {
  const chosen = type === undefined ? undefined : (await listNoticeTypes(lang)).find((t) => t.code === type)
  if (type !== undefined && !chosen) return null
  const school =
    institution === undefined ? undefined : (await listInstitutions(lang)).find((i) => i.id === institution)
  if (institution !== undefined && !school) return null
  const [settings, newest] = await Promise.all([
    getSiteSettings(lang),
    listNoticePage({ type, lang, institution, society }, 1, now.getTime(), FEED_SIZE),
  ])
  const items = newest.items
  const t = getDictionary(lang).seo
  const query = new URLSearchParams()
  if (institution) query.set('institution', String(institution))
  if (type) query.set('type', type)
  const listPath = school ? `/institutions/${school.id}/notices` : query.size ? `/notices?${query}` : '/notices'
  const title = school
    ? fill(society ? t.feedSchoolSocietyTitle : t.feedSchoolTitle, { site: settings.title, school: school.name })
    : chosen
      ? fill(t.feedTypeTitle, { site: settings.title, type: chosen.name })
      : fill(t.feedTitle, { site: settings.title })
  // RFC 4287 wants an author for the feed (or every entry): whoever publishes the notices.
  const author = school
    ? { name: school.name, link: siteAddress(lang, `/institutions/${school.id}`) }
    : { name: settings.title, link: siteAddress(lang, '/') }
  return noticeFeedXml({
    lang,
    format,
    title,
    description: fill(t.feedDescription, { site: settings.title }),
    publisher: settings.title,
    author,
    listPath,
    type,
    institution,
    society,
    items,
    now,
  })
}

export type NoticeFeedInput = {
  lang: Lang
  format: FeedFormat
  title: string
  description: string
  /** The society's name (generator and copyright). */
  publisher: string
  /** Who publishes these notices: the society, or the school whose feed it is. */
  author: { name: string; link: string }
  /** The page the feed mirrors (its alternate link). */
  listPath: string
  type?: string
  institution?: number
  /** The school's feed with the society's notices too. */
  society?: boolean
  items: Notice[]
  now: Date
}

/** The XML of a notices feed, from what noticeFeed has read. */
export function noticeFeedXml({
  lang,
  format,
  title,
  description,
  publisher,
  author,
  listPath,
  type,
  institution,
  society = false,
  items,
  now,
}: NoticeFeedInput): string {
  const feed = new Feed({
    id: siteAddress(lang, noticeFeedPath(format, type, institution, society)),
    title,
    description,
    link: siteAddress(lang, listPath),
    language: LANG_TAG[lang],
    updated: items[0] ? noticeDate(items[0]) : now,
    generator: publisher,
    copyright: publisher,
    author,
    favicon: fileAddress('/icon.svg'),
    feedLinks: {
      rss: siteAddress(lang, noticeFeedPath('rss', type, institution, society)),
      atom: siteAddress(lang, noticeFeedPath('atom', type, institution, society)),
    },
  })
  for (const n of items) {
    const link = siteAddress(lang, `/notices/${n.id}`)
    feed.addItem({
      title: n.title,
      id: link,
      link,
      date: noticeDate(n),
      description: n.description || undefined,
      // The category's term is the type's code (the same in both feeds), its name the type's name in the feed's language.
      category: n.category ? [{ name: n.categoryName, term: n.category }] : undefined,
      enclosure: n.file
        ? { url: fileAddress(n.file.url), type: n.file.mimeType ?? 'application/pdf', length: n.fileSize ?? 0 }
        : undefined,
    })
  }
  return format === 'rss' ? feed.rss2() : atomLanguage(atomEnclosureTypes(feed.atom1(), items), LANG_TAG[lang])
}

/** `feed` gives an Atom feed no language (RSS has <language>): the root's xml:lang says it. */
const atomLanguage = (xml: string, tag: string) =>
  xml.replace(
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${tag}">`,
  )

/** A notice's date in a feed: when it went live if it was scheduled, else its own date. */
const noticeDate = (n: Notice) => new Date(n.publishAt && n.publishAt > n.date ? n.publishAt : n.date)

/**
 * `feed` writes an Atom enclosure's type as "image/" + the URL's extension whatever type it is given
 * (jpmonette/feed#224, open): put each file's own type back, found by its address.
 */
function atomEnclosureTypes(xml: string, notices: Notice[]): string {
  const types = new Map(
    notices.flatMap((n) =>
      n.file ? [[escapeXml(fileAddress(n.file.url)), n.file.mimeType ?? 'application/pdf'] as const] : [],
    ),
  )
  return xml.replace(
    /<link rel="enclosure" href="([^"]*)"([^>]*?) type="[^"]*"/g,
    (whole, href: string, rest: string) => {
      const type = types.get(href)
      return type ? `<link rel="enclosure" href="${href}"${rest} type="${escapeXml(type)}"` : whole
    },
  )
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A feed route's answer: the XML (?type= one type's notices, ?institution= one school's, with
 * &society=1 the society's too), or 404 for an unknown type, institution or language.
 */
export async function feedResponse(lang: string, format: FeedFormat, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const types = params.getAll('type')
  const schools = params.getAll('institution')
  const institution = schools.length === 1 ? parsePositiveId(schools[0]) : undefined
  const society = params.getAll('society')
  const valid =
    isLang(lang) &&
    types.length <= 1 &&
    schools.length <= 1 &&
    institution !== null &&
    (society.length === 0 || (society.length === 1 && society[0] === '1' && institution !== undefined))
  const xml = valid
    ? await noticeFeed(lang, format, types[0] || undefined, new Date(), institution, society.length === 1)
    : null
  if (xml === null)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(xml, { headers: { 'Content-Type': CONTENT_TYPE[format] } })
}
