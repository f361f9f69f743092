import type { Where } from 'payload'

import { cached } from './cache'
import { listInstitutions } from './institutions'
import { toMediaRef, type MediaRef } from './media'
import { findPublished, relationId } from './query'

/** Institution id 0 is the society's general gallery (images without an institution). */
export const GENERAL_GALLERY = 0

export type GalleryImage = { id: number; image: MediaRef; caption: string; academicYear: string; institutionId: number }

/**
 * Published gallery images, newest academic year first: of one institution (0 = general gallery)
 * and/or one academic year, or all of them.
 */
export const listGalleryImages = cached(
  async (filter: { institution?: number; year?: string } = {}): Promise<GalleryImage[]> => {
    const where: Where[] = []
    if (filter.institution === GENERAL_GALLERY) where.push({ institution: { exists: false } })
    else if (filter.institution !== undefined) where.push({ institution: { equals: filter.institution } })
    if (filter.year) where.push({ academicYear: { equals: filter.year } })
    const [docs, institutions] = await Promise.all([
      findPublished('gallery-images', { where: where.length ? { and: where } : undefined, sort: ['-academicYear', 'order', 'id'] }),
      listInstitutions(),
    ])
    // Photos of an institution that is not published stay hidden with it; the general gallery stays.
    const visible = new Set([GENERAL_GALLERY, ...institutions.map((i) => i.id)])
    return docs.flatMap((d) => {
      const image = toMediaRef(d.image)
      const institutionId = relationId(d.institution) ?? GENERAL_GALLERY
      if (!image || !visible.has(institutionId)) return []
      return [{ id: d.id, image, caption: d.caption ?? '', academicYear: d.academicYear, institutionId }]
    })
  },
  'gallery:list',
  ['gallery-images', 'institutions', 'media'],
)
