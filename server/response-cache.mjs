// @ts-check
/**
 * The sub-second micro-cache (PAGE_CACHE_MS, 750 ms) for public pages and /api/v1 reads, used by server.mjs before a
 * request reaches Next.js.
 *
 * Rendering a page costs milliseconds of CPU; sending the same bytes again costs almost nothing.
 * Within the time to live, concurrent and repeated requests for a path share one render, so a
 * burst of visitors costs one render per path per second, and edits still show within a second
 * (the content cache re-checks the database every 250 ms, src/content/cache.ts; this cache only
 * ever holds a response for `ttlMs`).
 * Only what is the same for everyone is cached: pages are public (staff work in /admin), and the
 * /api/v1 contract returns only published content, whoever asks.
 *
 * The Content-Security-Policy needs a fresh script nonce in every response: a cached page keeps
 * the nonce it was rendered with, and each response gets it replaced by its own, in the policy and
 * in the HTML (compressed once, see nonce-gzip.mjs). That nonce was made before the page was
 * rendered, so stored content cannot know or contain it.
 *
 * A response with an ETag (the whole-list answers of /api/v1, src/api-v1/answer-cache.ts) is also
 * kept after its time: the next request asks the app again with If-None-Match, and a 304 makes it
 * good for another `ttlMs` without rendering or compressing it again (a list of several megabytes
 * costs tens of milliseconds to gzip). Such a check never serves what the app would not: with
 * PAGE_CACHE_MS=0 (ttlMs 0) only these responses are kept, and each request checks.
 */
import { accepts } from './accept-encoding.mjs'
import { matchesEtag } from './etag.mjs'
import { gzipped, plain, prepare } from './nonce-gzip.mjs'

/**
 * A rendered response as kept: `nonce` is the render nonce of a shared page, to be replaced in each
 * response (null for JSON, and for a response sent once), `withNonce` the headers that name it,
 * `compress` whether gzip applies to its type, `etag` its ETag (a shared response only).
 * @typedef {{
 *   status: number,
 *   etag: string | null,
 *   headers: Record<string, string | string[]>,
 *   withNonce: Record<string, string>,
 *   nonce: string | null,
 *   compress: boolean,
 *   body: import('./nonce-gzip.mjs').Spliceable,
 * }} CachedResponse
 */

/**
 * @typedef {{ response: CachedResponse, how: 'hit' | 'render' | 'wait' | 'checked' }} Answer
 * hit: from the cache; render: this request's own render; wait: a render another request started;
 * checked: kept, and the app has just answered 304 to its ETag.
 */

/** What a render gives when the app answered 304 to the kept response's ETag: it still holds. */
export const NOT_MODIFIED = Symbol('not modified')

/** @typedef {(etag: string | null) => Promise<CachedResponse | null | typeof NOT_MODIFIED>} Render */

/** The bytes a kept response holds (its pieces and their compressed form). */
const sizeOf = (/** @type {CachedResponse | null} */ r) => (r ? r.body.size + r.body.deflated.reduce((n, b) => n + b.length, 0) : 0)

export class ResponseCache {
  /**
   * What each key answers until `expires`: a response, or null for "let Next.js answer" (the
   * render may not be shared, or it failed), so that such a key is not rendered again meanwhile.
   * A response with an ETag stays after `expires`, to be checked. The Map is in the order stored.
   * @type {Map<string, { response: CachedResponse | null, expires: number, bytes: number }>}
   */
  entries = new Map()
  /** The bytes the entries hold together. */
  bytes = 0
  /** @type {Map<string, Promise<CachedResponse | null>>} */
  pending = new Map()
  /** Keys asked for once (oldest first): a key is rendered for the cache from its second request on. @type {Set<string>} */
  seen = new Set()

  /**
   * @param {number} ttlMs
   * @param {{ maxEntries?: number, maxBytes?: number, maxPending?: number, maxSeen?: number, passMs?: number, onError?: (error: unknown, key: string) => void }} [options]
   *   maxEntries: responses kept (pages are up to a few hundred KB); maxBytes: their bytes together
   *   (a whole list can be megabytes); maxPending: renders under way at once; maxSeen: keys
   *   remembered as asked for once; passMs: how long a key whose render is not kept goes to Next.js
   *   directly (ttlMs, and 10 s when ttlMs is 0: the response of such a key can never be reused);
   *   onError: a render failed.
   */
  constructor(ttlMs, { maxEntries = 200, maxBytes = 64 * 1024 * 1024, maxPending = 8, maxSeen = 10_000, passMs = ttlMs || 10_000, onError = () => {} } = {}) {
    this.ttlMs = ttlMs
    this.passMs = passMs
    this.maxBytes = maxBytes
    this.maxEntries = maxEntries
    this.maxPending = maxPending
    this.maxSeen = maxSeen
    this.onError = onError
  }

  /**
   * The answer for `key`: the cached response, or one render shared by every concurrent caller.
   * Null means "let Next.js answer": the first request for a key (so that a stream of one-off
   * addresses, such as junk query strings, costs one ordinary render each and not a render for the
   * cache as well), a key whose render may not be shared or failed, or too many renders under way.
   * `render` is given the ETag of the expired response it may confirm (else null).
   * @param {string} key
   * @param {Render} render
   * @returns {Promise<Answer | null>}
   */
  async get(key, render, now = Date.now()) {
    const entry = this.entries.get(key)
    if (entry && entry.expires > now) return entry.response && { response: entry.response, how: 'hit' }
    const waiting = this.pending.get(key)
    if (waiting) {
      const response = await waiting
      return response && { response, how: 'wait' }
    }
    const stale = entry?.response?.etag ? entry.response : null
    if (!stale && !this.seen.has(key)) {
      this.seen.add(key)
      if (this.seen.size > this.maxSeen) this.seen.delete(/** @type {string} */ (this.seen.values().next().value))
      return null
    }
    if (this.pending.size >= this.maxPending) return null
    let checked = false
    const rendering = render(stale?.etag ?? null)
      .catch((error) => {
        this.onError(error, key)
        return null
      })
      .then((result) => {
        checked = result === NOT_MODIFIED
        const response = result === NOT_MODIFIED ? stale : result
        this.store(key, response, now)
        return response
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, rendering)
    const response = await rendering
    return response && { response, how: checked ? 'checked' : 'render' }
  }

  /** @param {string} key @param {CachedResponse | null} response */
  store(key, response, now = Date.now()) {
    this.remove(key)
    // With no time to live, a response is kept only if it can be checked.
    const kept = this.ttlMs > 0 || response?.etag ? response : null
    const bytes = sizeOf(kept)
    this.entries.set(key, { response: kept, expires: now + (kept ? this.ttlMs : this.passMs), bytes })
    this.bytes += bytes
    // Oldest first (Map keeps the order of storing): drop the expired ones that cannot be checked,
    // then the oldest of any beyond maxEntries or maxBytes.
    for (const [oldest, entry] of this.entries) {
      const over = this.entries.size > this.maxEntries || this.bytes > this.maxBytes
      if (!over && entry.expires > now) break
      if (over || !entry.response?.etag) this.remove(oldest)
    }
  }

  /** @param {string} key */
  remove(key) {
    this.bytes -= this.entries.get(key)?.bytes ?? 0
    this.entries.delete(key)
  }
}

/**
 * The cache key of a request target: its path and query, or null when the target is not in the
 * normal form a render would request (dot segments, `//`, backslashes, an absolute URL, characters
 * that need escaping): such a request goes to Next.js as it is, never to the cache.
 * @param {string} target
 */
export function cacheKey(target) {
  if (!target.startsWith('/')) return null
  let url
  try {
    url = new URL(target, 'http://cache.invalid')
  } catch {
    return null
  }
  const key = url.pathname + url.search
  return key === target ? key : null
}

/**
 * Plain page views and /api/v1 reads: not the admin, Payload's API, files, client-side
 * navigations, prefetches or server actions.
 * @param {string} method
 * @param {string} pathname
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isCacheableRequest(method, pathname, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) return true
  if (/^\/(admin|cms-api|api|_next)(\/|$)/.test(pathname)) return false
  // Files (favicon.ico, robots.txt, /brand/*.svg): Next.js serves them from disk as they are.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false
  // Undecodable paths are answered by src/proxy.ts; let them through to it.
  if (pathname.includes('%')) return false
  // Site search is rate-limited per client address (src/lib/rate-limit.ts): each request renders with
  // its own. A cached render would count every visitor against this server's own address, and one
  // visitor's "too many searches" would be shown to everyone asking the same.
  if (/^(\/mr)?\/search$/.test(pathname)) return false
  // The grievance form carries a single-use token (src/lib/form-token.ts): a shared render would
  // hand one token to several visitors, and all but the first would be told to reload.
  if (/^(\/mr)?\/grievances$/.test(pathname)) return false
  // The email subscription form carries a single-use token too, and the manage page a subscriber's
  // own link secret and choices (src/subscriptions/): never shared.
  if (/^(\/mr)?\/subscribe(\/|$)/.test(pathname)) return false
  // A staff preview (src/content/preview.ts) renders drafts for one person: it never takes a kept
  // page nor leaves one. Next.js's draft-mode cookie marks it (a stale one costs a plain render).
  if (hasDraftModeCookie(headers.cookie)) return false
  return !('rsc' in headers) && !('next-action' in headers) && !('next-router-state-tree' in headers) && !('next-router-prefetch' in headers)
}

/** Whether a Cookie header (or several) holds Next.js's draft-mode cookie, `__prerender_bypass`. */
function hasDraftModeCookie(/** @type {string | string[] | undefined} */ cookie) {
  return [cookie ?? ''].flat().some((c) => /(?:^|;)\s*__prerender_bypass=/.test(c))
}

/** Response headers that belong to one response or one connection, never to a cached page. */
const PER_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'x-request-id'])

/**
 * A render as a response. `shared`: a complete 200 answer that may be kept and sent to everyone (a
 * page must be HTML with a nonce policy, an API answer JSON; neither may set a cookie), each
 * response with a nonce of its own. Anything else (a 404 page, a redirect, an error) is sent once,
 * to the request that caused the render, as it came (its render nonce is used by that one
 * response only).
 * @param {{ status: number, headers: Headers, body: Buffer }} render
 * @returns {{ shared: boolean, response: CachedResponse }}
 */
export function fromRender({ status, headers, body }) {
  const type = headers.get('content-type') ?? ''
  const renderNonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1] ?? null
  const page = type.startsWith('text/html') && renderNonce !== null
  // `no-store` or `private` (a preview's answer, src/lib/preview-headers.ts) is never shared either.
  const personal = /\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '') && /\bnoindex\b/i.test(headers.get('x-robots-tag') ?? '')
  const shared = status === 200 && (page || type.startsWith('application/json')) && !headers.has('set-cookie') && !personal
  const nonce = shared ? renderNonce : null
  /** @type {Record<string, string | string[]>} */
  const kept = {}
  /** @type {Record<string, string>} the policy, and any other header naming the nonce (a Link preload) */
  const withNonce = {}
  headers.forEach((value, name) => {
    if (PER_RESPONSE.has(name) || name === 'set-cookie') return
    if (nonce !== null && value.includes(nonce)) withNonce[name] = value
    else kept[name] = value
  })
  if (headers.has('set-cookie')) kept['set-cookie'] = headers.getSetCookie()
  const compress = COMPRESSIBLE.test(type)
  const etag = shared ? headers.get('etag') : null
  // Each response may be compressed or not, by the client's Accept-Encoding.
  const vary = String(kept.vary ?? '')
  if (compress && !/accept-encoding/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  return { shared, response: { status, etag, headers: kept, withNonce, nonce, compress, body: prepare(nonce ? body.toString('utf8') : body, nonce) } }
}

/** Types worth gzipping (as Next.js's compression would): text, HTML, JSON, XML, SVG, scripts. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)|\+(json|xml)\b/

/** Whether the client takes gzip (server/accept-encoding.mjs). */
export function acceptsGzip(/** @type {string | undefined} */ acceptEncoding) {
  return accepts(acceptEncoding, 'gzip')
}

/**
 * The response with this response's nonce (pages), compressed when the client takes gzip: the
 * status, the headers (without the request id) and the body as buffers to write in order; 304 and
 * no body when the client's If-None-Match names the response's ETag.
 * @param {CachedResponse} page
 * @param {string} nonce
 * @param {string | undefined} acceptEncoding
 * @param {string | string[] | undefined} [ifNoneMatch]
 */
export function responseFor(page, nonce, acceptEncoding, ifNoneMatch) {
  if (page.etag && matchesEtag(ifNoneMatch, page.etag)) {
    /** @type {Record<string, string | string[]>} */
    const headers = { etag: page.etag }
    for (const name of ['cache-control', 'vary']) if (page.headers[name] !== undefined) headers[name] = /** @type {string} */ (page.headers[name])
    return { status: 304, headers, body: /** @type {Buffer[]} */ ([]) }
  }
  if (page.nonce === null) nonce = ''
  const gzip = page.compress && acceptsGzip(acceptEncoding)
  const body = gzip ? gzipped(page.body, nonce) : plain(page.body, nonce)
  /** @type {Record<string, string | string[]>} */
  const headers = {
    ...page.headers,
    ...Object.fromEntries(Object.entries(page.withNonce).map(([name, value]) => [name, value.split(/** @type {string} */ (page.nonce)).join(nonce)])),
    'content-length': String(body.reduce((n, b) => n + b.length, 0)),
  }
  if (gzip) headers['content-encoding'] = 'gzip'
  return { status: page.status, headers, body }
}
