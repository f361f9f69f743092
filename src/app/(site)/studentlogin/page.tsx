import type { Metadata } from 'next'

import { PortalTable } from '@/components/PortalTable'
import { PageTitle } from '@/components/ui'
import { listPortalLinks } from '@/content/portal-links'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.studentlogin.title, description: t.studentlogin.description }

export default async function StudentLoginPage() {
  const links = await listPortalLinks('STUDENT-PORTAL')
  return (
    <>
      <PageTitle>{t.studentlogin.title}</PageTitle>
      <PortalTable links={links} instituteLabel={t.studentlogin.institute} actionLabel={t.studentlogin.action} linkText={t.studentlogin.login} />
    </>
  )
}
