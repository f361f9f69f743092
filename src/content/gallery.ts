import type { Where } from 'payload'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished, relationId } from './query'
import { TAGS } from './tags'

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
    const docs = await findPublished('gallery-images', {
      where: where.length ? { and: where } : undefined,
      sort: ['-academicYear', 'order', 'id'],
    })
    return docs.flatMap((d) => {
      const image = toMediaRef(d.image)
      if (!image) return []
      return [{ id: d.id, image, caption: d.caption ?? '', academicYear: d.academicYear, institutionId: relationId(d.institution) ?? GENERAL_GALLERY }]
    })
  },
  'gallery:list',
  [TAGS.gallery],
)
