import type { Payload, TaskConfig } from 'payload'

import { env } from '@/config/env'
import { ERASE_CONTEXT } from '@/grievances/history'
import { CLOSED_STATUSES, ERASED } from '@/grievances/workflow'
import { logger } from '@/services/logger'

export const RETENTION_QUEUE = 'retention'

const DAY = 24 * 60 * 60 * 1000

/** The personal data of a grievance as it is after erasure (the required fields keep a value). */
export const ERASED_FIELDS = {
  firstName: ERASED,
  lastName: ERASED,
  dateOfBirth: ERASED,
  enrollmentNumber: null,
  email: ERASED,
  mobile: ERASED,
  message: ERASED,
  internalNote: null,
  reply: null,
} as const

/**
 * Erase the personal data of grievances closed (Resolved or Rejected) more than `days` ago. What
 * remains is anonymous and kept for statistics: reference, status, institution, issue type and
 * dates, and the history of status changes (notes, replies and the complainant's answers quoted there are erased too).
 * Returns how many grievances were erased.
 */
export async function eraseExpiredGrievances(
  payload: Payload,
  { now = new Date(), days = env.grievanceRetentionDays }: { now?: Date; days?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY).toISOString()
  const erasedAt = now.toISOString()
  let erased = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'grievances',
      where: {
        and: [
          { status: { in: CLOSED_STATUSES } },
          { closedAt: { less_than: cutoff } },
          { erasedAt: { exists: false } },
        ],
      },
      select: { history: true },
      depth: 0,
      limit: 100,
      sort: 'closedAt',
      overrideAccess: true,
    })
    if (!docs.length) return erased
    for (const doc of docs) {
      const history = (doc.history ?? []).map((h) =>
        h.change === 'note' || h.change === 'reply' || h.change === 'answer' ? { ...h, from: ERASED, to: ERASED } : h,
      )
      history.push({ at: erasedAt, by: null, byName: 'retention', change: 'erased', from: null, to: null })
      await payload.update({
        collection: 'grievances',
        id: doc.id,
        data: { ...ERASED_FIELDS, history, erasedAt },
        depth: 0,
        overrideAccess: true,
        context: { [ERASE_CONTEXT]: true },
      })
      erased++
    }
  }
}

/** Daily at 02:30 (server time); the `retention` queue's runner (payload.config.ts jobs.autoRun) picks it up. */
export const grievanceRetentionTask: TaskConfig<{ input: Record<string, never>; output: { erased: number } }> = {
  slug: 'eraseExpiredGrievances',
  label: 'Grievances: erase personal data after the retention period',
  schedule: [{ cron: '30 2 * * *', queue: RETENTION_QUEUE }],
  outputSchema: [{ name: 'erased', type: 'number' }],
  retries: 1,
  handler: async ({ req }) => {
    const erased = await eraseExpiredGrievances(req.payload)
    logger.info({ erased, retentionDays: env.grievanceRetentionDays }, 'grievance retention: personal data erased')
    return { output: { erased } }
  },
}
