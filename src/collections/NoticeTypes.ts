import type { CollectionConfig } from 'payload'

import { admins, anyone } from '@/access/roles'
import { TAGS } from '@/content/tags'
import { revalidateCollection } from '@/hooks/revalidate'

/** A tab of /notices; `code` is the API's notice_code. */
export const NoticeTypes: CollectionConfig = {
  slug: 'notice-types',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'order'], group: 'Reference data' },
  access: { read: anyone, create: admins, update: admins, delete: admins },
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.notices),
  fields: [
    { name: 'code', label: 'Name', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'order', type: 'number', defaultValue: 100 },
  ],
}
