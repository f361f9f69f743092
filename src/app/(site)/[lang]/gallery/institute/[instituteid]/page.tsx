import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd } from '@/seo/structured-data'

import { GalleryPage } from '@/components/GalleryPage'
import { NamedText } from '@/components/NamedText'
import { PageTitle } from '@/components/PageText'
import { galleryInstitution } from '../../params'
import { fill } from '@/i18n/format'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

type Props = { params: Promise<{ instituteid: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const inst = await galleryInstitution((await params).instituteid)
  return {
    title: t.gallery.instituteTitle(inst.name),
    description: fill(t.seo.galleryInstituteDescription, { name: inst.name }),
  }
}

export default async function GalleryInstitutePage({ params, searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const inst = await galleryInstitution((await params).instituteid)
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
      <GalleryPage
        filter={{ institution: inst.id }}
        page={(await searchParams).page}
        basePath={`/gallery/institute/${inst.id}`}
      />
      <LastUpdated date={await lastChanged(['gallery-images', 'albums'])} />
    </>
  )
}
