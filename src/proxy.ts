import { NextResponse, type NextRequest } from 'next/server'

import { failure } from '@/api-v1/envelope'
import { env } from '@/config/env'
import { sitePathOf } from '@/i18n/paths'
import { refusePagePost } from '@/lib/page-posts'
import { DRAFT_MODE_COOKIE, PREVIEW_HEADERS } from '@/lib/preview-headers'
import { isUndecodablePath } from '@/lib/request-path'
import { contentSecurityPolicy, newNonce, transportHeaders } from '@/lib/security-headers'

import { requestIdFrom } from '../http/request-tokens.mjs'

const siteUrl = env.siteUrl
const https = siteUrl.startsWith('https://')
// Read at run time (unlike next.config.ts headers, fixed at build), so HSTS follows the deployment.
const transport = transportHeaders(siteUrl)

/**
 * Every page, API and admin request gets a Content-Security-Policy with a fresh script nonce and a
 * request id (for the logs). The policy also goes on the request, where Next.js reads the nonce and
 * adds it to the scripts it renders; pages are rendered per request, so each response has its own.
 * A page the production server keeps (page-cache/response-cache.mjs) is rendered the same way, and the
 * server then sends it to everyone with the hashes of the scripts that carry this render's nonce
 * instead (page-cache/script-hashes.mjs): the nonce marks which scripts are Next.js's own. Paths that
 * cannot be decoded are answered before routing (see below).
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce, { https })
  const requestId = requestIdFrom(request.headers.get('x-request-id'))

  const { pathname } = request.nextUrl
  if (isUndecodablePath(pathname)) {
    // A percent-escape that is not UTF-8 makes Next.js answer 500 on dynamic routes
    // (vercel/next.js#92527): the contract's 400 under /api/v1, a plain 400 for the CMS and the
    // admin, the site's own 404 page for pages.
    if (pathname === '/api/v1' || pathname.startsWith('/api/v1/'))
      return withHeaders(failure(400, 'The address is not valid: it has a broken %-escape.'), policy, requestId)
    if (/^\/(cms-api|admin|_next)(\/|$)/.test(pathname)) {
      return withHeaders(
        new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
        policy,
        requestId,
      )
    }
    const lang = pathname === '/mr' || pathname.startsWith('/mr/') ? 'mr' : 'en'
    const headers = requestHeaders(request, policy, nonce, requestId)
    headers.set('x-site-lang', lang)
    headers.set('x-site-path', '/')
    return withHeaders(
      NextResponse.rewrite(new URL(lang === 'mr' ? '/mr/not-found' : '/not-found', request.url), {
        request: { headers },
      }),
      policy,
      requestId,
    )
  }

  // An uploaded file whose name has a % reaches the proxy only for the check above: it keeps the
  // policy the Media collection gives files, never the page's.
  if (pathname.startsWith(FILES_PREFIX)) return NextResponse.next()

  // Pages: the address alone decides the language (src/i18n/paths.ts). English pages keep SPEC.md's
  // addresses (next.config.ts rewrites them to the app's /en/… after this proxy); Marathi pages are
  // /mr/…; a typed /en/… is sent to its one public address.
  const site = sitePathOf(pathname)
  if (site === null)
    return withHeaders(
      NextResponse.next({ request: { headers: requestHeaders(request, policy, nonce, requestId) } }),
      policy,
      requestId,
    )
  if ('redirect' in site) {
    const to = request.nextUrl.clone()
    to.pathname = site.redirect
    return withHeaders(NextResponse.redirect(to, 308), policy, requestId)
  }
  // A page takes a POST only for its server action (the grievance form without JavaScript).
  const refused = refusePagePost(request.method, request.headers)
  if (refused) {
    return withHeaders(
      new NextResponse(refused.message, {
        status: refused.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
      policy,
      requestId,
    )
  }
  const headers = requestHeaders(request, policy, nonce, requestId)
  headers.set('x-site-lang', site.lang)
  headers.set('x-site-path', site.path + request.nextUrl.search)
  const response = withHeaders(NextResponse.next({ request: { headers } }), policy, requestId)
  // A staff preview (src/content/preview.ts) or a stale draft-mode cookie: never stored, never indexed.
  if (request.cookies.has(DRAFT_MODE_COOKIE))
    for (const [key, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(key, value)
  return response
}

const FILES_PREFIX = '/cms-api/media/file/'

/** The request as the app sees it: with the policy (Next.js takes the nonce from it) and the id. */
function requestHeaders(request: NextRequest, policy: string, nonce: string, requestId: string) {
  const headers = new Headers(request.headers)
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

export const config = {
  // Not for build assets and optimised images (immutable, no scripts), uploaded files (Media sets
  // a stricter sandboxing policy on them), nor the JSON API (no documents to protect; and a proxy
  // buffers request bodies, so a POST announcing more than it sends would hang instead of getting
  // the handler's 413); but every path with a `%` (above). Router prefetches pass too: they must
  // be rewritten to their language like the pages they fetch.
  matcher: ['/(.*%.*)', '/((?!_next/static|_next/image|favicon.ico|icon.svg|brand/|cms-api/media/file/|api/v1/).*)'],
}
