// @ts-check
/**
 * The cache of rendered public pages and /api/v1 reads, used by server.mjs before a request reaches
 * Next.js: a page is rendered once per change of what it read.
 *
 * Rendering a page costs milliseconds of CPU; sending the same bytes again costs almost nothing.
 * Each render made for this cache records what it read (page-cache/render-record.mjs): the content
 * sources (collections and globals) with their version stamps, and the first moment its content
 * changes by the clock alone (a scheduled notice's publishAt, an alert's end, an event becoming
 * past, a new day or academic year). The response is then served while
 * - the stamps of those sources are the ones it was rendered under (the content cache's
 *   `currentStamps`, src/content/cache.ts: the version table is re-read at most every CHECK_MS,
 *   250 ms, and at once after a change made by this process), so an edit re-renders only the pages
 *   that read what changed, and shows within 250 ms on every instance;
 * - that moment has not come;
 * - and for at most `maxAgeMs` (10 minutes), a backstop for anything the record misses.
 * A render that recorded no source (what it shows is not tracked: a 404 page, something outside the
 * content layer) is kept for the fixed `ttlMs` (PAGE_CACHE_MS, 750 ms) only, as it was before the page cache.
 * Concurrent requests for a path share one render. Only what is the same for everyone is cached:
 * pages are public (staff work in /admin), and the /api/v1 contract returns only published content,
 * whoever asks.
 *
 * A kept page is the same bytes for every visitor, so that nginx or a CDN in front may keep it too
 * (deploy/nginx-site.conf): it is rendered with a nonce like any other, and kept with the hashes of
 * the inline scripts that carry it instead (script-hashes.mjs), an ETag of its bytes, and
 * `Cache-Control: public` for at most a second in a shared cache (KEPT_CACHE_CONTROL). It is
 * gzipped once, when kept. What is not kept (the first request of an address, a 404 page, a
 * preview) keeps its per-response nonce and says `no-store`.
 *
 * A response with an ETag (the whole-list answers of /api/v1, src/api-v1/answer-cache.ts) is also
 * kept after its time: the next request asks the app again with If-None-Match, and a 304 makes it
 * good again (as above) without rendering or compressing it again (a list of several megabytes
 * costs tens of milliseconds to gzip). Such a check never serves what the app would not: with
 * PAGE_CACHE_MS=0 (ttlMs 0) only these responses are kept, and each request checks.
 *
 * Memory: at most `maxEntries` (1,000) responses and `maxBytes` (64 MB) of their bytes, the least
 * recently used dropped first (docs/operations.md).
 */
import { gzipSync } from 'node:zlib'

import { accepts } from '../http/accept-encoding.mjs'
import { nonceSources } from '../http/content-security-policy.mjs'
import { etagOf, matchesEtag } from '../http/etag.mjs'
import { inlineStylesheets } from './inline-styles.mjs'
import { currentStamps, newRecord } from './render-record.mjs'
import { hashInlineScripts } from './script-hashes.mjs'

/**
 * A rendered response as kept: `etag` is the app's own ETag of a shared response (the /api/v1
 * whole lists), with which the cache asks the app whether it still holds (null otherwise; a kept
 * page's ETag, of its bytes, is in `headers` only), `compress` whether gzip applies to its type,
 * `body` its bytes and, once made, their gzip (made when a shared response is kept), `sent` its
 * forms as sent, each made at its first request (responseFor).
 * @typedef {{
 *   status: number,
 *   etag: string | null,
 *   headers: Record<string, string | string[]>,
 *   compress: boolean,
 *   body: { plain: Buffer, gzip: Buffer | null },
 *   sent?: { plain: Sent | null, gzip: Sent | null, notModified: Sent | null },
 * }} CachedResponse
 */

/**
 * @typedef {{ response: CachedResponse, how: 'hit' | 'render' | 'wait' | 'checked' }} Answer
 * hit: from the cache; render: this request's own render; wait: a render another request started;
 * checked: kept, and the app has just answered 304 to its ETag.
 */

/** What a render gives when the app answered 304 to the kept response's ETag: it still holds. */
export const NOT_MODIFIED = Symbol('not modified')

/**
 * A render for the cache: `record` is to be filled with what it read (page-cache/render-record.mjs).
 * @typedef {(etag: string | null, record: import('./render-record.mjs').RenderRecord) => Promise<CachedResponse | null | typeof NOT_MODIFIED>} Render
 */

/**
 * An entry: what a key answers until `expires` (a response, or null for "let Next.js answer");
 * with `sources`, only while their stamps now are `stamps`.
 * @typedef {{ response: CachedResponse | null, expires: number, bytes: number, sources: string[] | null, stamps: string[] | null }} Entry
 */

/** Whether the stamps of an entry's sources now are those it recorded (null: not known, so no). */
function sameStamps(/** @type {readonly string[] | null} */ now, /** @type {readonly string[]} */ recorded) {
  if (now === null) return false
  for (let i = 0; i < recorded.length; i++) if (now[i] !== recorded[i]) return false
  return true
}

/** The bytes a kept response holds (its pieces and their compressed form). */
const sizeOf = (/** @type {CachedResponse | null} */ r) => (r ? r.body.plain.length + (r.body.gzip?.length ?? 0) : 0)

export class ResponseCache {
  /**
   * What each key answers: a response while it holds, or null for "let Next.js answer" (the render
   * may not be shared, or it failed) until `expires`, so that such a key is not rendered again
   * meanwhile. A response with an ETag stays after it stops holding, to be checked. The Map is in
   * the order of last use (least recently used first).
   * @type {Map<string, Entry>}
   */
  entries = new Map()
  /** The bytes the entries hold together. */
  bytes = 0
  /** @type {Map<string, Promise<CachedResponse | null>>} */
  pending = new Map()
  /** Keys asked for once (oldest first): a key is rendered for the cache from its second request on. @type {Set<string>} */
  seen = new Set()

  /**
   * @param {number} ttlMs how long a render that recorded no content source is kept (0: nothing is
   *   kept but what is checked with the app, whatever it read)
   * @param {{ maxEntries?: number, maxBytes?: number, maxPending?: number, maxSeen?: number, passMs?: number, maxAgeMs?: number, stampsOf?: typeof currentStamps, onError?: (error: unknown, key: string) => void }} [options]
   *   maxEntries: responses kept (pages are up to a few hundred KB); maxBytes: their bytes together
   *   (a whole list can be megabytes); maxPending: renders under way at once; maxSeen: keys
   *   remembered as asked for once; passMs: how long a key whose render is not kept goes to Next.js
   *   directly (ttlMs, and 10 s when ttlMs is 0: the response of such a key can never be reused);
   *   maxAgeMs: the longest a response that recorded its sources is kept, even when they are
   *   unchanged; stampsOf: the current stamps of sources (the content cache's, through globalThis);
   *   onError: a render failed.
   */
  constructor(
    ttlMs,
    {
      maxEntries = 1000,
      maxBytes = 64 * 1024 * 1024,
      maxPending = 8,
      maxSeen = 10_000,
      passMs = ttlMs || 10_000,
      maxAgeMs = 10 * 60_000,
      stampsOf = currentStamps,
      onError = () => {},
    } = {},
  ) {
    this.ttlMs = ttlMs
    this.passMs = passMs
    this.maxAgeMs = maxAgeMs
    this.stampsOf = stampsOf
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
   * `render` is given the ETag of the expired response it may confirm (else null), and the record
   * to fill with what it reads.
   * @param {string} key
   * @param {Render} render
   * @returns {Promise<Answer | null>}
   */
  async get(key, render, now = Date.now()) {
    const entry = this.entries.get(key)
    const holds = entry && entry.expires > now && this.holds(entry)
    if (holds === true || (holds instanceof Promise && (await holds))) {
      if (!entry?.response) return null
      this.touch(key, entry)
      return { response: entry.response, how: 'hit' }
    }
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
    const record = newRecord()
    const rendering = render(stale?.etag ?? null, record)
      .catch((error) => {
        this.onError(error, key)
        return null
      })
      .then((result) => {
        checked = result === NOT_MODIFIED
        const response = result === NOT_MODIFIED ? stale : result
        this.store(key, response, now, record)
        return response
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, rendering)
    const response = await rendering
    return response && { response, how: checked ? 'checked' : 'render' }
  }

  /**
   * cacheKey(target), without parsing a target that is already a key: keys are kept in normal form
   * only, so a target equal to one is in normal form.
   * @param {string} target
   */
  keyOf(target) {
    return this.entries.has(target) ? target : cacheKey(target)
  }

  /**
   * The kept response for `key` when it holds and that is known at once, as it is for most requests
   * (the content cache needs no re-read of its stamps): a hit then costs no wait and no promise.
   * Undefined otherwise, and get() answers.
   * @param {string} key
   * @returns {CachedResponse | undefined}
   */
  hit(key, now = Date.now()) {
    const entry = this.entries.get(key)
    if (!entry?.response || entry.expires <= now || this.holds(entry) !== true) return undefined
    this.touch(key, entry)
    return entry.response
  }

  /** Move a used entry to the end: the Map is in order of last use. @param {string} key @param {Entry} entry */
  touch(key, entry) {
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  /**
   * Whether an entry's sources still have the stamps it was rendered under (true without sources).
   * @param {Entry} entry
   * @returns {boolean | Promise<boolean>}
   */
  holds({ sources, stamps }) {
    if (!sources || !stamps) return true
    const now = this.stampsOf(sources)
    // Synchronous when the content cache needs no re-read (most requests): no wait on a hit.
    return now instanceof Promise ? now.then((later) => sameStamps(later, stamps)) : sameStamps(now, stamps)
  }

  /**
   * Keep `response` for `key`, as `record` says (what its render read; none: the fixed ttlMs).
   * @param {string} key
   * @param {CachedResponse | null} response
   * @param {import('./render-record.mjs').RenderRecord} [record]
   */
  store(key, response, now = Date.now(), record = newRecord()) {
    this.remove(key)
    // With no time to live, a response is kept only if it can be checked.
    const kept = this.ttlMs > 0 || response?.etag ? response : null
    const bytes = sizeOf(kept)
    const tracked = kept !== null && this.ttlMs > 0 && record.stamps.size > 0
    const expires = !kept ? now + this.passMs : tracked ? Math.min(record.until, now + this.maxAgeMs) : now + this.ttlMs
    const [sources, stamps] = tracked ? [[...record.stamps.keys()], [...record.stamps.values()]] : [null, null]
    this.entries.set(key, { response: kept, expires, bytes, sources, stamps })
    this.bytes += bytes
    // Least recently used first: drop the expired ones that cannot be checked, then the least
    // recently used of any beyond maxEntries or maxBytes.
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
  // So does the admission enquiry form (src/admissions/EnquiryForm.tsx).
  if (/^(\/mr)?\/admission\/enquiry$/.test(pathname)) return false
  // The email subscription form carries a single-use token too, and the manage page a subscriber's
  // own link secret and choices (src/subscriptions/): never shared.
  if (/^(\/mr)?\/subscribe(\/|$)/.test(pathname)) return false
  // A staff preview (src/content/preview.ts) renders drafts for one person: it never takes a kept
  // page nor leaves one. Next.js's draft-mode cookie marks it (a stale one costs a plain render).
  if (hasDraftModeCookie(headers.cookie)) return false
  return (
    !('rsc' in headers) &&
    !('next-action' in headers) &&
    !('next-router-state-tree' in headers) &&
    !('next-router-prefetch' in headers)
  )
}

/** Whether a Cookie header (or several) holds Next.js's draft-mode cookie, `__prerender_bypass`. */
function hasDraftModeCookie(/** @type {string | string[] | undefined} */ cookie) {
  if (!cookie) return false
  return (Array.isArray(cookie) ? cookie : [cookie]).some((c) => /(?:^|;)\s*__prerender_bypass=/.test(c))
}

/** Response headers that belong to one response or one connection, never to a cached page. */
const PER_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'x-request-id',
])

/**
 * The Cache-Control of a kept response. A shared cache (nginx, a CDN) may keep it for a second
 * (s-maxage=1), as long as this server's own copy may be behind the database, and serve it a second
 * more while it fetches the next (stale-while-revalidate=1, also nginx's "updating"): an edit shows
 * within about two seconds through the cache, and a busy page costs this server one request a
 * second per cache. Browsers keep nothing fresh (max-age=0): they ask again each time, with
 * If-None-Match, and a page that has not changed costs a 304 without a body.
 */
export const KEPT_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1'
/** The Cache-Control of a render sent once (with a nonce of its own, or set for one visitor). */
export const ONCE_CACHE_CONTROL = 'private, no-store'

/**
 * A render as a response. `shared`: a complete 200 answer that may be kept and sent to everyone (a
 * page must be HTML with a nonce policy, an API answer JSON; neither may set a cookie or say it is
 * personal). A page is kept with its inline scripts' hashes in the policy instead of the render
 * nonce (script-hashes.mjs), its stylesheets written into it (inline-styles.mjs; `stylesheets`, the
 * build's CSS, loaded at start), an ETag of its bytes, KEPT_CACHE_CONTROL, and its gzip, made once.
 * Anything else (a 404 page, a redirect, an error) is sent once, to the request that caused the
 * render, as it came (its render nonce is used by that one response only), and `no-store` when it
 * is a page.
 * @param {{ status: number, headers: Headers, body: Buffer }} render
 * @param {{ stylesheets?: import('./inline-styles.mjs').Stylesheets }} [options]
 * @returns {{ shared: boolean, response: CachedResponse }}
 */
export function fromRender({ status, headers, body }, { stylesheets = new Map() } = {}) {
  const type = headers.get('content-type') ?? ''
  const policy = headers.get('content-security-policy') ?? ''
  const renderNonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? null
  const nonceInPolicy = renderNonce === null ? '' : nonceSources(renderNonce).join(' ')
  const page = type.startsWith('text/html') && renderNonce !== null && policy.includes(nonceInPolicy)
  // `no-store` or `private` (a preview's answer, src/lib/preview-headers.ts) is never shared either.
  const personal =
    /\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '') &&
    /\bnoindex\b/i.test(headers.get('x-robots-tag') ?? '')
  const shared =
    status === 200 && (page || type.startsWith('application/json')) && !headers.has('set-cookie') && !personal
  /** @type {Record<string, string | string[]>} */
  const kept = {}
  headers.forEach((value, name) => {
    if (PER_RESPONSE.has(name) || name === 'set-cookie') return
    // A kept page names no nonce anywhere (a Link preload may carry the render's): dropped with it.
    if (
      shared &&
      page &&
      /** @type {string} */ (renderNonce) &&
      value.includes(/** @type {string} */ (renderNonce)) &&
      name !== 'content-security-policy'
    )
      return
    kept[name] = value
  })
  if (headers.has('set-cookie')) kept['set-cookie'] = headers.getSetCookie()
  let bytes = body
  if (shared && page) {
    const { html, hashes } = hashInlineScripts(body.toString('utf8'), /** @type {string} */ (renderNonce))
    bytes = Buffer.from(inlineStylesheets(html, stylesheets), 'utf8')
    kept['content-security-policy'] = policy
      .split(nonceInPolicy)
      .join(hashes.join(' '))
      .replace("script-src 'self' ;", "script-src 'self';")
  }
  if (shared) {
    kept['cache-control'] = KEPT_CACHE_CONTROL
    kept.etag ??= `W/${etagOf(bytes)}`
  } else if (
    renderNonce !== null &&
    type.startsWith('text/html') &&
    !/\bno-store\b/i.test(String(kept['cache-control'] ?? ''))
  ) {
    kept['cache-control'] = ONCE_CACHE_CONTROL
  }
  const compress = COMPRESSIBLE.test(type)
  const etag = shared ? headers.get('etag') : null
  // Each response may be compressed or not, by the client's Accept-Encoding.
  const vary = String(kept.vary ?? '')
  if (compress && !/accept-encoding/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  const gzip = shared && compress ? gzipSync(bytes, { level: LEVEL }) : null
  return { shared, response: { status, etag, headers: kept, compress, body: { plain: bytes, gzip } } }
}

/** As Next.js's compression (and nginx's gzip_comp_level 6 in the benchmark). */
const LEVEL = 6

/** Types worth gzipping (as Next.js's compression would): text, HTML, JSON, XML, SVG, scripts. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)|\+(json|xml)\b/

/** Whether the client takes gzip (http/accept-encoding.mjs). */
export function acceptsGzip(/** @type {string | undefined} */ acceptEncoding) {
  return accepts(acceptEncoding, 'gzip')
}

/**
 * A response as sent, made once per kept response and form (plain, gzip, 304) and then the same
 * for every request: the status, the headers (without the request id) as an object and as the flat
 * list `[name, value, …]` that `writeHead` takes (a copy of it with the request id appended is all
 * a request adds), and the body (empty for a 304).
 * @typedef {{ status: number, headers: Record<string, string | string[]>, headerList: Array<string | string[]>, body: Buffer }} Sent
 */

/**
 * @param {number} status
 * @param {Record<string, string | string[]>} headers
 * @param {Buffer} [body]
 * @returns {Sent}
 */
function sentAs(status, headers, body = Buffer.alloc(0)) {
  return { status, headers, headerList: Object.entries(headers).flat(), body }
}

/**
 * The response as sent, compressed when the client takes gzip; 304 and no body when the client's
 * If-None-Match names the response's ETag. The same bytes for everyone: nothing is per response.
 * Each form is made at its first request and kept with the response.
 * @param {CachedResponse} page
 * @param {string | undefined} acceptEncoding
 * @param {string | string[] | undefined} [ifNoneMatch]
 * @returns {Sent}
 */
export function responseFor(page, acceptEncoding, ifNoneMatch) {
  const forms = (page.sent ??= { plain: null, gzip: null, notModified: null })
  const etag = page.headers.etag
  if (typeof etag === 'string' && page.status === 200 && matchesEtag(ifNoneMatch, etag))
    return (forms.notModified ??= notModified(page, etag))
  if (page.compress && acceptsGzip(acceptEncoding)) return (forms.gzip ??= gzipped(page))
  return (forms.plain ??= sentAs(
    page.status,
    { ...page.headers, 'content-length': String(page.body.plain.length) },
    page.body.plain,
  ))
}

/** The 304 of a response: its ETag and what a cache in between must know of it (Cache-Control, Vary). */
function notModified(/** @type {CachedResponse} */ page, /** @type {string} */ etag) {
  /** @type {Record<string, string | string[]>} */
  const headers = { etag }
  for (const name of ['cache-control', 'vary'])
    if (page.headers[name] !== undefined) headers[name] = /** @type {string} */ (page.headers[name])
  return sentAs(304, headers)
}

function gzipped(/** @type {CachedResponse} */ page) {
  // A response sent once is compressed here, for its one request.
  const body = (page.body.gzip ??= gzipSync(page.body.plain, { level: LEVEL }))
  return sentAs(
    page.status,
    { ...page.headers, 'content-length': String(body.length), 'content-encoding': 'gzip' },
    body,
  )
}
