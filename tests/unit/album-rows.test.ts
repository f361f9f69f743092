import { describe, expect, it } from 'vitest'

import { changedLocales, isUnsaved, mergeRows, moveRow, type Row } from '@/albums/admin/rows'

const row = (id: number, order: number, captions: Record<string, string>, saved = captions): Row => ({
  id,
  order,
  savedOrder: order,
  captions,
  savedCaptions: saved,
})

describe('the album grid’s rows', () => {
  it('names the languages whose caption was changed and not saved', () => {
    expect(changedLocales(row(1, 1, { en: 'Prize day', mr: 'बक्षीस' }, { en: 'Prize day', mr: '' }))).toEqual(['mr'])
    expect(changedLocales(row(1, 1, { en: 'Prize day' }))).toEqual([])
  })

  it('keeps what was typed in another language when the rows are read again after a language switch', () => {
    const typed = row(1, 1, { en: 'Prize day, edited' }, { en: 'Prize day' })
    const fresh = [row(1, 1, { mr: 'बक्षीस समारंभ' }), row(2, 2, { mr: '' })]
    const merged = mergeRows(fresh, [typed])
    expect(merged.map((r) => r.id)).toEqual([1, 2])
    expect(merged[0]!.captions).toEqual({ en: 'Prize day, edited', mr: 'बक्षीस समारंभ' })
    expect(changedLocales(merged[0]!)).toEqual(['en'])
  })

  it('drops photos removed meanwhile and keeps a new order', () => {
    const old = [row(1, 2, { en: 'a' }), row(2, 1, { en: 'b' })]
    const merged = mergeRows([row(2, 1, { en: 'b' })], old)
    expect(merged.map((r) => [r.id, r.order])).toEqual([[2, 1]])
  })

  it('moves a photo one place and renumbers; a move past either end changes nothing', () => {
    const rows = [row(1, 1, {}), row(2, 2, {}), row(3, 3, {})]
    const moved = moveRow(rows, 2, -1)
    expect(moved.map((r) => [r.id, r.order])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ])
    expect(moved.map(isUnsaved)).toEqual([false, true, true])
    expect(moveRow(rows, 0, -1)).toBe(rows)
    expect(moveRow(rows, 2, 1)).toBe(rows)
  })
})
