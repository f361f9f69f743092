import type { CollectionConfig } from 'payload'

import { ACCESS, hiddenUnless } from '@/access/roles'
import { TAGS } from '@/content/tags'
import { revalidateCollection } from '@/hooks/revalidate'

import { linkField, orderField, text } from './fields'

/** A useful outside link (board, university, government portals). */
export const ImportantLinks: CollectionConfig = {
  slug: 'important-links',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'url', 'order', '_status'], group: 'Society', hidden: hiddenUnless('admin', 'editor') },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 5 },
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.links),
  fields: [text('title', { required: true, max: 200 }), linkField('url', 'Address'), orderField()],
}
