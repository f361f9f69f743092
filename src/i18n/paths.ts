import { DEFAULT_LANG, type Lang } from './lang'

/**
 * Public addresses and languages. English pages keep SPEC.md's addresses (/notices); Marathi pages
 * are the same under /mr (/mr/notices). Inside the app every page lives under app/(site)/[lang]/,
 * so the proxy rewrites an English address to /en/… (never visible) and lets /mr/… through.
 */

/** Paths that are not pages of the public site: left to their own routes. */
const NOT_SITE = /^\/(admin|cms-api|api|_next|healthz|readyz|brand)(\/|$)/

export type SitePath =
  | { lang: Lang; /** the address without its language prefix */ path: string; /** the app's route */ internal: string }
  | { redirect: string }

/** How the proxy treats a pathname: null for non-site paths. */
export function sitePathOf(pathname: string): SitePath | null {
  if (NOT_SITE.test(pathname) || /^\/[^/]+\.[a-z0-9]+$/i.test(pathname)) return null
  if (pathname === '/en' || pathname.startsWith('/en/')) return { redirect: pathname.slice(3) || '/' }
  if (pathname === '/mr' || pathname.startsWith('/mr/')) return { lang: 'mr', path: pathname.slice(3) || '/', internal: pathname }
  return { lang: DEFAULT_LANG, path: pathname, internal: pathname === '/' ? '/en' : `/en${pathname}` }
}

/** The public address of a site path (starting with /, query allowed) in a language. */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path
  return path === '/' ? '/mr' : path.startsWith('/?') ? `/mr${path.slice(1)}` : `/mr${path}`
}

/**
 * An address without its language prefix. Also takes the app's internal /en/… form (what a router
 * hook may report for a rewritten English page): no public address starts with /en.
 */
export function stripLang(pathname: string): { lang: Lang; path: string } {
  for (const lang of ['mr', 'en'] as const) {
    if (pathname === `/${lang}` || pathname.startsWith(`/${lang}/`) || pathname.startsWith(`/${lang}?`)) return { lang, path: pathname.slice(3) || '/' }
  }
  return { lang: DEFAULT_LANG, path: pathname }
}
