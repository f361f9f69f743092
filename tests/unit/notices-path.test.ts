import { describe, expect, it } from 'vitest'

import { currentAcademicYear } from '@/lib/academic-year'
import { noticeInList, noticesPath } from '@/lib/notices-path'

describe('noticesPath', () => {
  const now = new Date('2026-11-23T12:00:00Z') // academic year 2026-2027
  it('leaves the current year out, keeps an earlier one', () => {
    expect(noticesPath({}, currentAcademicYear(now))).toBe('/notices')
    expect(noticesPath({ year: '2026-2027', type: 'General' }, currentAcademicYear(now))).toBe('/notices?type=General')
    expect(noticesPath({ year: '2025-2026', type: 'Parent meeting' }, currentAcademicYear(now))).toBe(
      '/notices?year=2025-2026&type=Parent+meeting',
    )
  })
})

describe('noticeInList (the home strip lands on the notice)', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it("opens the notice's tab and year and marks its row", () => {
    expect(noticeInList({ id: 7, academicYear: '2026-2027', category: 'Examination' }, currentAcademicYear(now))).toBe(
      '/notices?type=Examination#notice-7',
    )
    expect(
      noticeInList({ id: 12, academicYear: '2025-2026', category: 'Parent meeting' }, currentAcademicYear(now)),
    ).toBe('/notices?year=2025-2026&type=Parent+meeting#notice-12')
  })
})
