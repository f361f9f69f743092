/**
 * The demo is bilingual as a society would run it: every institution has its name and address in
 * Marathi (Devanagari), with the area the English name ends with.
 */
import { describe, expect, it } from 'vitest'

import { INSTITUTIONS } from '@/seed/data/institutions'
import { INSTITUTION_NAMES_MR, INSTITUTIONS_MR } from '@/seed/data/marathi'

const devanagari = /^[\u0900-\u097f0-9\s.,()–-]+$/u
const AREAS: Record<string, string> = {
  Dadar: 'दादर',
  Parel: 'परळ',
  Vikhroli: 'विक्रोळी',
  Borivali: 'बोरिवली',
  Sion: 'शीव',
  Mulund: 'मुलुंड',
  'Shivaji Park': 'शिवाजी पार्क',
}

describe('the demo institutions in Marathi', () => {
  it.each(INSTITUTIONS.map((i) => [i.short, i] as const))('%s has a Marathi name and address', (short, inst) => {
    const mr = INSTITUTIONS_MR[short] ?? INSTITUTION_NAMES_MR[short]
    expect(mr, inst.name).toBeDefined()
    expect(mr!.name).toMatch(devanagari)
    expect(mr!.address).toMatch(devanagari)
    const area = Object.keys(AREAS).find((a) => inst.address.includes(a))
    expect(mr!.address).toContain(AREAS[area!])
    expect(mr!.address.slice(-3)).toBe(inst.address.slice(-3))
  })
})
