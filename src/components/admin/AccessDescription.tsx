import './admin-phone.css'

import { createLocalReq, type CollectionSlug, type Payload, type SanitizedPermissions } from 'payload'

import { mayUpdateDocument } from '@/access/document-access'
import { hiddenRefusal, readOnlyRefusal, refusalFor, type DocumentRefusal } from '@/access/refusals'
import { hasRole, type Role } from '@/access/roles'

type Props = {
  collectionSlug?: string
  description?: string
  id?: number | string
  payload: Payload
  permissions?: SanitizedPermissions
  searchParams?: Record<string, string | string[] | undefined>
  user?: { role?: Role | null } | null
}

const refusalStyle = {
  margin: 'calc(var(--base) / 2) 0 0',
  padding: '0.5rem 0.75rem',
  borderLeft: '4px solid var(--theme-warning-500)',
  background: 'var(--theme-elevation-50)',
  fontWeight: 600,
} as const

/** What one document is and whose: its collection's name, and its institution (null: the society's) where the collection has one. */
async function aboutDocument(
  payload: Payload,
  slug: string,
  id: number | string,
): Promise<{ about: DocumentRefusal; exists: boolean }> {
  const config = payload.collections[slug as CollectionSlug]?.config
  const singular = typeof config?.labels?.singular === 'string' ? config.labels.singular.toLowerCase() : slug
  const plural = typeof config?.labels?.plural === 'string' ? config.labels.plural.toLowerCase() : slug
  const about: DocumentRefusal = { singular, plural, id }
  if (!config) return { about, exists: false }
  const doc = (await payload
    .findByID({
      collection: slug as CollectionSlug,
      id,
      depth: 1,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
      populate: { institutions: { name: true } },
    })
    .catch(() => null)) as { institution?: unknown; name?: unknown } | null
  if (!doc) return { about, exists: false }
  if (slug === 'institutions') return { about: { ...about, owner: String(doc.name ?? ''), itself: true }, exists: true }
  if (config.flattenedFields.some((f) => f.name === 'institution')) {
    const institution = doc.institution
    about.owner =
      institution && typeof institution === 'object'
        ? String((institution as { name?: unknown }).name ?? '') || null
        : null
  }
  return { about, exists: true }
}

/**
 * The collection's description in its list and edit views, and, where this staff member is refused
 * something there, the sentence saying what it is, whose it is, and what they may do instead
 * (src/access/refusals.ts):
 * - a list they can only read, or a "create" page reached by an address: what they may not do and
 *   who can, instead of Payload's bare "Unauthorized, you must be logged in to make this request";
 * - a document they may read but not change (the edit view greys every field): why;
 * - a document they may not open (Payload sends them to the list with "The document with ID 2 could
 *   not be found … or you may not have access"): what it is and whose, or that it does not exist.
 */
export async function AccessDescription({
  collectionSlug,
  description,
  id,
  payload,
  permissions,
  searchParams,
  user,
}: Props) {
  const slug = collectionSlug ?? ''
  const rights = (permissions?.collections as Record<string, { create?: boolean; update?: boolean }> | undefined)?.[
    slug
  ]
  const plural = payload.collections[slug as keyof typeof payload.collections]?.config.labels?.plural
  const label = (typeof plural === 'string' ? plural : slug).toLowerCase()
  const staff = !!user && !hasRole(user, 'admin')
  let refusal: string | null = null
  let kind = 'collection'
  const notFound = id === undefined || id === null ? searchParams?.notFound : undefined
  if (typeof notFound === 'string' && notFound && staff) {
    const { about, exists } = await aboutDocument(payload, slug, notFound)
    refusal = hiddenRefusal(about, exists)
    kind = 'hidden'
  } else if (id === undefined || id === null ? !rights?.create : !rights?.update) {
    refusal = refusalFor(slug, user?.role, label)
  } else if (staff && id !== undefined && id !== null) {
    const req = await createLocalReq({ user: user as never }, payload)
    if (!(await mayUpdateDocument(req, { collection: slug, id }))) {
      refusal = readOnlyRefusal((await aboutDocument(payload, slug, id)).about)
      kind = 'read-only'
    }
  }
  return (
    <>
      {description && <div className="custom-view-description">{description}</div>}
      {refusal && (
        <p role="note" data-access-refusal={kind} style={refusalStyle}>
          {refusal}
        </p>
      )}
    </>
  )
}
