import { DEFAULT_LANG, type Lang } from './lang'

/**
 * Public addresses and languages. English pages keep SPEC.md's addresses (/notices); Marathi pages
 * are the same under /mr (/mr/notices). Inside the app every page lives under app/(site)/[lang]/,
 * so the router rewrites an English address to /en/… (never visible; next.config.ts) and /mr/… is
 * the route itself. The proxy (src/proxy.ts) tells pages their language and public address.
 */

/** First segments that are not pages of the public site (their own routes, or files). */
const NOT_SITE_SEGMENTS = ['admin', 'cms-api', 'api', '_next', 'healthz', 'readyz', 'brand', 'og']
const NOT_SITE = new RegExp(`^/(${NOT_SITE_SEGMENTS.join('|')})(/|$)`)
/** A file at the root (/icon.svg, /favicon.ico, /robots.txt): not a page either. */
const ROOT_FILE = /^\/[^/]+\.[a-z0-9]+$/i

/**
 * next.config.ts's rewrites: every English page address to the app's /en/… route, inside the
 * router (after the proxy, which sees the public address). /mr/… and /en/… are not rewritten.
 */
export const ENGLISH_PAGES_REWRITE = [
  { source: '/', destination: '/en' },
  {
    source: `/:path((?!(?:mr|en|${NOT_SITE_SEGMENTS.join('|')})(?:/|$))(?![^/]+\\.[a-zA-Z0-9]+$).+)`,
    destination: '/en/:path',
  },
]

export type SitePath =
  { lang: Lang; /** the address without its language prefix */ path: string } | { redirect: string }

/** How the proxy treats a pathname: null for non-site paths. */
export function sitePathOf(pathname: string): SitePath | null {
  if (NOT_SITE.test(pathname) || ROOT_FILE.test(pathname)) return null
  if (pathname === '/en' || pathname.startsWith('/en/')) return { redirect: pathname.slice(3) || '/' }
  if (pathname === '/mr' || pathname.startsWith('/mr/')) return { lang: 'mr', path: pathname.slice(3) || '/' }
  return { lang: DEFAULT_LANG, path: pathname }
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
    if (pathname === `/${lang}` || pathname.startsWith(`/${lang}/`) || pathname.startsWith(`/${lang}?`))
      return { lang, path: pathname.slice(3) || '/' }
  }
  return { lang: DEFAULT_LANG, path: pathname }
}
