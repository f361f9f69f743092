import type { Metadata } from 'next'

import type { InstitutionSummary } from '@/content/institutions'
import { webImage } from '@/content/media'
import { getDictionary, otherLang, type Lang } from '@/i18n'
import { fill } from '@/i18n/format'
import { localePath } from '@/i18n/paths'

import { canonicalPath } from './canonical'
import { CARD, noticeFeedPath, societyCardPath } from './urls'

/**
 * The <head> parts every public page has: canonical address with its other-language version
 * (hreflang), OpenGraph and Twitter card tags with a picture. The [lang] layout sets them for every
 * page; a page that sets `alternates` or `openGraph` itself replaces the layout's whole object
 * (Next.js merges metadata one key deep), so it builds them with these functions too. Titles and
 * descriptions are not repeated here: og:/twitter: title and description follow each page's own.
 */

/** OpenGraph's locale of each language (og:locale): Marathi and English as used in India. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_IN', mr: 'mr_IN' }

export type CardImage = { url: string; width: number; height: number; alt: string }

/**
 * canonical + hreflang (English for everyone else), and optionally feeds (alternates.types). `path`
 * may be the address as requested: only the query its page reads is kept (canonical.ts).
 */
export function alternatesFor(
  lang: Lang,
  requested: string,
  types?: NonNullable<Metadata['alternates']>['types'],
): Metadata['alternates'] {
  const path = canonicalPath(requested)
  return {
    canonical: localePath(lang, path),
    languages: { en: localePath('en', path), mr: localePath('mr', path), 'x-default': localePath('en', path) },
    ...(types ? { types } : {}),
  }
}

/** The society's generated card: the picture of every page that has none of its own. */
export const societyCard = (lang: Lang, siteName: string): CardImage => ({
  url: societyCardPath(lang),
  ...CARD,
  alt: siteName,
})

/** og: tags (without title/description) for a page at `path`, with its picture. */
export function openGraphFor(o: {
  lang: Lang
  path: string
  siteName: string
  image: CardImage
  type?: 'website' | 'article'
}): Metadata['openGraph'] {
  return {
    type: o.type ?? 'website',
    siteName: o.siteName,
    locale: OG_LOCALE[o.lang],
    alternateLocale: OG_LOCALE[otherLang(o.lang)],
    url: localePath(o.lang, canonicalPath(o.path)),
    images: [o.image],
  }
}

/** twitter: tags: a large picture for a generated card, a small one for a square logo. */
export function twitterFor(image: CardImage): Metadata['twitter'] {
  return {
    card: image.width > image.height ? 'summary_large_image' : 'summary',
    images: [{ url: image.url, alt: image.alt }],
  }
}

/**
 * The notices' feeds, announced by <link rel="alternate"> (all notices, and one type's RSS: its
 * address by the type's code, its title by the type's name in `lang`).
 */
export function noticeFeedLinks(
  lang: Lang,
  type?: { code: string; name: string },
  school?: { id: number; name: string },
): NonNullable<Metadata['alternates']>['types'] {
  const t = getDictionary(lang).seo
  // A school's notice: its school's feed; the society's notices: theirs, and the type's.
  if (school) {
    const title = fill(t.rssSchoolFeed, { school: school.name })
    return {
      'application/rss+xml': [{ url: localePath(lang, noticeFeedPath('rss', undefined, school.id)), title }],
      'application/atom+xml': [
        {
          url: localePath(lang, noticeFeedPath('atom', undefined, school.id)),
          title: title.replace('(RSS)', '(Atom)'),
        },
      ],
    }
  }
  const rss = [{ url: localePath(lang, noticeFeedPath('rss')), title: t.rssFeed }]
  if (type)
    rss.push({
      url: localePath(lang, noticeFeedPath('rss', type.code)),
      title: fill(t.rssTypeFeed, { type: type.name }),
    })
  return {
    'application/rss+xml': rss,
    'application/atom+xml': [{ url: localePath(lang, noticeFeedPath('atom')), title: t.atomFeed }],
  }
}

/** Everything above for a page with its own picture (or the society's card) and feeds. */
export function pageMetadata(o: {
  lang: Lang
  path: string
  siteName: string
  image?: CardImage
  type?: 'website' | 'article'
  feeds?: NonNullable<Metadata['alternates']>['types']
}): Metadata {
  const image = o.image ?? societyCard(o.lang, o.siteName)
  return {
    alternates: alternatesFor(o.lang, o.path, o.feeds),
    openGraph: openGraphFor({ ...o, image }),
    twitter: twitterFor(image),
  }
}

/** An institution's logo as its pages' picture (its web-sized version), or null without a logo. */
export function logoImage(inst: Pick<InstitutionSummary, 'name' | 'logo'>): CardImage | null {
  if (!inst.logo) return null
  const file = webImage(inst.logo)
  const alt = inst.logo.alt || inst.name
  return { url: file.url, width: file.width ?? 400, height: file.height ?? file.width ?? 400, alt }
}
