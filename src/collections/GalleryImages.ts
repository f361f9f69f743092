import type { CollectionConfig } from 'payload'

import { ACCESS, hiddenUnless } from '@/access/roles'
import { TAGS } from '@/content/tags'
import { revalidateCollection } from '@/hooks/revalidate'

import { academicYearField, imageField, institutionField, orderField, text } from './fields'

/** A gallery photo of an academic year: of an institution, or of the society (no institution). */
export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  admin: { useAsTitle: 'caption', defaultColumns: ['caption', 'academicYear', 'institution', '_status'], group: 'Institutions', hidden: hiddenUnless('admin', 'editor') },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 5 },
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.gallery),
  fields: [
    imageField('image', 'Image', true),
    text('caption', { max: 300 }),
    academicYearField(),
    institutionField({ required: false, description: 'Leave empty for the society’s general gallery.' }),
    orderField(),
  ],
}
