import type { Metadata } from 'next'

import { PortalTable } from '@/components/PortalTable'
import { PageTitle } from '@/components/PageText'
import { listPortalLinks } from '@/content/portal-links'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.studentlogin.title, description: t.studentlogin.description }
}

export default async function StudentLoginPage() {
  const { lang, dict: t } = await getI18n()
  const links = await listPortalLinks('STUDENT-PORTAL', lang)
  return (
    <>
      <PageTitle>{t.studentlogin.title}</PageTitle>
      <PortalTable
        links={links}
        instituteLabel={t.studentlogin.institute}
        actionLabel={t.studentlogin.action}
        linkText={t.studentlogin.login}
      />
      <LastUpdated date={await lastChanged(['portal-links'])} />
    </>
  )
}
