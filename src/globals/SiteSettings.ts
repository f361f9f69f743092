import type { Field, GlobalConfig, TextField } from 'payload'

import { GLOBAL_ACCESS, hiddenUnless } from '@/access/roles'
import { isSafeHref } from '@/lib/urls'
import { SITE_SETTINGS_DEFAULTS as D } from './site-settings-defaults'

/** A header line: text a visitor reads, localized (English and Marathi). */
const text = (name: keyof typeof D, label: string, description?: string, localized = true): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  localized,
  defaultValue: D[name],
  admin: description ? { description } : undefined,
})

/** A link field: a path on this site or an http(s) address. Not localized. */
const link = (name: keyof typeof D, label: string, description?: string): Field => ({
  ...(text(name, label, description, false) as TextField),
  validate: (value: unknown) =>
    typeof value === 'string' && isSafeHref(value) ? true : 'Enter an address starting with https:// or a path starting with /.',
})

const count = (name: 'pastStudents' | 'presentStrength', label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 10_000_000,
  defaultValue: D[name],
})

/** Header lines, outbound addresses, social links and footer counters (SPEC.md section 1). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Administration', hidden: hiddenUnless('admin') },
  access: GLOBAL_ACCESS.public,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Header',
          fields: [
            text('title', 'Society title'),
            text('isoLine', 'Certification line'),
            text('awardLine', 'Award line'),
            text('addressLine', 'Postal address line'),
          ],
        },
        {
          label: 'Links',
          fields: [
            link('ssesUrl', 'SSES site address', 'The SSES entry of the navigation bar opens this in a new tab.'),
            link('alumniUrl', 'Alumni site address', 'The ALUMNI button opens this in a new tab.'),
            link('facebookUrl', 'Facebook'),
            link('twitterUrl', 'Twitter', 'An address starting with / stays on this site.'),
            link('instagramUrl', 'Instagram'),
            link('youtubeUrl', 'YouTube'),
          ],
        },
        {
          label: 'Footer counters',
          fields: [count('pastStudents', 'Total past students'), count('presentStrength', 'Present student strength')],
        },
      ],
    },
  ],
}
