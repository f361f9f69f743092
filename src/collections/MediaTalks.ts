import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { linkField, scheduleFields, text } from './fields'
import { staffNav } from './staff-nav'

/** The society in the media: a press cutting (file) and/or a link to the article or video. */
export const MediaTalks: CollectionConfig = {
  slug: 'media-talks',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'source', 'date', 'publishAt', 'expiresAt', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.scheduledContent),
  },
  access: ACCESS.scheduledContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-date',
  // The public read (src/content/society.ts): published, newest first.
  indexes: [{ fields: ['_status', 'date'] }],
  fields: [
    text('title', { required: true, max: 300 }),
    text('source', { max: 200 }),
    { name: 'description', type: 'textarea', maxLength: 4000, localized: true },
    { name: 'file', type: 'upload', relationTo: 'media', label: 'Cutting (image or PDF)' },
    linkField('url', 'Link', false),
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    ...scheduleFields(),
  ],
}
