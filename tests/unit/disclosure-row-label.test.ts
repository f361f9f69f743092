import { describe, expect, it } from 'vitest'

import { disclosureRowLabel } from '@/lib/disclosure-row-label'

/** A disclosure item's row in the editor is named by its item and what it holds. */
describe('disclosureRowLabel', () => {
  it('names text, document and link items and says what they hold or lack', () => {
    expect(disclosureRowLabel({ item: 'affiliationNumber', value: '1130245' }, 1)).toBe('Affiliation number: 1130245')
    expect(disclosureRowLabel({ item: 'affiliationNumber', value: '  ' }, 1)).toBe('Affiliation number: not filled in')
    expect(disclosureRowLabel({ item: 'fireSafety', document: 12 }, 9)).toMatch(/^Fire .*: PDF attached$/)
    expect(disclosureRowLabel({ item: 'fireSafety', document: null }, 9)).toMatch(/: no PDF yet$/)
  })
  it('an "other" item by its own title; a long value shortened to one line', () => {
    expect(disclosureRowLabel({ item: 'custom', title: 'Hostel rules', value: 'a\nb' }, 3)).toBe('Hostel rules: a b')
    expect(disclosureRowLabel({ item: 'principalName', value: 'x'.repeat(100) }, 4)).toHaveLength(
      'Principal: '.length + 60,
    )
  })
  it('a row whose item is not chosen yet keeps its number', () => {
    expect(disclosureRowLabel({}, 7)).toBe('Item 7')
  })
})
