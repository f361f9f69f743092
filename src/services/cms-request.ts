/**
 * Rules for requests to Payload's REST API (/cms-api) that Payload itself does not enforce, applied
 * by its route handlers (src/app/(payload)/cms-api/[...slug]/route.ts):
 *
 * - A body must be JSON or a multipart form (file uploads), or, for a read sent as a POST with
 *   Payload's method-override header (the admin's long queries), a URL-encoded query. Payload read
 *   any other body as no data at all and failed with a 500; it gets 415 now.
 * - HEAD answers as GET does, without the body (`headAsGet`). Payload routes by method and has no
 *   HEAD endpoints, so an uploaded file answered 404 to HEAD while GET served it, and link checkers
 *   reported every PDF as missing.
 * - A served file says `Cache-Control: public, no-cache` (`withFileCaching`): a browser or CDN may keep
 *   it but asks again before each use, so a file deleted or replaced is gone from every cache at
 *   once (Payload sends no Cache-Control, and a CDN then keeps images for hours by its own rules).
 * - A collection without REST endpoints (Payload's own `payload-migrations`) answers 404 like any
 *   other address that is not there. Payload answered 501 "Cannot GET <address>", which told a
 *   prober that the collection exists and is merely closed.
 */
import { LENGTH_HEADER } from '../../http/content-length.mjs'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export const UNSUPPORTED_BODY_MESSAGE =
  'Send the data as JSON (application/json) or as a form upload (multipart/form-data).'

const ACCEPTED_BODIES = ['application/json', 'multipart/form-data']

/** A read sent as a POST (the admin does this for long queries): the query comes as a form body. */
const isReadByPost = (headers: Headers) =>
  headers.get('x-payload-http-method-override') === 'GET' || headers.get('x-http-method-override') === 'GET'

/** Whether this request's body is of a type Payload's REST API reads. Pure, for the unit tests. */
export function acceptedBody(method: string, headers: Headers): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || method === 'DELETE') return true
  const hasBody = Number(headers.get('content-length') || 0) > 0 || headers.has('transfer-encoding')
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!type) return !hasBody
  if (type === 'application/x-www-form-urlencoded' && isReadByPost(headers)) return true
  return ACCEPTED_BODIES.includes(type)
}

export const NOT_FOUND_MESSAGE = 'There is nothing at this address.'

export function withCmsRequestRules(handler: Handler): Handler {
  return async (request, context) => {
    if (!acceptedBody(request.method, request.headers)) {
      return Response.json({ errors: [{ message: UNSUPPORTED_BODY_MESSAGE }] }, { status: 415 })
    }
    const res = await handler(request, context)
    // Payload's answer for a collection whose endpoints are off (its own migrations table).
    if (res.status === 501) {
      await res.body?.cancel().catch(() => undefined)
      return Response.json(
        { errors: [{ message: NOT_FOUND_MESSAGE }] },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    return res
  }
}

/**
 * HEAD as RFC 9110 says: the status and headers GET would answer (type, length, caching, the file
 * policies), no body. The request is passed to the GET handler as a GET (same address, headers,
 * cookies, so the same access rules); its body is cancelled unread, so a large file is not read.
 */
export function headAsGet(get: Handler): Handler {
  return async (request, context) => {
    const asGet = new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal })
    const res = await get(asGet, context)
    await res.body?.cancel().catch(() => undefined)
    return new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers })
  }
}

/**
 * A file's Content-Length through to the client: Next.js drops a route handler's Content-Length, so
 * the length Payload knows is also given as LENGTH_HEADER, which server.mjs sends as Content-Length
 * (http/content-length.mjs). Only for bodies Payload sized itself (the files it serves).
 */
export function withFileLength(handler: Handler): Handler {
  return async (request, context) => {
    const res = await handler(request, context)
    const length = res.headers.get('content-length')
    if (length && !res.headers.has(LENGTH_HEADER)) {
      try {
        res.headers.set(LENGTH_HEADER, length)
      } catch {
        // A response with immutable headers (a fetch() response passed through): sent as it is.
      }
    }
    return res
  }
}

/** What a served file says to browsers and shared caches (kept, but checked before each use). */
export const FILE_CACHE_CONTROL = 'public, no-cache'

const FILE_PATH = /^\/cms-api\/[^/]+\/file\//

/** Files served by Payload (`/cms-api/<collection>/file/<name>`) get FILE_CACHE_CONTROL unless they say otherwise. */
export function withFileCaching(handler: Handler): Handler {
  return async (request, context) => {
    const res = await handler(request, context)
    if (res.ok && FILE_PATH.test(new URL(request.url).pathname) && !res.headers.has('cache-control')) {
      try {
        res.headers.set('Cache-Control', FILE_CACHE_CONTROL)
      } catch {
        // Immutable headers (a fetch() response passed through): sent as it is.
      }
    }
    return res
  }
}
