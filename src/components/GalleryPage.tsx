import { GalleryGrid, type GalleryItem } from '@/components/GalleryGrid'
import { Pagination } from '@/components/Pagination'
import { Empty } from '@/components/ui'
import type { GalleryImage } from '@/content/gallery'
import { imageSource, publicFileUrl } from '@/content/media'
import { GALLERY_PAGE_SIZE, pageOf } from '@/lib/paging'

const toItem = (g: GalleryImage): GalleryItem => ({
  id: g.id,
  url: publicFileUrl(g.image),
  thumb: imageSource(g.image, 300).url,
  large: imageSource(g.image, 800).url,
  alt: g.image.alt || g.caption,
  caption: g.caption,
  width: g.image.width,
  height: g.image.height,
})

/** A page of gallery photos (10 per page, SPEC.md section 9) with the fullscreen viewer. */
export function GalleryPage({ images, page, basePath }: { images: GalleryImage[]; page: unknown; basePath: string }) {
  const { page: n, pages, items } = pageOf(images, page, GALLERY_PAGE_SIZE)
  if (images.length === 0) return <Empty />
  return (
    <>
      <GalleryGrid items={items.map(toItem)} />
      <Pagination page={n} pages={pages} href={(p) => `${basePath}?page=${p}`} />
    </>
  )
}
