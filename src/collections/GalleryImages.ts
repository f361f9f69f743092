import type { CollectionConfig } from 'payload'

import { createForOwnInstitutions, hiddenUnless, ownInstitutions, publishedOrOwnInstitutions } from '@/access/roles'

import { academicYearField, imageField, institutionField, orderField, text } from './fields'

/** A gallery photo of an academic year: of an institution, or of the society (no institution). */
export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  admin: { useAsTitle: 'caption', defaultColumns: ['caption', 'academicYear', 'institution', '_status'], group: 'Institutions', hidden: hiddenUnless('admin', 'editor') },
  access: {
    read: publishedOrOwnInstitutions('institution'),
    create: createForOwnInstitutions,
    update: ownInstitutions('institution'),
    delete: ownInstitutions('institution'),
  },
  versions: { drafts: true, maxPerDoc: 5 },
  defaultSort: 'order',
  fields: [
    imageField('image', 'Image', true),
    text('caption', { max: 300 }),
    academicYearField(),
    institutionField({ required: false, description: 'Leave empty for the society’s general gallery.' }),
    orderField(),
  ],
}
