import type { Metadata } from 'next'

import { PortalTable } from '@/components/PortalTable'
import { PageTitle } from '@/components/ui'
import { listPortalLinks } from '@/content/portal-links'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.admission.title, description: t.admission.description }

export default async function AdmissionPage() {
  const links = await listPortalLinks('ADMISSION-PORTAL')
  return (
    <>
      <PageTitle>{t.admission.title}</PageTitle>
      <PortalTable links={links} instituteLabel={t.admission.institute} actionLabel={t.admission.action} linkText={t.admission.apply} />
    </>
  )
}
