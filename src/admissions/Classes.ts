import type { CollectionConfig } from 'payload'

import { ACCESS, hiddenUnlessMayChange } from '@/access/roles'
import { institutionField } from '@/collections/fields'
import { isAcademicYear } from '@/lib/academic-year'

import { CLASSES } from './desk'

/**
 * The classes a school takes admission enquiries for, per academic year: open or closed, with
 * seats left (optional) and, while closed, when it opens. The enquiry form offers only a school's
 * open classes (src/admissions/seats.ts); its Admission section lists them all. Kept by the
 * school's editors (their institutions only, checked on the server) and administrators; not
 * personal data, and no drafts: a change shows on the site at once.
 */
export const AdmissionClasses: CollectionConfig = {
  slug: 'admission-classes',
  labels: { singular: 'Class open for admission', plural: 'Classes and seats' },
  admin: {
    useAsTitle: 'academicYear',
    defaultColumns: ['institution', 'classSought', 'academicYear', 'status', 'seatsLeft', 'opensOn'],
    group: 'Admissions desk',
    // In the menu of those who may change one: administrators and editors with a school.
    hidden: hiddenUnlessMayChange(ACCESS.admissionClasses),
    description:
      'Which classes parents may send an admission enquiry for, per academic year. Closed ones are shown with the date they open.',
  },
  access: ACCESS.admissionClasses,
  defaultSort: ['institution', 'academicYear'],
  // The form's and the section's read: one school's rows.
  indexes: [{ fields: ['institution', 'academicYear'] }],
  fields: [
    institutionField(),
    {
      type: 'row',
      fields: [
        {
          name: 'classSought',
          label: 'Class or course',
          type: 'select',
          required: true,
          options: CLASSES.map((c) => ({ value: c.value, label: c.en })),
        },
        {
          name: 'academicYear',
          type: 'text',
          required: true,
          admin: { placeholder: '2027-2028', description: 'YYYY-YYYY' },
          validate: (value: unknown) =>
            isAcademicYear(value) ? true : 'Enter the academic year as YYYY-YYYY, e.g. 2027-2028.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          options: [
            { value: 'open', label: 'Open: takes enquiries' },
            { value: 'closed', label: 'Closed' },
          ],
        },
        {
          name: 'seatsLeft',
          label: 'Seats left',
          type: 'number',
          min: 0,
          max: 100000,
          admin: { description: 'Optional; shown to parents.' },
        },
        {
          name: 'opensOn',
          label: 'Opens on',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
            description: 'While closed: the day enquiries open, shown to parents.',
            condition: (data) => data?.status === 'closed',
          },
        },
      ],
    },
  ],
}
