import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd } from '@/seo/structured-data'

import { GalleryPage } from '@/components/GalleryPage'
import { PageTitle } from '@/components/PageText'
import { galleryYear } from '../params'
import { fill } from '@/i18n/format'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ year: string }>; searchParams: Promise<{ page?: string }> }

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const { year } = await params
  return { title: t.gallery.yearTitle(year), description: fill(t.seo.galleryYearDescription, { year }) }
}

async function GalleryYearPage({ params, searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const year = galleryYear((await params).year)
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            [t.nav.home, '/'],
            [t.nav.gallery, '/gallery/all'],
            [t.gallery.yearTitle(year), `/gallery/${year}`],
          ],
          lang,
        )}
      />
      <PageTitle>{t.gallery.yearTitle(year)}</PageTitle>
      <GalleryPage filter={{ year }} page={(await searchParams).page} basePath={`/gallery/${year}`} />
      <LastUpdated date={await lastChanged(['gallery-images', 'albums'])} />
    </>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(GalleryYearPage)
