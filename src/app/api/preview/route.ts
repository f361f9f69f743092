import { cookies, draftMode } from 'next/headers'

import { env } from '@/config/env'
import { getPayloadClient } from '@/content/payload'
import { decidePreview, formatTarget, PREVIEW_COOKIE, PREVIEW_HEADERS, previewTarget } from '@/content/preview'

/**
 * GET /api/preview?collection=notices&id=12&locale=mr — the admin's Preview button
 * (src/config/preview.ts). Checks the staff session and that the account may preview the document
 * (src/content/preview.ts `decidePreview`), then turns on draft mode, names the document in a
 * cookie and sends the browser to the document's public page in the language being edited. Anyone
 * else gets a refusal and leaves draft mode: never a draft.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const lang = url.searchParams.get('locale') === 'mr' ? 'mr' : 'en'
  const target = previewTarget(url.searchParams.get('collection'), url.searchParams.get('id'))
  const decision = await decidePreview(await getPayloadClient(), request.headers, target, lang)
  const draft = await draftMode()
  const jar = await cookies()
  if (!decision.ok) {
    if (draft.isEnabled) draft.disable()
    jar.delete(PREVIEW_COOKIE)
    return new Response(decision.reason, {
      status: decision.status,
      headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  draft.enable()
  jar.set(PREVIEW_COOKIE, formatTarget(decision.target), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.siteUrl.startsWith('https://'),
  })
  return new Response(null, { status: 303, headers: { ...PREVIEW_HEADERS, Location: decision.path } })
}
