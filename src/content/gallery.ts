import type { Where } from 'payload'

import type { Lang } from '@/i18n/lang'

import { cached } from './cache'
import { listInstitutions } from './institutions'
import { toMediaRef, type MediaRef } from './media'
import { findAllPublished, findPublished, relationId } from './query'

/** Institution id 0 is the society's general gallery (images without an institution). */
export const GENERAL_GALLERY = 0

export type GalleryImage = { id: number; image: MediaRef; caption: string; academicYear: string; institutionId: number }

/**
 * Published gallery images, newest academic year first: of one institution (0 = general gallery)
 * and/or one academic year, or all of them. Within a year, the photos of albums come first (newest
 * album first, each in its own order), then the single photos by their order. A photo of an album
 * is shown only while its album is published.
 */
export const listGalleryImages = cached(
  async (filter: { institution?: number; year?: string; lang?: Lang } = {}): Promise<GalleryImage[]> => {
    const where: Where[] = []
    if (filter.institution === GENERAL_GALLERY) where.push({ institution: { exists: false } })
    else if (filter.institution !== undefined) where.push({ institution: { equals: filter.institution } })
    if (filter.year) where.push({ academicYear: { equals: filter.year } })
    const [institutions, albums] = await Promise.all([listInstitutions(), findPublished('albums', { depth: 0 })])
    // Photos of an institution that is not published stay hidden with it; the general gallery stays.
    const visible = new Set([GENERAL_GALLERY, ...institutions.map((i) => i.id)])
    const albumDate = new Map(albums.map((a) => [a.id, a.date]))
    const rows = await findAllPublished(
      'gallery-images',
      {
        where: where.length ? { and: where } : undefined,
        sort: ['-academicYear', 'order', 'id'],
        depth: 1,
        lang: filter.lang,
      },
      (d) => {
        const image = toMediaRef(d.image)
        const institutionId = relationId(d.institution) ?? GENERAL_GALLERY
        const album = relationId(d.album)
        if (!image || !visible.has(institutionId)) return []
        if (album !== null && !albumDate.has(album)) return []
        return [
          {
            row: { id: d.id, image, caption: d.caption ?? '', academicYear: d.academicYear, institutionId },
            album,
            order: d.order ?? 0,
          },
        ]
      },
    )
    // The query's order (year, order, id) decides ties; albums are grouped, newest first.
    const position = new Map(rows.map((r, i) => [r.row.id, i]))
    const key = (r: (typeof rows)[number]) =>
      r.album === null ? '' : `${albumDate.get(r.album)}#${String(r.album).padStart(12, '0')}`
    rows.sort((a, b) => {
      if (a.row.academicYear !== b.row.academicYear) return a.row.academicYear < b.row.academicYear ? 1 : -1
      const ka = key(a)
      const kb = key(b)
      if (ka !== kb) return ka === '' ? 1 : kb === '' ? -1 : ka < kb ? 1 : -1
      return position.get(a.row.id)! - position.get(b.row.id)!
    })
    return rows.map((r) => r.row)
  },
  'gallery:list',
  ['gallery-images', 'albums', 'institutions', 'media'],
)
