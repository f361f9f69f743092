/** Page sizes of SPEC.md section 9. */
export const GALLERY_PAGE_SIZE = 10
export const COLLAGE_PAGE_SIZE = 6
export const COLLAGE_IMAGES = 4

/** A 1-based page number from a query value: anything else is page 1; past the end is the last page. */
export function pageOf<T>(items: T[], requested: unknown, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const raw = Array.isArray(requested) ? requested[0] : requested
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  const page = Math.min(Math.max(1, n), pages)
  return { page, pages, items: items.slice((page - 1) * size, page * size) }
}
