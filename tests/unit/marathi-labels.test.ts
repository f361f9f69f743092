import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasLocalizedFields, withMarathiStatus, MARATHI_STATUS_FIELD } from '@/translations/status-field'
import { describeMissing, fieldLabel } from '@/translations/queries'

/** How the Marathi indicator names a missing text (src/translations/queries.ts). */

const fields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Basics',
        fields: [
          { name: 'name', type: 'text', localized: true },
          { type: 'row', fields: [{ name: 'moreInfo', type: 'textarea', localized: true }] },
        ],
      },
      {
        label: 'School information',
        fields: [
          {
            name: 'schoolInfo',
            label: 'School information',
            type: 'array',
            labels: { singular: 'Block', plural: 'Blocks' },
            fields: [
              { name: 'title', type: 'text', localized: true },
              { name: 'content', type: 'richText', localized: true },
            ],
          },
        ],
      },
      { name: 'seo', label: 'Search engines', fields: [{ name: 'summary', type: 'text', localized: true }] },
    ],
  },
  {
    name: 'principal',
    label: { en: 'HM / Principal', mr: 'मुख्याध्यापक' },
    type: 'group',
    fields: [{ name: 'name', type: 'text', localized: true }],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'quote',
        labels: { singular: 'Quote', plural: 'Quotes' },
        fields: [{ name: 'text', type: 'text', localized: true }],
      },
    ],
  },
  { type: 'collapsible', label: 'More', fields: [{ name: 'footnote', type: 'text', localized: true }] },
  { name: 'order', type: 'number' },
]

const doc = {
  name: { en: 'School A' },
  moreInfo: { en: 'Since 1950', mr: '१९५० पासून' },
  schoolInfo: [
    {
      id: 'a',
      title: { en: 'About', mr: 'आमच्याविषयी' },
      content: {
        en: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello' }] }] } },
      },
    },
    { id: 'b', title: { en: 'A very long title that goes on and on beyond forty characters' } },
  ],
  seo: { summary: { en: 'A school' } },
  principal: { name: { en: 'Smt. Joshi' } },
  layout: [{ blockType: 'quote', text: { en: 'Learn' } }],
  footnote: { en: 'Note', mr: 'टीप' },
  order: 1,
}

describe('fieldLabel', () => {
  it('joins tab, field and row labels, with the row number and the English of its first text', () => {
    expect(fieldLabel(fields, 'name', doc)).toBe('Basics › Name')
    expect(fieldLabel(fields, 'moreInfo', doc)).toBe('Basics › More info')
    // The tab and the array it holds share a label: said once.
    expect(fieldLabel(fields, 'schoolInfo.0.content', doc)).toBe('School information › Block 1 (About) › Content')
    expect(fieldLabel(fields, 'schoolInfo.1.title', doc)).toBe(
      'School information › Block 2 (A very long title that goes on and on…) › Title',
    )
    expect(fieldLabel(fields, 'seo.summary', doc)).toBe('Search engines › Summary')
    expect(fieldLabel(fields, 'principal.name', doc)).toBe('HM / Principal › Name')
    expect(fieldLabel(fields, 'layout.0.text', doc)).toBe('Layout › Quote 1 (Learn) › Text')
    expect(fieldLabel(fields, 'footnote', doc)).toBe('More › Footnote')
  })

  it('gives an unknown path back as it is', () => {
    expect(fieldLabel(fields, 'nothing.here', doc)).toBe('nothing.here')
    expect(fieldLabel(fields, 'schoolInfo.x.title', doc)).toBe('schoolInfo.x.title')
  })

  it('lists the missing Marathi with labels, in the order of the form', () => {
    expect(describeMissing(fields, doc).map((m) => m.label)).toEqual([
      'Basics › Name',
      'School information › Block 1 (About) › Content',
      'School information › Block 2 (A very long title that goes on and on…) › Title',
      'Search engines › Summary',
      'HM / Principal › Name',
      'Layout › Quote 1 (Learn) › Text',
    ])
  })
})

describe('withMarathiStatus', () => {
  it('adds the indicator first to what has localized fields, once, and leaves the rest alone', () => {
    const localized = withMarathiStatus({ slug: 'things', fields })
    expect(localized.fields[0]).toMatchObject({
      name: MARATHI_STATUS_FIELD,
      type: 'ui',
      admin: { position: 'sidebar' },
    })
    expect(withMarathiStatus(localized).fields).toHaveLength(fields.length + 1)
    const plain = { slug: 'codes', fields: [{ name: 'code', type: 'text' }] as Field[] }
    expect(withMarathiStatus(plain)).toBe(plain)
    expect(
      hasLocalizedFields([{ name: 'rows', type: 'array', fields: [{ name: 't', type: 'text', localized: true }] }]),
    ).toBe(true)
    expect(hasLocalizedFields([{ name: 'rows', type: 'array', fields: [{ name: 't', type: 'text' }] }])).toBe(false)
  })
})
