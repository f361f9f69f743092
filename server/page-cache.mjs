// @ts-check
/**
 * The one-second micro-cache for public pages, used by server.mjs before a request reaches Next.js.
 *
 * Rendering a page costs milliseconds of CPU; sending the same bytes again costs almost nothing.
 * Within the time to live, concurrent and repeated requests for a path share one render, so a
 * burst of visitors costs one render per path per second, and edits still show within a second
 * (the data cache is expired by tags at once; this cache only ever holds a page for `ttlMs`).
 *
 * The Content-Security-Policy needs a fresh script nonce in every response: a cached page keeps
 * the nonce it was rendered with, and each response gets it replaced by its own, in the policy and
 * in the HTML (compressed once, see nonce-gzip.mjs). That nonce was made before the page was
 * rendered, so stored content cannot know or contain it.
 */
import { gzipped, plain, prepare } from './nonce-gzip.mjs'

/**
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string>,
 *   withNonce: Record<string, string>,
 *   nonce: string,
 *   body: import('./nonce-gzip.mjs').Spliceable,
 *   expires: number,
 * }} CachedPage
 */

export class PageCache {
  /** @type {Map<string, CachedPage>} */
  pages = new Map()
  /** @type {Map<string, Promise<CachedPage | null>>} */
  pending = new Map()

  constructor(/** @type {number} */ ttlMs, maxEntries = 500) {
    this.ttlMs = ttlMs
    this.maxEntries = maxEntries
  }

  /**
   * The cached page, or one render shared by every concurrent caller; null when not cacheable.
   * @param {string} key
   * @param {() => Promise<CachedPage | null>} render
   */
  async get(key, render, now = Date.now()) {
    const hit = this.pages.get(key)
    if (hit && hit.expires > now) return hit
    let pending = this.pending.get(key)
    if (!pending) {
      pending = render()
        .then((page) => {
          if (page) this.store(key, page)
          return page
        })
        .catch(() => null)
        .finally(() => this.pending.delete(key))
      this.pending.set(key, pending)
    }
    return pending
  }

  expiry(now = Date.now()) {
    return now + this.ttlMs
  }

  /** @param {string} key @param {CachedPage} page */
  store(key, page) {
    this.pages.delete(key)
    this.pages.set(key, page)
    // Oldest first: Map keeps insertion order.
    while (this.pages.size > this.maxEntries) this.pages.delete(/** @type {string} */ (this.pages.keys().next().value))
  }
}

/**
 * Only plain page views: not the admin, APIs, files, client-side navigations or server actions.
 * @param {string} method
 * @param {string} pathname
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isCacheablePageRequest(method, pathname, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (/^\/(admin|cms-api|api|_next)(\/|$)/.test(pathname)) return false
  // Undecodable paths are answered by src/proxy.ts; let them through to it.
  if (pathname.includes('%')) return false
  return !('rsc' in headers) && !('next-action' in headers) && !('next-router-state-tree' in headers) && !('next-router-prefetch' in headers)
}

/** Response headers that belong to one response or one connection, never to a cached page. */
const PER_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'x-request-id'])

/**
 * A rendered response as a cached page, or null when it must not be shared: anything but a
 * complete 200 HTML page with a nonce policy, or one that sets a cookie.
 * @param {{ status: number, headers: Headers, body: string }} response
 * @param {number} expires
 * @returns {CachedPage | null}
 */
export function toCachedPage({ status, headers, body }, expires) {
  const policy = headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  if (status !== 200 || !headers.get('content-type')?.startsWith('text/html') || !nonce || headers.has('set-cookie')) return null
  /** @type {Record<string, string>} */
  const kept = {}
  /** @type {Record<string, string>} the policy, and any other header naming the nonce (a Link preload) */
  const withNonce = {}
  headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name)) (value.includes(nonce) ? withNonce : kept)[name] = value
  })
  // Each response may be compressed or not, by the client's Accept-Encoding.
  if (!/accept-encoding/i.test(kept.vary ?? '')) kept.vary = kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding'
  return { status, headers: kept, withNonce, nonce, body: prepare(body, nonce), expires }
}

/** Whether the client takes gzip: Accept-Encoding gives gzip (or else `*`) a weight above 0. */
export function acceptsGzip(/** @type {string | undefined} */ acceptEncoding) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (coding) weights.set(coding, q ? Number(q.slice(2)) || 0 : 1)
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0
}

/**
 * The page with this response's nonce, compressed when the client takes gzip: the status, the
 * headers (without the request id) and the body as buffers to write in order.
 * @param {CachedPage} page
 * @param {string} nonce
 * @param {string | undefined} acceptEncoding
 */
export function responseFor(page, nonce, acceptEncoding) {
  const gzip = acceptsGzip(acceptEncoding)
  const body = gzip ? gzipped(page.body, nonce) : plain(page.body, nonce)
  /** @type {Record<string, string>} */
  const headers = {
    ...page.headers,
    ...Object.fromEntries(Object.entries(page.withNonce).map(([name, value]) => [name, value.split(page.nonce).join(nonce)])),
    'content-length': String(body.reduce((n, b) => n + b.length, 0)),
  }
  if (gzip) headers['content-encoding'] = 'gzip'
  return { status: page.status, headers, body }
}
