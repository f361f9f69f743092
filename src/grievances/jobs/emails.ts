import type { Payload, TaskConfig } from 'payload'

import { officerWorks } from '@/access/roles'
import { sendMail } from '@/config/email'
import { env } from '@/config/env'
import { isPlainEmail } from '@/grievances/rules'
import { formatDate, formatDateTime } from '@/lib/dates'
import { logger } from '@/lib/logger'

/**
 * Mail about a new grievance, sent from Payload's jobs queue so that the public form never waits
 * for (or fails because of) a mail server: an acknowledgement with the reference to the
 * complainant, a notification to the grievance officers of the institution. Jobs hold only the
 * grievance's id; error messages name no recipient (they end up in the job log and server log).
 */

export const EMAIL_QUEUE = 'email'

type Input = { input: { grievance: number }; output: { sent: number } }

const BY_ROLE = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const

/** The officers who work the grievance's institution (src/access/roles.ts); else administrators. */
export async function grievanceRecipients(payload: Payload, institution: number): Promise<string[]> {
  const { docs: officers } = await payload.find({ collection: 'users', where: { role: { equals: 'officer' } }, ...BY_ROLE })
  const scoped = officers.filter((u) => officerWorks(u, institution))
  if (scoped.length) return scoped.map((u) => u.email)
  const { docs: admins } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, ...BY_ROLE })
  return admins.map((u) => u.email)
}

async function loadGrievance(payload: Payload, id: number) {
  const grievance = await payload.findByID({ collection: 'grievances', id, depth: 1, populate: { institutions: { name: true } }, overrideAccess: true, disableErrors: true })
  // Deleted or already erased: nothing to say, and no personal data to say it with.
  return grievance && !grievance.erasedAt ? grievance : null
}

/**
 * The acknowledgement's words are the site's own; what the complainant typed comes only after a
 * label, in quotes, as a record of the submission. Anyone can type any address into the form, so
 * the greeting is generic and nothing typed opens the mail or reads as the desk's words. The
 * message itself is not repeated (it could carry links to whoever's address was given).
 */
export function acknowledgementText(g: { reference: string; firstName: string; issueType: string; institution?: unknown; createdAt: string; dueAt?: string | null }): string {
  const institution = typeof g.institution === 'object' && g.institution && 'name' in g.institution ? String(g.institution.name) : ''
  return [
    'Hello,',
    '',
    `A grievance was filed on our website with this email address. Its reference number is ${g.reference}.`,
    'Please quote this reference whenever you contact us about it.',
    '',
    'As submitted:',
    // The first name only: the mail carries as little personal data as it can.
    `  First name: "${g.firstName}"`,
    ...(institution ? [`  Institution: ${institution}`] : []),
    `  Issue type: ${g.issueType}`,
    `  Filed: ${formatDateTime(g.createdAt, { zone: true })}`,
    ...(g.dueAt ? [`  Answer due by: ${formatDate(g.dueAt)}`] : []),
    '',
    'Its status, due date and our reply, with this reference and the mobile number or email given:',
    `${env.siteUrl}/grievances/status`,
    '',
    'If you did not file this grievance, you can ignore this mail.',
    '',
    'Grievance desk',
    env.siteUrl,
  ].join('\n')
}

export const grievanceAcknowledgementTask: TaskConfig<Input> = {
  slug: 'grievanceAcknowledgement',
  label: 'Grievance: acknowledgement to the complainant',
  inputSchema: [{ name: 'grievance', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const g = await loadGrievance(req.payload, input.grievance)
    if (!g) return { output: { sent: 0 } }
    // Grievances stored before the address rule (src/grievances/rules.ts) may hold a list or a
    // display name: mail goes to one plain address or nowhere.
    if (!isPlainEmail(g.email)) return { output: { sent: 0 } }
    await sendMail(req.payload, 'the acknowledgement', { to: g.email, subject: `Your grievance ${g.reference} has been received`, text: acknowledgementText(g) })
    return { output: { sent: 1 } }
  },
}

export const grievanceOfficerNoticeTask: TaskConfig<Input> = {
  slug: 'grievanceOfficerNotice',
  label: 'Grievance: notification to the officers',
  inputSchema: [{ name: 'grievance', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const g = await loadGrievance(req.payload, input.grievance)
    if (!g) return { output: { sent: 0 } }
    const institution = typeof g.institution === 'object' ? g.institution : null
    const to = await grievanceRecipients(req.payload, institution?.id ?? (g.institution as number))
    if (!to.length) return { output: { sent: 0 } }
    // Only what an officer needs to find it: the complainant's details stay in the admin.
    await sendMail(req.payload, 'the officer notification', {
      to,
      subject: `New grievance ${g.reference}`,
      text: [
        'A new grievance has been filed.',
        '',
        `Reference: ${g.reference}`,
        `Institution: ${institution?.name ?? g.institution}`,
        `Issue type: ${g.issueType}`,
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
