import { BadRequest, TooManyRequests } from '@/api-v1/envelope'
import { formSecret } from '@/config/env'
import { createGrievance, institutionExists } from '@/grievances/create'
import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { fieldErrors } from '@/lib/field-errors'
import { checkFormToken } from '@/lib/form-token'
import { claimFormToken, releaseFormToken } from '@/services/form-token-store'
import { getPayloadClient } from '@/content/payload'
import { grievanceMessages, grievanceSchemaIn, type Grievance } from '@/grievances/rules'
import { formValuesOf, type GrievanceFormState } from '@/grievances/form-state'
import { logger } from '@/services/logger'
import { clientAddress, complainantWait, takeToken, type LimitName } from '@/services/rate-limit'

/**
 * Filing a grievance, one way for both doors: POST /api/v1/complaint (the contract, and the form
 * once its JavaScript runs) and the form's server action (src/app/(site)/[lang]/grievances/actions.ts,
 * what a browser posts before the JavaScript arrives, or without it).
 */

/** The allowance per client address, shared by both doors (one person's attempts count once). */
export const GRIEVANCE_ADDRESS_LIMIT: LimitName = 'complaint'

/**
 * The checks that follow the rules (src/grievances/rules.ts), then the filing: the honeypot, the form
 * token, the per-person limit, the institution. Throws BadRequest / TooManyRequests, which the API
 * answers as 400 / 429 and the form shows as its messages.
 *
 * A form token files one grievance. The site's form always sends one, and its server action
 * requires it (`requireToken`); POST /api/v1/complaint keeps SPEC.md's contract, which has no
 * token, so there a token is checked and used up when given, and the API's limits hold the rest.
 * The token is claimed last, after every other check, so a refusal the complainant can correct
 * (a field, a limit) does not use it up; it is given back if the grievance cannot be stored.
 */
export async function fileGrievance(
  input: Grievance,
  lang: Lang,
  { requireToken = false } = {},
): Promise<{ reference: string }> {
  const M = grievanceMessages(lang)
  if (input.website) throw new BadRequest(M.fixErrors, { website: M.honeypot })
  const token = input.form_token
  if (token === undefined && requireToken) throw new BadRequest(M.formExpired)
  if (token !== undefined) {
    const check = checkFormToken(token, formSecret())
    if (check === 'too-fast') throw new BadRequest(M.tooFast)
    if (check !== 'ok') throw new BadRequest(M.formExpired)
  }
  // Per person too (the address's limit is the route's): one person cannot flood the desk from a
  // shared address, and a college behind one address is not locked out by one person.
  const wait = await complainantWait(input.mobile, input.email)
  if (wait !== null) throw new TooManyRequests(wait)
  if (!(await institutionExists(input.institute_id))) {
    throw new BadRequest(M.fixErrors, { institute_id: M.instituteUnknown })
  }
  if (token === undefined) return createGrievance(input, lang)
  const payload = await getPayloadClient()
  if (!(await claimFormToken(payload, token))) throw new BadRequest(M.formUsed)
  try {
    return await createGrievance(input, lang)
  } catch (error) {
    await releaseFormToken(payload, token).catch(() => undefined)
    throw error
  }
}

/**
 * The form's door: what /api/v1 does for POST /api/v1/complaint (the address's allowance, the
 * rules in the page's language, then fileGrievance), answered as the form's next state. What was
 * typed comes back with any refusal, to fill the form again; it travels only in this response's
 * body, never in an address.
 */
export async function submitGrievanceForm(
  formData: FormData,
  lang: Lang,
  headers: Headers,
): Promise<GrievanceFormState> {
  const M = grievanceMessages(lang)
  const values = formValuesOf(formData)
  const failed = (message: string, errors: Record<string, string> = {}): GrievanceFormState => ({
    kind: 'failed',
    message,
    errors,
    values,
  })

  // Every attempt counts, valid or not, as with the API (the same allowance: a flood cannot switch doors).
  const wait = await takeToken(GRIEVANCE_ADDRESS_LIMIT, clientAddress(headers))
  if (wait !== null) return failed(M.tooMany(Math.ceil(wait / 60)))

  const parsed = grievanceSchemaIn(lang).safeParse({
    ...values,
    website: formData.get('website') ?? undefined,
    form_token: formData.get('form_token') ?? undefined,
    tid: '1',
  })
  if (!parsed.success) return failed(M.fixErrors, fieldErrors(parsed.error))
  try {
    const { reference } = await fileGrievance(parsed.data, lang, { requireToken: true })
    return { kind: 'sent', reference }
  } catch (error) {
    if (error instanceof BadRequest) return failed(error.message, error.errors)
    if (error instanceof TooManyRequests) return failed(M.tooMany(Math.ceil(error.seconds / 60)))
    // The error never carries what was typed (src/grievances/create.ts), so it may be logged.
    if (isDatabaseUnavailable(error)) logger.warn({ err: error }, 'grievance form: database unavailable')
    else logger.error({ err: error }, 'grievance form: filing failed')
    return failed(getDictionary(lang).grievance.failed)
  }
}
