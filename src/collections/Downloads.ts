import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { institutionField, orderField, text } from './fields'
import { staffNav } from './staff-nav'

/** The kinds of form or document a school offers for download; the labels are shown in the admin. */
export const DOWNLOAD_KINDS = [
  { value: 'prospectus', label: 'Prospectus' },
  { value: 'admission-form', label: 'Admission form' },
  { value: 'transfer-certificate', label: 'Transfer certificate application' },
  { value: 'bonafide', label: 'Bonafide certificate application' },
  { value: 'scholarship', label: 'Scholarship form' },
  { value: 'fee-receipt', label: 'Fee receipt format' },
  { value: 'other', label: 'Other' },
] as const

export type DownloadKind = (typeof DOWNLOAD_KINDS)[number]['value']

/**
 * A form or document of one institution that parents download (its page's Downloads section):
 * a title, its kind and the file, in the school's order. The file is an upload of the media
 * library, so its rules apply (PDFs and images only, checked by content; images cleaned of
 * their metadata); a Marathi file may sit beside the English one.
 */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: { singular: 'Download', plural: 'Downloads' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'institution', '_status'],
    group: 'Institutions',
    description: 'Forms and documents parents download from a school’s page: prospectus, applications, forms.',
    ...staffNav(ACCESS.institutionContent),
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  // The public read (src/content/downloads.ts): published, of one institution, in order.
  // The institution's join field in the admin (its tab), in the same order.
  indexes: [{ fields: ['_status', 'institution', 'order'] }, { fields: ['institution', 'order'] }],
  fields: [
    text('title', { required: true, max: 200 }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'other',
      options: DOWNLOAD_KINDS.map((k) => ({ ...k })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'file',
      label: 'File (PDF or image)',
      type: 'upload',
      relationTo: 'media',
      required: true,
      // A Marathi file may sit beside the English one; without it the English file is served.
      localized: true,
      admin: { description: 'A PDF is best: parents print it. Its text is found by site search.' },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 500,
      localized: true,
      admin: { description: 'Optional: who needs it, where to hand it in.' },
    },
    institutionField(),
    orderField(),
  ],
}
