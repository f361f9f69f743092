import type { UIFieldServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { formatDateTime } from '@/lib/dates'

import { deliveryReport, type DeliveryReport } from '../dispatch'

/**
 * The delivery report of an item's mails at once (src/subscriptions/dispatch.ts): mails queued,
 * sent, refused by the mail server, and when the last went out. Counts only, never an address.
 */
export function DeliveryReportView({ report, pending }: { report: DeliveryReport | null; pending: string }) {
  if (!report)
    return (
      <p style={{ margin: '0.5rem 0 0' }} data-testid="delivery-report">
        {pending}
      </p>
    )
  return (
    <dl
      style={{
        margin: '0.5rem 0 0',
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        gap: '0.125rem 1rem',
        justifyContent: 'start',
      }}
      data-testid="delivery-report"
    >
      <dt>Queued</dt>
      <dd style={{ margin: 0 }} data-testid="report-queued">
        {report.queued}
      </dd>
      <dt>Sent</dt>
      <dd style={{ margin: 0 }} data-testid="report-sent">
        {report.sent}
      </dd>
      <dt>Failed (refused by the mail server)</dt>
      <dd
        style={{ margin: 0, color: report.failed ? 'var(--theme-error-750)' : undefined }}
        data-testid="report-failed"
      >
        {report.failed}
      </dd>
      <dt>Finished at</dt>
      <dd style={{ margin: 0 }} data-testid="report-finished">
        {report.finishedAt
          ? formatDateTime(report.finishedAt, { zone: true })
          : 'not yet: refused mails are tried again every minute'}
      </dd>
    </dl>
  )
}

/**
 * In a notice's or an event's sidebar: the report of its mails to subscribers (sent when it is
 * public: a notice at its publish time, an event once published). Staff who may open the document
 * see it; counts only.
 */
export async function ItemMailReport({ payload, id, collectionSlug, req }: UIFieldServerProps) {
  if (!req.user || !hasRole(req.user, 'admin', 'editor') || !id) return null
  const kind = collectionSlug === 'notices' ? 'notice' : collectionSlug === 'events' ? 'event' : null
  if (!kind) return null
  const report = await deliveryReport(payload, `${kind}:${id}`)
  return (
    <section
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m, 4px)',
        padding: '0.75rem 1rem',
        marginBottom: '1rem',
      }}
      aria-labelledby="item-mail-title"
      data-testid="item-mail-report"
    >
      <h3 id="item-mail-title" style={{ margin: 0, fontSize: '1rem' }}>
        Mail to subscribers
      </h3>
      <DeliveryReportView
        report={report}
        pending={`Not mailed yet: subscribers are mailed when the ${kind} is public.`}
      />
    </section>
  )
}
