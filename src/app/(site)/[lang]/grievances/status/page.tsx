import type { Metadata } from 'next'

import { SiteLink } from '@/components/SiteLink'
import { PageTitle } from '@/components/PageText'
import { StatusForm } from '@/grievances/StatusForm'
import { getI18n } from '@/i18n/server'

import { checkGrievanceStatus } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  // A form page with answers for one person: nothing for search engines to keep.
  return { title: t.grievanceStatus.title, description: t.grievanceStatus.description, robots: { index: false } }
}

export default async function GrievanceStatusPage() {
  const { lang, dict: t } = await getI18n()
  return (
    <>
      <PageTitle intro={t.grievanceStatus.intro}>{t.grievanceStatus.title}</PageTitle>
      <StatusForm labels={t.grievanceStatus} action={checkGrievanceStatus} lang={lang} />
      <p className="mt-6">
        <SiteLink href="/grievances" className="font-semibold text-brand underline">
          {t.grievanceStatus.fileNew}
        </SiteLink>
      </p>
    </>
  )
}
