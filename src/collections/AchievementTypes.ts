import type { CollectionConfig } from 'payload'

import { admins, anyone } from '@/access/roles'
import { TAGS } from '@/content/tags'
import { revalidateCollection } from '@/hooks/revalidate'

/** Kinds of achievement (sports, academics, cultural ...); `code` is the API's achievement_type_code. */
export const AchievementTypes: CollectionConfig = {
  slug: 'achievement-types',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'order'], group: 'Reference data' },
  access: { read: anyone, create: admins, update: admins, delete: admins },
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.achievements),
  fields: [
    { name: 'code', label: 'Name', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'order', type: 'number', defaultValue: 100 },
  ],
}
