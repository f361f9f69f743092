import type { Field, GlobalConfig } from 'payload'

import { GLOBAL_ACCESS, hiddenUnless } from '@/access/roles'
import { en } from '@/i18n/en'
import { clauseNumber, RTI_4_1_B_KEYS } from '@/lib/rti'

/** One clause of section 4(1)(b): what the society publishes under it, in English and Marathi. */
const clause = (name: string, k: number): Field => ({
  name,
  label: `${clauseNumber(k + 1)} ${en.rti41b.headings[k]}`,
  type: 'richText',
  localized: true,
})

/** An officer the public writes to: name, designation and address in both languages; phone and email. */
const officer = (name: 'pio' | 'faa', label: string, description: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', localized: true, maxLength: 120 },
        { name: 'designation', type: 'text', localized: true, maxLength: 120 },
      ],
    },
    { name: 'address', type: 'textarea', localized: true, maxLength: 400 },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          maxLength: 20,
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && /^\+?[0-9][0-9 -]{2,18}$/.test(value))
              ? true
              : 'Enter digits, spaces or dashes, e.g. 022-2430 1234.',
        },
        { name: 'email', type: 'email' },
      ],
    },
  ],
})

/**
 * The society's proactive disclosure under section 4(1)(b) of the RTI Act, 2005, shown on /rti above
 * the RTI items (which keep their list and their /api/v1/rti). The headings are the Act's, fixed in
 * the dictionaries; administrators write what is published under each, and the officers' contacts.
 */
export const RtiDisclosure: GlobalConfig = {
  slug: 'rti-disclosure',
  label: 'RTI section 4(1)(b)',
  admin: { group: 'Society', hidden: hiddenUnless('admin') },
  access: GLOBAL_ACCESS.siteWide,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Section 4(1)(b)', fields: RTI_4_1_B_KEYS.map((key, k) => clause(key, k)) },
        {
          label: 'Officers',
          fields: [
            officer('pio', 'Public Information Officer', 'Receives RTI applications (section 5 of the Act).'),
            officer(
              'faa',
              'First Appellate Authority',
              'Hears first appeals against the officer’s decisions (section 19).',
            ),
          ],
        },
      ],
    },
  ],
}
