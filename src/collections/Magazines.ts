import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { staffNav } from './staff-nav'

/** The society magazine: a cover image and its PDF. The footer shows the newest published one. */
export const Magazines: CollectionConfig = {
  slug: 'magazines',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'issueDate', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.sharedContent),
  },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-issueDate',
  // The public read (src/content/magazine.ts): published, newest issue first.
  indexes: [{ fields: ['_status', 'issueDate'] }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'issueDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'monthOnly' } } },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { contains: 'image' } },
    },
    {
      name: 'pdf',
      label: 'PDF',
      type: 'upload',
      relationTo: 'media',
      required: true,
      localized: true,
      filterOptions: { mimeType: { equals: 'application/pdf' } },
    },
  ],
}
