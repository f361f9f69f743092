import { describe, expect, it } from 'vitest'

import { GALLERY_PAGE_SIZE, pageOf } from '@/lib/paging'

const items = Array.from({ length: 23 }, (_, i) => i)

describe('pageOf', () => {
  it('slices 10 per page for the gallery', () => {
    expect(GALLERY_PAGE_SIZE).toBe(10)
    expect(pageOf(items, '1', 10)).toEqual({ page: 1, pages: 3, items: items.slice(0, 10) })
    expect(pageOf(items, '3', 10).items).toEqual([20, 21, 22])
  })
  it('falls back to page 1 for bad input and clamps past the end', () => {
    expect(pageOf(items, 'abc', 10).page).toBe(1)
    expect(pageOf(items, '-2', 10).page).toBe(1)
    expect(pageOf(items, undefined, 10).page).toBe(1)
    expect(pageOf(items, '99', 10).page).toBe(3)
    expect(pageOf([], '2', 10)).toEqual({ page: 1, pages: 1, items: [] })
  })
})
