/**
 * A whole number of 1 or more written plainly (digits only: no sign, no leading zero, no spaces, no
 * exponent), at most `max`; anything else is null. The one rule for numbers read from addresses:
 * ids, `?page=` of the public lists (src/lib/paging.ts) and `page`/`limit` of /api/v1
 * (src/api-v1/paging.ts).
 */
export function parseWholeNumber(raw: unknown, max: number = Number.MAX_SAFE_INTEGER): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 1 && raw <= max ? raw : null
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const n = Number(raw)
  return Number.isSafeInteger(n) && n <= max ? n : null
}

/** The largest id an address may name (ids are SQL integers). */
export const MAX_ID = 999_999_999

/** An id from an address (/institutions/{id}, /notices/{id}): a positive whole number, or null. */
export function parsePositiveId(raw: unknown): number | null {
  return parseWholeNumber(raw, MAX_ID)
}
