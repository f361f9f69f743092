import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import { hasRole } from '@/access/roles'
import { sendMail } from '@/config/email'
import { mailSender } from '@/config/mail-senders'
import { env } from '@/config/env'
import { EMAIL_QUEUE } from '@/grievances/jobs/emails'
import { DISCLOSURE_QUEUE } from '@/jobs/disclosure-expiry'
import { formatDateTime } from '@/lib/dates'
import { logger } from '@/services/logger'
import { relationId } from '@/lib/relation'

/**
 * The society's approval of institution editors' notices. While the site setting
 * "Notices from institution editors need an administrator's approval" is on, an editor cannot
 * publish a notice: they save it as a draft submitted for approval (`approval.state = submitted`);
 * an administrator publishes it (approves) or sends it back with a note (`returned`). Off, editors
 * publish directly. Enforced here, on the server, for every door (the admin, /cms-api, the local
 * API with a user).
 */
export type ApprovalState = 'submitted' | 'returned'
export type Approval = { state?: ApprovalState | null; note?: string | null }

export const APPROVAL_REFUSED =
  'Notices from institution editors need a society administrator’s approval: submit the notice for approval instead of publishing it.'

/** Whether the society setting is on (read on the server, never from the request). */
export async function noticeApprovalRequired(req: PayloadRequest): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req: { ...req } as PayloadRequest,
  })
  return (settings as { noticeApproval?: boolean | null }).noticeApproval === true
}

export const enforceNoticeApproval: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = ((originalDoc as { approval?: Approval } | undefined)?.approval ?? {}) as Approval
  const asked = ((data as { approval?: Approval }).approval ?? {}) as Approval
  const publishing = data._status === 'published'
  // The server itself (seed, jobs): as given.
  if (!req.user) return data
  if (hasRole(req.user, 'admin')) {
    // Publishing is approving: nothing waits any more.
    if (publishing) data.approval = { state: null, note: null }
    // A new note on a notice that waits sends it back to its editor.
    else if (before.state === 'submitted' && asked.note?.trim() && asked.note !== before.note)
      data.approval = { state: 'returned', note: asked.note.trim() }
    else data.approval = { state: before.state ?? null, note: asked.note ?? before.note ?? null }
    return data
  }
  // Editors: never write the administrator's note, never send back themselves.
  const required = await noticeApprovalRequired(req)
  if (publishing) {
    if (required) throw new APIError(APPROVAL_REFUSED, 403, undefined, true)
    data.approval = { state: null, note: before.note ?? null }
    return data
  }
  const submitting = required && asked.state === 'submitted'
  data.approval = { state: submitting ? 'submitted' : (before.state ?? null), note: before.note ?? null }
  return data
}

/**
 * Mail at each step of approval, from the job queue (never during the save):
 * - submitted: the society office (administrators) is told a notice waits, with a link to it in
 *   the admin; or, for an administrator who chose the daily digest (Users → "Notices waiting for
 *   approval"), one mail a day lists every notice that waits (noticeApprovalDigestTask).
 * - returned: the editors of the notice's institution get the administrator's note and the link.
 * - approved: they are told it was approved and published, with its link.
 * Jobs hold the notice's id and the step only; the mail is written from the notice as it then is.
 */
export type ApprovalStep = 'submitted' | 'returned' | 'approved'

/** The step a save took, from the approval before and after it (null: none). */
export function approvalStep(
  before: Approval | null | undefined,
  after: Approval | null | undefined,
  published: boolean,
): ApprovalStep | null {
  const was = before?.state ?? null
  const is = after?.state ?? null
  if (is === 'submitted' && was !== 'submitted') return 'submitted'
  if (was === 'submitted' && is === 'returned') return 'returned'
  if (was === 'submitted' && is === null && published) return 'approved'
  return null
}

export const queueApprovalMail: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!env.smtp) return doc
  const step = approvalStep(
    (previousDoc as { approval?: Approval } | undefined)?.approval,
    (doc as { approval?: Approval }).approval,
    doc._status === 'published',
  )
  if (!step) return doc
  try {
    await req.payload.jobs.queue({
      task: 'noticeApprovalMail',
      queue: EMAIL_QUEUE,
      input: { notice: doc.id, step },
      req,
    })
  } catch (error) {
    logger.error({ err: error, notice: doc.id }, 'notice approval mail could not be queued')
  }
  return doc
}

const BY_ROLE = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const

/** Administrators who want a mail per notice (or, with `digest`, the daily list instead). */
async function officeRecipients(payload: Payload, digest: boolean): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, ...BY_ROLE })
  return docs.filter((u) => (u.approvalMails === 'digest') === digest).map((u) => u.email)
}

/** The editors of an institution: whoever may have submitted its notice. */
async function editorsOf(payload: Payload, institution: number | null): Promise<string[]> {
  if (institution === null) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'editor' } }, { institutions: { in: [institution] } }] },
    ...BY_ROLE,
  })
  return docs.map((u) => u.email)
}

const adminLink = (id: number) => `${env.siteUrl}/admin/collections/notices/${id}`

/** One approval mail's subject and text (English: the staff side is in English). */
export function approvalMailText(
  step: ApprovalStep,
  n: { id: number; title: string; school: string; note?: string | null },
): { subject: string; text: string } {
  const about = [`Notice: ${n.title}`, `Institution: ${n.school}`]
  if (step === 'submitted')
    return {
      subject: `Notice waiting for your approval: ${n.title} (${n.school})`,
      text: [
        'An institution editor submitted a notice for the society’s approval.',
        '',
        ...about,
        '',
        'Open it, read it, then press Publish to approve it, or write a note for its editor and press Save draft to send it back:',
        adminLink(n.id),
      ].join('\n'),
    }
  if (step === 'returned')
    return {
      subject: `Notice sent back: ${n.title}`,
      text: [
        'A society administrator sent this notice back to you with a note.',
        '',
        ...about,
        '',
        'Note:',
        n.note?.trim() || '—',
        '',
        'Change it, then submit it for approval again:',
        adminLink(n.id),
      ].join('\n'),
    }
  return {
    subject: `Notice approved and published: ${n.title}`,
    text: [
      'A society administrator approved this notice; it is now published on the website.',
      '',
      ...about,
      '',
      adminLink(n.id),
    ].join('\n'),
  }
}

export const noticeApprovalMailTask: TaskConfig<{
  input: { notice: number; step: ApprovalStep }
  output: { sent: number }
}> = {
  slug: 'noticeApprovalMail',
  label: 'Notices: approval step mailed to the office or the editors',
  inputSchema: [
    { name: 'notice', type: 'number', required: true },
    { name: 'step', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const notice = await req.payload.findByID({
      collection: 'notices',
      id: input.notice,
      draft: true,
      depth: 1,
      locale: 'en',
      populate: { institutions: { name: true } },
      overrideAccess: true,
      disableErrors: true,
    })
    if (!notice) return { output: { sent: 0 } }
    const institution = typeof notice.institution === 'object' && notice.institution ? notice.institution : null
    const step = input.step
    const to =
      step === 'submitted'
        ? await officeRecipients(req.payload, false)
        : await editorsOf(req.payload, institution?.id ?? relationId(notice.institution))
    if (!to.length) return { output: { sent: 0 } }
    const { subject, text } = approvalMailText(step, {
      id: notice.id,
      title: notice.title,
      school: institution?.name ?? 'the society',
      note: notice.approval?.note,
    })
    await sendMail(req.payload, `the approval mail (${step})`, { to, from: mailSender('office'), subject, text })
    return { output: { sent: to.length } }
  },
}

/** The daily list of notices that wait, for administrators who chose it instead of a mail per notice. */
export async function mailApprovalDigest(payload: Payload): Promise<number> {
  const to = await officeRecipients(payload, true)
  if (!to.length || !env.smtp) return 0
  const { docs } = await payload.find({
    collection: 'notices',
    where: { 'approval.state': { equals: 'submitted' } },
    draft: true,
    depth: 1,
    limit: 200,
    sort: 'updatedAt',
    locale: 'en',
    populate: { institutions: { name: true } },
    overrideAccess: true,
  })
  if (!docs.length) return 0
  const lines = docs.map((n) => {
    const school = typeof n.institution === 'object' && n.institution ? n.institution.name : 'the society'
    return `- ${n.title} · ${school} · submitted ${formatDateTime(n.updatedAt, { zone: true })}\n  ${adminLink(n.id)}`
  })
  await sendMail(payload, 'the approval digest', {
    to,
    from: mailSender('office'),
    subject: `${docs.length} notice${docs.length === 1 ? '' : 's'} waiting for your approval`,
    text: [
      `These notices from institution editors wait for the society’s approval:`,
      '',
      ...lines,
      '',
      'Open each, then press Publish to approve it, or write a note for its editor and press Save draft to send it back.',
      'You receive this list once a day because you chose it (your account → Notices waiting for approval).',
    ].join('\n'),
  })
  return docs.length
}

/** Daily at 08:00 (server time), on the reminders' queue (src/jobs/disclosure-expiry.ts), which the lease holder runs. */
export const noticeApprovalDigestTask: TaskConfig<{ input: Record<string, never>; output: { waiting: number } }> = {
  slug: 'noticeApprovalDigest',
  label: 'Notices: daily list of those waiting for approval',
  schedule: [{ cron: '0 8 * * *', queue: DISCLOSURE_QUEUE }],
  outputSchema: [{ name: 'waiting', type: 'number' }],
  retries: 1,
  handler: async ({ req }) => ({ output: { waiting: await mailApprovalDigest(req.payload) } }),
}
