'use server'

import { headers } from 'next/headers'

import { lookUpEnquiryStatus, type EnquiryStatusState } from '@/admissions/status'
import { getLang } from '@/i18n/server'

/** The enquiry status page's server action (src/admissions/status.ts). */
export async function checkEnquiryStatus(
  _previous: EnquiryStatusState,
  formData: FormData,
): Promise<EnquiryStatusState> {
  return lookUpEnquiryStatus(formData, await getLang(), await headers())
}
