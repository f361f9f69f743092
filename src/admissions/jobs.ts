import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { assignedInstitutions } from '@/access/roles'
import { sendMail } from '@/config/email'
import { env } from '@/config/env'
import { mailSender } from '@/config/mail-senders'
import { EMAIL_QUEUE } from '@/grievances/jobs/emails'
import { RETENTION_QUEUE } from '@/grievances/jobs/retention'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { formatDate, formatDateTime } from '@/lib/dates'
import { logger } from '@/services/logger'
import { isPlainEmail } from '@/lib/person-fields'

import { className, ENQUIRY_LANGUAGES, ENQUIRY_RETENTION_DAYS, enquiryLang } from './desk'
import { enquiryTexts } from './texts'

/**
 * Mail about an admission enquiry, sent from Payload's jobs queue so that the form and the desk
 * never wait for a mail server: the acknowledgement to the parent and a notice to the school's
 * admissions office when it is filed, and the desk's reply to the parent. The parent's mails are in
 * the language they chose. Jobs hold only the enquiry's id; errors name no recipient.
 */

type Input = { input: { enquiry: number }; output: { sent: number } }

/** The enquiry status page in a language, absolute (the mails link to it). */
export const enquiryStatusUrl = (lang: Lang) => `${env.siteUrl}${localePath(lang, '/admission/status')}`

const MAIL = {
  en: {
    hello: 'Hello,',
    ackSubject: (ref: string) => `Your admission enquiry ${ref} has been received`,
    ackFiled: (ref: string) =>
      `An admission enquiry was sent from our website with this email address. Its reference number is ${ref}.`,
    asSubmitted: 'As submitted:',
    child: "Child's name",
    school: 'School or college',
    classYear: 'Class and year',
    filed: 'Sent',
    next: (due: string) =>
      `What happens next: the school's admissions office will answer you by email by ${due}. It may also call you on the mobile number given.`,
    status: 'You can see its status and the answer with this reference and the mobile number or email given:',
    notYou: 'If you did not send this enquiry, you can ignore this mail.',
    replySubject: (ref: string) => `Answer to your admission enquiry ${ref}`,
    replyAbout: (ref: string) =>
      `This is the answer to the admission enquiry ${ref}, sent from our website with this email address.`,
    reply: 'Answer from the admissions office:',
    signature: 'Admissions office',
  },
  mr: {
    hello: 'नमस्कार,',
    ackSubject: (ref: string) => `आपली प्रवेश चौकशी ${ref} प्राप्त झाली आहे`,
    ackFiled: (ref: string) =>
      `आमच्या संकेतस्थळावरून या ई-मेल पत्त्याने प्रवेशाबाबत चौकशी पाठवली गेली आहे. तिचा संदर्भ क्रमांक ${ref} आहे.`,
    asSubmitted: 'पाठवलेली माहिती:',
    child: 'पाल्याचे नाव',
    school: 'शाळा/महाविद्यालय',
    classYear: 'इयत्ता आणि वर्ष',
    filed: 'पाठवल्याची वेळ',
    next: (due: string) =>
      `पुढे काय: शाळेचे प्रवेश कार्यालय ${due} पर्यंत आपल्याला ई-मेलने उत्तर देईल. दिलेल्या मोबाइल क्रमांकावर फोनही येऊ शकतो.`,
    status: 'चौकशीची सद्यस्थिती आणि उत्तर पाहण्यासाठी हा संदर्भ क्रमांक आणि दिलेला मोबाइल क्रमांक किंवा ई-मेल येथे भरा:',
    notYou: 'ही चौकशी आपण पाठवली नसल्यास या ई-मेलकडे दुर्लक्ष करा.',
    replySubject: (ref: string) => `आपल्या प्रवेश चौकशीला उत्तर: ${ref}`,
    replyAbout: (ref: string) => `आमच्या संकेतस्थळावरून या ई-मेल पत्त्याने पाठवलेल्या प्रवेश चौकशीचे (संदर्भ क्रमांक ${ref}) हे उत्तर आहे.`,
    reply: 'प्रवेश कार्यालयाचे उत्तर:',
    signature: 'प्रवेश कार्यालय',
  },
} as const

type AckInput = {
  reference: string
  childName: string
  classSought: string
  academicYear: string
  institution?: unknown
  createdAt: string
  dueAt?: string | null
}

const institutionName = (value: unknown) =>
  typeof value === 'object' && value && 'name' in value ? String(value.name) : ''

/**
 * The acknowledgement: the site's words, with what the parent typed only after a label, in quotes
 * (anyone can type any address into the form). The question itself is not repeated.
 */
export function enquiryAcknowledgement(e: AckInput, lang: Lang): { subject: string; text: string } {
  const M = MAIL[lang]
  const school = institutionName(e.institution)
  return {
    subject: M.ackSubject(e.reference),
    text: [
      M.hello,
      '',
      M.ackFiled(e.reference),
      '',
      M.asSubmitted,
      `  ${M.child}: "${e.childName}"`,
      ...(school ? [`  ${M.school}: ${school}`] : []),
      `  ${M.classYear}: ${className(e.classSought, lang)}, ${e.academicYear}`,
      `  ${M.filed}: ${formatDateTime(e.createdAt, { zone: true })}`,
      '',
      M.next(formatDate(e.dueAt)),
      '',
      M.status,
      enquiryStatusUrl(lang),
      '',
      M.notYou,
      '',
      M.signature,
      ...(school ? [school] : []),
      env.siteUrl,
    ].join('\n'),
  }
}

/** The desk's reply to the parent, in the enquiry's language. */
export function enquiryReply(
  e: { reference: string; status: string; reply?: string | null; institution?: unknown },
  lang: Lang,
): { subject: string; text: string } {
  const M = MAIL[lang]
  const school = institutionName(e.institution)
  return {
    subject: M.replySubject(e.reference),
    text: [
      M.hello,
      '',
      M.replyAbout(e.reference),
      '',
      `  ${enquiryTexts(lang).statusLabel}: ${enquiryTexts(lang).statuses[e.status as 'new'] ?? e.status}`,
      '',
      M.reply,
      '',
      String(e.reply ?? '').trim(),
      '',
      M.status,
      enquiryStatusUrl(lang),
      '',
      M.signature,
      ...(school ? [school] : []),
      env.siteUrl,
    ].join('\n'),
  }
}

async function loadEnquiry(payload: Payload, id: number) {
  const base = await payload.findByID({
    collection: 'admission-enquiries',
    id,
    depth: 0,
    select: { language: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!base) return null
  const lang = enquiryLang(base)
  // The school's name in the parent's language (English where it has none).
  const doc = await payload.findByID({
    collection: 'admission-enquiries',
    id,
    depth: 1,
    locale: lang,
    fallbackLocale: 'en',
    populate: { institutions: { name: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? { doc, lang } : null
}

export const enquiryAcknowledgementTask: TaskConfig<Input> = {
  slug: 'admissionAcknowledgement',
  label: 'Admission enquiry: acknowledgement to the parent',
  inputSchema: [{ name: 'enquiry', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const found = await loadEnquiry(req.payload, input.enquiry)
    if (!found || !isPlainEmail(found.doc.email)) return { output: { sent: 0 } }
    const { subject, text } = enquiryAcknowledgement(found.doc, found.lang)
    await sendMail(req.payload, 'the enquiry acknowledgement', {
      to: found.doc.email,
      from: mailSender('admissions', found.lang),
      subject,
      text,
    })
    return { output: { sent: 1 } }
  },
}

export const enquiryReplyTask: TaskConfig<Input> = {
  slug: 'admissionReply',
  label: 'Admission enquiry: the reply mailed to the parent',
  inputSchema: [{ name: 'enquiry', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const found = await loadEnquiry(req.payload, input.enquiry)
    // What the enquiry says when the mail goes out (a later save may have changed the reply).
    if (!found || !isPlainEmail(found.doc.email) || !String(found.doc.reply ?? '').trim())
      return { output: { sent: 0 } }
    const { subject, text } = enquiryReply(found.doc, found.lang)
    await sendMail(req.payload, 'the enquiry reply', {
      to: found.doc.email,
      from: mailSender('admissions', found.lang),
      subject,
      text,
    })
    return { output: { sent: 1 } }
  },
}

/** The school's admissions office: the editors assigned to it; else the administrators. */
export async function enquiryRecipients(payload: Payload, institution: number): Promise<string[]> {
  const find = (role: 'editor' | 'admin') =>
    payload.find({
      collection: 'users',
      where: { role: { equals: role } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
  const editors = (await find('editor')).docs.filter((u) => assignedInstitutions(u).includes(institution))
  if (editors.length) return editors.map((u) => u.email)
  return (await find('admin')).docs.map((u) => u.email)
}

export const enquiryStaffNoticeTask: TaskConfig<Input> = {
  slug: 'admissionStaffNotice',
  label: "Admission enquiry: notice to the school's admissions office",
  inputSchema: [{ name: 'enquiry', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const found = await loadEnquiry(req.payload, input.enquiry)
    if (!found) return { output: { sent: 0 } }
    const e = found.doc
    const institution = typeof e.institution === 'object' ? e.institution : null
    const to = await enquiryRecipients(req.payload, institution?.id ?? (e.institution as number))
    if (!to.length) return { output: { sent: 0 } }
    const language = ENQUIRY_LANGUAGES.find((l) => l.value === found.lang)!.label
    // Only what the office needs to find it: the parent's details stay in the admin.
    await sendMail(req.payload, 'the enquiry notice', {
      to,
      from: mailSender('office'),
      subject: `New admission enquiry ${e.reference}`,
      text: [
        'A new admission enquiry has been sent from the website.',
        '',
        `Reference: ${e.reference}`,
        `School: ${institution?.name ?? e.institution}`,
        `Class and year: ${className(e.classSought)}, ${e.academicYear}`,
        `Language: ${language}. Write the reply in this language.`,
        `First answer due: ${formatDate(e.dueAt)}`,
        '',
        `Open it in the staff admin: ${env.siteUrl}/admin/collections/admission-enquiries/${e.id}`,
      ].join('\n'),
    })
    return { output: { sent: to.length } }
  },
}

/** Queue the acknowledgement and the office's notice of a new enquiry; never throws. */
export async function queueEnquiryMails(payload: Payload, enquiry: number): Promise<void> {
  if (!env.smtp) return
  try {
    for (const task of ['admissionAcknowledgement', 'admissionStaffNotice'] as const) {
      await payload.jobs.queue({ task, queue: EMAIL_QUEUE, input: { enquiry } })
    }
  } catch (error) {
    logger.error({ err: error, enquiry }, 'admission enquiry mail could not be queued')
  }
}

/** After staff save an enquiry with a new reply: queue the mail to the parent (the hook set `repliedAt`). */
export const queueReplyMail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !env.smtp) return doc
  if (!doc.repliedAt || doc.repliedAt === previousDoc?.repliedAt) return doc
  try {
    await req.payload.jobs.queue({ task: 'admissionReply', queue: EMAIL_QUEUE, input: { enquiry: doc.id }, req })
  } catch (error) {
    logger.error({ err: error, enquiry: doc.id }, 'admission enquiry reply mail could not be queued')
  }
  return doc
}

const DAY = 24 * 60 * 60 * 1000

/** Delete the enquiries closed more than `days` ago, personal data and all; returns how many. */
export async function deleteExpiredEnquiries(
  payload: Payload,
  { now = new Date(), days = ENQUIRY_RETENTION_DAYS } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY).toISOString()
  const { docs } = await payload.delete({
    collection: 'admission-enquiries',
    where: { and: [{ status: { equals: 'closed' } }, { closedAt: { less_than: cutoff } }] },
    depth: 0,
    select: { reference: true },
    overrideAccess: true,
  })
  return docs.length
}

/** Daily at 02:40 (server time), in the retention queue beside the grievances' erasure. */
export const enquiryRetentionTask: TaskConfig<{ input: Record<string, never>; output: { deleted: number } }> = {
  slug: 'deleteExpiredEnquiries',
  label: 'Admission enquiries: delete those closed longer than the retention period',
  schedule: [{ cron: '40 2 * * *', queue: RETENTION_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  retries: 1,
  handler: async ({ req }) => {
    const deleted = await deleteExpiredEnquiries(req.payload)
    logger.info(
      { deleted, retentionDays: ENQUIRY_RETENTION_DAYS },
      'admission enquiries: closed ones past retention deleted',
    )
    return { output: { deleted } }
  },
}
