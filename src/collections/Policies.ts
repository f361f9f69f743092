import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { staffNav } from './staff-nav'

/**
 * The site's policies (privacy, accessibility statement, terms of use, copyright and hyperlinks),
 * one document per kind, each shown at its own address (src/lib/policies.ts) and linked in the
 * footer. Administrators write them; editors may read drafts like other shared content.
 */
export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: { singular: 'Policy page', plural: 'Policy pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', '_status', 'updatedAt'],
    group: 'Society',
    ...staffNav(ACCESS.sharedContent),
  },
  access: ACCESS.sharedContent,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    {
      name: 'kind',
      label: 'Page',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { value: 'privacy', label: 'Privacy policy (/privacy-policy)' },
        { value: 'accessibility', label: 'Accessibility statement (/accessibility-statement)' },
        { value: 'terms', label: 'Terms of use (/terms-of-use)' },
        { value: 'copyright', label: 'Copyright and hyperlink policy (/copyright-policy)' },
      ],
      admin: { position: 'sidebar', description: 'Which page this is: each has one document.' },
    },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
    { name: 'content', type: 'richText', required: true, localized: true },
  ],
}
