import { NextResponse, type NextRequest } from 'next/server'

import { contentSecurityPolicy, newNonce, transportHeaders } from '@/lib/security-headers'

const siteUrl = process.env.SITE_URL ?? ''
const https = siteUrl.startsWith('https://')
// Read at run time (unlike next.config.ts headers, fixed at build), so HSTS follows the deployment.
const transport = transportHeaders(siteUrl)

/**
 * Every page, API and admin request gets a Content-Security-Policy with a fresh script nonce and a
 * request id (for the logs). The policy also goes on the request, where Next.js reads the nonce and
 * adds it to the scripts it renders; pages are rendered per request, so each response has its own.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce, { https })
  const requestId = request.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID()

  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  headers.set('x-nonce', nonce)
  headers.set('x-request-id', requestId)

  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  response.headers.set('X-Request-Id', requestId)
  for (const { key, value } of transport) response.headers.set(key, value)
  return response
}

export const config = {
  // Not for build assets and optimised images (immutable, no scripts), uploaded files (Media sets
  // a stricter sandboxing policy on them), nor router prefetches.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|icon.svg|brand/|cms-api/media/file/).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
