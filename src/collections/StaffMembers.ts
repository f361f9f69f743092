import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { imageField, institutionField, orderField, text } from './fields'
import { staffNav } from './staff-nav'

/** Where a person is listed in the directory: the head first, then teachers or faculty, then other staff. */
export const STAFF_GROUPS = [
  { value: 'head', label: 'Head of the institution' },
  { value: 'teaching', label: 'Teacher or faculty' },
  { value: 'support', label: 'Other staff' },
] as const

export type StaffGroup = (typeof STAFF_GROUPS)[number]['value']

/**
 * One person of an institution's staff directory (its page's Staff Directory section, which the
 * mandatory disclosure's teacher and faculty items link to): name, designation, department or
 * subject, qualifications, and optionally a photo and an office email, in the school's order.
 * The photo is an upload of the media library: location and camera data are removed before it is
 * stored (src/services/image-clean.ts).
 */
export const StaffMembers: CollectionConfig = {
  slug: 'staff-members',
  labels: { singular: 'Staff member', plural: 'Staff directory' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'designation', 'group', 'institution', '_status'],
    group: 'Institutions',
    description: 'The head, teachers or faculty and other staff listed on a school’s page.',
    ...staffNav(ACCESS.institutionContent),
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  // The public read (src/content/staff-directory.ts): published, of one institution, in order.
  // The institution's join field in the admin (its tab), in the same order.
  indexes: [{ fields: ['_status', 'institution', 'order'] }, { fields: ['institution', 'order'] }],
  fields: [
    text('name', { required: true, max: 200 }),
    {
      name: 'group',
      label: 'Listed as',
      type: 'select',
      required: true,
      defaultValue: 'teaching',
      options: STAFF_GROUPS.map((g) => ({ ...g })),
      admin: { position: 'sidebar' },
    },
    text('designation', { required: true, max: 200 }),
    text('department', { label: 'Department or subject', max: 200 }),
    text('qualifications', { max: 300 }),
    {
      ...imageField('photo', 'Photo (optional)'),
      admin: { description: 'A portrait. Location and camera data are removed when it is uploaded.' },
    },
    {
      name: 'email',
      label: 'Office email (optional)',
      type: 'email',
      admin: { description: 'A work address only (shown publicly); never a personal one.' },
    },
    institutionField(),
    orderField(),
  ],
}
