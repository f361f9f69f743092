import { describe, expect, it } from 'vitest'

import { withDateFormats } from '@/lib/admin-dates'
import {
  addDays,
  ADMIN_DATE_FORMAT,
  ADMIN_DATE_TIME_FORMAT,
  endOfIndianDay,
  formatDate,
  formatDateTime,
  indianDay,
  indianIso,
} from '@/lib/dates'

/** The one date rule: DD/MM/yyyy, times in Asia/Kolkata, the zone stated where needed. */
describe('formatDate', () => {
  it('shows DD/MM/yyyy in Mumbai time', () => {
    expect(formatDate('2026-01-05T12:00:00.000Z')).toBe('05/01/2026')
    // 20:00 UTC on 31 December is already 1 January in Mumbai (UTC+5:30).
    expect(formatDate('2025-12-31T20:00:00.000Z')).toBe('01/01/2026')
    expect(formatDate(new Date('2026-11-25T19:36:20.532Z'))).toBe('26/11/2026')
  })
  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(indianIso('')).toBe('')
  })
})

describe('times in India', () => {
  it('are DD/MM/yyyy HH:mm on a 24-hour clock, with the zone when asked', () => {
    expect(formatDateTime('2026-11-25T19:36:20.532Z')).toBe('26/11/2026 01:06')
    expect(formatDateTime('2026-11-25T19:36:20.532Z', { zone: true })).toBe('26/11/2026 01:06 IST')
    expect(formatDateTime('2026-06-30T18:30:00.000Z')).toBe('01/07/2026 00:00')
    expect(formatDateTime('2026-06-30T12:45:00.000Z')).toBe('30/06/2026 18:15')
  })
  it('give the Indian day and a machine-readable moment with its offset', () => {
    expect(indianDay('2026-11-25T19:36:20.532Z')).toBe('2026-11-26')
    expect(indianIso('2026-11-25T19:36:20.532Z')).toBe('2026-11-26T01:06:20+05:30')
    expect(new Date(indianIso('2026-11-25T19:36:20.000Z')).toISOString()).toBe('2026-11-25T19:36:20.000Z')
  })
  it('count calendar days and end a day at 23:59:59.999 in India', () => {
    expect(addDays('2026-11-26', 15)).toBe('2026-12-11')
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04')
    expect(endOfIndianDay('2026-12-11').toISOString()).toBe('2026-12-11T18:29:59.999Z')
  })
  it('does not depend on the process time zone', () => {
    // The Intl formatter names its zone; the helpers never read the process's own.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBeTruthy()
    expect(formatDate('2026-11-25T18:29:59.999Z')).toBe('25/11/2026')
    expect(formatDate('2026-11-25T18:30:00.000Z')).toBe('26/11/2026')
  })
})

describe("the admin's date fields", () => {
  it('get DD/MM/yyyy, with HH:mm where they hold a time, in nested fields too; an own format stays', () => {
    const fields = withDateFormats([
      { name: 'date', type: 'date' },
      { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'issued', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'own', type: 'date', admin: { date: { displayFormat: 'yyyy' } } },
      { type: 'row', fields: [{ name: 'inRow', type: 'date' }] },
      {
        name: 'rows',
        type: 'array',
        fields: [{ name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }],
      },
      { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'inTab', type: 'date' }] }] },
    ])
    const format = (f: unknown) => (f as { admin?: { date?: { displayFormat?: string } } }).admin?.date?.displayFormat
    expect(fields.slice(0, 4).map(format)).toEqual([
      ADMIN_DATE_FORMAT,
      ADMIN_DATE_TIME_FORMAT,
      ADMIN_DATE_FORMAT,
      'yyyy',
    ])
    expect(format((fields[4] as { fields: unknown[] }).fields[0])).toBe(ADMIN_DATE_FORMAT)
    expect(format((fields[5] as { fields: unknown[] }).fields[0])).toBe(ADMIN_DATE_TIME_FORMAT)
    expect(format((fields[6] as { tabs: { fields: unknown[] }[] }).tabs[0]!.fields[0])).toBe(ADMIN_DATE_FORMAT)
    // The picker's appearance is kept.
    expect((fields[1] as { admin: { date: { pickerAppearance: string } } }).admin.date.pickerAppearance).toBe(
      'dayAndTime',
    )
  })
})
