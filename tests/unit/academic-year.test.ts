import { describe, expect, it } from 'vitest'

import { byAcademicYearDesc, currentAcademicYear, isAcademicYear, shiftAcademicYear } from '@/lib/academic-year'

const utc = (iso: string) => new Date(iso)

describe('currentAcademicYear', () => {
  it('starts in the current UTC year from April', () => {
    expect(currentAcademicYear(utc('2026-04-01T00:00:00Z'))).toBe('2026-2027')
    expect(currentAcademicYear(utc('2026-11-21T12:00:00Z'))).toBe('2026-2027')
  })
  it('is the previous year before April', () => {
    expect(currentAcademicYear(utc('2026-03-31T23:59:59.999Z'))).toBe('2025-2026')
    expect(currentAcademicYear(utc('2026-01-01T00:00:00Z'))).toBe('2025-2026')
  })
  it('turns over at year ends without changing the academic year', () => {
    expect(currentAcademicYear(utc('2025-12-31T23:59:59.999Z'))).toBe('2025-2026')
    expect(currentAcademicYear(utc('2026-01-01T00:00:00.000Z'))).toBe('2025-2026')
  })
  it('uses UTC, not the local time zone', () => {
    // 1 April 00:30 in Mumbai (UTC+5:30) is still 31 March in UTC.
    expect(currentAcademicYear(utc('2026-04-01T00:30:00+05:30'))).toBe('2025-2026')
    expect(currentAcademicYear(utc('2026-04-01T05:30:00+05:30'))).toBe('2026-2027')
  })
})

describe('isAcademicYear', () => {
  it('accepts consecutive YYYY-YYYY only', () => {
    expect(isAcademicYear('2025-2026')).toBe(true)
    for (const bad of ['2025-2027', '2025-2025', '2025/2026', '25-26', '2025-2026 ', '', null, 2025]) {
      expect(isAcademicYear(bad), String(bad)).toBe(false)
    }
  })
})

describe('shiftAcademicYear and sorting', () => {
  it('moves by whole years', () => {
    expect(shiftAcademicYear('2025-2026', -1)).toBe('2024-2025')
    expect(shiftAcademicYear('2025-2026', 2)).toBe('2027-2028')
    expect(() => shiftAcademicYear('2025', 1)).toThrow()
  })
  it('sorts newest first by the second year', () => {
    expect(['2023-2024', '2025-2026', '2024-2025'].sort(byAcademicYearDesc)).toEqual([
      '2025-2026',
      '2024-2025',
      '2023-2024',
    ])
  })
})
