import type { Payload } from 'payload'

import { getPayloadClient } from '@/content/payload'
import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { fill } from '@/i18n/format'
import { formatDate } from '@/lib/dates'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { logger } from '@/services/logger'
import { clientAddress, takeToken } from '@/services/rate-limit'
import { contactMatches, normalizeContact, normalizeReference } from '@/lib/contact-match'

import { answerDeadline, isClosed, isOverdue, mayAnswer } from './workflow'
import type { StatusFormState } from './status-state'

/**
 * The public status page (/grievances/status): the complainant gives the reference and the mobile
 * number or email they filed with, and sees the status, the dates and the officer's reply.
 *
 * - Every wrong combination (no such reference, another person's contact, an erased grievance)
 *   gets one and the same answer, so the page cannot tell anyone that a reference exists.
 * - The contact is compared in constant time (SHA-256 digests with timingSafeEqual), and a
 *   reference that does not exist is compared against a stand-in, so the time taken says nothing either.
 * - Limited per client address, and per reference from each address (src/services/rate-limit.ts).
 *   Not per reference alone: then anyone who knows a reference could lock its complainant out with
 *   a few wrong look-ups. Guessing stays bounded by each address's allowance; the contact is a
 *   ten-digit mobile number or a whole email address, too many to guess from a few addresses.
 */

export { contactMatches, normalizeContact, normalizeReference } from '@/lib/contact-match'

/** What the look-up reads of a grievance: what the complainant may see, and the contact to check. */
export const STATUS_SELECT = {
  reference: true,
  status: true,
  createdAt: true,
  dueAt: true,
  closedAt: true,
  reply: true,
  email: true,
  mobile: true,
  erasedAt: true,
} as const

type Found = {
  reference: string
  status: string
  createdAt: string
  dueAt?: string | null
  closedAt?: string | null
  reply?: string | null
  erasedAt?: string | null
}

/**
 * The page's answer for a grievance whose reference and contact matched. It carries the contact as
 * the person typed it (back to them only, in the response body) so that the answer form can send it again.
 */
export function foundState(
  found: Found,
  lang: Lang,
  contact: string,
  now: Date = new Date(),
): Extract<StatusFormState, { kind: 'found' }> {
  const T = getDictionary(lang).grievanceStatus
  const status = T.statuses[found.status as keyof typeof T.statuses] ?? found.status
  const closed = isClosed(found.status)
  const answerable = mayAnswer(found, now)
  return {
    kind: 'found',
    reference: found.reference,
    contact,
    status,
    filed: formatDate(found.createdAt),
    due: formatDate(found.dueAt),
    closed: closed ? formatDate(found.closedAt) : '',
    reply: found.reply ?? '',
    overdue: isOverdue(found),
    // Until when a closed grievance may still be answered ('' when open, or too late).
    answerUntil: closed && answerable && found.closedAt ? formatDate(answerDeadline(found.closedAt)) : '',
    mayAnswer: answerable,
  }
}

const text = (formData: FormData, name: string) => {
  const v = formData.get(name)
  return typeof v === 'string' ? v.slice(0, 300) : ''
}

/** A grievance whose reference and contact matched, with what the person typed. */
export type Matched = { payload: Payload; found: Found & { id: number }; typedReference: string; typedContact: string }
type Failed = (message: string) => StatusFormState

/**
 * What every request that names a grievance by reference and contact passes, the look-up and the
 * complainant's answer alike: both given, the per-address and per-reference limits, and a grievance
 * with that reference, not erased, whose email or mobile is the contact. Every wrong combination
 * gets the same one answer (`notFound`). Then `handle` runs; a database error (there or here) is
 * logged under `task` and the person is told the desk is unavailable.
 */
export async function withMatchedGrievance(
  formData: FormData,
  lang: Lang,
  headers: Headers,
  task: string,
  handle: (matched: Matched, failed: Failed) => Promise<StatusFormState>,
): Promise<StatusFormState> {
  const T = getDictionary(lang).grievanceStatus
  const typedReference = text(formData, 'reference')
  const typedContact = text(formData, 'contact')
  const failed: Failed = (message) => ({ kind: 'failed', message, reference: typedReference, contact: typedContact })

  const reference = normalizeReference(typedReference)
  const contact = typedContact.trim()
  if (!reference || !contact) return failed(T.required)

  const address = clientAddress(headers)
  const waits = await Promise.all([
    takeToken('statusClient', address),
    takeToken('statusReference', `${address} ${reference}`),
  ])
  const wait = Math.max(...waits.map((w) => w ?? 0))
  if (wait > 0) return failed(fill(T.tooMany, { minutes: String(Math.ceil(wait / 60)) }))

  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'grievances',
      where: { reference: { equals: reference } },
      select: STATUS_SELECT,
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const found = docs[0] && !docs[0].erasedAt ? docs[0] : null
    if (!contactMatches(normalizeContact(contact), found) || !found) return failed(T.notFound)
    return await handle({ payload, found, typedReference, typedContact }, failed)
  } catch (error) {
    if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${task}: database unavailable`)
    else logger.error({ err: error }, `${task}: failed`)
    return failed(T.unavailable)
  }
}

export function lookUpGrievanceStatus(formData: FormData, lang: Lang, headers: Headers): Promise<StatusFormState> {
  return withMatchedGrievance(formData, lang, headers, 'grievance status', async ({ found, typedContact }) =>
    foundState(found, lang, typedContact),
  )
}
