import { describe, expect, it } from 'vitest'

import { parsePaging } from '@/api-v1/paging'
import { pageWindow } from '@/components/Pagination'
import { MAX_ID, parsePositiveId, parseWholeNumber } from '@/lib/whole-number'
import {
  clampPage,
  GALLERY_PAGE_SIZE,
  MAX_REQUESTED_PAGE,
  pageCount,
  pageHref,
  pageOf,
  requestedPage,
} from '@/lib/paging'

const items = Array.from({ length: 23 }, (_, i) => i)

describe('parseWholeNumber: the one rule for numbers in addresses', () => {
  it('reads plain whole numbers of 1 or more', () => {
    expect(parseWholeNumber('1')).toBe(1)
    expect(parseWholeNumber('20')).toBe(20)
    expect(parseWholeNumber('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseWholeNumber(7)).toBe(7)
  })
  it.each([
    '0',
    '-1',
    'abc',
    '1e9',
    '01',
    '1.5',
    ' 2',
    '2 ',
    '',
    '+3',
    '0x10',
    '9007199254740992',
    '12345678901234567',
  ])('refuses %j', (raw) => {
    expect(parseWholeNumber(raw)).toBeNull()
  })
  it('refuses what is not a string or a safe whole number, and values above the maximum', () => {
    for (const raw of [undefined, null, 1.5, 0, -3, NaN, Infinity, ['2'], {}]) expect(parseWholeNumber(raw)).toBeNull()
    expect(parseWholeNumber('11', 10)).toBeNull()
    expect(parseWholeNumber('10', 10)).toBe(10)
  })
  it('is the rule of ids and of /api/v1 paging', () => {
    expect(parsePositiveId(String(MAX_ID))).toBe(MAX_ID)
    expect(parsePositiveId(String(MAX_ID + 1))).toBeNull()
    expect(parsePositiveId('1e3')).toBeNull()
    expect(parsePaging(new URLSearchParams('page=1e9'))).toHaveProperty('errors.page')
    expect(parsePaging(new URLSearchParams('page=3&limit=5'))).toEqual({ paging: { page: 3, limit: 5 } })
  })
})

describe('requestedPage: ?page= of the public lists', () => {
  it('reads a page number', () => {
    expect(requestedPage('2')).toBe(2)
    expect(requestedPage(['3', '4'])).toBe(3)
  })
  it.each(['0', '-1', 'abc', '1e9', '', '01', '1.0'])('%j is page 1', (raw) => {
    expect(requestedPage(raw)).toBe(1)
  })
  it('a missing value is page 1; a huge one is capped (the last page is shown anyway)', () => {
    expect(requestedPage(undefined)).toBe(1)
    expect(requestedPage('1000000000')).toBe(MAX_REQUESTED_PAGE)
  })
  it('counts and clamps pages', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(clampPage(5, 2)).toBe(2)
    expect(clampPage(MAX_REQUESTED_PAGE, 3)).toBe(3)
  })
})

describe('pageHref', () => {
  it('keeps the other parameters, and page 1 has no page parameter', () => {
    expect(pageHref('/notices', 2, { year: '2023-24', type: 'Exam & Result' })).toBe(
      '/notices?year=2023-24&type=Exam+%26+Result&page=2',
    )
    expect(pageHref('/notices', 1, { year: undefined, type: 'General' })).toBe('/notices?type=General')
    expect(pageHref('/awards', 1)).toBe('/awards')
    expect(pageHref('/gallery/all', 3, { p0: '1' }, '#gallery-4')).toBe('/gallery/all?p0=1&page=3#gallery-4')
  })
})

describe('pageWindow', () => {
  it('shows every number of a short list', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  it('shows the first, the last and the neighbours of the current page of a long list', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, null, 50])
    expect(pageWindow(25, 50)).toEqual([1, null, 24, 25, 26, null, 50])
    expect(pageWindow(50, 50)).toEqual([1, null, 49, 50])
    expect(pageWindow(3, 50)).toEqual([1, 2, 3, 4, null, 50])
  })
})

describe('pageOf (lists already in memory)', () => {
  it('slices 10 per page for the gallery', () => {
    expect(GALLERY_PAGE_SIZE).toBe(10)
    expect(pageOf(items, '1', 10)).toEqual({ page: 1, pages: 3, total: 23, items: items.slice(0, 10) })
    expect(pageOf(items, '3', 10).items).toEqual([20, 21, 22])
  })
  it('falls back to page 1 for bad input and clamps past the end', () => {
    expect(pageOf(items, 'abc', 10).page).toBe(1)
    expect(pageOf(items, '-2', 10).page).toBe(1)
    expect(pageOf(items, '1e9', 10).page).toBe(1)
    expect(pageOf(items, undefined, 10).page).toBe(1)
    expect(pageOf(items, '99', 10).page).toBe(3)
    expect(pageOf([], '2', 10)).toEqual({ page: 1, pages: 1, total: 0, items: [] })
  })
})
