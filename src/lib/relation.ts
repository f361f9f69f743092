/**
 * The id of a relationship's value: a populated document, or the id itself (a number, or digits as
 * a form or a query string gives it). Anything else, and an id that is not a positive whole number,
 * is null.
 */
export function relationId(value: unknown): number | null {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The ids of a has-many relationship (ids or populated documents); anything else is none. */
export const relationIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(relationId).filter((id): id is number => id !== null) : []
