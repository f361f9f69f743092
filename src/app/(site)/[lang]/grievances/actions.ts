'use server'

import { headers } from 'next/headers'

import { getLang } from '@/i18n/server'
import { submitGrievanceForm } from '@/grievances/filing'
import type { GrievanceFormState } from '@/grievances/form-state'

/**
 * The grievance form's server action: what the browser posts (method POST, the fields in the body)
 * when the form is submitted before its JavaScript runs, or without it. Next.js checks that the
 * post comes from this site (Origin against Host) before calling it; the filing is the API's
 * (src/grievances/filing.ts), with the same limits. The language is the page's, from its address.
 * The previous state is not used: without JavaScript the browser posts it back from a hidden
 * field, so it is whatever the client says.
 */
export async function submitGrievance(_previous: GrievanceFormState, formData: FormData): Promise<GrievanceFormState> {
  return submitGrievanceForm(formData, await getLang(), await headers())
}
