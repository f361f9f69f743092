/**
 * The site's languages. English is the default and the fallback: its pages keep SPEC.md's
 * addresses; Marathi pages are the same addresses under /mr. A page's address alone decides its
 * language (no cookie, no Accept-Language), so every page stays cacheable and shareable.
 */
export const LANGS = ['en', 'mr'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'en'

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'mr'

/** BCP 47 tags for `lang`, `hreflang` and Intl. */
export const LANG_TAG: Record<Lang, string> = { en: 'en', mr: 'mr' }

/** The other language (the header's switch). */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'mr' : 'en')
