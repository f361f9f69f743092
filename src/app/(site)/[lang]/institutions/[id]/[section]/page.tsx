import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { InstitutionView, loadInstitution } from '@/components/InstitutionView'
import { localePath } from '@/i18n/paths'
import { getSiteSettings } from '@/content/site-settings'
import { getI18n } from '@/i18n/server'
import { logoImage, pageMetadata } from '@/seo/metadata'
import { DEFAULT_SECTION, isInstitutionSection } from '@/lib/institution-sections'
import { SubscribeLink } from '@/subscriptions/SubscribeForm'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ id: string; section: string }>; searchParams: Promise<{ page?: string }> }

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { lang, dict: t } = await getI18n()
  const { id, section } = await params
  const inst = await loadInstitution(id)
  const name = isInstitutionSection(section) ? t.institutions.sections[section] : ''
  const settings = await getSiteSettings(lang)
  return {
    title: `${name} – ${inst.name}`,
    description: `${inst.name}, ${inst.address}: ${name}.`,
    ...pageMetadata({
      lang,
      path: `/institutions/${inst.id}/${section}`,
      siteName: settings.title,
      image: logoImage(inst) ?? undefined,
    }),
  }
}

/** /institutions/{id}/{section}: one of the 15 sections, with its own URL. */
async function InstitutionSectionPage({ params, searchParams }: Props) {
  const { lang } = await getI18n()
  const { id, section } = await params
  if (!isInstitutionSection(section)) notFound()
  // The first section lives at /institutions/{id}: one URL per page.
  if (section === DEFAULT_SECTION) redirect(localePath(lang, `/institutions/${id}`))
  const inst = await loadInstitution(id)
  return (
    <>
      <InstitutionView inst={inst} section={section} page={(await searchParams).page} />
      <SubscribeLink lang={lang} institution={inst.id} />
    </>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(InstitutionSectionPage)
