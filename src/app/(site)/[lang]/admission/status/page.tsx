import type { Metadata } from 'next'

import { EnquiryStatusForm } from '@/admissions/EnquiryStatusForm'
import { enquiryTexts } from '@/admissions/texts'
import { PageTitle } from '@/components/PageText'
import { getI18n } from '@/i18n/server'

import { checkEnquiryStatus } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const { lang } = await getI18n()
  const T = enquiryTexts(lang)
  // A form page with answers for one person: nothing for search engines to keep.
  return { title: T.statusTitle, description: T.statusIntro, robots: { index: false } }
}

export default async function EnquiryStatusPage() {
  const { lang } = await getI18n()
  const T = enquiryTexts(lang)
  return (
    <>
      <PageTitle intro={T.statusIntro}>{T.statusTitle}</PageTitle>
      <EnquiryStatusForm labels={T} action={checkEnquiryStatus} lang={lang} />
    </>
  )
}
