import { describe, expect, it } from 'vitest'

import { isLive, scheduleProblem } from '@/lib/schedule'

const now = new Date('2026-11-21T10:00:00Z')

describe('isLive', () => {
  it('shows items without dates', () => {
    expect(isLive({}, now)).toBe(true)
    expect(isLive({ publishAt: null, expiresAt: null }, now)).toBe(true)
  })

  it('hides an item until its publish time, then shows it', () => {
    expect(isLive({ publishAt: '2026-11-21T10:00:01Z' }, now)).toBe(false)
    expect(isLive({ publishAt: '2026-11-21T10:00:00Z' }, now)).toBe(true)
  })

  it('hides an item from its expiry time on', () => {
    expect(isLive({ expiresAt: '2026-11-21T10:00:01Z' }, now)).toBe(true)
    expect(isLive({ expiresAt: '2026-11-21T10:00:00Z' }, now)).toBe(false)
  })

  it('shows an item inside its window only', () => {
    const window = { publishAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-22T00:00:00Z' }
    expect(isLive(window, now)).toBe(true)
    expect(isLive(window, new Date('2026-11-19T23:59:59Z'))).toBe(false)
    expect(isLive(window, new Date('2026-11-22T00:00:00Z'))).toBe(false)
  })
})

describe('scheduleProblem', () => {
  it('refuses an expiry at or before the publish time', () => {
    expect(scheduleProblem({ publishAt: '2026-11-21T10:00:00Z', expiresAt: '2026-11-21T10:00:00Z' })).toMatch(/later/)
    expect(scheduleProblem({ publishAt: '2026-11-21T10:00:00Z', expiresAt: '2026-11-21T11:00:00Z' })).toBeNull()
    expect(scheduleProblem({ expiresAt: '2020-01-01T00:00:00Z' })).toBeNull()
  })
})
