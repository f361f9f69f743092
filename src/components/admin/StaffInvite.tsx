'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'
import { useRouter } from 'next/navigation'

/**
 * Staff invitations in the admin (src/collections/staff-invite.ts does the work on the server and
 * checks that the user is an administrator).
 *
 * - InviteStaff, above the Users list: email, name and role; the account is created without a
 *   password and the person is mailed a link to choose their own.
 * - InvitationField, in an account's edit view: when the invitation was last sent, and a button
 *   that sends a new one (a new link; the earlier one stops working).
 */

const ROLE_OPTIONS = [
  ['editor', 'Institution editor'],
  ['officer', 'Grievance officer'],
  ['admin', 'Society administrator'],
] as const

const box = {
  display: 'grid',
  gap: 'calc(var(--base) / 2)',
  marginBottom: 'var(--base)',
  padding: 'calc(var(--base) / 2)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
} as const
const input = { minHeight: 40, padding: '0 0.5rem', font: 'inherit', width: '100%' } as const

async function answerOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as {
    message?: string
    errors?: { message?: string }[]
    doc?: unknown
  }
  return body.errors?.map((e) => e.message).join(' ') || body.message || ''
}

export function InviteStaff() {
  const { config } = useConfig()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function invite(form: HTMLFormElement) {
    const data = new FormData(form)
    setBusy(true)
    setStatus(null)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/users`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: data.get('email'), name: data.get('name') || undefined, role: data.get('role') }),
      })
      if (res.ok) {
        form.reset()
        setStatus({
          ok: true,
          text: `Invitation sent to ${String(data.get('email'))}. Open the account to choose its institutions.`,
        })
        // The list (server-rendered) shows the new account; the message above stays for the reader.
        router.refresh()
      } else setStatus({ ok: false, text: (await answerOf(res)) || 'The invitation could not be sent.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'calc(var(--base) / 2)' }}>
      {!open ? (
        <Button buttonStyle="secondary" size="small" onClick={() => setOpen(true)} id="invite-staff-open">
          Invite a staff member
        </Button>
      ) : (
        <form
          style={box}
          id="invite-staff"
          onSubmit={(e) => {
            e.preventDefault()
            void invite(e.currentTarget)
          }}
        >
          <strong>Invite a staff member</strong>
          <p style={{ margin: 0 }}>
            They receive a mail with a link to choose their own password (it works for 7 days). You never set or see
            their password.
          </p>
          <label>
            Email
            <input name="email" type="email" required autoComplete="off" style={input} />
          </label>
          <label>
            Name
            <input name="name" type="text" maxLength={200} autoComplete="off" style={input} />
          </label>
          <label>
            Role
            <select name="role" defaultValue="editor" style={input}>
              {ROLE_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {status && (
            <p
              role={status.ok ? 'status' : 'alert'}
              style={{ margin: 0, color: status.ok ? 'var(--theme-success-750)' : 'var(--theme-error-750)' }}
            >
              {status.text}
            </p>
          )}
          <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)' }}>
            <Button type="submit" size="small" disabled={busy}>
              Send the invitation
            </Button>
            <Button buttonStyle="secondary" size="small" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

export function InvitationField() {
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const invitedAt = useFormFields(([fields]) => fields.invitedAt?.value as string | undefined)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id) return null

  async function resend() {
    setBusy(true)
    setStatus(null)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/users/${id}/invite`, {
        method: 'POST',
        credentials: 'include',
      })
      setStatus({
        ok: res.ok,
        text: (await answerOf(res)) || (res.ok ? 'Invitation sent.' : 'The invitation could not be sent.'),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={box} id="staff-invitation">
      <strong>Invitation</strong>
      <p style={{ margin: 0 }}>
        {invitedAt
          ? `An invitation was last sent on ${new Date(invitedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'short' })} (India). Sending a new one mails a new link (valid for 7 days); the earlier link stops working.`
          : 'Send this person a link to choose a new password of their own (valid for 7 days), for instance when they have not signed in yet.'}
      </p>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} style={{ margin: 0 }}>
          {status.text}
        </p>
      )}
      <div>
        <Button buttonStyle="secondary" size="small" onClick={() => void resend()} disabled={busy}>
          Send the invitation again
        </Button>
      </div>
    </div>
  )
}
