import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { isAcademicYear } from '@/lib/academic-year'
import { staffNav } from './staff-nav'

/** The academic years offered in the achievements dropdown, 'YYYY-YYYY'. */
export const AcademicYears: CollectionConfig = {
  slug: 'academic-years',
  admin: { useAsTitle: 'code', group: 'Reference data', ...staffNav(ACCESS.referenceData) },
  access: ACCESS.referenceData,
  defaultSort: '-code',
  fields: [
    {
      name: 'code',
      label: 'Academic year',
      type: 'text',
      required: true,
      unique: true,
      admin: { placeholder: '2025-2026' },
      validate: (value: unknown) =>
        isAcademicYear(value) ? true : 'Enter the academic year as YYYY-YYYY, e.g. 2025-2026.',
    },
  ],
}
