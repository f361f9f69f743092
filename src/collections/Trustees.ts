import type { CollectionConfig } from 'payload'

import { admins, hiddenUnless, publishedOrEditors } from '@/access/roles'

/** Trustee (SPEC.md section 3): name, designation, position, info, more_info, image. */
export const Trustees: CollectionConfig = {
  slug: 'trustees',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'designation', 'position', 'order', '_status'], group: 'Society', hidden: hiddenUnless('admin', 'editor') },
  access: { read: publishedOrEditors, create: admins, update: admins, delete: admins },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'designation', type: 'text', maxLength: 200 },
    { name: 'position', type: 'text', maxLength: 200 },
    { name: 'info', type: 'textarea', maxLength: 4000 },
    { name: 'moreInfo', label: 'More info', type: 'textarea', maxLength: 8000 },
    { name: 'photo', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'image' } } },
    {
      name: 'order',
      type: 'number',
      defaultValue: 100,
      admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
    },
  ],
}
