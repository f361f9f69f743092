import { describe, expect, it } from 'vitest'

import type { GalleryImage } from '@/content/gallery'
import { collagesByInstitution } from '@/content/gallery-collages'

const img = (id: number, institutionId: number, academicYear: string): GalleryImage => ({
  id,
  institutionId,
  academicYear,
  caption: `c${id}`,
  image: { url: `/x/${id}.webp`, alt: '', width: 800, height: 533, mimeType: 'image/webp', sizes: [] },
})

describe('collagesByInstitution', () => {
  it('puts the general gallery first, then institutions in order, years newest first, 4 images each', () => {
    const images = [
      img(1, 5, '2023-2024'),
      ...Array.from({ length: 6 }, (_, i) => img(10 + i, 0, '2025-2026')),
      img(2, 3, '2024-2025'),
      img(3, 0, '2024-2025'),
      img(4, 5, '2025-2026'),
    ]
    const result = collagesByInstitution(images, [3, 5])
    expect([...result.keys()]).toEqual([0, 3, 5])
    expect(result.get(0)!.map((c) => c.year)).toEqual(['2025-2026', '2024-2025'])
    expect(result.get(0)![0]!.images).toHaveLength(4)
    expect(result.get(5)!.map((c) => c.year)).toEqual(['2025-2026', '2023-2024'])
  })
})
