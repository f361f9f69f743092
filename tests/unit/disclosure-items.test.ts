import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/en'
import { mr } from '@/i18n/mr'
import {
  BOARDS,
  ITEMS,
  disclosureStatus,
  expiryState,
  itemsForBoard,
  partsForBoard,
  percentMet,
  rowChanged,
  rowFilled,
} from '@/lib/disclosure-items'

const today = new Date('2026-11-23T10:00:00Z')

describe('the catalogue', () => {
  it('names every item and part in both languages', () => {
    for (const i of ITEMS) {
      expect(en.disclosures.items[i.key as keyof typeof en.disclosures.items], i.key).toBeTruthy()
      expect(mr.disclosures.items[i.key as keyof typeof mr.disclosures.items], i.key).toBeTruthy()
    }
    for (const b of BOARDS) for (const { part } of partsForBoard(b)) expect(mr.disclosures.parts[part]).toBeTruthy()
  })

  it('gives CBSE the five parts of Appendix IX, colleges the UGC items, other boards only their own list', () => {
    expect(partsForBoard('cbse').map((p) => p.part)).toEqual([
      'general',
      'documents',
      'academics',
      'staff',
      'infrastructure',
      'other',
    ])
    expect(itemsForBoard('cbse').map((i) => i.key)).toEqual(
      expect.arrayContaining(['fireSafety', 'deoCertificate', 'specialEducator', 'inspectionVideo']),
    )
    expect(itemsForBoard('state').map((i) => i.key)).not.toContain('deoCertificate')
    expect(partsForBoard('ugc').map((p) => p.part)).toEqual(['college', 'other'])
    expect(itemsForBoard('other').map((i) => i.key)).toEqual(['custom'])
  })
})

describe('expiryState', () => {
  it('is expired from the day after, expiring within 30 days, else valid', () => {
    expect(expiryState('2026-11-22', today)).toBe('expired')
    expect(expiryState('2026-11-23', today)).toBe('expiring')
    expect(expiryState('2026-12-23', today)).toBe('expiring')
    expect(expiryState('2026-12-24', today)).toBe('valid')
    expect(expiryState('2026-11-22T18:30:00.000Z', today)).toBe('expired')
    expect(expiryState(null, today)).toBe('none')
    expect(expiryState('not a date', today)).toBe('none')
  })
})

describe('rows', () => {
  it('are filled by what their kind needs', () => {
    expect(rowFilled({ item: 'schoolCode', value: ' 301 ' })).toBe(true)
    expect(rowFilled({ item: 'schoolCode', value: '  ' })).toBe(false)
    expect(rowFilled({ item: 'fireSafety', value: 'text is not a file' })).toBe(false)
    expect(rowFilled({ item: 'fireSafety', document: 4 })).toBe(true)
    expect(rowFilled({ item: 'inspectionVideo', link: 'https://example.org/v' })).toBe(true)
    expect(rowFilled({ item: 'unknown', value: 'x' })).toBe(false)
  })

  it('change when a visible field changes, not when a populated file is the same one', () => {
    const row = { item: 'fireSafety', document: 4, expiresOn: '2027-01-01', updatedOn: '2026-01-01' }
    expect(rowChanged(row, { ...row, document: { id: 4 } })).toBe(false)
    expect(rowChanged(row, { ...row, updatedOn: '2026-05-05' })).toBe(false)
    expect(rowChanged(row, { ...row, expiresOn: '2028-01-01' })).toBe(true)
    expect(rowChanged(row, { ...row, document: 5 })).toBe(true)
    expect(rowChanged(undefined, row)).toBe(true)
    expect(rowChanged({ item: 'schoolCode', value: null }, { item: 'schoolCode', value: '' })).toBe(false)
  })
})

describe('disclosureStatus', () => {
  it('counts required items met, lists the missing and the documents expired or expiring', () => {
    const s = disclosureStatus(
      'ugc',
      [
        { item: 'recognition', document: 1 },
        { item: 'naac', document: 2, expiresOn: '2026-11-01' },
        { item: 'auditedAccounts', document: 3, expiresOn: '2026-12-01' },
        { item: 'programmes', value: 'B.Com.' },
      ],
      today,
    )
    const required = itemsForBoard('ugc').filter((i) => i.required).length
    expect(s.required).toBe(required)
    expect(s.met).toBe(3) // recognition, audited accounts (expiring, still valid), programmes; NAAC expired
    expect(s.missing).not.toContain('naac')
    expect(s.missing).not.toContain('nirf') // not required
    expect(s.missing).toContain('faculty')
    expect(s.expiry).toEqual([
      { key: 'naac', title: '', expiresOn: '2026-11-01', state: 'expired' },
      { key: 'auditedAccounts', title: '', expiresOn: '2026-12-01', state: 'expiring' },
    ])
  })

  it('a published staff directory answers the teacher and faculty items', () => {
    const rows = [{ item: 'programmes', value: 'B.Com.' }]
    const without = disclosureStatus('ugc', rows, today)
    const withDirectory = disclosureStatus('ugc', rows, today, true)
    expect(without.missing).toContain('faculty')
    expect(withDirectory.missing).not.toContain('faculty')
    expect(withDirectory.met).toBe(without.met + 1)
    expect(disclosureStatus('cbse', [], today, true).missing).not.toContain('teachersByCategory')
    expect(disclosureStatus('cbse', [], today, true).missing).toContain('teacherSectionRatio')
  })

  it('percentages round down; nothing required is 100', () => {
    expect(percentMet(21, 22)).toBe(95)
    expect(percentMet(0, 0)).toBe(100)
    expect(percentMet(22, 22)).toBe(100)
  })
})
