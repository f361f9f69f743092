import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { academicYearField, pdfField, scheduleFields, text } from './fields'
import { staffNav } from './staff-nav'

/** A notice, listed on /notices under its type and academic year. */
export const Notices: CollectionConfig = {
  slug: 'notices',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'academicYear', 'date', 'publishAt', 'expiresAt', '_status'], group: 'Society', ...staffNav(ACCESS.scheduledContent) },
  access: ACCESS.scheduledContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-date',
  // The public reads (src/content/notices.ts): published, newest first; of one year; of one type.
  indexes: [{ fields: ['_status', 'date'] }, { fields: ['_status', 'academicYear', 'date'] }, { fields: ['_status', 'type', 'date'] }],
  fields: [
    text('title', { required: true, max: 300 }),
    {
      name: 'type',
      type: 'relationship',
      relationTo: 'notice-types',
      required: true,
      index: true,
      // The list names the type on the server (Payload's own cell showed "<No Type>" for rows it had not loaded).
      admin: { position: 'sidebar', components: { Cell: '/components/admin/cells/RelationTitleCell#RelationTitleCell' } },
    },
    academicYearField(),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    { name: 'description', type: 'textarea', maxLength: 4000, localized: true },
    pdfField('file', 'Document (PDF)'),
    ...scheduleFields(),
  ],
}
