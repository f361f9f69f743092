import { randomInt } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import { queueGrievanceEmails } from '@/grievances/jobs/emails'
import { databaseUnavailable, DatabaseUnavailableError } from '@/lib/db-errors'
import type { Grievance } from '@/grievances/rules'
import type { Lang } from '@/i18n/lang'

import { getPayloadClient } from '@/content/payload'
import { PUBLISHED } from '@/content/query'

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A reference the complainant can quote: GRV-2026-7KQ2MX. Random, so it reveals no count. */
export function newGrievanceReference(now: Date = new Date()): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `GRV-${now.getUTCFullYear()}-${code}`
}

export async function institutionExists(id: number): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'institutions',
    where: { and: [PUBLISHED, { id: { equals: id } }] },
  })
  return totalDocs > 0
}

/**
 * Store a validated grievance, with the language of the pages (or API locale) it was filed in, and
 * queue its mail (when SMTP is configured); returns its reference.
 */
export async function createGrievance(input: Grievance, lang: Lang = 'en'): Promise<{ reference: string }> {
  const payload = await getPayloadClient()
  const { id, reference } = await storeGrievance(payload, input, lang)
  // Acknowledgement and officer notification go out from the jobs queue, never in this request.
  await queueGrievanceEmails(payload, id)
  return { reference }
}

async function storeGrievance(
  payload: Payload,
  input: Grievance,
  lang: Lang,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; ; attempt++) {
    const reference = newGrievanceReference()
    try {
      const { id } = await payload.create({
        collection: 'grievances',
        overrideAccess: true,
        data: {
          reference,
          status: 'new',
          institution: input.institute_id,
          issueType: input.type,
          firstName: input.name,
          lastName: input.mname,
          dateOfBirth: input.dob,
          enrollmentNumber: input.enrollment || undefined,
          email: input.email,
          mobile: input.mobile,
          message: input.message,
          language: lang,
        },
      })
      return { id, reference }
    } catch (error) {
      // A clash of random references is astronomically rare; try a fresh one, then give up.
      const clash = error instanceof ValidationError && error.data.errors.some((e) => e.path === 'reference')
      if (clash && attempt < 2) continue
      // Database errors carry the inserted values (name, email, mobile ...): never pass them on to a log.
      // A locked or read-only database keeps only its kind, so that the visitor is asked to retry (503).
      const unavailable = databaseUnavailable(error)
      if (unavailable) throw new DatabaseUnavailableError(unavailable)
      throw new Error(
        `grievance could not be stored (${error instanceof ValidationError ? 'validation' : 'database'} error)`,
      )
    }
  }
}
