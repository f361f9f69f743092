import type { Metadata } from 'next'

import { DisclosureView } from '@/components/DisclosureView'
import { InstitutionView, loadInstitution } from '@/components/InstitutionView'
import { getSiteSettings } from '@/content/site-settings'
import { getI18n } from '@/i18n/server'
import { INSTITUTION_SECTIONS } from '@/lib/institution-sections'
import { logoImage, pageMetadata } from '@/seo/metadata'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, dict: t } = await getI18n()
  const inst = await loadInstitution((await params).id)
  const settings = await getSiteSettings(lang)
  return {
    title: `${t.disclosures.sectionTitle} – ${inst.name}`,
    description: `${inst.name}: ${t.disclosures.description}`,
    ...pageMetadata({ lang, path: `/institutions/${inst.id}/mandatory-disclosure`, siteName: settings.title, image: logoImage(inst) ?? undefined }),
  }
}

/** /institutions/{id}/mandatory-disclosure: the institution's mandatory disclosure, in its page's frame. */
export default async function MandatoryDisclosurePage({ params }: Props) {
  const { lang, dict: t } = await getI18n()
  const inst = await loadInstitution((await params).id)
  return (
    <InstitutionView
      inst={inst}
      section={INSTITUTION_SECTIONS[0]}
      extra={{ path: `/institutions/${inst.id}/mandatory-disclosure`, title: t.disclosures.sectionTitle, body: <DisclosureView institution={inst.id} lang={lang} /> }}
    />
  )
}
