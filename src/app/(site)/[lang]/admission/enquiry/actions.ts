'use server'

import { headers } from 'next/headers'

import { submitEnquiryForm, type EnquiryFormState } from '@/admissions/filing'
import { getLang } from '@/i18n/server'

/**
 * The admission enquiry form's server action: what the browser posts, with or without JavaScript.
 * Next.js checks that the post comes from this site before calling it; the language is the page's.
 * The previous state is not used (without JavaScript it is whatever the client posts back).
 */
export async function submitEnquiry(_previous: EnquiryFormState, formData: FormData): Promise<EnquiryFormState> {
  return submitEnquiryForm(formData, await getLang(), await headers())
}
