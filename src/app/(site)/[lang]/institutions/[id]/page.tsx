import type { Metadata } from 'next'

import { InstitutionView, loadInstitution } from '@/components/InstitutionView'
import { getI18n } from '@/i18n/server'
import { INSTITUTION_SECTIONS } from '@/lib/institution-sections'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const inst = await loadInstitution((await params).id)
  return { title: inst.name, description: `${inst.name}, ${inst.address}: ${t.institutions.sections['school-information']}.` }
}

/** /institutions/{id}: the first section, School Information. */
export default async function InstitutionPage({ params }: Props) {
  const inst = await loadInstitution((await params).id)
  return <InstitutionView inst={inst} section={INSTITUTION_SECTIONS[0]} />
}
