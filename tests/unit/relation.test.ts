import { describe, expect, it } from 'vitest'

import { relationId, relationIds } from '@/lib/relation'

describe('relationId', () => {
  it('reads the id of a populated document, an id, or digits from a form or query string', () => {
    expect(relationId({ id: 12, title: 'x' })).toBe(12)
    expect(relationId(12)).toBe(12)
    expect(relationId('12')).toBe(12)
    expect(relationId({ id: '7' })).toBe(7)
  })

  it('is null for anything that is not a positive whole id', () => {
    for (const value of [
      null,
      undefined,
      '',
      'abc',
      '1e3',
      '-3',
      0,
      -1,
      1.5,
      Number.NaN,
      true,
      {},
      { id: 'x' },
      { id: 0 },
      [3],
    ]) {
      expect(relationId(value), JSON.stringify(value)).toBeNull()
    }
  })

  it('keeps the valid ids of a has-many relationship', () => {
    expect(relationIds([1, { id: 2 }, '3', null, { id: 'no' }, 0])).toEqual([1, 2, 3])
    expect(relationIds('1,2')).toEqual([])
  })
})
