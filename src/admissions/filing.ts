import { randomInt } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import { formSecret } from '@/config/env'
import { getPayloadClient } from '@/content/payload'
import { PUBLISHED } from '@/content/query'
import type { Lang } from '@/i18n/lang'
import { databaseUnavailable, DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/db-errors'
import { fieldErrors } from '@/lib/field-errors'
import { checkFormToken } from '@/lib/form-token'
import { claimFormToken, releaseFormToken } from '@/services/form-token-store'
import { logger } from '@/services/logger'
import { clientAddress, complainantWait, takeToken } from '@/services/rate-limit'

import { enquiryOptions, isOffered } from './seats'
import { queueEnquiryMails } from './jobs'
import { ENQUIRY_FORM_FIELDS, enquiryMessages, enquirySchemaIn, type Enquiry, type EnquiryFormValues } from './rules'

/**
 * Filing an admission enquiry: the form's server action (src/app/(site)/[lang]/admission/actions.ts)
 * calls submitEnquiryForm, before the form's JavaScript arrives, without it and with it alike. The
 * grievance desk's defences, reused: the address's allowance (`enquiry`), the rules in the page's
 * language, the honeypot, the signed form token (too fast, expired, used once), the per-person
 * allowance (`enquirer`, by mobile and email), a published institution that takes enquiries for
 * that class and year. Nothing typed is logged, and database errors are stripped of the values.
 */

export type EnquiryFormState =
  | { kind: 'idle' }
  | { kind: 'sent'; reference: string }
  | { kind: 'failed'; message: string; errors: Record<string, string>; values: EnquiryFormValues }

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A reference the parent can quote: ADM-2026-4HT9QP. Random, so it reveals no count. */
export function newEnquiryReference(now: Date = new Date()): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `ADM-${now.getUTCFullYear()}-${code}`
}

export function enquiryValuesOf(formData: FormData): EnquiryFormValues {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  return Object.fromEntries(ENQUIRY_FORM_FIELDS.map((name) => [name, text(name)])) as EnquiryFormValues
}

async function storeEnquiry(payload: Payload, input: Enquiry): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; ; attempt++) {
    const reference = newEnquiryReference()
    try {
      const { id } = await payload.create({
        collection: 'admission-enquiries',
        overrideAccess: true,
        depth: 0,
        data: {
          reference,
          status: 'new',
          institution: input.institute_id,
          classSought: input.class,
          academicYear: input.year,
          childName: input.child_name,
          childDateOfBirth: input.child_dob,
          parentName: input.parent_name,
          email: input.email,
          mobile: input.mobile,
          language: input.language,
          message: input.message,
        },
      })
      return { id, reference }
    } catch (error) {
      const clash = error instanceof ValidationError && error.data.errors.some((e) => e.path === 'reference')
      if (clash && attempt < 2) continue
      // Database errors carry the inserted values: never pass them on to a log.
      const unavailable = databaseUnavailable(error)
      if (unavailable) throw new DatabaseUnavailableError(unavailable)
      throw new Error(
        `admission enquiry could not be stored (${error instanceof ValidationError ? 'validation' : 'database'} error)`,
      )
    }
  }
}

export async function submitEnquiryForm(formData: FormData, lang: Lang, headers: Headers): Promise<EnquiryFormState> {
  const M = enquiryMessages(lang)
  const values = enquiryValuesOf(formData)
  const failed = (message: string, errors: Record<string, string> = {}): EnquiryFormState => ({
    kind: 'failed',
    message,
    errors,
    values,
  })

  // Every attempt counts, valid or not.
  const wait = await takeToken('enquiry', clientAddress(headers))
  if (wait !== null) return failed(M.tooMany(Math.ceil(wait / 60)))

  const parsed = enquirySchemaIn(lang).safeParse({
    ...values,
    website: formData.get('website') ?? undefined,
    form_token: formData.get('form_token') ?? undefined,
  })
  if (!parsed.success) return failed(M.fixErrors, fieldErrors(parsed.error))
  const input = parsed.data
  if (input.website) return failed(M.fixErrors, { website: M.honeypot })
  const check = checkFormToken(input.form_token, formSecret())
  if (check === 'too-fast') return failed(M.tooFast)
  if (check !== 'ok') return failed(M.formExpired)

  try {
    const personWait = await complainantWait(input.mobile, input.email, 'enquirer')
    if (personWait !== null) return failed(M.tooMany(Math.ceil(personWait / 60)))
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({
      collection: 'institutions',
      where: { and: [PUBLISHED, { id: { equals: input.institute_id } }] },
    })
    if (!totalDocs) return failed(M.fixErrors, { institute_id: M.instituteUnknown })
    if (!isOffered(await enquiryOptions(payload, input.institute_id), input.class, input.year))
      return failed(M.fixErrors, { class: M.classClosed })
    // The token is claimed last, so a refusal the parent can correct does not use it up.
    if (!(await claimFormToken(payload, input.form_token))) return failed(M.formUsed)
    try {
      const { id, reference } = await storeEnquiry(payload, input)
      await queueEnquiryMails(payload, id)
      return { kind: 'sent', reference }
    } catch (error) {
      await releaseFormToken(payload, input.form_token).catch(() => undefined)
      throw error
    }
  } catch (error) {
    // The error never carries what was typed (storeEnquiry), so it may be logged.
    if (isDatabaseUnavailable(error)) logger.warn({ err: error }, 'admission enquiry: database unavailable')
    else logger.error({ err: error }, 'admission enquiry: filing failed')
    return failed(M.failed)
  }
}
