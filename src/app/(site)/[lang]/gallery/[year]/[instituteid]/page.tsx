import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd } from '@/seo/structured-data'

import { GalleryPage } from '@/components/GalleryPage'
import { NamedText } from '@/components/NamedText'
import { PageTitle } from '@/components/PageText'
import { galleryInstitution, galleryYear } from '../../params'
import { fill } from '@/i18n/format'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ year: string; instituteid: string }>; searchParams: Promise<{ page?: string }> }

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const { year, instituteid } = await params
  const inst = await galleryInstitution(instituteid)
  return {
    title: t.gallery.imagesOf(inst.name, year),
    description: fill(t.seo.galleryImagesDescription, { name: inst.name, year }),
  }
}

async function GalleryYearInstitutePage({ params, searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const { year: rawYear, instituteid } = await params
  const year = galleryYear(rawYear)
  const inst = await galleryInstitution(instituteid)
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            [t.nav.home, '/'],
            [t.nav.gallery, '/gallery/all'],
            [t.gallery.yearTitle(year), `/gallery/${year}`],
            [t.gallery.imagesOf(inst.name, year), `/gallery/${year}/${inst.id}`],
          ],
          lang,
        )}
      />
      <PageTitle>
        <NamedText text={(name) => t.gallery.imagesOf(name, year)} name={inst.name} lang={lang} />
      </PageTitle>
      <GalleryPage
        filter={{ institution: inst.id, year }}
        page={(await searchParams).page}
        basePath={`/gallery/${year}/${inst.id}`}
      />
      <LastUpdated date={await lastChanged(['gallery-images', 'albums'])} />
    </>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(GalleryYearInstitutePage)
