import type { Metadata } from 'next'

import { CollageCard } from '@/components/CollageCard'
import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle } from '@/components/ui'
import { GENERAL_GALLERY, listGalleryImages } from '@/content/gallery'
import { collagesByInstitution } from '@/content/gallery-collages'
import { listInstitutions } from '@/content/institutions'
import { getI18n } from '@/i18n/server'
import { COLLAGE_PAGE_SIZE, pageOf } from '@/lib/paging'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.gallery.title, description: t.gallery.description }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Per-institution grids of year collages, the society's general gallery first; 6 cards per page each (?p<id>=n). */
export default async function GalleryAllPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const [images, institutions, query] = await Promise.all([listGalleryImages({ lang }), listInstitutions(lang), searchParams])
  const names = new Map(institutions.map((i) => [i.id, i.name]))
  const groups = collagesByInstitution(images, institutions.map((i) => i.id))

  return (
    <>
      <PageTitle>{t.gallery.title}</PageTitle>
      {groups.size === 0 && <Empty />}
      <div className="space-y-10">
        {[...groups].map(([id, collages], groupIndex) => {
          const { page, pages, items } = pageOf(collages, query[`p${id}`], COLLAGE_PAGE_SIZE)
          const name = id === GENERAL_GALLERY ? t.gallery.general : (names.get(id) ?? '')
          return (
            <section key={id} aria-labelledby={`gallery-${id}`} data-testid="gallery-institution">
              <h2 id={`gallery-${id}`} className="mb-3 text-xl font-bold text-brand">
                {name}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((c, i) => (
                  <li key={c.year}>
                    <CollageCard collage={c} priority={groupIndex === 0 && i === 0} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pages={pages} href={(n) => `/gallery/all?p${id}=${n}#gallery-${id}`} />
            </section>
          )
        })}
      </div>
    </>
  )
}
