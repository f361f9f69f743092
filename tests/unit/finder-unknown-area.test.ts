/**
 * The school finder ignores what it does not know, the area included (docs/staff.md): an area that
 * no institution is in reads as "any", not as a filter that matches none.
 */
import { describe, expect, it } from 'vitest'

import { areasOf, filterInstitutions, parseFinderQuery } from '@/lib/institution-finder'

const list = [
  { levels: ['secondary'], board: 'state', medium: 'marathi', area: 'Dadar' },
  { levels: ['primary'], board: 'state', medium: 'english', area: 'Parel' },
]
const areas = areasOf(list, 'en')

describe('an unknown area', () => {
  it('is ignored: every institution is found', () => {
    const q = parseFinderQuery({ area: 'Atlantis' }, areas)
    expect(q.area).toBe('')
    expect(filterInstitutions(list, q)).toHaveLength(2)
  })

  it('a known one still filters, whatever its case and spaces', () => {
    const q = parseFinderQuery({ area: ' dadar ', medium: 'klingon' }, areas)
    expect(filterInstitutions(list, q)).toEqual([list[0]])
    expect(q.medium).toBe('')
  })
})
