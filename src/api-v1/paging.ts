/**
 * Optional paging of /api/v1 list reads: `page` and `limit` query parameters, applied by
 * the router (src/api-v1/router.ts) to the array a list route's handler returns, so every list
 * path takes them. The envelope stays `{ success: 1, data: [...] }`; the full count is the
 * `X-Total-Count` header of every list answer. Without `page` and `limit`, `data` is the whole list,
 * exactly as SPEC.md section 7's clients read it. One-row routes (`single`) and POSTs ignore both.
 */

import { parseWholeNumber } from '@/lib/whole-number'

/** The most rows one page may ask for (`limit`). */
export const MAX_LIMIT = 100
/** Rows per page when `page` is given without `limit`. */
export const DEFAULT_LIMIT = 20
/** The largest `page` accepted (a whole number JavaScript holds exactly). */
export const MAX_PAGE = Number.MAX_SAFE_INTEGER

/** The header of every list answer: how many rows the whole list has. */
export const TOTAL_HEADER = 'X-Total-Count'

export const PAGE_MESSAGE = 'page must be a whole number of 1 or more.'
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LIMIT}.`

export type Paging = { page: number; limit: number }

/** Digits only, no sign, no leading zero, no spaces (the rule of every number in an address). */
const wholeNumber = parseWholeNumber

/**
 * The paging a request asks for: null when it gives neither `page` nor `limit` (the whole list),
 * or the per-field errors (`errors.page`, `errors.limit`) of invalid values. The first value of a
 * repeated parameter counts, as for every other query parameter.
 */
export function parsePaging(search: URLSearchParams): { paging: Paging | null } | { errors: Record<string, string> } {
  const rawPage = search.get('page')
  const rawLimit = search.get('limit')
  if (rawPage === null && rawLimit === null) return { paging: null }
  const errors: Record<string, string> = {}
  const page = rawPage === null ? 1 : wholeNumber(rawPage, MAX_PAGE)
  const limit = rawLimit === null ? DEFAULT_LIMIT : wholeNumber(rawLimit, MAX_LIMIT)
  if (page === null) errors.page = PAGE_MESSAGE
  if (limit === null) errors.limit = LIMIT_MESSAGE
  if (page === null || limit === null) return { errors }
  return { paging: { page, limit } }
}

/** One page of a list: rows (page-1)·limit … page·limit-1; an empty array beyond the last page. */
export function pageOf<T>(rows: T[], { page, limit }: Paging): T[] {
  const start = (page - 1) * limit
  return start >= rows.length ? [] : rows.slice(start, start + limit)
}
