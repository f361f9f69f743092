import { describe, expect, it } from 'vitest'

import { COUNTER_DURATION_MS, countUpValue } from '@/lib/count-up'

describe('countUpValue', () => {
  it('runs for the SPEC duration of 2.75 s', () => {
    expect(COUNTER_DURATION_MS).toBe(2750)
  })
  it('starts at 0 and ends exactly at the target', () => {
    expect(countUpValue(130800, 0, 2750)).toBe(0)
    expect(countUpValue(130800, 2750, 2750)).toBe(130800)
    expect(countUpValue(11375, 9999, 2750)).toBe(11375)
  })
  it('rises monotonically and never passes the target', () => {
    let previous = 0
    for (let t = 0; t <= 2750; t += 50) {
      const v = countUpValue(11375, t, 2750)
      expect(v).toBeGreaterThanOrEqual(previous)
      expect(v).toBeLessThanOrEqual(11375)
      previous = v
    }
  })
  it('shows the target at once without a duration', () => {
    expect(countUpValue(5, 0, 0)).toBe(5)
  })
})
