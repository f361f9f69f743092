import type { CollectionConfig } from 'payload'

import { changedByField } from './fields'

/** What every collection with versions and drafts gets (applied to all of them in payload.config.ts). */

/**
 * Every collection with versions records who saved each version (the `changedBy` field is part of
 * the version), so an administrator sees who changed what and can restore an earlier version.
 */
export function withChangeHistory(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection
  return { ...collection, fields: [...collection.fields, changedByField()] }
}

/**
 * Drafts obey every rule a published document does: an editor's institution, safe link addresses,
 * lengths and formats. Payload skips validation when a draft is saved unless told otherwise, which
 * let an editor create drafts in another institution's list.
 */
export function withValidatedDrafts(collection: CollectionConfig): CollectionConfig {
  const versions = collection.versions
  if (!versions || typeof versions !== 'object' || !versions.drafts) return collection
  const drafts = versions.drafts === true ? {} : versions.drafts
  return { ...collection, versions: { ...versions, drafts: { ...drafts, validate: true } } }
}
