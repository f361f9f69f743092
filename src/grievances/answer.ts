import { getPayloadClient } from '@/content/payload'
import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { fill } from '@/i18n/format'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { logger } from '@/lib/logger'
import { clientAddress, takeToken } from '@/lib/rate-limit'

import { ANSWER_MAX, isClosed, mayAnswer } from './desk'
import { ANSWER_CONTEXT } from './history'
import { queueAnsweredNotice } from './jobs/emails'
import { hasControlCharacters } from './rules'
import { contactMatches, foundState, normalizeContact, normalizeReference, STATUS_SELECT } from './status'
import type { StatusFormState } from './status-state'

const text = (formData: FormData, name: string, max: number) => {
  const v = formData.get(name)
  return typeof v === 'string' ? v.slice(0, max) : ''
}

/**
 * The complainant answers on the status page, on the same reference: while the grievance is open,
 * and for ANSWER_WINDOW_DAYS after it is closed (src/grievances/desk.ts). The reference and the
 * contact are checked again exactly as the look-up checks them (the same limits, the same one
 * answer for every wrong combination). The answer goes into the grievance's history (the officers
 * read it there), a closed grievance is reopened (In progress), and the officers are mailed.
 */
export async function answerGrievance(formData: FormData, lang: Lang, headers: Headers): Promise<StatusFormState> {
  const T = getDictionary(lang).grievanceStatus
  const typedReference = text(formData, 'reference', 300)
  const typedContact = text(formData, 'contact', 300)
  const answer = text(formData, 'answer', ANSWER_MAX + 1).trim()
  const failed = (message: string): StatusFormState => ({ kind: 'failed', message, reference: typedReference, contact: typedContact })

  const reference = normalizeReference(typedReference)
  const contact = typedContact.trim()
  if (!reference || !contact) return failed(T.required)

  const address = clientAddress(headers)
  const waits = await Promise.all([takeToken('statusClient', address), takeToken('statusReference', `${address} ${reference}`)])
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
    const again = (answerError: string) => ({ ...foundState(found, lang, typedContact), answerError, answerText: answer })
    if (!mayAnswer(found)) return again(T.answerClosed)
    if (!answer) return again(T.answerRequired)
    if (answer.length > ANSWER_MAX) return again(fill(T.answerTooLong, { max: String(ANSWER_MAX) }))
    if (hasControlCharacters(answer)) return again(T.answerInvalid)

    const updated = await payload.update({
      collection: 'grievances',
      id: found.id,
      data: isClosed(found.status) ? { status: 'in-progress' } : {},
      depth: 0,
      overrideAccess: true,
      context: { [ANSWER_CONTEXT]: answer },
    })
    await queueAnsweredNotice(payload, found.id)
    return { ...foundState(updated, lang, typedContact), answered: isClosed(found.status) ? 'reopened' : 'sent' }
  } catch (error) {
    if (isDatabaseUnavailable(error)) logger.warn({ err: error }, 'grievance answer: database unavailable')
    else logger.error({ err: error }, 'grievance answer: failed')
    return failed(T.unavailable)
  }
}
