import { byAcademicYearDesc } from '@/lib/academic-year'
import { COLLAGE_IMAGES } from '@/lib/paging'

import { GENERAL_GALLERY, type GalleryImage } from './gallery'

export type Collage = { year: string; institutionId: number; images: GalleryImage[] }

/**
 * Group gallery images into one collage per institution and academic year: the general gallery (0)
 * first, then institutions in the given order; years newest first by the second part of the code;
 * up to COLLAGE_IMAGES images each.
 */
export function collagesByInstitution(images: GalleryImage[], institutionOrder: number[]): Map<number, Collage[]> {
  const byInst = new Map<number, Map<string, GalleryImage[]>>()
  for (const img of images) {
    const years = byInst.get(img.institutionId) ?? new Map<string, GalleryImage[]>()
    years.set(img.academicYear, [...(years.get(img.academicYear) ?? []), img])
    byInst.set(img.institutionId, years)
  }
  const order = [GENERAL_GALLERY, ...institutionOrder.filter((id) => id !== GENERAL_GALLERY)]
  const out = new Map<number, Collage[]>()
  for (const id of order) {
    const years = byInst.get(id)
    if (!years) continue
    out.set(
      id,
      [...years.keys()].sort(byAcademicYearDesc).map((year) => ({ year, institutionId: id, images: years.get(year)!.slice(0, COLLAGE_IMAGES) })),
    )
  }
  return out
}
