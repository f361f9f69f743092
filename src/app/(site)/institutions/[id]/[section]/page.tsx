import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { InstitutionView, loadInstitution } from '@/components/InstitutionView'
import { t } from '@/i18n'
import { INSTITUTION_SECTIONS, isInstitutionSection } from '@/lib/institution-sections'

type Props = { params: Promise<{ id: string; section: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, section } = await params
  const inst = await loadInstitution(id)
  const name = isInstitutionSection(section) ? t.institutions.sections[section] : ''
  return { title: `${name} – ${inst.name}`, description: `${name} of ${inst.name}, ${inst.address}.` }
}

/** /institutions/{id}/{section}: one of the 15 sections, with its own URL. */
export default async function InstitutionSectionPage({ params, searchParams }: Props) {
  const { id, section } = await params
  if (!isInstitutionSection(section)) notFound()
  // The first section lives at /institutions/{id}: one URL per page.
  if (section === INSTITUTION_SECTIONS[0]) redirect(`/institutions/${id}`)
  const inst = await loadInstitution(id)
  return <InstitutionView inst={inst} section={section} page={(await searchParams).page} />
}
