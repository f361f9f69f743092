import { describe, expect, it } from 'vitest'

import { noticesPath } from '@/lib/notices-path'

describe('noticesPath', () => {
  const now = new Date('2026-11-23T12:00:00Z') // academic year 2026-2027
  it('leaves the current year out, keeps an earlier one', () => {
    expect(noticesPath({}, now)).toBe('/notices')
    expect(noticesPath({ year: '2026-2027', type: 'General' }, now)).toBe('/notices?type=General')
    expect(noticesPath({ year: '2025-2026', type: 'Parent meeting' }, now)).toBe('/notices?year=2025-2026&type=Parent+meeting')
  })
})
