import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { academicYearField, institutionField, pdfField, text } from './fields'
import { staffNav } from './staff-nav'

/** A student's or teacher's achievement, by institution and academic year. */
export const Achievements: CollectionConfig = {
  slug: 'achievements',
  admin: {
    useAsTitle: 'achieverName',
    defaultColumns: ['achieverName', 'achievement', 'by', 'academicYear', 'institution', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-createdAt',
  // The public reads (src/content/achievements.ts): published, newest first; of one year; of one institution.
  indexes: [
    { fields: ['_status', 'createdAt'] },
    { fields: ['_status', 'academicYear', 'createdAt'] },
    { fields: ['_status', 'institution', 'createdAt'] },
    // The institution's join field (its page in the admin; institutions read at depth 1): newest first.
    { fields: ['institution', 'createdAt'] },
  ],
  fields: [
    text('achieverName', { label: 'Achiever name', required: true, max: 200 }),
    text('achievement', { required: true, max: 300 }),
    { name: 'description', type: 'textarea', maxLength: 4000, localized: true },
    {
      name: 'by',
      label: 'Achieved by',
      type: 'select',
      required: true,
      defaultValue: 'student',
      options: [
        { value: 'student', label: 'Student' },
        { value: 'teacher', label: 'Teacher' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'type',
      type: 'relationship',
      relationTo: 'achievement-types',
      required: true,
      // Named on the server in the list (src/components/admin/cells/RelationTitleCell.tsx).
      admin: {
        position: 'sidebar',
        components: { Cell: '/components/admin/cells/RelationTitleCell#RelationTitleCell' },
      },
    },
    academicYearField(),
    institutionField(),
    pdfField('file', 'Certificate or report (PDF)'),
  ],
}
