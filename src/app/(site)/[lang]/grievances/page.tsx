import type { Metadata } from 'next'

import { GrievanceForm } from '@/grievances/GrievanceForm'
import { SiteLink } from '@/components/SiteLink'
import { PageTitle } from '@/components/PageText'
import { listInstitutions } from '@/content/institutions'
import { formSecret } from '@/config/env'
import { getI18n } from '@/i18n/server'
import { issueFormToken } from '@/lib/form-token'

import { submitGrievance } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.grievance.title, description: t.grievance.description }
}

export default async function GrievancesPage() {
  const { lang, dict: t } = await getI18n()
  const institutes = (await listInstitutions(lang)).map((i) => ({ id: i.id, name: i.name }))
  return (
    <>
      <PageTitle intro={t.grievance.intro}>{t.grievance.title}</PageTitle>
      <p className="mb-4">
        <SiteLink href="/grievances/status" className="font-semibold text-brand underline">
          {t.grievanceStatus.checkStatus}
        </SiteLink>
      </p>
      <GrievanceForm
        institutes={institutes}
        formToken={issueFormToken(formSecret())}
        lang={lang}
        labels={t.grievance}
        action={submitGrievance}
      />
    </>
  )
}
