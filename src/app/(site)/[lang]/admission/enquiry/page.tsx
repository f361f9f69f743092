import type { Metadata } from 'next'

import { ClassSeats } from '@/admissions/ClassSeats'
import { EnquiryForm } from '@/admissions/EnquiryForm'
import { enquirySchools } from '@/admissions/seats'
import { enquiryTexts } from '@/admissions/texts'
import { SiteLink } from '@/components/SiteLink'
import { PageTitle } from '@/components/PageText'
import { formSecret } from '@/config/env'
import { getI18n } from '@/i18n/server'
import { issueFormToken } from '@/lib/form-token'
import { parsePositiveId } from '@/lib/whole-number'

import { submitEnquiry } from './actions'

type Props = { searchParams: Promise<{ school?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const { lang } = await getI18n()
  const T = enquiryTexts(lang)
  return { title: T.formTitle, description: T.formIntro }
}

/**
 * /admission/enquiry: the admission enquiry form. `?school={id}` (the link on a school's Admission
 * section) chooses the school; without it the parent chooses. Never kept by the page cache: the
 * form carries a single-use token (page-cache/response-cache.mjs).
 */
export default async function AdmissionEnquiryPage({ searchParams }: Props) {
  const { lang } = await getI18n()
  const T = enquiryTexts(lang)
  const schools = await enquirySchools(lang)
  const raw = (await searchParams).school
  const id = parsePositiveId(typeof raw === 'string' ? raw : '')
  const school = schools.find((s) => s.id === id)
  return (
    <>
      <PageTitle intro={T.formIntro}>{school ? `${T.formTitle}: ${school.name}` : T.formTitle}</PageTitle>
      <p className="mb-4">
        <SiteLink href="/admission/status" className="font-semibold text-brand underline">
          {T.checkStatus}
        </SiteLink>
      </p>
      {school && <ClassSeats offers={school.offers} lang={lang} />}
      <EnquiryForm
        schools={school ? [school] : schools}
        school={school?.id}
        formToken={issueFormToken(formSecret())}
        lang={lang}
        labels={T}
        action={submitEnquiry}
        path={school ? `/admission/enquiry?school=${school.id}` : '/admission/enquiry'}
      />
    </>
  )
}
