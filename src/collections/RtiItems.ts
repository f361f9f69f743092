import type { CollectionConfig } from 'payload'

import { admins, hiddenUnless, publishedOrEditors } from '@/access/roles'

import { orderField } from './fields'

/** A Right To Information disclosure block. */
export const RtiItems: CollectionConfig = {
  slug: 'rti-items',
  labels: { singular: 'RTI item', plural: 'RTI items' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'], group: 'Society', hidden: hiddenUnless('admin', 'editor') },
  access: { read: publishedOrEditors, create: admins, update: admins, delete: admins },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, admin: { description: 'For staff only; the site shows the description.' } },
    { name: 'description', type: 'richText', required: true },
    orderField(),
  ],
}
