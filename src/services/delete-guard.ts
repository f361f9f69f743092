import type { CollectionBeforeDeleteHook, CollectionSlug, SanitizedConfig } from 'payload'

import { publicError } from '@/lib/errors'

/**
 * A document that others must point at (a required relationship: a grievance's institution, a
 * notice's type) cannot be deleted while they do. The database refused it anyway (the column
 * cannot be empty), but as an error Payload answered with a 500 and logged with the query's
 * values; in a collection with drafts the column may be empty, and the deletion left published
 * documents pointing at nothing. Refused first with a 409 that says what still points at it.
 */

type Reference = { collection: CollectionSlug; field: string; one: string; many: string }

/** The required single relationships pointing at each collection, from the built config. */
export function requiredReferences(config: SanitizedConfig): Map<string, Reference[]> {
  const references = new Map<string, Reference[]>()
  for (const collection of config.collections) {
    for (const field of collection.flattenedFields) {
      if (
        (field.type !== 'relationship' && field.type !== 'upload') ||
        !field.required ||
        field.hasMany ||
        typeof field.relationTo !== 'string'
      )
        continue
      const { singular, plural } = collection.labels
      const one = typeof singular === 'string' ? singular.toLowerCase() : collection.slug
      const many = typeof plural === 'string' ? plural.toLowerCase() : collection.slug
      const list = references.get(field.relationTo) ?? []
      list.push({ collection: collection.slug as CollectionSlug, field: field.name, one, many })
      references.set(field.relationTo, list)
    }
  }
  return references
}

/** A beforeDelete hook for the collections `references` names. */
export function refuseDeleteWhileReferenced(references: Reference[]): CollectionBeforeDeleteHook {
  return async ({ id, req, collection }) => {
    const found: string[] = []
    let total = 0
    for (const { collection: from, field, one, many } of references) {
      // Every document counts, whoever asks: a hidden one would be left pointing at nothing too.
      const { totalDocs } = await req.payload.count({
        collection: from,
        where: { [field]: { equals: id } },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) found.push(`${totalDocs} ${totalDocs === 1 ? one : many}`)
      total += totalDocs
    }
    if (!found.length) return
    const singular =
      typeof collection.labels.singular === 'string' ? collection.labels.singular.toLowerCase() : 'document'
    throw publicError(
      `This ${singular} cannot be deleted: ${found.join(', ')} still ${total === 1 ? 'points' : 'point'} at it. Move or delete them first.`,
      409,
    )
  }
}
