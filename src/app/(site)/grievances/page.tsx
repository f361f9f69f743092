import type { Metadata } from 'next'

import { GrievanceForm } from '@/components/GrievanceForm'
import { PageTitle } from '@/components/ui'
import { listInstitutions } from '@/content/institutions'
import { formSecret } from '@/config/env'
import { t } from '@/i18n'
import { issueFormToken } from '@/lib/form-token'

export const metadata: Metadata = { title: t.grievance.title, description: t.grievance.description }

export default async function GrievancesPage() {
  const institutes = (await listInstitutions()).map((i) => ({ id: i.id, name: i.name }))
  return (
    <>
      <PageTitle intro={t.grievance.intro}>{t.grievance.title}</PageTitle>
      <noscript>
        <p className="mb-4 rounded border border-red-700 bg-red-50 p-4">{t.grievance.noScript}</p>
      </noscript>
      <GrievanceForm institutes={institutes} formToken={issueFormToken(formSecret())} lang="en" />
    </>
  )
}
