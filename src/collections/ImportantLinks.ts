import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { linkField, orderField, text } from './fields'
import { staffNav } from './staff-nav'

/** A useful outside link (board, university, government portals). */
export const ImportantLinks: CollectionConfig = {
  slug: 'important-links',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'url', 'order', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.sharedContent),
  },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 5 },
  defaultSort: 'order',
  // The public read (src/content/society.ts): published, in order.
  indexes: [{ fields: ['_status', 'order'] }],
  fields: [text('title', { required: true, max: 200 }), linkField('url', 'Address'), orderField()],
}
