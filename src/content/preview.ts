import { AsyncLocalStorage } from 'node:async_hooks'

import { createLocalReq, type CollectionSlug, type Payload } from 'payload'
import { cache } from 'react'

import { mayUpdateDocument } from '@/access/document-access'
import { hasRole } from '@/access/roles'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
export { DRAFT_MODE_COOKIE, PREVIEW_HEADERS } from '@/lib/preview-headers'
import { policyPath, POLICY_KINDS, type PolicyKind } from '@/lib/policies'
import { relationId } from '@/lib/relation'
import { isPreviewCollection, type PreviewCollection } from '@/config/preview'

export { PREVIEW_COLLECTIONS, type PreviewCollection } from '@/config/preview'

/**
 * Preview: staff see a document's latest draft on its public page before it is live.
 *
 * - The admin's Preview button (`admin.preview`, src/config/preview.ts) opens
 *   `/api/preview?collection=…&id=…&locale=…` (src/app/api/preview/route.ts). That route checks the
 *   staff session on the server (`payload.auth` from the request's cookies) and `mayPreview`, then
 *   turns on Next.js's draft mode, names the document in the `site-preview` cookie and redirects to
 *   the page in the language being edited.
 * - Every page render asks `currentPreview()`: only with draft mode on, on a site page (the proxy's
 *   `x-site-lang`), with a valid staff session that may still preview the named document, is the
 *   render a preview. Then the content layer reads past its cache (src/content/cache.ts) and shows
 *   that one document's latest draft in place of its published version (src/content/query.ts);
 *   everything else on the page is what visitors see. A stale cookie without a session, an expired
 *   or forged session, or a document the account may no longer preview renders the public page.
 * - Preview answers are `Cache-Control: no-store, private` and `X-Robots-Tag: noindex` (src/proxy.ts),
 *   never kept by the server's micro-cache (page-cache/response-cache.mjs), and the page says so with a
 *   banner and a robots meta tag (src/components/PreviewBanner.tsx).
 */

/** The cookie naming the document being previewed (`notices:12`); draft mode itself is Next.js's cookie. */
export const PREVIEW_COOKIE = 'site-preview'

export type PreviewTarget = { collection: PreviewCollection; id: number }
export type Preview = PreviewTarget & { userId: number | string }

/** A target from its parts (query parameters or the cookie), or null when either is not valid. */
export function previewTarget(collection: unknown, id: unknown): PreviewTarget | null {
  if (!isPreviewCollection(collection) || typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return null
  return { collection, id: Number(id) }
}

export const formatTarget = (t: PreviewTarget) => `${t.collection}:${t.id}`

export function parseTarget(value: string | null | undefined): PreviewTarget | null {
  const [collection, id, ...rest] = (value ?? '').split(':')
  return rest.length ? null : previewTarget(collection, id)
}

type Doc = Record<string, unknown> & { id: number }

/**
 * The public address of a document in `lang`: its own page, or the page that shows it (a
 * committee, a disclosure, a download and a person on their institution's section, an album in its
 * gallery year).
 */
export function previewPath(collection: PreviewCollection, doc: Doc, lang: Lang): string {
  const institution = relationId(doc.institution)
  const path = (() => {
    switch (collection) {
      case 'notices':
        return `/notices/${doc.id}`
      case 'events':
        return `/events/${doc.id}`
      case 'institutions':
        return `/institutions/${doc.id}`
      case 'committees':
        return institution ? `/institutions/${institution}/committees` : '/institutions'
      case 'disclosures':
        return institution ? `/institutions/${institution}/mandatory-disclosure` : '/disclosures'
      case 'downloads':
        return institution ? `/institutions/${institution}/downloads` : '/institutions'
      case 'staff-members':
        return institution ? `/institutions/${institution}/staff-directory` : '/institutions'
      case 'albums':
        return typeof doc.academicYear === 'string' && doc.academicYear
          ? `/gallery/${doc.academicYear}/${institution ?? 0}`
          : '/gallery/all'
      case 'policies':
        return (POLICY_KINDS as readonly unknown[]).includes(doc.kind) ? policyPath(doc.kind as PolicyKind) : '/'
    }
  })()
  return localePath(lang, path)
}

/** A collection's document as its latest draft (the server's read; access is `mayPreview`'s). */
export async function readDraft(
  payload: Payload,
  target: PreviewTarget,
  opts: { locale?: Lang; depth?: number } = {},
): Promise<Doc | null> {
  const doc = await payload.findByID({
    collection: target.collection,
    id: target.id,
    draft: true,
    depth: opts.depth ?? 0,
    locale: opts.locale ?? 'en',
    overrideAccess: true,
    disableErrors: true,
    joins: false,
  } as unknown as Parameters<Payload['findByID']>[0])
  return (doc as unknown as Doc | null) ?? null
}

/**
 * May this account see this document's draft? Administrators any document; institution editors
 * the documents they may change (their own institutions', by the collection's update rule) and
 * shared content whose drafts every editor reads (the collection's read rule answers yes outright,
 * as for policies); grievance officers and anyone else nothing. The document must exist.
 */
export async function mayPreview(payload: Payload, user: unknown, target: PreviewTarget): Promise<boolean> {
  if (!hasRole(user, 'admin', 'editor')) return false
  if (!(await readDraft(payload, target))) return false
  if (hasRole(user, 'admin')) return true
  const req = await createLocalReq({ user: user as never }, payload)
  const read = payload.collections[target.collection as CollectionSlug]?.config.access?.read
  if (read && (await read({ req, id: target.id } as Parameters<typeof read>[0])) === true) return true
  return mayUpdateDocument(req, target)
}

/** The value of a cookie in a request's Cookie header. */
function cookieOf(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * The preview a request asks for, checked: draft mode on (Next.js's own cookie, which only the
 * preview route can set), a document named, a valid staff session (`payload.auth`: its cookie,
 * signature, expiry and session) that may preview it. Null otherwise.
 */
export async function previewOfRequest(
  payload: Payload,
  headers: Headers,
  draftModeOn: boolean,
): Promise<Preview | null> {
  if (!draftModeOn) return null
  const target = parseTarget(cookieOf(headers, PREVIEW_COOKIE))
  if (!target) return null
  let user: unknown
  try {
    ;({ user } = await payload.auth({ headers }))
  } catch {
    return null
  }
  const id = (user as { id?: number | string } | null)?.id
  if (!user || id === undefined || (user as { collection?: string }).collection !== 'users') return null
  if (!(await mayPreview(payload, user, target))) return null
  return { ...target, userId: id }
}

/** Inside a test or a script: render as this preview (the requests of Next.js decide otherwise). */
const scope = new AsyncLocalStorage<Preview | null>()
export const runWithPreview = <T>(preview: Preview | null, fn: () => Promise<T>): Promise<T> => scope.run(preview, fn)

/** Once per page render: the preview it is, or null (outside a request, an API route, a visitor). */
const requestPreview = cache(async (): Promise<Preview | null> => {
  let on = false
  let incoming: Headers
  try {
    const { draftMode, headers } = await import('next/headers')
    on = (await draftMode()).isEnabled
    if (!on) return null
    incoming = new Headers(await headers())
  } catch {
    return null // not inside a request (a script, a test, a build)
  }
  // Site pages only (the proxy sets their language): /api/v1, feeds at the root and cards never preview.
  if (!incoming.get('x-site-lang')) return null
  // Imported when used: payload.config.ts imports the content cache, which imports this module.
  const { getPayloadClient } = await import('./payload')
  return previewOfRequest(await getPayloadClient(), incoming, on)
})

/** The preview being rendered, or null: what visitors get. */
export async function currentPreview(): Promise<Preview | null> {
  const scoped = scope.getStore()
  if (scoped !== undefined) return scoped
  return requestPreview()
}

/** Whether this render previews this document. */
export async function isPreviewing(collection: PreviewCollection, id: number): Promise<boolean> {
  const preview = await currentPreview()
  return !!preview && preview.collection === collection && preview.id === id
}

export type PreviewDecision =
  { ok: true; target: PreviewTarget; path: string } | { ok: false; status: 400 | 401 | 403; reason: string }

/**
 * What the preview route answers (src/app/api/preview/route.ts): the page to open in draft mode, or
 * a refusal: 400 for an address that names no document, 401 without a valid staff session (none,
 * expired, forged, or from another site), 403 for a document this account may not preview or
 * that does not exist (the same answer, so ids of other schools' drafts cannot be probed).
 */
export async function decidePreview(
  payload: Payload,
  headers: Headers,
  target: PreviewTarget | null,
  lang: Lang,
): Promise<PreviewDecision> {
  if (!target) return { ok: false, status: 400, reason: 'This preview address names no document.' }
  let user: unknown = null
  try {
    ;({ user } = await payload.auth({ headers }))
  } catch {
    user = null
  }
  if (!user || (user as { collection?: string }).collection !== 'users') {
    return {
      ok: false,
      status: 401,
      reason: 'Preview is for signed-in staff. Sign in at /admin, then use the Preview button of the document.',
    }
  }
  if (!(await mayPreview(payload, user, target))) {
    return {
      ok: false,
      status: 403,
      reason: 'Your account may not preview this document. Ask a society administrator.',
    }
  }
  const draft = await readDraft(payload, target, { locale: lang })
  return draft
    ? { ok: true, target, path: previewPath(target.collection, draft, lang) }
    : { ok: false, status: 403, reason: 'Your account may not preview this document. Ask a society administrator.' }
}

/** An address of this site to go back to when leaving preview: a path of the site, else the home page. */
export function safeReturnPath(value: string | null): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    /[\u0000-\u001f]/.test(value)
  )
    return '/'
  return value
}
