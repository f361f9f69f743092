'use client'

import { TextareaInput, useAuth, useDocumentInfo, useField } from '@payloadcms/ui'

import type { ApprovalView } from './approval-texts'

const STATE_LABEL: Record<string, string> = {
  submitted: 'Waiting for an administrator’s approval',
  returned: 'Sent back to the editor',
}

/**
 * The notice's Approval group in the sidebar (Notices.ts `approval`, its `admin.components.Field`),
 * drawn here instead of by Payload: where the notice stands and the note for its editor, whenever
 * the notice as last saved is in approval, however the edit view was opened and in every round.
 * Payload drew the group's fields only once they had scrolled into view and only when its form state
 * had been built while the group's condition held, so an administrator could find the heading with
 * nothing under it. The note is an administrator's to write (the field's access and the hook in
 * notice-approval.ts); an editor reads it.
 */
export function NoticeApprovalField() {
  const { data } = useDocumentInfo()
  const { user } = useAuth()
  const note = useField<string>({ path: 'approval.note' })
  const saved = (data as { approval?: ApprovalView } | undefined)?.approval
  if (!saved?.state) return null
  const admin = (user as { role?: string } | null)?.role === 'admin'
  return (
    <div
      className="field-type"
      id="field-approval"
      data-approval-state={saved.state}
      style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}
    >
      <h3 style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>Approval</h3>
      <p style={{ margin: '0 0 0.75rem' }}>
        <span style={{ color: 'var(--theme-elevation-800)' }}>Where it stands: </span>
        <strong data-approval-where>{STATE_LABEL[saved.state] ?? saved.state}</strong>
      </p>
      {admin ? (
        <TextareaInput
          path="approval.note"
          label="Note for the editor"
          value={note.value ?? ''}
          onChange={(e) => note.setValue(e.target.value)}
          rows={4}
          description={
            saved.state === 'submitted'
              ? 'To send this notice back, write here what to change and press Save draft. To approve it, press Publish changes.'
              : 'The editor reads this note on the notice and on their dashboard.'
          }
        />
      ) : (
        <div>
          <div className="field-label" style={{ marginBottom: '0.25rem' }}>
            Note from the society office
          </div>
          <p data-approval-note style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {saved.note?.trim() || '—'}
          </p>
        </div>
      )}
    </div>
  )
}
