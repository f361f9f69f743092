import type { CollectionConfig } from 'payload'

import { changedByField } from './fields'

/**
 * Every collection with versions records who saved each version (the `changedBy` field is part of
 * the version), so an administrator sees who changed what and can restore an earlier version.
 */
export function withChangeHistory(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection
  return { ...collection, fields: [...collection.fields, changedByField()] }
}
