/**
 * The album grid's rows (AlbumPhotos.tsx): each photo with its captions per language, as saved and as
 * being edited, and its order. Pure functions of their arguments (tests/unit/album-rows.test.ts).
 */

/** Captions per language code ({ en: '…', mr: '…' }), of the languages read so far. */
export type Captions = Record<string, string>
export type Photo = {
  id: number
  caption: string | null
  order: number
  _status?: string
  image?: { url?: string; alt?: string; sizes?: { card?: { url?: string | null } } } | number | null
}
export type Row = Omit<Photo, 'caption'> & { captions: Captions; savedCaptions: Captions; savedOrder: number }

/** The languages whose caption the editor changed and has not saved yet. */
export const changedLocales = (r: Row) =>
  Object.keys({ ...r.captions, ...r.savedCaptions }).filter(
    (code) => (r.captions[code] ?? '') !== (r.savedCaptions[code] ?? ''),
  )

/**
 * Freshly read rows, keeping what the editor has not saved yet: captions typed in any language
 * (a language switch reads the rows again) and a new order; photos gone are dropped, new ones added
 * at the end (a drop gives them the highest order).
 */
export function mergeRows(fresh: Row[], old: Row[]): Row[] {
  if (old.length === 0) return fresh
  const byId = new Map(fresh.map((f) => [f.id, f]))
  const kept = old
    .filter((o) => byId.has(o.id))
    .map((o) => {
      const f = byId.get(o.id)!
      const edits = Object.fromEntries(changedLocales(o).map((code) => [code, o.captions[code] ?? '']))
      return {
        ...f,
        order: o.order,
        captions: { ...o.savedCaptions, ...f.captions, ...edits },
        savedCaptions: { ...o.savedCaptions, ...f.savedCaptions },
      }
    })
  return [...kept, ...fresh.filter((f) => !old.some((o) => o.id === f.id))]
}

/** The rows with the one at `index` moved by `delta` places (a move past either end changes nothing), renumbered. */
export function moveRow(rows: Row[], index: number, delta: number): Row[] {
  const to = index + delta
  if (to < 0 || to >= rows.length) return rows
  const copy = [...rows]
  ;[copy[index], copy[to]] = [copy[to]!, copy[index]!]
  return copy.map((r, i) => ({ ...r, order: i + 1 }))
}

/** A row's caption edits or new place not saved yet. */
export const isUnsaved = (r: Row, index: number) => changedLocales(r).length > 0 || index + 1 !== r.savedOrder

export const thumb = (p: Pick<Photo, 'image'>) =>
  p.image && typeof p.image === 'object' ? p.image.sizes?.card?.url || p.image.url : undefined
