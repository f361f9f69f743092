'use server'

import { headers } from 'next/headers'

import { lookUpGrievanceStatus } from '@/grievances/status'
import type { StatusFormState } from '@/grievances/status-state'
import { getLang } from '@/i18n/server'

/**
 * The status form's server action: the reference and contact travel in the POST body, never in the
 * address. The previous state is not used (without JavaScript the browser posts it back, so it is
 * whatever the client says).
 */
export async function checkGrievanceStatus(_previous: StatusFormState, formData: FormData): Promise<StatusFormState> {
  return lookUpGrievanceStatus(formData, await getLang(), await headers())
}
