/** The id of a populated relationship, or the id itself. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/** The ids of a has-many relationship (ids or populated documents); anything else is none. */
export const relationIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(relationId).filter((id): id is number => id !== null && Number.isInteger(id) && id > 0) : []
