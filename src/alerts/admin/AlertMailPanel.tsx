import type { UIFieldServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { alertTexts, sendProblem } from '@/alerts/confirm'
import { formatDateTime } from '@/lib/dates'
import { relationIds } from '@/lib/relation'

import { alertAudience } from '@/subscriptions/counts'
import { alertMailPreview, deliveryReport } from '@/subscriptions/dispatch'

import { AlertSend, type MailPreview } from './AlertSend'
import { DeliveryReportView } from '@/subscriptions/admin/DeliveryReport'

/** Whether the moment has come (read on the server, per request). */
const hasCome = (iso: string) => Date.parse(iso) <= Date.now()

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '0.75rem 1rem',
  marginBottom: '1rem',
} as const

/**
 * In an alert's sidebar (src/alerts/Alerts.ts): its state, whom it mails and in which
 * language, and for a saved draft "Review and send" (AlertSend: both texts as the site and the mail
 * show them, then the confirmation, src/alerts/confirm.ts). Once confirmed, the delivery
 * report. Counts only: no address is read here.
 */
export async function AlertMailPanel({ payload, data, id, req }: UIFieldServerProps) {
  if (!req.user || !hasRole(req.user, 'admin', 'editor')) return null
  const doc =
    (id
      ? await payload.findByID({ collection: 'alerts', id, depth: 0, overrideAccess: true, disableErrors: true })
      : null) ?? null
  const institutions = relationIds((doc ?? (data as { institutions?: unknown } | undefined))?.institutions)
  const audience = await alertAudience(payload, institutions)
  const whom = institutions.length
    ? 'Everyone following its institutions'
    : 'Every confirmed subscriber (an alert for the whole society)'
  const people = `${audience.total} ${audience.total === 1 ? 'person' : 'people'} (${audience.en} in English, ${audience.mr} in Marathi)`

  if (doc?.state === 'confirmed') {
    const report = await deliveryReport(payload, `alert:${doc.id}`)
    const started = hasCome(doc.startsAt)
    return (
      <section style={box} data-testid="alert-mail-panel" aria-labelledby="alert-mail-title">
        <h3 id="alert-mail-title" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
          Mail to subscribers
        </h3>
        <p style={{ margin: 0 }} data-testid="alert-state">
          Confirmed{doc.confirmedAt ? ` on ${formatDateTime(doc.confirmedAt, { zone: true })}` : ''}.{' '}
          {started
            ? 'On the site until its end.'
            : `On the site and mailed from ${formatDateTime(doc.startsAt, { zone: true })}.`}
        </p>
        <DeliveryReportView
          report={report}
          pending={started ? 'Mailing starts within a minute.' : 'Nothing mailed yet: it is mailed at its start.'}
        />
      </section>
    )
  }

  const texts = id ? await alertTexts(payload, Number(id)) : { en: null, mr: null }
  const problem = id
    ? sendProblem(texts, doc?.endsAt)
    : 'Save the alert first (English and Marathi text), then review and send it.'
  const previews: MailPreview[] = []
  if (id && !problem) {
    for (const lang of ['en', 'mr'] as const) {
      const mail = await alertMailPreview(payload, Number(id), institutions, lang)
      if (mail) previews.push({ lang, message: texts[lang] ?? '', ...mail })
    }
  }
  return (
    <section style={box} data-testid="alert-mail-panel" aria-labelledby="alert-mail-title">
      <h3 id="alert-mail-title" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        Mail to subscribers
      </h3>
      <p style={{ margin: '0 0 0.5rem' }} data-testid="alert-state">
        Draft: not on the site, nobody mailed.
      </p>
      <p style={{ margin: 0 }} data-testid="alert-audience">
        {whom}: <strong>{people}</strong>, as of now.
      </p>
      {problem ? (
        <p style={{ margin: '0.5rem 0 0', color: 'var(--theme-error-750)' }} data-testid="alert-send-problem">
          {problem}
        </p>
      ) : (
        <AlertSend
          id={Number(id)}
          audience={audience}
          whom={whom}
          startsAt={doc ? formatDateTime(doc.startsAt, { zone: true }) : ''}
          endsAt={doc ? formatDateTime(doc.endsAt, { zone: true }) : ''}
          startsLater={doc ? !hasCome(doc.startsAt) : false}
          previews={previews}
        />
      )}
    </section>
  )
}
