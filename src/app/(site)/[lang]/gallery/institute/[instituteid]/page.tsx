import type { Metadata } from 'next'

import { GalleryPage } from '@/components/GalleryPage'
import { PageTitle } from '@/components/ui'
import { galleryInstitution } from '../../params'
import { getI18n } from '@/i18n/server'

type Props = { params: Promise<{ instituteid: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const inst = await galleryInstitution((await params).instituteid)
  return { title: t.gallery.instituteTitle(inst.name), description: t.gallery.description }
}

export default async function GalleryInstitutePage({ params, searchParams }: Props) {
  const { dict: t } = await getI18n()
  const inst = await galleryInstitution((await params).instituteid)
  return (
    <>
      <PageTitle>{t.gallery.instituteTitle(inst.name)}</PageTitle>
      <GalleryPage filter={{ institution: inst.id }} page={(await searchParams).page} basePath={`/gallery/institute/${inst.id}`} />
    </>
  )
}
