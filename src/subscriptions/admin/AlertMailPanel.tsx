import type { UIFieldServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { formatDateTime } from '@/lib/dates'
import { relationIds } from '@/lib/relation'

import { alertAudience } from '../counts'
import { deliveryReport } from '../dispatch'

/**
 * In an alert's sidebar (src/collections/Alerts.ts): whom it mails and in which language, before it
 * is saved (counted for the institutions it was opened with, or everyone for the whole society),
 * whether its Marathi text is written, and after it went out the delivery report. Counts only: no
 * address is read here.
 */
export async function AlertMailPanel({ payload, data, id, req }: UIFieldServerProps) {
  if (!req.user || !hasRole(req.user, 'admin', 'editor')) return null
  const institutions = relationIds((data as { institutions?: unknown } | undefined)?.institutions)
  const audience = await alertAudience(payload, institutions)
  const marathi = id
    ? Boolean(((await payload.findByID({ collection: 'alerts', id, locale: 'mr', fallbackLocale: false, depth: 0, overrideAccess: true, disableErrors: true })) as { message?: string | null } | null)?.message)
    : false
  const report = id ? await deliveryReport(payload, `alert:${id}`) : null
  const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)', padding: '0.75rem 1rem', marginBottom: '1rem' } as const
  return (
    <section style={box} data-testid="alert-mail-panel" aria-labelledby="alert-mail-title">
      <h3 id="alert-mail-title" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        Mail to subscribers
      </h3>
      <p style={{ margin: 0 }} data-testid="alert-audience">
        {institutions.length ? 'Everyone following these institutions' : 'Every confirmed subscriber (an alert for the whole society)'}: <strong>{audience.total}</strong>{' '}
        {audience.total === 1 ? 'person' : 'people'} ({audience.en} in English, {audience.mr} in Marathi), mailed at once from its start.
      </p>
      {audience.mr > 0 && !marathi && (
        <p style={{ margin: '0.5rem 0 0', color: 'var(--theme-error-750)' }} data-testid="alert-no-marathi">
          No Marathi text yet: {audience.mr} Marathi {audience.mr === 1 ? 'reader gets' : 'readers get'} the English one. Write the Marathi text (language switch at the top) before the alert starts.
        </p>
      )}
      {report && (
        <p style={{ margin: '0.5rem 0 0' }} data-testid="alert-report">
          Delivery: {report.queued} queued, {report.sent} sent, {report.failed} refused by the mail server
          {report.finishedAt ? `; finished at ${formatDateTime(report.finishedAt, { zone: true })}.` : '; still sending (refused mails are tried again every minute).'}
        </p>
      )}
    </section>
  )
}
