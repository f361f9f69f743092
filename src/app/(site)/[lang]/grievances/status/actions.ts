'use server'

import { headers } from 'next/headers'

import { answerGrievance } from '@/grievances/answer'
import { lookUpGrievanceStatus } from '@/grievances/status'
import type { StatusFormState } from '@/grievances/status-state'
import { getLang } from '@/i18n/server'

/**
 * The status form's server action: the reference and contact travel in the POST body, never in the
 * address. The previous state is not used (without JavaScript the browser posts it back, so it is
 * whatever the client says). The same action takes the complainant's answer (`intent=answer`),
 * which checks the reference and contact again.
 */
export async function checkGrievanceStatus(_previous: StatusFormState, formData: FormData): Promise<StatusFormState> {
  if (formData.get('intent') === 'answer') return answerGrievance(formData, await getLang(), await headers())
  return lookUpGrievanceStatus(formData, await getLang(), await headers())
}
