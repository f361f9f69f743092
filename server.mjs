// @ts-check
/**
 * The production server (`npm start`, after `npm run build`): Next.js's request handler behind a
 * plain Node HTTP server that adds what `next start` cannot:
 *
 * - public page views and /api/v1 reads are answered from a cache of rendered responses, compressed
 *   once (page-cache/response-cache.mjs) — a page is rendered once per change of what it read, not once
 *   per visitor, and a hit never passes through Next.js's router. Each render for the cache runs in
 *   an async context (page-cache/render-record.mjs) in which the content layer records the sources it
 *   read with their version stamps, and the first moment its content changes by the clock; the page
 *   is served while both hold (at most 10 minutes). A kept page is the same bytes for every visitor:
 *   its policy names the hashes of its inline scripts instead of a nonce (page-cache/script-hashes.mjs),
 *   with an ETag (If-None-Match is answered 304) and a Cache-Control that lets nginx or a CDN keep it
 *   for a second (deploy/nginx-site.conf);
 * - the build's scripts and styles are sent as compressed once at build time, brotli where the
 *   browser takes it (server/static-files.mjs);
 * - one structured log line per request (request id, method, path without the query, status,
 *   duration; nothing else), the request id also sent as X-Request-Id;
 * - a 405 for methods the site does not answer (TRACE…), and a 413 for a chunked POST to a page
 *   over the server-action limit (server/page-post-body.mjs): Next.js answered both with a 500;
 * - GET /healthz answered here, before Next.js and every queue; each account's requests to Payload's
 *   API run one at a time, the next waiting their turn, past 32 waiting refused with 429
 *   (server/api-concurrency.mjs), so one account's heavy reads cannot hold up the server;
 * - the image optimizer's renditions of uploads keyed on the media collection's version stamp and
 *   marked no-cache, so a deleted or replaced photo is never served from a kept copy
 *   (server/image-renditions.mjs);
 * - a page that shows the site's own not-found page is answered 404 (it records so in its render
 *   record: page-cache/render-record.mjs), where Next.js's notFound() sends an empty error document;
 * - on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish, then exit.
 *
 * It also passes each request's client address to the app, in a header it always sets itself: the
 * socket's address, or X-Forwarded-For's as TRUST_PROXY says (http/client-address.mjs).
 *
 * Environment: PORT (3000), HOST (0.0.0.0), TRUST_PROXY (unset), PAGE_CACHE_MS (750: how long a
 * render that recorded no content source is kept; 0 keeps nothing but the whole /api/v1 lists,
 * checked with the app on each request; a page that recorded its sources shows a change within the
 * content cache's 250 ms re-check, one without within 1 s),
 * SHUTDOWN_GRACE_MS (15000: how long requests in flight may take after a stop signal).
 */
import { flushCompileCache } from './server/compile-cache.mjs'

import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

import next from 'next'

import {
  apiClientKey,
  BUSY_MESSAGE,
  ConcurrencyGate,
  isCountedApiPath,
  payloadSigningKey,
  RETRY_AFTER_S,
} from './server/api-concurrency.mjs'
import { announcesTooLargeBody, BODY_LIMIT_BYTES, BODY_LIMIT_MESSAGE, PAGE_POST_TOO_LARGE } from './http/body-limit.mjs'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, parseTrustProxy } from './http/client-address.mjs'
import { keepContentLength } from './http/content-length.mjs'
import { requestIdFrom } from './http/request-tokens.mjs'
import { isUnsizedPagePost, readPagePost } from './server/page-post-body.mjs'
import { logger, requestLogger } from './http/logger.mjs'
import { answerNotFound, currentStamps, newRecord, RECORDS } from './page-cache/render-record.mjs'
import {
  IMAGE_PATH,
  keepRenditionsFresh,
  RENDITION_SOURCES,
  renditionVersion,
  versionedRenditionUrl,
} from './server/image-renditions.mjs'
import {
  fromRender,
  isCacheableRequest,
  NOT_MODIFIED,
  ResponseCache,
  responseFor,
} from './page-cache/response-cache.mjs'
import { loadStylesheets } from './page-cache/inline-styles.mjs'
import { loadPrecompressed, servePrecompressed } from './server/static-files.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '0.0.0.0'
const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? 750)
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 15_000)
/** Whose X-Forwarded-For to believe (http/client-address.mjs); a bad value stops the server here. */
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)
// The app reads the client's address only from the header set below (src/lib/rate-limit.ts).
process.env.CLIENT_ADDRESS_FROM_SERVER = '1'

const app = next({ dev: false, dir: import.meta.dirname, hostname: host, port })
await app.prepare()
const handle = app.getRequestHandler()
/** The build's scripts and styles, compressed at build time (scripts/compress-static.mjs). */
const precompressed = loadPrecompressed(`${import.meta.dirname}/.next/static`)
/** The build's CSS, written into the pages the cache keeps (page-cache/inline-styles.mjs). */
const stylesheets = loadStylesheets(`${import.meta.dirname}/.next/static`)
/** Turns of each account at Payload's API (server/api-concurrency.mjs); sessions checked with Payload's own key. */
const apiTurns = new ConcurrencyGate()
const signingKey = payloadSigningKey(process.env.PAYLOAD_SECRET ?? '')

// With PAGE_CACHE_MS=0 it keeps only what it checks with the app on every request (ETags).
// Its bounds (1,000 responses, 64 MB) are ResponseCache's defaults (docs/operations.md).
const cache = new ResponseCache(pageCacheMs, {
  onError: (error, key) =>
    logger.warn(
      { err: error, route: key.split('?')[0]?.slice(0, 200) },
      'cache: render failed; Next.js answers this path directly for now',
    ),
})
/** Marks the cache's own render request (with a secret value), so that it reaches Next.js. */
const RENDER_HEADER = 'x-cache-render'
const renderKey = randomBytes(16)
/** Whether a request is the cache's render: its header holds the key (compared in constant time). */
function isRender(/** @type {unknown} */ value) {
  if (typeof value !== 'string') return false
  const given = Buffer.from(value, 'latin1') // as Node decoded the header's bytes
  return (
    given.length === renderKey.length * 2 && timingSafeEqual(given, Buffer.from(renderKey.toString('hex'), 'latin1'))
  )
}
/**
 * What each render under way reads (page-cache/render-record.mjs): the content layer, in Next.js's own
 * module instances, finds the storage on globalThis. Its render request names its record by id.
 * @type {AsyncLocalStorage<import('./page-cache/render-record.mjs').RenderRecord>}
 */
const records = new AsyncLocalStorage()
Object.assign(globalThis, { [RECORDS]: records })
/** @type {Map<string, import('./page-cache/render-record.mjs').RenderRecord>} */
const recording = new Map()
const RECORD_HEADER = 'x-cache-record'
let renders = 0
/** Where the cache renders a response: this server, over loopback when it listens on every address. */
const renderOrigin = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`

/**
 * Render `path` (a cacheKey: in normal form) through this server. Returns the response to keep, or
 * null when it must not be shared; then `once(response)` gets it, for the one request that caused
 * the render. With `etag` (of the kept response) the app is asked If-None-Match, and NOT_MODIFIED
 * means the kept response still holds. The render carries that request's id, so the app's logs of
 * it can be matched. `record` gets what the render read: the render request runs in it (below).
 * @param {string} path
 * @param {string} requestId
 * @param {(response: import('./page-cache/response-cache.mjs').CachedResponse) => void} once
 * @param {string | null} etag
 * @param {import('./page-cache/render-record.mjs').RenderRecord} record
 */
async function render(path, requestId, once, etag, record) {
  const id = String(++renders)
  recording.set(id, record)
  let res, body
  try {
    res = await fetch(new URL(path, renderOrigin), {
      headers: {
        [RENDER_HEADER]: renderKey.toString('hex'),
        [RECORD_HEADER]: id,
        'accept-encoding': 'identity',
        'x-request-id': requestId,
        ...(etag ? { 'if-none-match': etag } : {}),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    // Read the whole body in every case: an unread body of a streamed page keeps the render waiting
    // (and the record is complete only when the page is).
    body = Buffer.from(await res.arrayBuffer())
  } finally {
    recording.delete(id)
  }
  if (etag && res.status === 304) return NOT_MODIFIED
  const { shared, response } = fromRender({ status: res.status, headers: res.headers, body }, { stylesheets })
  if (shared) return response
  once(response)
  return null
}

/**
 * Send a response of the cache (a 304 when the client's If-None-Match names its ETag).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./page-cache/response-cache.mjs').CachedResponse} page
 * @param {string} requestId
 */
function send(req, res, page, requestId) {
  const { status, headerList, body } = responseFor(page, req.headers['accept-encoding'], req.headers['if-none-match'])
  res.writeHead(status, [...headerList, 'x-request-id', requestId])
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Next.js handles the request inside a render record (the cache's, or one of its own), so that a
 * page that shows the site's not-found page is answered 404 (page-cache/render-record.mjs).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {import('./page-cache/render-record.mjs').RenderRecord} [record]
 */
function handleInRecord(req, res, record = newRecord()) {
  keepRenderedQuery(res)
  answerNotFound(res, record)
  return records.run(record, () => handle(req, res))
}

/** A request target's path: without its query. */
const pathOf = (/** @type {string} */ target) => {
  const query = target.indexOf('?')
  return query < 0 ? target : target.slice(0, query)
}

/** What GET /healthz answers (src/app/healthz answers the same under `next dev`). */
const HEALTHY = JSON.stringify({ ok: true })

/** GET /healthz and /readyz (src/app/healthz, src/app/readyz): never from the micro-cache, logged at debug level. */
const PROBES = new Set(['/healthz', '/readyz'])

/** The methods the site answers; any other (TRACE, CONNECT, PROPFIND…) gets a 405 before Next.js, which answered 500. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Responses whose headers are not sent yet: told to close their connection when the server stops. */
const inFlight = new Set()

/** Read and drop a refused request's body, up to four times the limit; beyond, drop the connection. */
function discardBody(/** @type {http.IncomingMessage} */ req) {
  let seen = 0
  req.on('data', (/** @type {Buffer} */ chunk) => {
    seen += chunk.length
    if (seen > 4 * BODY_LIMIT_BYTES) req.destroy()
  })
}

/**
 * English pages are rewritten to the app's /en/… by next.config.ts (src/i18n/paths.ts), and such a
 * rewrite keeps the query. Next.js 16.4 still marks its RSC answers with an empty
 * `x-nextjs-rewritten-query` (prepareDestination leaves `search` empty), and the client router then
 * files every ?type= tab and ?page= page under "no query": a client-side move between them showed
 * the first. Without the header the router takes the query of the address, which is the one the
 * page was rendered with.
 */
function keepRenderedQuery(/** @type {http.ServerResponse} */ res) {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) =>
    String(name).toLowerCase() === 'x-nextjs-rewritten-query' ? res : setHeader(name, value)
}

const server = http.createServer(async (req, res) => {
  // Only /cms-api's route handler sets the internal length header (its files); other answers pass untouched.
  if (req.url?.startsWith('/cms-api/')) keepContentLength(res)
  // Always set here, so a client cannot send its own.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustProxy,
  )
  if (isRender(req.headers[RENDER_HEADER])) {
    delete req.headers[RENDER_HEADER]
    const record = recording.get(String(req.headers[RECORD_HEADER]))
    delete req.headers[RECORD_HEADER]
    // The whole render (React's work, streamed after handle() returns, included) runs in the record's context.
    return handleInRecord(req, res, record).catch((error) => {
      logger.error({ err: error, route: (req.url ?? '').split('?')[0]?.slice(0, 200) }, 'cache: render request failed')
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  }
  delete req.headers[RENDER_HEADER]
  delete req.headers[RECORD_HEADER]
  const started = performance.now()
  const requestId = requestIdFrom(req.headers['x-request-id'])
  req.headers['x-request-id'] = requestId
  const method = req.method ?? 'GET'
  const path = pathOf(req.url ?? '/')
  /** @type {import('./page-cache/response-cache.mjs').Answer['how'] | undefined} how the micro-cache answered (for the log) */
  let served = undefined
  if (stopping) res.setHeader('Connection', 'close')
  else inFlight.add(res)
  res.once('close', () => {
    inFlight.delete(res)
    if (path.startsWith('/_next/static/')) return
    // Health checks (every few seconds from a load balancer) only at debug level, unless they fail.
    const level = PROBES.has(path) ? (res.statusCode < 500 ? 'debug' : 'warn') : 'info'
    requestLogger[level](
      {
        reqId: requestId,
        method,
        route: path.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(served ? { cache: served } : {}),
      },
      'request',
    )
  })
  try {
    // Answered here, before Next.js and every queue: a load balancer asks whether this process
    // answers, and that must not wait behind the app's work (GET /readyz checks the database).
    if (path === '/healthz' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Request-Id': requestId,
      })
      return void res.end(method === 'HEAD' ? undefined : HEALTHY)
    }
    if (path.startsWith('/_next/static/') && servePrecompressed(precompressed, req, res)) return
    if (!METHODS.has(method)) {
      discardBody(req)
      res.writeHead(405, {
        'Content-Type': 'text/plain; charset=utf-8',
        Allow: [...METHODS].join(', '),
        'X-Request-Id': requestId,
      })
      return void res.end(`The method ${method.slice(0, 20)} is not allowed here.`)
    }
    if (isUnsizedPagePost(req, path)) {
      const sized = await readPagePost(req)
      if (!sized) {
        res.writeHead(413, {
          'Content-Type': 'text/plain; charset=utf-8',
          Connection: 'close',
          'X-Request-Id': requestId,
        })
        return void res.end(PAGE_POST_TOO_LARGE)
      }
      res.setHeader('X-Request-Id', requestId)
      keepRenderedQuery(res)
      return await handle(sized, res)
    }
    if (announcesTooLargeBody(req.headers) && !path.startsWith('/api/v1')) {
      // Answered at once, in Payload's error shape, which the admin shows (/api/v1 answers its own,
      // smaller limit in its envelope). The body is read and dropped rather than cut off: a browser
      // whose upload is cut off reports a network error instead of this message.
      discardBody(req)
      res.writeHead(413, { 'Content-Type': 'application/json', 'X-Request-Id': requestId })
      return void res.end(JSON.stringify({ errors: [{ message: BODY_LIMIT_MESSAGE }] }))
    }
    if (path === IMAGE_PATH && (method === 'GET' || method === 'HEAD')) {
      // An upload's renditions never outlive it (server/image-renditions.mjs).
      const stamps = currentStamps(RENDITION_SOURCES)
      const versioned = versionedRenditionUrl(
        req.url ?? '',
        renditionVersion(stamps && 'then' in stamps ? await stamps : stamps),
      )
      if (versioned) {
        req.url = versioned
        keepRenditionsFresh(res)
      }
    }
    const key = cache.keyOf(req.url ?? '')
    if (key && !PROBES.has(path) && isCacheableRequest(method, path, req.headers)) {
      // A kept page that holds is sent at once; anything else waits for the cache's answer.
      const kept = cache.hit(key)
      if (kept) {
        served = 'hit'
        return send(req, res, kept, requestId)
      }
      /** @type {import('./page-cache/response-cache.mjs').CachedResponse | null} */
      let own = null
      const answer = await cache.get(key, (etag, record) =>
        render(key, requestId, (response) => (own = response), etag, record),
      )
      if (answer) {
        served = answer.how
        return send(req, res, answer.response, requestId)
      }
      // Not shareable (a 404 page, a redirect): the request that rendered it gets that render;
      // others that waited for the same render are handled as usual.
      if (own) {
        served = 'render'
        return send(req, res, own, requestId)
      }
    }
    if (isCountedApiPath(path)) {
      // One account's requests to the API run a few at a time (server/api-concurrency.mjs).
      const release = await apiTurns.enter(
        apiClientKey(req.headers, String(req.headers[CLIENT_ADDRESS_HEADER]), signingKey),
      )
      if (!release) {
        discardBody(req)
        res.writeHead(429, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Retry-After': String(RETRY_AFTER_S),
          'X-Request-Id': requestId,
        })
        return void res.end(JSON.stringify({ errors: [{ message: BUSY_MESSAGE }] }))
      }
      // The turn ends when the answer has been sent (Next.js writes a route handler's headers before
      // its body is ready, so their moment says nothing of the work).
      res.once('close', release)
      // The client left while it waited: nothing to answer.
      if (res.destroyed || req.socket.destroyed) return release()
    }
    res.setHeader('X-Request-Id', requestId)
    await handleInRecord(req, res)
  } catch (error) {
    logger.error({ err: error, reqId: requestId, method, route: path.slice(0, 200) }, 'request failed')
    if (!res.headersSent) {
      res.statusCode = 500
      res.end('Internal Server Error')
    } else res.destroy()
  }
})

let stopping = false
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) {
    logger.warn({ signal }, 'stopping at once: second signal')
    process.exit(1)
  }
  stopping = true
  logger.info({ signal }, 'stopping: no new connections, finishing requests in flight')
  server.close(() => process.exit(0))
  // Answers still to come close their connection, so that no client sends another request on it;
  // keep-alive connections with nothing in flight are closed now and as they become idle.
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
  server.closeIdleConnections()
  setInterval(() => server.closeIdleConnections(), 250).unref()
  setTimeout(() => {
    logger.warn({ graceMs }, 'stopping: requests still in flight after the grace period')
    process.exit(1)
  }, graceMs).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

// An idle kept-alive connection is closed by the server only after the proxy in front has stopped
// reusing it (nginx keeps upstream connections 60 s, deploy/nginx-site.conf). With Node's default
// of 5 s a request sent on a connection the server was closing got a reset: a 502 for a POST that
// nginx may not retry (a grievance), an ECONNRESET for a client that reuses connections.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, host, () => {
  logger.info({ url: `http://${host}:${port}` }, 'listening')
  flushCompileCache()
})
