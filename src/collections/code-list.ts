import type { CollectionConfig } from 'payload'

import { ACCESS } from '@/access/roles'
import { staffNav } from './staff-nav'

/**
 * A short ordered list of names that other content points to (notice types, achievement types).
 * `code` is what the API calls notice_code / achievement_type_code and what the notices' addresses
 * carry (/notices?type=Examination): it stays the same in both languages. `name` is what visitors
 * read (tabs, labels, feeds, share cards), in each language; without one the code is shown
 * (src/lib/type-name.ts).
 */
export function codeList(slug: 'notice-types' | 'achievement-types'): CollectionConfig {
  return {
    slug,
    admin: {
      useAsTitle: 'code',
      defaultColumns: ['code', 'name', 'order'],
      group: 'Reference data',
      ...staffNav(ACCESS.referenceData),
    },
    access: ACCESS.referenceData,
    defaultSort: 'order',
    fields: [
      {
        name: 'code',
        label: 'Code',
        type: 'text',
        required: true,
        unique: true,
        maxLength: 100,
        admin: {
          description:
            'The same in both languages: it is part of addresses (/notices?type=…) and of the API. Change it only with care.',
        },
      },
      {
        name: 'name',
        label: 'Name shown to visitors',
        type: 'text',
        localized: true,
        maxLength: 100,
        admin: {
          description:
            'In the language chosen at the top. Give the Marathi name too: without one, Marathi pages show the English name (or the code).',
        },
      },
      { name: 'order', type: 'number', defaultValue: 100 },
    ],
  }
}
