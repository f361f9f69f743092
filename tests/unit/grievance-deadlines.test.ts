import { describe, expect, it } from 'vitest'

import { dueDateFor, isOverdue } from '@/grievances/workflow'
import { contactMatches, normalizeContact, normalizeReference } from '@/grievances/status'
import { currentMonth, median, monthRange } from '@/grievances/summary'

describe('due dates', () => {
  it('is the given days after filing; overdue only while open and past it', () => {
    // Filed 01/11 at 15:30 in India: due at the end of 16/11 in India.
    const filed = new Date('2026-11-01T10:00:00Z')
    expect(dueDateFor(filed, 15).toISOString()).toBe('2026-11-16T18:29:59.999Z')
    // 19:36 UTC on 25/11 is already 26/11 in India: due on 11/12, not 10/12.
    expect(dueDateFor(new Date('2026-11-25T19:36:20.532Z'), 15).toISOString()).toBe('2026-12-11T18:29:59.999Z')
    const now = new Date('2026-11-20T00:00:00Z')
    expect(isOverdue({ status: 'new', dueAt: '2026-11-16T10:00:00.000Z' }, now)).toBe(true)
    expect(isOverdue({ status: 'in-progress', dueAt: '2026-11-21T10:00:00.000Z' }, now)).toBe(false)
    expect(isOverdue({ status: 'resolved', dueAt: '2026-11-16T10:00:00.000Z' }, now)).toBe(false)
    expect(isOverdue({ status: 'new', dueAt: null }, now)).toBe(false)
  })
})

describe('status look-up rules', () => {
  it('normalizes references and contacts as people type them', () => {
    expect(normalizeReference(' grv-2026-7kq2mx ')).toBe('GRV-2026-7KQ2MX')
    expect(normalizeContact('+91 98765 43210')).toBe('mobile:9876543210')
    expect(normalizeContact(' Asha@Example.ORG ')).toBe('email:asha@example.org')
  })

  it('matches the email or the mobile, never an erased or missing grievance', () => {
    const stored = { email: 'asha@example.org', mobile: '9876543210' }
    expect(contactMatches(normalizeContact('ASHA@example.org'), stored)).toBe(true)
    expect(contactMatches(normalizeContact('098765 43210'), stored)).toBe(true)
    expect(contactMatches(normalizeContact('9876543211'), stored)).toBe(false)
    expect(contactMatches(normalizeContact('[erased]'), { email: '[erased]', mobile: '[erased]' })).toBe(false)
    expect(contactMatches(normalizeContact('9876543210'), null)).toBe(false)
    // A contact that is neither an email nor ten digits never matches, not even a stored value as odd.
    for (const junk of ['', 'x', '12345'])
      expect(contactMatches(normalizeContact(junk), { email: 'no-at-sign', mobile: '' })).toBe(false)
  })
})

describe('summary arithmetic', () => {
  it('takes months as YYYY-MM and the median of odd and even counts', () => {
    // Months of India's calendar (src/lib/dates.ts).
    expect(monthRange('2026-02')).toEqual({
      start: new Date('2026-02-01T00:00:00+05:30'),
      end: new Date('2026-03-01T00:00:00+05:30'),
    })
    expect(monthRange('2026-12')!.end.toISOString()).toBe('2026-12-31T18:30:00.000Z')
    expect(currentMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12')
    for (const bad of ['2026-13', '2026-1', '26-01', '', '1999-12']) expect(monthRange(bad)).toBeNull()
    expect(median([])).toBeNull()
    expect(median([10, 3, 14])).toBe(10)
    expect(median([1, 2, 3, 4.25])).toBe(2.5)
  })
})
