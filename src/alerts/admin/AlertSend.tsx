'use client'

import { Button, useConfig, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import type { Audience } from '@/subscriptions/counts'

export type MailPreview = { lang: 'en' | 'mr'; message: string; subject: string; text: string }

const LANGUAGE = { en: 'English', mr: 'Marathi (मराठी)' } as const

/**
 * "Review and send" of a saved draft alert (AlertMailPanel renders it on the server with the counts
 * and both previews): a dialog with whom it mails, when, and the alert as the site and the mail show
 * it in English and in Marathi; its Send button posts to /cms-api/alerts/:id/confirm, which checks
 * everything again on the server. Unsaved changes must be saved first: the review shows what is saved.
 */
export function AlertSend(props: {
  id: number
  audience: Audience
  whom: string
  startsAt: string
  endsAt: string
  startsLater: boolean
  previews: MailPreview[]
}) {
  const { config } = useConfig()
  const router = useRouter()
  const modified = useFormModified()
  const dialog = useRef<HTMLDialogElement>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const { audience } = props
  const people = `${audience.total} ${audience.total === 1 ? 'person' : 'people'}`

  async function send() {
    setBusy(true)
    setStatus(null)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/alerts/${props.id}/confirm`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      const text =
        body.errors?.map((e) => e.message).join(' ') ||
        body.message ||
        (res.ok ? 'Sent.' : 'The alert could not be sent.')
      setStatus({ ok: res.ok, text })
      if (res.ok) {
        dialog.current?.close()
        // The whole view again: the state, the confirmation and the report come from the server.
        router.refresh()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginTop: '0.75rem' }}>
      {modified ? (
        <p style={{ margin: 0 }} data-testid="alert-save-first">
          Save your changes first: the review shows the saved alert.
        </p>
      ) : (
        <Button size="small" onClick={() => dialog.current?.showModal()} id="alert-review">
          Review and send…
        </Button>
      )}
      {status?.ok && (
        <p role="status" style={{ margin: '0.5rem 0 0', color: 'var(--theme-success-750)' }}>
          {status.text}
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="alert-review-title"
        data-testid="alert-review"
        style={{
          width: 'min(56rem, calc(100vw - 2rem))',
          maxHeight: 'calc(100vh - 2rem)',
          padding: '1.25rem 1.5rem',
          border: '1px solid var(--theme-elevation-250)',
          borderRadius: 'var(--style-radius-m, 4px)',
          background: 'var(--theme-bg)',
          color: 'var(--theme-text)',
        }}
      >
        <h2 id="alert-review-title" style={{ margin: '0 0 0.75rem', fontSize: '1.25rem' }}>
          Send this alert?
        </h2>
        <p style={{ margin: '0 0 0.25rem' }} data-testid="alert-review-audience">
          {props.whom}: <strong>{people}</strong>: {audience.en} in English, {audience.mr} in Marathi.
        </p>
        <p style={{ margin: '0 0 1rem' }}>
          {props.startsLater
            ? `It goes on the site and is mailed at ${props.startsAt}`
            : 'It goes on the site now and is mailed within a minute'}
          ; it leaves the site at {props.endsAt}. A mail cannot be called back once sent.
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: '1rem' }}>
          {props.previews.map((p) => (
            <section
              key={p.lang}
              lang={p.lang}
              aria-label={LANGUAGE[p.lang]}
              data-testid={`alert-preview-${p.lang}`}
              style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem' }}
            >
              <h3 lang="en" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
                {LANGUAGE[p.lang]}: {p.lang === 'en' ? audience.en : audience.mr}{' '}
                {(p.lang === 'en' ? audience.en : audience.mr) === 1 ? 'person' : 'people'}
              </h3>
              <p
                lang="en"
                style={{ margin: '0 0 0.25rem', fontSize: '0.8125rem', color: 'var(--theme-elevation-650)' }}
              >
                On the site{p.lang === 'mr' ? ' (/mr pages)' : ''}
              </p>
              <p
                style={{
                  margin: '0 0 0.75rem',
                  padding: '0.5rem 0.75rem',
                  background: 'var(--theme-warning-100)',
                  borderRadius: 4,
                }}
              >
                {p.message}
              </p>
              <p
                lang="en"
                style={{ margin: '0 0 0.25rem', fontSize: '0.8125rem', color: 'var(--theme-elevation-650)' }}
              >
                The mail
              </p>
              <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{p.subject}</p>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap', font: 'inherit', fontSize: '0.875rem' }}>{p.text}</pre>
            </section>
          ))}
        </div>
        {status && !status.ok && (
          <p role="alert" style={{ margin: '1rem 0 0', color: 'var(--theme-error-750)' }}>
            {status.text}
          </p>
        )}
        <div style={{ display: 'flex', gap: '0.75rem', marginTop: '1rem', flexWrap: 'wrap' }}>
          <Button onClick={() => void send()} disabled={busy} id="alert-send">
            {audience.total ? `Send to ${people}` : 'Publish (nobody to mail)'}
          </Button>
          <Button buttonStyle="secondary" onClick={() => dialog.current?.close()}>
            Back to editing
          </Button>
        </div>
      </dialog>
    </div>
  )
}
