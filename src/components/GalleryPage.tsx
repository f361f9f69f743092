import { GalleryGrid, type GalleryItem } from '@/components/GalleryGrid'
import { fromFile, imgAttributes } from '@/components/Img'
import { Pagination } from '@/components/Pagination'
import { Empty } from '@/components/PageText'
import type { GalleryImage } from '@/content/gallery'
import { listGalleryPage, type GalleryFilter } from '@/content/gallery-pages'
import { imageSource, publicFileUrl } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { pageHref, requestedPage } from '@/lib/paging'

export const toItem =
  (lang: Lang) =>
  (g: GalleryImage, i: number): GalleryItem => ({
    id: g.id,
    url: publicFileUrl(g.image),
    thumb: imgAttributes({
      ...fromFile(imageSource(g.image, 300)),
      width: 400,
      height: 267,
      sizes: '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw',
      // The first row on a phone is the largest paint: fetched at once, not when laid out.
      priority: i < 2,
    }),
    large: imgAttributes({ ...fromFile(imageSource(g.image, 800)), fill: true, sizes: '100vw' }),
    alt: g.image.alt || g.caption,
    caption: g.caption,
    lang: textLang(lang, g.caption || g.image.alt),
    altLang: textLang(lang, g.image.alt || g.caption),
    width: g.image.width,
    height: g.image.height,
  })

/**
 * A page of gallery photos (10 per page, SPEC.md section 9; the database reads only that page) with
 * the fullscreen viewer; `page` is the address's `?page=` value.
 */
export async function GalleryPage({
  filter,
  page,
  basePath,
}: {
  filter: GalleryFilter
  page: unknown
  basePath: string
}) {
  const { lang, dict } = await getI18n()
  const { page: n, pages, items, total } = await listGalleryPage(filter, requestedPage(page), lang)
  if (total === 0) return <Empty />
  const G = dict.gallery
  return (
    <>
      <GalleryGrid
        items={items.map(toItem(lang))}
        labels={{
          open: G.open,
          viewer: G.viewer,
          close: G.close,
          previous: G.previous,
          next: G.next,
          counter: G.counter,
        }}
      />
      <Pagination page={n} pages={pages} href={(p) => pageHref(basePath, p)} />
    </>
  )
}
