import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { orderField } from './fields'
import { staffNav } from './staff-nav'

/** A Right To Information disclosure block. */
export const RtiItems: CollectionConfig = {
  slug: 'rti-items',
  labels: { singular: 'RTI item', plural: 'RTI items' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.sharedContent),
  },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  // The public read (src/content/society.ts): published, in order.
  indexes: [{ fields: ['_status', 'order'] }],
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'For staff only; the site shows the description.' },
    },
    { name: 'description', type: 'richText', required: true, localized: true },
    orderField(),
  ],
}
