import type { Payload, TaskConfig } from 'payload'

import { env } from '@/config/env'
import { formatDate } from '@/lib/dates'
import { CLOSED_STATUSES } from '@/grievances/workflow'
import { ESCALATE_CONTEXT } from '@/grievances/history'
import { logger } from '@/services/logger'

import { sendMail } from '@/config/email'
import { mailSender } from '@/config/mail-senders'

export const ESCALATION_QUEUE = 'escalation'

const BATCH = 100

/**
 * Escalate overdue grievances (open after their due date, never escalated) to the society's
 * administrators: one mail listing them (reference, institution, due date, admin link; no personal
 * data), then each gets `escalatedAt` and an "escalated" history entry (src/grievances/history.ts).
 * The mail goes first: if it fails, nothing is marked and the job's retry sends it again; a marked
 * grievance is never escalated again. Only the job-lease holder runs the queue (src/jobs/runner.ts).
 * Returns how many grievances were escalated.
 */
export async function escalateOverdueGrievances(
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const { docs: admins } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const to = admins.map((u) => u.email)
  let escalated = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'grievances',
      where: {
        and: [
          { status: { not_in: CLOSED_STATUSES } },
          { dueAt: { less_than: now.toISOString() } },
          { escalatedAt: { exists: false } },
        ],
      },
      select: { reference: true, institution: true, dueAt: true, createdAt: true },
      populate: { institutions: { name: true } },
      depth: 1,
      limit: BATCH,
      sort: 'dueAt',
      overrideAccess: true,
    })
    if (!docs.length) return escalated
    if (to.length && env.smtp) {
      const lines = docs.map((g) => {
        const institution =
          typeof g.institution === 'object' && g.institution ? g.institution.name : String(g.institution)
        return `- ${g.reference} · ${institution} · filed ${formatDate(g.createdAt)} · due ${formatDate(g.dueAt)}\n  ${env.siteUrl}/admin/collections/grievances/${g.id}`
      })
      await sendMail(payload, 'the escalation', {
        to,
        from: mailSender('grievances'),
        subject: `${docs.length} overdue grievance${docs.length === 1 ? '' : 's'} escalated`,
        text: [
          `These grievances are still open after their due date and are escalated to the administrators:`,
          '',
          ...lines,
          '',
          'Each is escalated once; the escalation is recorded in its history.',
        ].join('\n'),
      })
    }
    for (const g of docs) {
      await payload.update({
        collection: 'grievances',
        id: g.id,
        data: {},
        depth: 0,
        overrideAccess: true,
        context: { [ESCALATE_CONTEXT]: true },
      })
      escalated++
    }
  }
}

/** Every hour at :05; the `escalation` queue's runner (payload.config.ts jobs.autoRun) picks it up. */
export const grievanceEscalationTask: TaskConfig<{ input: Record<string, never>; output: { escalated: number } }> = {
  slug: 'escalateOverdueGrievances',
  label: 'Grievances: escalate overdue ones to the administrators',
  schedule: [{ cron: '5 * * * *', queue: ESCALATION_QUEUE }],
  outputSchema: [{ name: 'escalated', type: 'number' }],
  retries: 3,
  handler: async ({ req }) => {
    const escalated = await escalateOverdueGrievances(req.payload)
    if (escalated) logger.info({ escalated }, 'grievance escalation: overdue grievances escalated')
    return { output: { escalated } }
  },
}
