import { cookies, draftMode } from 'next/headers'

import { PREVIEW_COOKIE, PREVIEW_HEADERS, safeReturnPath } from '@/content/preview'

/**
 * GET /api/preview/exit?path=/notices/12 — the preview banner's "Leave preview" link: turns draft
 * mode off, forgets the previewed document and goes back to the page as visitors see it.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const path = safeReturnPath(new URL(request.url).searchParams.get('path'))
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_COOKIE)
  return new Response(null, { status: 303, headers: { ...PREVIEW_HEADERS, Location: path } })
}
