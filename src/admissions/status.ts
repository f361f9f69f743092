import { getPayloadClient } from '@/content/payload'
import type { Lang } from '@/i18n/lang'
import { fill } from '@/i18n/format'
import { contactMatches, normalizeContact, normalizeReference } from '@/lib/contact-match'
import { formatDate } from '@/lib/dates'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { logger } from '@/services/logger'
import { clientAddress, takeToken } from '@/services/rate-limit'

import { className } from './desk'
import { enquiryTexts } from './texts'

/**
 * The enquiry status page (/admission/status), as the grievances' (src/grievances/status.ts): the
 * reference and the mobile number or email given, compared in constant time (src/lib/contact-match.ts);
 * every wrong combination gets one answer; the same per-address and per-reference allowances.
 */
export type EnquiryStatusState =
  | { kind: 'idle' }
  | {
      kind: 'found'
      reference: string
      status: string
      filed: string
      due: string
      school: string
      classYear: string
      reply: string
    }
  | { kind: 'failed'; message: string; reference: string; contact: string }

const text = (formData: FormData, name: string) => {
  const v = formData.get(name)
  return typeof v === 'string' ? v.slice(0, 300) : ''
}

export async function lookUpEnquiryStatus(
  formData: FormData,
  lang: Lang,
  headers: Headers,
): Promise<EnquiryStatusState> {
  const T = enquiryTexts(lang)
  const typedReference = text(formData, 'reference')
  const typedContact = text(formData, 'contact')
  const failed = (message: string): EnquiryStatusState => ({
    kind: 'failed',
    message,
    reference: typedReference,
    contact: typedContact,
  })
  const reference = normalizeReference(typedReference)
  const contact = typedContact.trim()
  if (!reference || !contact) return failed(T.statusRequired)

  const address = clientAddress(headers)
  const waits = await Promise.all([
    takeToken('statusClient', address),
    takeToken('statusReference', `${address} ${reference}`),
  ])
  const wait = Math.max(...waits.map((w) => w ?? 0))
  if (wait > 0) return failed(fill(T.statusTooMany, { minutes: String(Math.ceil(wait / 60)) }))

  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'admission-enquiries',
      where: { reference: { equals: reference } },
      select: {
        reference: true,
        status: true,
        createdAt: true,
        dueAt: true,
        reply: true,
        email: true,
        mobile: true,
        institution: true,
        classSought: true,
        academicYear: true,
      },
      populate: { institutions: { name: true } },
      locale: lang,
      fallbackLocale: 'en',
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const found = docs[0] ?? null
    if (!contactMatches(normalizeContact(contact), found) || !found) return failed(T.statusNotFound)
    const school = typeof found.institution === 'object' && found.institution ? found.institution.name : ''
    return {
      kind: 'found',
      reference: found.reference,
      status: T.statuses[found.status as keyof typeof T.statuses] ?? found.status,
      filed: formatDate(found.createdAt),
      due: found.status === 'new' ? formatDate(found.dueAt) : '',
      school,
      classYear: `${className(found.classSought, lang)}, ${found.academicYear}`,
      reply: found.reply ?? '',
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) logger.warn({ err: error }, 'enquiry status: database unavailable')
    else logger.error({ err: error }, 'enquiry status: look-up failed')
    return failed(T.statusUnavailable)
  }
}
