import { describe, expect, it } from 'vitest'

import {
  areasOf,
  directionsUrl,
  filterInstitutions,
  finderSearch,
  formatRupees,
  isFiltered,
  parseFinderQuery,
  telHref,
  type Findable,
} from '@/lib/institution-finder'

const school = (name: string, f: Partial<Findable>) => ({ name, levels: [], board: null, medium: null, area: '', ...f })
const LIST = [
  school('EMS', { levels: ['primary', 'secondary'], board: 'state', medium: 'english', area: 'Dadar' }),
  school('JC', { levels: ['junior-college'], board: 'state', medium: 'english', area: 'Dadar' }),
  school('EMV', { levels: ['primary', 'secondary'], board: 'cbse', medium: 'english', area: 'Vikhroli' }),
  school('MSV', { levels: ['primary'], board: 'state', medium: 'marathi', area: 'vikhroli ' }),
  school('New', {}),
]
const names = (q: Record<string, unknown>) => filterInstitutions(LIST, parseFinderQuery(q)).map((s) => s.name)

describe('the institutions filter', () => {
  it('keeps everything without a choice', () => {
    expect(names({})).toHaveLength(5)
    expect(isFiltered(parseFinderQuery({}))).toBe(false)
  })
  it('filters by level (any of the institution’s levels), board, medium and area, all together', () => {
    expect(names({ level: 'primary' })).toEqual(['EMS', 'EMV', 'MSV'])
    expect(names({ level: 'secondary', board: 'state' })).toEqual(['EMS'])
    expect(names({ medium: 'marathi' })).toEqual(['MSV'])
    expect(names({ area: 'Vikhroli' })).toEqual(['EMV', 'MSV'])
    expect(names({ level: 'primary', area: 'vikhroli', medium: 'english' })).toEqual(['EMV'])
    expect(names({ level: 'degree-college' })).toEqual([])
  })
  it('ignores unknown values and repeated parameters take the first', () => {
    expect(parseFinderQuery({ level: 'university', board: ['cbse', 'state'], medium: 42, area: ' Dadar ' })).toEqual({
      level: '',
      board: 'cbse',
      medium: '',
      area: 'Dadar',
    })
    expect(parseFinderQuery(null)).toEqual({ level: '', board: '', medium: '', area: '' })
  })
  it('offers each area once, sorted', () => {
    expect(areasOf(LIST, 'en')).toEqual(['Dadar', 'Vikhroli'])
  })
  it('keeps the choice in the address', () => {
    expect(finderSearch(parseFinderQuery({ level: 'primary', area: 'Dadar (West)' }))).toBe(
      '?level=primary&area=Dadar+%28West%29',
    )
    expect(finderSearch(parseFinderQuery({}))).toBe('')
  })
})

describe('visit facts and amounts', () => {
  it('builds a Google Maps search for the address', () => {
    expect(directionsUrl('Senapati Bapat Marg,\n Dadar (West), Mumbai – 400 028')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Senapati%20Bapat%20Marg%2C%20Dadar%20(West)%2C%20Mumbai%20%E2%80%93%20400%20028',
    )
  })
  it('makes a tel: address of digits only', () => {
    expect(telHref('022 2430 1101')).toBe('tel:02224301101')
    expect(telHref('+91 (22) 2430-1101')).toBe('tel:+912224301101')
    expect(telHref('12')).toBeNull()
  })
  it('formats rupees the Indian way, Latin digits in Marathi too', () => {
    expect(formatRupees(125000, 'en')).toBe('₹1,25,000')
    expect(formatRupees(125000, 'mr')).toBe('₹1,25,000')
    expect(formatRupees(12500.5, 'en')).toBe('₹12,500.5')
  })
})
