import type { Metadata } from 'next'

import { GalleryPage } from '@/components/GalleryPage'
import { PageTitle } from '@/components/ui'
import { galleryYear } from '../params'
import { getI18n } from '@/i18n/server'

type Props = { params: Promise<{ year: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const { year } = await params
  return { title: t.gallery.yearTitle(year), description: t.gallery.description }
}

export default async function GalleryYearPage({ params, searchParams }: Props) {
  const { dict: t } = await getI18n()
  const year = galleryYear((await params).year)
  return (
    <>
      <PageTitle>{t.gallery.yearTitle(year)}</PageTitle>
      <GalleryPage filter={{ year }} page={(await searchParams).page} basePath={`/gallery/${year}`} />
    </>
  )
}
