import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasContent, isTranslationComplete, missingTranslations } from '@/translations/completeness'

const rich = (...texts: string[]) => ({
  root: {
    type: 'root',
    children: texts.map((text) => ({ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] })),
  },
})

/** The shapes of the content model: tabs, a group, arrays of rows with localized texts and files. */
const fields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Basics',
        fields: [
          { name: 'name', type: 'text', localized: true },
          { name: 'address', type: 'textarea', localized: true },
          { name: 'kind', type: 'select', options: ['school'] },
          { type: 'row', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] },
        ],
      },
      {
        label: 'Sections',
        fields: [
          {
            name: 'schoolInfo',
            type: 'array',
            fields: [
              { name: 'title', type: 'text', localized: true },
              { name: 'content', type: 'richText', localized: true },
            ],
          },
          {
            name: 'pastResults',
            type: 'array',
            fields: [
              { name: 'title', type: 'text', localized: true },
              { name: 'file', type: 'upload', relationTo: 'media', localized: true },
            ],
          },
          {
            name: 'principal',
            type: 'group',
            fields: [
              { name: 'name', type: 'text', localized: true },
              { name: 'photo', type: 'upload', relationTo: 'media' },
            ],
          },
        ],
      },
    ],
  },
  { name: 'order', type: 'number' },
  { name: 'achievements', type: 'join', collection: 'achievements', on: 'institution' } as Field,
]

const complete = {
  id: 1,
  name: { en: 'Vidya Vikas School', mr: 'विद्या विकास शाळा' },
  address: { en: 'Dadar', mr: 'दादर' },
  kind: 'school',
  logo: 4,
  schoolInfo: [
    {
      id: 'a',
      title: { en: 'About', mr: 'आमच्याविषयी' },
      content: { en: rich('Founded 1950.'), mr: rich('स्थापना १९५०.') },
    },
  ],
  pastResults: [{ id: 'p', title: { en: 'SSC 2025', mr: 'दहावी २०२५' }, file: { en: 3 } }],
  principal: { name: { en: 'Smt. Joshi', mr: 'श्रीमती जोशी' }, photo: 5 },
  order: 1,
  achievements: { docs: [] },
}

describe('missingTranslations', () => {
  it('finds nothing when every English text has Marathi; a PDF with only the English file is listed', () => {
    // (The Marathi page then shows the English file; the editor sees that it has no Marathi one.)
    expect(missingTranslations(fields, complete)).toEqual(['pastResults.0.file'])
    expect(isTranslationComplete(fields, { ...complete, pastResults: [] })).toBe(true)
  })

  it('names each localized field with English but no Marathi, by its path', () => {
    const doc = {
      ...complete,
      name: { en: 'Vidya Vikas School' },
      address: { en: 'Dadar', mr: '   ' },
      schoolInfo: [
        complete.schoolInfo[0],
        { id: 'b', title: { en: 'History', mr: 'इतिहास' }, content: { en: rich('Moved in 1972.'), mr: rich('') } },
        { id: 'c', title: { en: 'Empty', mr: null }, content: { en: rich(''), mr: null } },
      ],
      pastResults: [{ id: 'p', title: { en: 'SSC 2025', mr: '' }, file: { en: 3, mr: 7 } }],
      principal: { name: { en: 'Smt. Joshi', mr: null }, photo: 5 },
    }
    expect(missingTranslations(fields, doc)).toEqual([
      'name',
      'address',
      'schoolInfo.1.content',
      'schoolInfo.2.title',
      'pastResults.0.title',
      'principal.name',
    ])
    expect(isTranslationComplete(fields, doc)).toBe(false)
  })

  it('does not ask for Marathi where there is no English', () => {
    const doc = {
      name: { en: '', mr: null },
      address: {},
      schoolInfo: [{ title: { mr: 'फक्त मराठी' }, content: { en: rich('', '') } }],
    }
    expect(missingTranslations(fields, doc)).toEqual([])
  })

  it('ignores values not read with locale "all" and documents of another shape', () => {
    expect(missingTranslations(fields, { name: 'Only English', schoolInfo: 'nonsense' })).toEqual([])
    expect(missingTranslations(fields, null)).toEqual([])
  })

  it('can check another pair of languages', () => {
    expect(missingTranslations(fields, { name: { en: 'A', mr: 'अ' } }, { source: 'mr', target: 'en' })).toEqual([])
    expect(missingTranslations(fields, { name: { mr: 'अ' } }, { source: 'mr', target: 'en' })).toEqual(['name'])
  })
})

describe('hasContent', () => {
  it('treats null, blank text, empty lists and empty rich text as nothing', () => {
    for (const empty of [null, undefined, '', '  ', [], rich(), rich('', ' ')]) expect(hasContent(empty)).toBe(false)
  })
  it('treats text, ids, rich text with text or with an upload as something', () => {
    for (const value of [
      'a',
      0,
      7,
      rich('', 'x'),
      { root: { type: 'root', children: [{ type: 'upload', value: 3 }] } },
    ]) {
      expect(hasContent(value)).toBe(true)
    }
  })
})
