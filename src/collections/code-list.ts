import type { CollectionConfig } from 'payload'

import { ACCESS, hiddenUnless } from '@/access/roles'

/**
 * A short ordered list of names that other content points to (notice types, achievement types).
 * `code` is what the API calls notice_code / achievement_type_code.
 */
export function codeList(slug: 'notice-types' | 'achievement-types'): CollectionConfig {
  return {
    slug,
    admin: { useAsTitle: 'code', defaultColumns: ['code', 'order'], group: 'Reference data', hidden: hiddenUnless('admin', 'editor') },
    access: ACCESS.referenceData,
    defaultSort: 'order',
    fields: [
      { name: 'code', label: 'Name', type: 'text', required: true, unique: true, maxLength: 100 },
      { name: 'order', type: 'number', defaultValue: 100 },
    ],
  }
}
