import { parseWholeNumber } from './whole-number'

/**
 * Paging of the public lists: each page of a list is read from the database on its own
 * (src/content/query.ts, `findPublishedPage`), so a page costs the same whatever the list's length.
 * The page is in the address (`?page=n`), with plain links (src/components/Pagination.tsx).
 */

/** Page sizes of SPEC.md section 9. */
export const GALLERY_PAGE_SIZE = 10
export const COLLAGE_PAGE_SIZE = 6
export const COLLAGE_IMAGES = 4

/** Page sizes of the other lists (cards come in rows of 1, 2 or 3). */
export const NOTICE_PAGE_SIZE = 20
export const ACHIEVEMENT_PAGE_SIZE = 12
export const MEDIA_TALK_PAGE_SIZE = 10
export const AWARD_PAGE_SIZE = 12
export const RTI_PAGE_SIZE = 20
export const LINK_PAGE_SIZE = 30

/**
 * The largest page number looked for: above it, the last page is shown all the same (the rule
 * below), without an offset the database would have to compute.
 */
export const MAX_REQUESTED_PAGE = 1_000_000

/**
 * The page a `?page=` value asks for. The rule of every public list: anything that is not a plain
 * whole number of 1 or more (`0`, `-1`, `abc`, `1e9`, `01`, empty, missing) is page 1; a page past
 * the last shows the last page (`clampPage`). Never an error: a visitor who typed a page number
 * still sees the list. A repeated parameter counts by its first value.
 */
export function requestedPage(raw: unknown): number {
  const value = Array.isArray(raw) ? raw[0] : raw
  return Math.min(parseWholeNumber(value) ?? 1, MAX_REQUESTED_PAGE)
}

/** The number of pages of `total` items, at least 1 (an empty list has one, empty, page). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

/** The page to show: the requested one, or the last one when it asks past the end. */
export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, page), pages)

/** One page of a list read from the database: its items, its number, and how many pages and items the list has. */
export type Page<T> = {
  items: T[]
  page: number
  pages: number
  total: number
  /** The newest change among the page's items, where the content function knows it ("Last updated"). */
  updatedAt?: string | null
}

/** One page of a list already in memory (short lists built from a few documents, e.g. an institution's collages). */
export function pageOf<T>(items: readonly T[], requested: unknown, size: number): Page<T> {
  const pages = pageCount(items.length, size)
  const page = clampPage(requestedPage(requested), pages)
  return { page, pages, total: items.length, items: items.slice((page - 1) * size, page * size) }
}

/**
 * The address of page `page` of a list at `path`, keeping the list's other parameters (`keep`:
 * a notice tab, an academic year); page 1 is the address without `page`.
 */
export function pageHref(path: string, page: number, keep: Record<string, string | undefined> = {}, hash = ''): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(keep)) if (value) query.set(name, value)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return `${path}${search ? `?${search}` : ''}${hash}`
}
