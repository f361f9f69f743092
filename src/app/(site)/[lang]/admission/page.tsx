import type { Metadata } from 'next'

import { EnquiryLink } from '@/admissions/EnquiryLink'
import { PortalTable } from '@/components/PortalTable'
import { PageTitle } from '@/components/PageText'
import { listPortalLinks } from '@/content/portal-links'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.admission.title, description: t.admission.description }
}

export default async function AdmissionPage() {
  const { lang, dict: t } = await getI18n()
  const links = await listPortalLinks('ADMISSION-PORTAL', lang)
  return (
    <>
      <PageTitle>{t.admission.title}</PageTitle>
      <PortalTable
        links={links}
        instituteLabel={t.admission.institute}
        actionLabel={t.admission.action}
        linkText={t.admission.apply}
      />
      <EnquiryLink lang={lang} level={2} />
      <LastUpdated date={await lastChanged(['portal-links'])} />
    </>
  )
}
