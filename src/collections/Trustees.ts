import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { staffNav } from './staff-nav'

/** Trustee (SPEC.md section 3): name, designation, position, info, more_info, image. */
export const Trustees: CollectionConfig = {
  slug: 'trustees',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'designation', 'position', 'order', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.sharedContent),
  },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 200 },
    { name: 'designation', type: 'text', localized: true, maxLength: 200 },
    { name: 'position', type: 'text', localized: true, maxLength: 200 },
    { name: 'info', type: 'textarea', maxLength: 4000, localized: true },
    { name: 'moreInfo', label: 'More info', type: 'textarea', maxLength: 8000, localized: true },
    { name: 'photo', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'image' } } },
    {
      name: 'order',
      type: 'number',
      defaultValue: 100,
      admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
    },
  ],
}
