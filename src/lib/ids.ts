/** An id from an address (/institutions/{id}, /notices/{id}): a positive whole number, or null. */
export function parsePositiveId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 1 ? raw : null
  return typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null
}
