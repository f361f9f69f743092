import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GalleryGrid } from '@/components/GalleryGrid'
import { toItem } from '@/components/GalleryPage'
import { JsonLd } from '@/components/JsonLd'
import { LastUpdated } from '@/components/LastUpdated'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'
import { Pagination } from '@/components/Pagination'
import { SiteLink as Link } from '@/components/SiteLink'
import { PageTitle } from '@/components/PageText'
import { GENERAL_GALLERY } from '@/content/gallery'
import { albumPath, getAlbum } from '@/content/gallery-pages'
import { imageSource } from '@/content/media'
import { listInstitutions } from '@/content/institutions'
import { getSiteSettings } from '@/content/site-settings'
import { textLang } from '@/i18n/fallback'
import { fill } from '@/i18n/format'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { pageHref, requestedPage } from '@/lib/paging'
import { parsePositiveId } from '@/lib/whole-number'
import { pageMetadata } from '@/seo/metadata'
import { breadcrumbJsonLd } from '@/seo/structured-data'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string }> }

/** The album of the address (published, of the society or a published institution) and whose it is, or the site's 404. */
async function load(props: Props) {
  const { lang, dict: t } = await getI18n()
  const id = parsePositiveId((await props.params).id)
  const album = id === null ? null : await getAlbum(id, requestedPage((await props.searchParams).page), lang)
  if (!album) notFound()
  const owner =
    album.institutionId === GENERAL_GALLERY
      ? t.gallery.general
      : ((await listInstitutions(lang)).find((i) => i.id === album.institutionId)?.name ?? t.gallery.general)
  return { album, owner }
}

async function metadataOf(props: Props): Promise<Metadata> {
  const { album } = await load(props)
  const { lang, dict: t } = await getI18n()
  const settings = await getSiteSettings(lang)
  const cover = album.cover ? imageSource(album.cover.image, 600) : null
  return {
    title: album.title,
    description: fill(t.gallery.albumDescription, { title: album.title, date: formatDate(album.date) }),
    ...pageMetadata({
      lang,
      path: albumPath(album.id),
      siteName: settings.title,
      image: cover
        ? {
            url: cover.url,
            width: cover.width ?? 1200,
            height: cover.height ?? cover.width ?? 800,
            alt: album.cover!.image.alt || album.title,
          }
        : undefined,
    }),
  }
}

/**
 * /gallery/album/{id}: one album: its title, date and whose it is, then its photos (10 a page, as
 * every gallery grid) with their captions and the fullscreen viewer. The first photo is its cover
 * (on the gallery's album cards and in link previews).
 */
async function AlbumPage(props: Props) {
  const { lang, dict: t } = await getI18n()
  const { album, owner } = await load(props)
  const G = t.gallery
  return (
    <article data-testid="album">
      <JsonLd
        data={breadcrumbJsonLd(
          [
            [t.nav.home, '/'],
            [t.nav.gallery, '/gallery/all'],
            [album.title, albumPath(album.id)],
          ],
          lang,
        )}
      />
      <PageTitle
        intro={
          <>
            <time dateTime={album.date.slice(0, 10)} data-testid="album-date">
              {formatDate(album.date)}
            </time>
            {' · '}
            <span lang={textLang(lang, owner)}>{G.albumOf(owner)}</span>
            {' · '}
            {G.photoCount(album.total)}
          </>
        }
      >
        <span lang={textLang(lang, album.title)}>{album.title}</span>
      </PageTitle>
      <GalleryGrid
        items={album.items.map(toItem(lang))}
        labels={{
          open: G.open,
          viewer: G.viewer,
          close: G.close,
          previous: G.previous,
          next: G.next,
          counter: G.counter,
        }}
      />
      <Pagination page={album.page} pages={album.pages} href={(p) => pageHref(albumPath(album.id), p)} />
      <p className="mt-6">
        <Link
          href={album.institutionId === GENERAL_GALLERY ? '/gallery/all' : `/gallery/institute/${album.institutionId}`}
          className="font-semibold text-brand underline"
        >
          {G.backToGallery}
        </Link>
      </p>
      <LastUpdated date={album.updatedAt} />
    </article>
  )
}

// A missing album shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(AlbumPage)
