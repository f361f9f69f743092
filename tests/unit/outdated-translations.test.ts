import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { outdatedTranslations } from '@/translations/completeness'

/**
 * A Marathi text older than its English is out of date: "Marathi: complete" must
 * notice an English sentence added after the Marathi was written. Versions newest first.
 */
const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'description', type: 'textarea', localized: true },
  { name: 'rows', type: 'array', fields: [{ name: 'caption', type: 'text', localized: true }] },
]

describe('outdatedTranslations', () => {
  it('English changed after the Marathi was written: out of date', () => {
    const versions = [
      {
        title: { en: 'Sports day', mr: 'क्रीडा दिन' },
        description: { en: 'Held on the ground. Parents are welcome.', mr: 'मैदानावर.' },
      },
      { title: { en: 'Sports day', mr: 'क्रीडा दिन' }, description: { en: 'Held on the ground.', mr: 'मैदानावर.' } },
      { title: { en: 'Sports day', mr: null }, description: { en: 'Held on the ground.', mr: null } },
    ]
    expect(outdatedTranslations(fields, versions)).toEqual(['description'])
  })

  it('Marathi written after the English, or both changed in one save: up to date', () => {
    const versions = [
      {
        title: { en: 'Sports day 2026', mr: 'क्रीडा दिन २०२६' },
        description: { en: 'Held on the ground.', mr: 'मैदानावर.' },
      },
      { title: { en: 'Sports day', mr: 'क्रीडा दिन' }, description: { en: 'Held on the ground.', mr: null } },
      { title: { en: 'Sports day', mr: null }, description: { en: 'Held.', mr: null } },
    ]
    expect(outdatedTranslations(fields, versions)).toEqual([])
  })

  it('a Marathi untouched in every kept version is older than an English change among them', () => {
    const versions = [{ title: { en: 'New title', mr: 'जुने शीर्षक' } }, { title: { en: 'Old title', mr: 'जुने शीर्षक' } }]
    expect(outdatedTranslations(fields, versions)).toEqual(['title'])
  })

  it('array rows by position; no Marathi or one saved state: nothing to report', () => {
    const versions = [
      { rows: [{ caption: { en: 'Lamp lighting, stage', mr: 'दीपप्रज्वलन' } }, { caption: { en: 'Song', mr: null } }] },
      { rows: [{ caption: { en: 'Lamp lighting', mr: 'दीपप्रज्वलन' } }, { caption: { en: 'Welcome song', mr: null } }] },
    ]
    expect(outdatedTranslations(fields, versions)).toEqual(['rows.0.caption'])
    expect(outdatedTranslations(fields, versions.slice(0, 1))).toEqual([])
  })
})
