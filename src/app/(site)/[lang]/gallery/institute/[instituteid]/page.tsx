import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd } from '@/seo/structured-data'

import { AlbumList } from '@/components/AlbumList'
import { GalleryPage } from '@/components/GalleryPage'
import { pageHref } from '@/lib/paging'
import { NamedText } from '@/components/NamedText'
import { PageTitle } from '@/components/PageText'
import { galleryInstitution } from '../../params'
import { fill } from '@/i18n/format'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ instituteid: string }>; searchParams: Promise<{ page?: string; albums?: string }> }

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const inst = await galleryInstitution((await params).instituteid)
  return {
    title: t.gallery.instituteTitle(inst.name),
    description: fill(t.seo.galleryInstituteDescription, { name: inst.name }),
  }
}

async function GalleryInstitutePage({ params, searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const inst = await galleryInstitution((await params).instituteid)
  const query = await searchParams
  const base = `/gallery/institute/${inst.id}`
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            [t.nav.home, '/'],
            [t.nav.gallery, '/gallery/all'],
            [t.gallery.instituteTitle(inst.name), `/gallery/institute/${inst.id}`],
          ],
          lang,
        )}
      />
      <PageTitle>
        <NamedText text={t.gallery.instituteTitle} name={inst.name} lang={lang} />
      </PageTitle>
      <AlbumList
        institution={inst.id}
        page={query.albums}
        href={(n) => pageHref(base, 1, { page: query.page, albums: n > 1 ? String(n) : undefined }, '#albums')}
      />
      <GalleryPage filter={{ institution: inst.id }} page={query.page} basePath={base} />
      <LastUpdated date={await lastChanged(['gallery-images', 'albums'])} />
    </>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(GalleryInstitutePage)
