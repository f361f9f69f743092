import { NextResponse, type NextRequest } from 'next/server'

import { failure } from '@/api-v1/envelope'
import { isCacheablePageRequest, PageCache, withNonce, type CachedPage } from '@/lib/page-cache'
import { isUndecodablePath } from '@/lib/request-path'
import { contentSecurityPolicy, newNonce, transportHeaders } from '@/lib/security-headers'

const siteUrl = process.env.SITE_URL ?? ''
const https = siteUrl.startsWith('https://')
// Read at run time (unlike next.config.ts headers, fixed at build), so HSTS follows the deployment.
const transport = transportHeaders(siteUrl)

/** PAGE_CACHE_MS (default 1000; 0 turns it off): how long a rendered public page is reused. */
const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? 1000)
const pageCache = pageCacheMs > 0 ? new PageCache(pageCacheMs) : null
/** Marks the proxy's own render request, so it is rendered rather than answered from the cache. */
const RENDER_HEADER = 'x-page-cache-render'
const renderKey = newNonce()

/**
 * Every page, API and admin request gets a Content-Security-Policy with a fresh script nonce and a
 * request id (for the logs). The policy also goes on the request, where Next.js reads the nonce and
 * adds it to the scripts it renders; pages are rendered per request, so each response has its own.
 * Public page views are answered from a one-second micro-cache (src/lib/page-cache.ts) with their
 * nonce replaced. Paths that cannot be decoded are answered before routing (see below).
 */
export async function proxy(request: NextRequest) {
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce, { https })
  const requestId = request.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID()

  const { pathname } = request.nextUrl
  if (isUndecodablePath(pathname)) {
    // A percent-escape that is not UTF-8 makes Next.js answer 500 on dynamic routes
    // (vercel/next.js#92527): the contract's 400 under /api/v1, a plain 400 for the CMS and the
    // admin, the site's own 404 page for pages.
    if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) return withHeaders(failure(400, 'The address is not valid: it has a broken %-escape.'), policy, requestId)
    if (/^\/(cms-api|admin|_next)(\/|$)/.test(pathname)) {
      return withHeaders(new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }), policy, requestId)
    }
    return withHeaders(NextResponse.rewrite(new URL('/not-found', request.url), { request: { headers: requestHeaders(request, policy, nonce, requestId) } }), policy, requestId)
  }

  const rendering = request.headers.get(RENDER_HEADER) === renderKey
  if (pageCache && !rendering && isCacheablePageRequest(request.method, request.nextUrl.pathname, request.headers)) {
    const key = request.nextUrl.pathname + request.nextUrl.search
    const page = await pageCache.get(key, () => render(key))
    if (page) {
      // Next's own compression (gzip) applies to this response as to any other.
      const response = new NextResponse(withNonce(page, nonce), {
        headers: { 'Content-Type': page.contentType, 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      })
      return withHeaders(response, policy, requestId)
    }
  }

  return withHeaders(NextResponse.next({ request: { headers: requestHeaders(request, policy, nonce, requestId) } }), policy, requestId)
}

/** The request as the app sees it: with the policy (Next.js takes the nonce from it) and the id. */
function requestHeaders(request: NextRequest, policy: string, nonce: string, requestId: string) {
  const headers = new Headers(request.headers)
  headers.delete(RENDER_HEADER)
  headers.set('Content-Security-Policy', policy)
  headers.set('x-nonce', nonce)
  headers.set('x-request-id', requestId)
  return headers
}

function withHeaders<R extends Response>(response: R, policy: string, requestId: string): R {
  response.headers.set('Content-Security-Policy', policy)
  response.headers.set('X-Request-Id', requestId)
  for (const { key, value } of transport) response.headers.set(key, value)
  return response
}

/** Render a page through this same server; only a complete 200 HTML page is kept. */
async function render(path: string): Promise<CachedPage | null> {
  const origin = `http://127.0.0.1:${process.env.PORT || 3000}`
  const res = await fetch(origin + path, {
    headers: { [RENDER_HEADER]: renderKey },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  })
  // Read the whole body in every case: an unread (or cancelled) body of a streamed page keeps
  // the render, and so this request, waiting.
  const html = await res.text()
  const contentType = res.headers.get('content-type') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  if (res.status !== 200 || !contentType.startsWith('text/html') || !nonce) return null
  return { html, nonce, contentType, expires: pageCache!.expiry() }
}

export const config = {
  // Not for build assets and optimised images (immutable, no scripts), uploaded files (Media sets
  // a stricter sandboxing policy on them), the JSON API (no documents to protect; and a proxy
  // buffers request bodies, so a POST announcing more than it sends would hang instead of getting
  // the handler's 413), nor router prefetches; but every path with a `%` (above).
  matcher: [
    '/(.*%.*)',
    {
      source: '/((?!_next/static|_next/image|favicon.ico|icon.svg|brand/|cms-api/media/file/|api/v1/).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
