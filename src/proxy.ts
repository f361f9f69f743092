import { NextResponse, type NextRequest } from 'next/server'

import { failure } from '@/api-v1/envelope'
import { isUndecodablePath } from '@/lib/request-path'

/**
 * Paths whose percent-escapes do not decode (src/lib/request-path.ts) get a clear answer instead
 * of Next's 500: the contract's 400 envelope under /api/v1, the site's own 404 page for pages, a
 * plain 400 elsewhere (/cms-api, /admin). Runs only for paths that contain a `%`.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!isUndecodablePath(pathname)) return NextResponse.next()
  if (pathname.startsWith('/api/v1/') || pathname === '/api/v1') return failure(400, 'The address is not valid: it has a broken %-escape.')
  if (pathname.startsWith('/cms-api') || pathname.startsWith('/admin') || pathname.startsWith('/_next')) {
    return new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return NextResponse.rewrite(new URL('/not-found', request.url))
}

export const config = { matcher: '/(.*%.*)' }
