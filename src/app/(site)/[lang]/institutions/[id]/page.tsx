import type { Metadata } from 'next'

import { InstitutionView, loadInstitution } from '@/components/InstitutionView'
import { getSiteSettings } from '@/content/site-settings'
import { getI18n } from '@/i18n/server'
import { logoImage, pageMetadata } from '@/seo/metadata'
import { DEFAULT_SECTION } from '@/lib/institution-sections'
import { SubscribeLink } from '@/subscriptions/SubscribeForm'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ id: string }> }

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { lang, dict: t } = await getI18n()
  const inst = await loadInstitution((await params).id)
  const settings = await getSiteSettings(lang)
  return {
    title: inst.name,
    description: `${inst.name}, ${inst.address}: ${t.institutions.sections['school-information']}.`,
    ...pageMetadata({
      lang,
      path: `/institutions/${inst.id}`,
      siteName: settings.title,
      image: logoImage(inst) ?? undefined,
    }),
  }
}

/** /institutions/{id}: the first section, School Information. */
async function InstitutionPage({ params }: Props) {
  const { lang } = await getI18n()
  const inst = await loadInstitution((await params).id)
  return (
    <>
      <InstitutionView inst={inst} section={DEFAULT_SECTION} />
      <SubscribeLink lang={lang} institution={inst.id} />
    </>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(InstitutionPage)
