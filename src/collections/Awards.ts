import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { imageField, orderField, text } from './fields'
import { staffNav } from './staff-nav'

/** An award received by the society or one of its people. */
export const Awards: CollectionConfig = {
  slug: 'awards',
  admin: {
    useAsTitle: 'awardeeName',
    defaultColumns: ['awardeeName', 'order', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.sharedContent),
  },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  // The public read (src/content/society.ts): published, in order.
  indexes: [{ fields: ['_status', 'order'] }],
  fields: [
    text('awardeeName', { label: 'Awardee name', required: true, max: 200 }),
    imageField('image', 'Image'),
    { name: 'content', type: 'richText', required: true, localized: true },
    orderField(),
  ],
}
