import type { CollectionSlug, GlobalSlug, PayloadRequest, Where } from 'payload'

/** A document a lock (payload-locked-documents) holds: one of a collection, or a global. */
export type LockTarget = { collection: string; id: number | string } | { global: string }

/**
 * Whether the user of `req` may update this document, by the same rule Payload applies when they
 * save it: the collection's (or global's) `update` access, and when that answers with a query, whether
 * this document matches it. Unknown collections, globals and documents: no.
 */
export async function mayUpdateDocument(req: PayloadRequest, target: LockTarget): Promise<boolean> {
  if ('global' in target) {
    const global = req.payload.config.globals.find((g) => g.slug === target.global)
    const update = global?.access?.update
    return !!update && (await update({ req })) === true
  }
  const collection = req.payload.collections[target.collection as CollectionSlug]
  const update = collection?.config.access?.update
  if (!update) return false
  const result = await update({ req, id: target.id } as Parameters<typeof update>[0])
  if (result === true) return true
  if (!result) return false
  const where: Where = { and: [{ id: { equals: target.id } }, result] }
  const { totalDocs } = await req.payload.count({
    collection: target.collection as CollectionSlug,
    where,
    overrideAccess: true,
    req,
  })
  return totalDocs === 1
}

/** The document a lock holds, read on the server (the request names only the lock's id). */
export async function lockTarget(req: PayloadRequest, lockId: number | string): Promise<LockTarget | null> {
  const lock = await req.payload.findByID({
    collection: 'payload-locked-documents',
    id: lockId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!lock) return null
  if (lock.globalSlug) return { global: lock.globalSlug as GlobalSlug }
  const document = lock.document as { relationTo?: string; value?: unknown } | null | undefined
  const value =
    document?.value && typeof document.value === 'object' ? (document.value as { id?: unknown }).id : document?.value
  if (!document?.relationTo || (typeof value !== 'number' && typeof value !== 'string')) return null
  return { collection: document.relationTo, id: value }
}
