import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'

import { institutionField, linkField, orderField } from './fields'
import { staffNav } from './staff-nav'

export const PORTAL_CATEGORIES = ['ADMISSION-PORTAL', 'STUDENT-PORTAL'] as const
export type PortalCategory = (typeof PORTAL_CATEGORIES)[number]

/** An institution's admission or student-login portal (the /admission and /studentlogin tables). */
export const PortalLinks: CollectionConfig = {
  slug: 'portal-links',
  admin: {
    useAsTitle: 'url',
    defaultColumns: ['institution', 'category', 'url', '_status'],
    group: 'Institutions',
    ...staffNav(ACCESS.institutionContent),
  },
  access: ACCESS.institutionContent,
  versions: { drafts: true, maxPerDoc: 5 },
  defaultSort: 'order',
  // The public read (src/content/portal-links.ts): published links of a category, in order.
  indexes: [
    { fields: ['_status', 'category', 'order'] },
    // The institution's join field (its page in the admin; institutions read at depth 1): newest first.
    { fields: ['institution', 'createdAt'] },
  ],
  fields: [
    institutionField(),
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'ADMISSION-PORTAL', label: 'Admission portal (Apply Now)' },
        { value: 'STUDENT-PORTAL', label: 'Student portal (Login)' },
      ],
    },
    linkField('url', 'Portal address'),
    orderField(),
  ],
}
