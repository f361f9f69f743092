import type { Metadata } from 'next'

import { AlbumList } from '@/components/AlbumList'
import { CollageCard } from '@/components/CollageCard'
import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle } from '@/components/PageText'
import { GENERAL_GALLERY } from '@/content/gallery'
import { listAlbums, listCollages, listGalleryYears } from '@/content/gallery-pages'
import { listInstitutions } from '@/content/institutions'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { COLLAGE_PAGE_SIZE, pageHref, pageOf } from '@/lib/paging'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.gallery.title, description: t.gallery.description }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The albums (newest first, ?albums=n), then per-institution grids of year collages, the society's
 * general gallery first; 6 cards per page
 * each (?p<id>=n, one page number per institution, kept when another institution's page changes).
 * The years come from one grouped query, and only the photos of the collages shown are read.
 */
export default async function GalleryAllPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const [galleries, institutions, albums, query] = await Promise.all([
    listGalleryYears(),
    listInstitutions(lang),
    listAlbums({}, lang),
    searchParams,
  ])
  const names = new Map(institutions.map((i) => [i.id, i.name]))
  const groups = galleries.map(([id, years]) => ({ id, ...pageOf(years, query[`p${id}`], COLLAGE_PAGE_SIZE) }))
  const collages = await listCollages(
    groups.flatMap((g) => g.items.map((year) => [g.id, year] as [number, string])),
    lang,
  )
  // The other galleries' pages stay where they are when one gallery's page changes.
  const kept: Record<string, string | undefined> = {
    ...Object.fromEntries(groups.filter((g) => g.page > 1).map((g) => [`p${g.id}`, String(g.page)])),
    albums: typeof query.albums === 'string' ? query.albums : undefined,
  }
  const href = (id: number, n: number) =>
    pageHref('/gallery/all', 1, { ...kept, [`p${id}`]: n > 1 ? String(n) : undefined }, `#gallery-${id}`)

  return (
    <>
      <PageTitle>{t.gallery.title}</PageTitle>
      <AlbumList
        page={query.albums}
        href={(n) => pageHref('/gallery/all', 1, { ...kept, albums: n > 1 ? String(n) : undefined }, '#albums')}
      />
      {groups.length === 0 && <Empty />}
      <div className="space-y-10">
        {groups.map(({ id, page, pages }, groupIndex) => {
          const name = id === GENERAL_GALLERY ? t.gallery.general : (names.get(id) ?? '')
          return (
            <section key={id} aria-labelledby={`gallery-${id}`} data-testid="gallery-institution">
              <h2
                id={`gallery-${id}`}
                lang={textLang(lang, name)}
                className="mb-3 scroll-mt-16 text-xl font-bold text-brand"
              >
                {name}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {collages
                  .filter((c) => c.institutionId === id)
                  .map((c, i) => (
                    <li key={c.year}>
                      {/* The first album's cover comes first and is the largest paint when there
                          are albums; then the collages are below the fold and wait their turn. */}
                      <CollageCard collage={c} priority={albums.length === 0 && groupIndex === 0 && i === 0} />
                    </li>
                  ))}
              </ul>
              <Pagination page={page} pages={pages} href={(n) => href(id, n)} />
            </section>
          )
        })}
      </div>
      <LastUpdated date={await lastChanged(['gallery-images', 'albums'])} />
    </>
  )
}
