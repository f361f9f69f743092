import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { institutionField, orderField, text } from './fields'
import { staffNav } from './staff-nav'

/** The kinds of committee an institution must (or may) constitute; the labels are shown in the admin. */
export const COMMITTEE_KINDS = [
  { value: 'smc', label: 'School management committee' },
  { value: 'pta', label: 'Parent-teacher association' },
  { value: 'grievance', label: 'Grievance redressal committee' },
  { value: 'posh', label: 'Internal committee (POSH Act)' },
  { value: 'anti-ragging-committee', label: 'Anti-ragging committee' },
  { value: 'anti-ragging-squad', label: 'Anti-ragging squad' },
  { value: 'safety', label: 'School safety committee' },
  { value: 'other', label: 'Other' },
] as const

export type CommitteeKind = (typeof COMMITTEE_KINDS)[number]['value']

/** A statutory committee of one institution: its purpose, members and nodal officer (public). */
export const Committees: CollectionConfig = {
  slug: 'committees',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'institution', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  // The public read (src/content/committees.ts): published, of one institution, in order.
  indexes: [{ fields: ['_status', 'institution', 'order'] }],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: COMMITTEE_KINDS.map((k) => ({ ...k })),
      admin: { position: 'sidebar' },
    },
    text('name', { required: true, max: 200 }),
    { name: 'purpose', type: 'textarea', maxLength: 2000, localized: true },
    {
      name: 'members',
      type: 'array',
      maxRows: 60,
      fields: [
        text('name', { required: true, max: 200, localized: false }),
        text('role', { label: 'Role in the committee', required: true, max: 120 }),
        text('designation', { label: 'Designation (optional)', max: 200 }),
      ],
    },
    {
      name: 'nodalOfficer',
      label: 'Nodal officer (shown publicly)',
      type: 'group',
      fields: [
        text('name', { max: 200, localized: false }),
        {
          name: 'phone',
          type: 'text',
          maxLength: 20,
          validate: (v: unknown) =>
            !v || /^\+?[0-9 ()-]{6,20}$/.test(String(v)) ? true : 'Enter a phone number (digits, spaces, + and -).',
        },
        { name: 'email', type: 'email' },
      ],
    },
    institutionField(),
    orderField(),
  ],
}
