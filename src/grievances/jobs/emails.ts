import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { officerWorks } from '@/access/roles'
import { sendMail } from '@/config/email'
import { mailSender } from '@/config/mail-senders'
import { env } from '@/config/env'
import { answerDeadline, ANSWER_WINDOW_DAYS, GRIEVANCE_LANGUAGES, isClosed, statusLabel } from '@/grievances/workflow'
import { isPlainEmail } from '@/grievances/rules'
import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { formatDate, formatDateTime } from '@/lib/dates'
import { logger } from '@/services/logger'

/**
 * Mail about a grievance, sent from Payload's jobs queue so that the public form and the desk never
 * wait for (or fail because of) a mail server: an acknowledgement with the reference to the
 * complainant and a notification to the grievance officers of the institution when it is filed;
 * the reply or closing to the complainant; a notification to the officers when the complainant
 * answers. The complainant's mails are in the language the grievance was filed in. Jobs hold only the
 * grievance's id; error messages name no recipient (they end up in the job log and server log).
 */

export const EMAIL_QUEUE = 'email'

type Input = { input: { grievance: number }; output: { sent: number } }

const BY_ROLE = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const

/** The officers who work the grievance's institution (src/access/roles.ts); else administrators. */
export async function grievanceRecipients(payload: Payload, institution: number): Promise<string[]> {
  const { docs: officers } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'officer' } },
    ...BY_ROLE,
  })
  const scoped = officers.filter((u) => officerWorks(u, institution))
  if (scoped.length) return scoped.map((u) => u.email)
  const { docs: admins } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, ...BY_ROLE })
  return admins.map((u) => u.email)
}

async function loadGrievance(payload: Payload, id: number, lang: Lang = 'en') {
  const grievance = await payload.findByID({
    collection: 'grievances',
    id,
    depth: 1,
    // The institution's name in the grievance's language (English where it has none).
    locale: lang,
    fallbackLocale: 'en',
    populate: { institutions: { name: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  // Deleted or already erased: nothing to say, and no personal data to say it with.
  return grievance && !grievance.erasedAt ? grievance : null
}

/** The language a grievance was filed in (stored before languages were kept: English). */
export const grievanceLang = (g: { language?: string | null }): Lang => (g.language === 'mr' ? 'mr' : 'en')

/** The status page in the grievance's language, absolute (the mails link to it). */
export const statusPageUrl = (lang: Lang) => `${env.siteUrl}${localePath(lang, '/grievances/status')}`

const institutionName = (value: unknown) =>
  typeof value === 'object' && value && 'name' in value ? String(value.name) : ''

type AckInput = {
  reference: string
  firstName: string
  issueType: string
  institution?: unknown
  createdAt: string
  dueAt?: string | null
}

/** The mails' words in each language (the complainant's mails only: officers read English). */
const MAIL = {
  en: {
    hello: 'Hello,',
    ackSubject: (ref: string) => `Your grievance ${ref} has been received`,
    ackFiled: (ref: string) =>
      `A grievance was filed on our website with this email address. Its reference number is ${ref}.`,
    ackQuote: 'Please quote this reference whenever you contact us about it.',
    asSubmitted: 'As submitted:',
    firstName: 'First name',
    institution: 'Institution',
    issueType: 'Issue type',
    filed: 'Filed',
    dueBy: 'Answer due by',
    ackStatus: 'Its status, due date and our reply, with this reference and the mobile number or email given:',
    notYou: 'If you did not file this grievance, you can ignore this mail.',
    signature: 'Grievance desk',
    answerSubject: {
      open: (ref: string) => `Reply to your grievance ${ref}`,
      resolved: (ref: string) => `Your grievance ${ref} has been resolved`,
      rejected: (ref: string) => `Your grievance ${ref} has been rejected`,
    },
    answerAbout: (ref: string) => `This is about the grievance ${ref}, filed on our website with this email address.`,
    status: 'Status',
    closedOn: 'Closed on',
    reply: 'Reply from the grievance officer:',
    answerOpen: 'To answer us, open the status page and give this reference and the mobile number or email given:',
    answerClosed: (until: string, days: number) =>
      `If this does not settle it, you can answer us on the status page until ${until} (${days} days after closing) with this reference and the mobile number or email given; your answer reopens the grievance:`,
  },
  mr: {
    hello: 'नमस्कार,',
    ackSubject: (ref: string) => `आपली तक्रार ${ref} प्राप्त झाली आहे`,
    ackFiled: (ref: string) => `आमच्या संकेतस्थळावर या ई-मेल पत्त्याने एक तक्रार नोंदवली गेली आहे. तिचा संदर्भ क्रमांक ${ref} आहे.`,
    ackQuote: 'या तक्रारीबाबत आमच्याशी संपर्क साधताना कृपया हा संदर्भ क्रमांक नमूद करा.',
    asSubmitted: 'नोंदवलेली माहिती:',
    firstName: 'नाव',
    institution: 'शाळा/महाविद्यालय',
    issueType: 'तक्रारीशी संबंधित विभाग',
    filed: 'नोंदवल्याची वेळ',
    dueBy: 'निवारणाची मुदत',
    ackStatus:
      'तक्रारीची सद्यस्थिती, निवारणाची मुदत आणि आमचे उत्तर पाहण्यासाठी हा संदर्भ क्रमांक आणि तक्रार करताना दिलेला मोबाइल क्रमांक किंवा ई-मेल येथे भरा:',
    notYou: 'ही तक्रार आपण नोंदवली नसल्यास या ई-मेलकडे दुर्लक्ष करा.',
    signature: 'तक्रार निवारण कक्ष',
    answerSubject: {
      open: (ref: string) => `आपल्या तक्रारीला उत्तर: ${ref}`,
      resolved: (ref: string) => `आपल्या तक्रारीचे निवारण झाले आहे: ${ref}`,
      rejected: (ref: string) => `आपली तक्रार फेटाळण्यात आली आहे: ${ref}`,
    },
    answerAbout: (ref: string) => `आमच्या संकेतस्थळावर या ई-मेल पत्त्याने नोंदवलेल्या तक्रारीबाबत (संदर्भ क्रमांक ${ref}) ही माहिती:`,
    status: 'सद्यस्थिती',
    closedOn: 'निकाली निघाल्याची तारीख',
    reply: 'तक्रार निवारण अधिकाऱ्यांचे उत्तर:',
    answerOpen:
      'आम्हाला उत्तर द्यायचे असल्यास सद्यस्थितीच्या पानावर हा संदर्भ क्रमांक आणि तक्रार करताना दिलेला मोबाइल क्रमांक किंवा ई-मेल भरा:',
    answerClosed: (until: string, days: number) =>
      `यावर आपल्याला काही सांगायचे असल्यास ${until} पर्यंत (तक्रार निकाली निघाल्यापासून ${days} दिवसांच्या आत) सद्यस्थितीच्या पानावर हा संदर्भ क्रमांक आणि तक्रार करताना दिलेला मोबाइल क्रमांक किंवा ई-मेल भरून आम्हाला उत्तर द्या; आपल्या उत्तरामुळे तक्रार पुन्हा उघडली जाईल:`,
  },
} as const

/**
 * The acknowledgement's words are the site's own; what the complainant typed comes only after a
 * label, in quotes, as a record of the submission. Anyone can type any address into the form, so
 * the greeting is generic and nothing typed opens the mail or reads as the desk's words. The
 * message itself is not repeated (it could carry links to whoever's address was given).
 * In the language the grievance was filed in, linking to that language's status page.
 */
export function acknowledgementText(g: AckInput, lang: Lang = 'en'): string {
  const M = MAIL[lang]
  const institution = institutionName(g.institution)
  const issueTypes = getDictionary(lang).grievance.issueTypes as Record<string, string>
  return [
    M.hello,
    '',
    M.ackFiled(g.reference),
    M.ackQuote,
    '',
    M.asSubmitted,
    // The first name only: the mail carries as little personal data as it can.
    `  ${M.firstName}: "${g.firstName}"`,
    ...(institution ? [`  ${M.institution}: ${institution}`] : []),
    `  ${M.issueType}: ${issueTypes[g.issueType] ?? g.issueType}`,
    `  ${M.filed}: ${formatDateTime(g.createdAt, { zone: true })}`,
    ...(g.dueAt ? [`  ${M.dueBy}: ${formatDate(g.dueAt)}`] : []),
    '',
    M.ackStatus,
    statusPageUrl(lang),
    '',
    M.notYou,
    '',
    M.signature,
    env.siteUrl,
  ].join('\n')
}

type AnswerInput = { reference: string; status: string; reply?: string | null; closedAt?: string | null }

/** The mail that tells the complainant their grievance was answered or closed (subject and text). */
export function answerMail(g: AnswerInput, lang: Lang = 'en'): { subject: string; text: string } {
  const M = MAIL[lang]
  const closed = isClosed(g.status) && !!g.closedAt
  const kind = closed ? (g.status as 'resolved' | 'rejected') : 'open'
  const statuses = getDictionary(lang).grievanceStatus.statuses as Record<string, string>
  const reply = g.reply?.trim()
  const until = closed ? formatDate(answerDeadline(g.closedAt!)) : ''
  return {
    subject: M.answerSubject[kind](g.reference),
    text: [
      M.hello,
      '',
      M.answerAbout(g.reference),
      '',
      `  ${M.status}: ${statuses[g.status] ?? g.status}`,
      ...(closed ? [`  ${M.closedOn}: ${formatDate(g.closedAt)}`] : []),
      ...(reply ? ['', M.reply, '', reply] : []),
      '',
      closed ? M.answerClosed(until, ANSWER_WINDOW_DAYS) : M.answerOpen,
      statusPageUrl(lang),
      '',
      M.signature,
      env.siteUrl,
    ].join('\n'),
  }
}

export const grievanceAcknowledgementTask: TaskConfig<Input> = {
  slug: 'grievanceAcknowledgement',
  label: 'Grievance: acknowledgement to the complainant',
  inputSchema: [{ name: 'grievance', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const language = await languageOf(req.payload, input.grievance)
    const g = language && (await loadGrievance(req.payload, input.grievance, language))
    if (!g) return { output: { sent: 0 } }
    // Grievances stored before the address rule (src/grievances/rules.ts) may hold a list or a
    // display name: mail goes to one plain address or nowhere.
    if (!isPlainEmail(g.email)) return { output: { sent: 0 } }
    await sendMail(req.payload, 'the acknowledgement', {
      to: g.email,
      from: mailSender('grievances', language),
      subject: MAIL[language].ackSubject(g.reference),
      text: acknowledgementText(g, language),
    })
    return { output: { sent: 1 } }
  },
}

/** The grievance's language, read first so that the institution's name is loaded in it. */
async function languageOf(payload: Payload, id: number): Promise<Lang | null> {
  const doc = await payload.findByID({
    collection: 'grievances',
    id,
    depth: 0,
    select: { language: true },
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? grievanceLang(doc) : null
}

export const grievanceAnsweredTask: TaskConfig<Input> = {
  slug: 'grievanceAnswered',
  label: 'Grievance: reply or closing mailed to the complainant',
  inputSchema: [{ name: 'grievance', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const g = await loadGrievance(req.payload, input.grievance)
    if (!g || !isPlainEmail(g.email)) return { output: { sent: 0 } }
    // What the grievance says when the mail goes out (a later save may have changed the reply).
    const language = grievanceLang(g)
    const { subject, text } = answerMail(g, language)
    await sendMail(req.payload, 'the answer', { to: g.email, from: mailSender('grievances', language), subject, text })
    return { output: { sent: 1 } }
  },
}

type OfficerInput = { input: { grievance: number; answered?: boolean | null }; output: { sent: number } }

export const grievanceOfficerNoticeTask: TaskConfig<OfficerInput> = {
  slug: 'grievanceOfficerNotice',
  label: 'Grievance: notification to the officers',
  inputSchema: [
    { name: 'grievance', type: 'number', required: true },
    // The complainant answered on the status page (else: a new grievance).
    { name: 'answered', type: 'checkbox' },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const g = await loadGrievance(req.payload, input.grievance)
    if (!g) return { output: { sent: 0 } }
    const institution = typeof g.institution === 'object' ? g.institution : null
    const to = await grievanceRecipients(req.payload, institution?.id ?? (g.institution as number))
    if (!to.length) return { output: { sent: 0 } }
    const language = GRIEVANCE_LANGUAGES.find((l) => l.value === grievanceLang(g))!.label
    // Only what an officer needs to find it: the complainant's details (and answer) stay in the admin.
    await sendMail(req.payload, 'the officer notification', {
      to,
      from: mailSender('grievances'),
      subject: input.answered ? `Grievance ${g.reference}: the complainant answered` : `New grievance ${g.reference}`,
      text: [
        input.answered
          ? `The complainant answered on the status page; the grievance is open again (${statusLabel(g.status)}). Their answer is in its history.`
          : 'A new grievance has been filed.',
        '',
        `Reference: ${g.reference}`,
        `Institution: ${institution?.name ?? g.institution}`,
        `Issue type: ${g.issueType}`,
        `Language: ${language}. Write the reply in this language.`,
        `Filed: ${formatDateTime(g.createdAt, { zone: true })}`,
        `Due: ${formatDate(g.dueAt)}`,
        '',
        `Open it in the staff admin: ${env.siteUrl}/admin/collections/grievances/${g.id}`,
      ].join('\n'),
    })
    return { output: { sent: to.length } }
  },
}

/**
 * After a member of staff saves a grievance: a new reply, or closing it (Resolved or Rejected),
 * queues the mail that tells the complainant (one per save, however much changed). The server's
 * own updates (retention, escalation, the complainant's answer) send nothing.
 */
export const queueAnswerMail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !env.smtp || doc.erasedAt) return doc
  const reply = String(doc.reply ?? '').trim()
  const replied = reply !== '' && reply !== String(previousDoc?.reply ?? '').trim()
  const closed = isClosed(doc.status) && !isClosed(previousDoc?.status)
  if (!replied && !closed) return doc
  try {
    await req.payload.jobs.queue({ task: 'grievanceAnswered', queue: EMAIL_QUEUE, input: { grievance: doc.id }, req })
  } catch (error) {
    logger.error({ err: error, grievance: doc.id }, 'grievance answer mail could not be queued')
  }
  return doc
}

/** After the complainant's answer: tell the officers (the answer itself stays in the admin). */
export async function queueAnsweredNotice(payload: Payload, grievance: number): Promise<void> {
  if (!env.smtp) return
  try {
    await payload.jobs.queue({
      task: 'grievanceOfficerNotice',
      queue: EMAIL_QUEUE,
      input: { grievance, answered: true },
    })
  } catch (error) {
    logger.error({ err: error, grievance }, 'grievance answer notice could not be queued')
  }
}

/**
 * Queue the two messages for a new grievance. Never throws and never delays the caller beyond two
 * inserts: without SMTP it does nothing (the server said so once at start).
 */
export async function queueGrievanceEmails(payload: Payload, grievance: number): Promise<void> {
  if (!env.smtp) return
  try {
    for (const task of ['grievanceAcknowledgement', 'grievanceOfficerNotice'] as const) {
      await payload.jobs.queue({ task, queue: EMAIL_QUEUE, input: { grievance } })
    }
  } catch (error) {
    logger.error({ err: error, grievance }, 'grievance email could not be queued')
  }
}
