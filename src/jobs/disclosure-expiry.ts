import type { Payload, TaskConfig } from 'payload'

import { assignedInstitutions } from '@/access/roles'
import { env } from '@/config/env'
import { mailSender } from '@/config/mail-senders'
import { en } from '@/i18n/en'
import { formatDate } from '@/lib/dates'
import {
  disclosureStatus,
  EXPIRY_WARNING_DAYS,
  isBoard,
  type ExpiryFinding,
  type ItemRow,
} from '@/lib/disclosure-items'
import { logger } from '@/services/logger'

export const DISCLOSURE_QUEUE = 'disclosures'

const ALL = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const
const LABELS = en.disclosures.items as Record<string, string>

type InstitutionExpiry = { institution: number; name: string; expiry: ExpiryFinding[] }

/** Per institution with a disclosure, its documents expired or expiring within 30 days of `today`. */
export async function expiringDocuments(payload: Payload, today: Date): Promise<InstitutionExpiry[]> {
  const { docs } = await payload.find({ collection: 'disclosures', ...ALL })
  const withExpiry = docs.flatMap((d) => {
    const expiry = isBoard(d.board) ? disclosureStatus(d.board, (d.items ?? []) as ItemRow[], today).expiry : []
    return expiry.length ? [{ institution: d.institution as number, expiry }] : []
  })
  if (!withExpiry.length) return []
  const { docs: named } = await payload.find({
    collection: 'institutions',
    where: { id: { in: withExpiry.map((w) => w.institution) } },
    select: { name: true },
    draft: true,
    ...ALL,
  })
  return withExpiry.map((w) => ({
    ...w,
    name: named.find((n) => n.id === w.institution)?.name ?? `Institution ${w.institution}`,
  }))
}

const line = (e: ExpiryFinding) =>
  `- ${(e.key === 'custom' && e.title) || LABELS[e.key] || e.key}: ${e.state === 'expired' ? 'EXPIRED on' : 'expires on'} ${formatDate(e.expiresOn)}`

/**
 * The weekly reminder: each institution editor gets one mail listing, for their institutions, the
 * disclosure documents expired or expiring within 30 days; editors with nothing to renew get none.
 * Returns how many mails were sent.
 */
export async function sendExpiryReminders(payload: Payload, today = new Date()): Promise<number> {
  const expiring = await expiringDocuments(payload, today)
  if (!expiring.length) return 0
  const { docs: editors } = await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, ...ALL })
  let sent = 0
  for (const editor of editors) {
    const mine = editor.allInstitutions
      ? expiring
      : expiring.filter((e) => assignedInstitutions(editor).includes(e.institution))
    if (!mine.length) continue
    const text = [
      `Hello${editor.name ? ` ${editor.name}` : ''},`,
      '',
      `These documents of the mandatory disclosure have expired or expire within ${EXPIRY_WARNING_DAYS} days. Please upload the renewed certificates with their new dates:`,
      '',
      ...mine.flatMap((m) => [
        m.name,
        ...m.expiry.map(line),
        `  ${env.siteUrl}/admin/collections/disclosures?where[institution][equals]=${m.institution}`,
        '',
      ]),
      'This reminder is sent every week while something expires.',
    ].join('\n')
    try {
      await payload.sendEmail({
        to: editor.email,
        from: mailSender('office'),
        subject: 'Mandatory disclosure: documents to renew',
        text,
      })
      sent++
    } catch (error) {
      // By code only: SMTP answers quote the addresses they refuse.
      const e = error as { code?: unknown; responseCode?: unknown }
      logger.warn(
        { code: e.code ?? e.responseCode, editor: editor.id },
        'disclosure reminder: a mail could not be sent',
      )
    }
  }
  return sent
}

/** Mondays at 07:00 (server time); the `disclosures` queue's runner (payload.config.ts jobs.autoRun) picks it up. */
export const disclosureExpiryTask: TaskConfig<{ input: Record<string, never>; output: { sent: number } }> = {
  slug: 'mailDisclosureExpiry',
  label: 'Mandatory disclosures: weekly mail of documents expired or expiring',
  schedule: [{ cron: '0 7 * * 1', queue: DISCLOSURE_QUEUE }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 1,
  handler: async ({ req }) => {
    const sent = await sendExpiryReminders(req.payload)
    logger.info({ sent }, 'disclosure reminders sent')
    return { output: { sent } }
  },
}
