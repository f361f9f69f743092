import Image, { fromFile } from '@/components/Img'
import { Pagination } from '@/components/Pagination'
import { SiteLink as Link } from '@/components/SiteLink'
import { albumPath, listAlbums, type AlbumCard } from '@/content/gallery-pages'
import { imageSource } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { COLLAGE_PAGE_SIZE, pageOf } from '@/lib/paging'
import { ALBUM_COVER_SIZES } from '@/lib/photo-sizes'

/**
 * The albums of the gallery (of one institution, 0 the society's own, or all): a card each with
 * its cover, title, date and number of photos, linking to the album's page; 6 a page (as the year
 * collages), `href` the address of a page. Nothing when there is none.
 */
export async function AlbumList({
  institution,
  page,
  href,
}: {
  institution?: number
  page: unknown
  href: (page: number) => string
}) {
  const { lang, dict: t } = await getI18n()
  const all = await listAlbums(institution === undefined ? {} : { institution }, lang)
  if (all.length === 0) return null
  const { items: albums, page: shown, pages } = pageOf(all, page, COLLAGE_PAGE_SIZE)
  return (
    <section aria-labelledby="albums" className="mb-10" data-testid="albums">
      <h2 id="albums" className="mb-3 scroll-mt-16 text-xl font-bold text-brand">
        {t.gallery.albums}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {albums.map((a, i) => (
          <li key={a.id}>
            <AlbumCardView album={a} priority={i === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={shown} pages={pages} href={href} />
    </section>
  )
}

async function AlbumCardView({ album, priority }: { album: AlbumCard; priority: boolean }) {
  const { lang, dict: t } = await getI18n()
  const cover = album.cover
  return (
    <article className="relative overflow-hidden rounded-lg bg-white shadow" data-testid="album-card">
      {cover ? (
        <Image
          {...fromFile(imageSource(cover.image, 400))}
          alt=""
          width={400}
          height={267}
          sizes={ALBUM_COVER_SIZES}
          className="aspect-[3/2] w-full object-cover"
          priority={priority}
        />
      ) : (
        <p className="flex aspect-[3/2] items-center justify-center bg-paper text-muted">{t.fallback.noImage}</p>
      )}
      <div className="p-3">
        <h3 className="font-bold text-navy">
          {/* The whole card is the link's target; the title is its name. */}
          <Link href={albumPath(album.id)} className="after:absolute after:inset-0" lang={textLang(lang, album.title)}>
            {album.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={album.date.slice(0, 10)}>{formatDate(album.date)}</time> ·{' '}
          {t.gallery.photoCount(album.photos)}
        </p>
      </div>
    </article>
  )
}
