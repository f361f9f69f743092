/** Preview answers (src/content/preview.ts) are for one person, once: never stored by a cache, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex' } as const

/** Next.js's draft-mode cookie: the proxy and the server's micro-cache treat requests with it as previews. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
