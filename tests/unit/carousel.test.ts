import { describe, expect, it } from 'vitest'

import { CAROUSEL_INTERVAL_MS, carouselSettings, nextStart } from '@/lib/carousel'

describe('carouselSettings', () => {
  it('follows the SPEC breakpoints', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3000)
    expect(carouselSettings(1280)).toEqual({ visible: 3, scroll: 3 })
    expect(carouselSettings(1199)).toEqual({ visible: 3, scroll: 3 })
    expect(carouselSettings(1198)).toEqual({ visible: 1, scroll: 1 })
    expect(carouselSettings(991)).toEqual({ visible: 1, scroll: 1 })
    expect(carouselSettings(990)).toEqual({ visible: 2, scroll: 1 })
    expect(carouselSettings(767)).toEqual({ visible: 2, scroll: 1 })
    expect(carouselSettings(766)).toEqual({ visible: 1, scroll: 1 })
    expect(carouselSettings(375)).toEqual({ visible: 1, scroll: 1 })
  })
})

describe('nextStart', () => {
  it('wraps around both ways', () => {
    expect(nextStart(6, 3, 9)).toBe(0)
    expect(nextStart(0, -1, 9)).toBe(8)
    expect(nextStart(2, 1, 9)).toBe(3)
    expect(nextStart(0, 3, 0)).toBe(0)
  })
})
