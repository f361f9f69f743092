import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/dates'

describe('formatDate', () => {
  it('shows DD/MM/yyyy in Mumbai time', () => {
    expect(formatDate('2026-01-05T12:00:00.000Z')).toBe('05/01/2026')
    // 20:00 UTC on 31 December is already 1 January in Mumbai (UTC+5:30).
    expect(formatDate('2025-12-31T20:00:00.000Z')).toBe('01/01/2026')
  })
  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
