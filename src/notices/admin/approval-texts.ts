/**
 * What the notice's edit view says about its approval (NoticeStatus, NoticeApprovalBanner,
 * NoticeSubmitButton): plain functions of the approval group, so that the header, the sentence at
 * the top and the button always agree. The rules are src/notices/approval.ts.
 */
export type ApprovalView = { state?: string | null; note?: string | null } | null | undefined

const noteOf = (a: ApprovalView) => (typeof a?.note === 'string' ? a.note.trim() : '')

/** The header's status while a notice is in approval; null: Payload's own (Draft, Published, Changed). */
export function approvalStatus(a: ApprovalView): string | null {
  if (a?.state === 'submitted') return 'Waiting for approval'
  if (a?.state === 'returned') return noteOf(a) ? `Returned: ${noteOf(a)}` : 'Returned'
  return null
}

/** The one sentence at the top of the edit view, for an administrator or an institution editor. */
export function approvalSentence(a: ApprovalView, admin: boolean): string | null {
  if (a?.state === 'submitted')
    return admin
      ? 'This notice waits for your approval: press Publish changes to approve it, or write a note for its editor under Approval and press Save draft to send it back.'
      : 'Sent to the society office: this notice waits for an administrator’s approval and goes live when they publish it.'
  if (a?.state === 'returned')
    return admin
      ? 'Sent back to its editor with your note; it comes back to you when they submit it again.'
      : 'The society office sent this notice back: change what the note under Approval asks, then press Submit again for approval.'
  return null
}

/** The toast after an editor's submit (instead of Payload's "Notice successfully created."). */
export const SUBMITTED_TOAST = 'Sent to the society office for approval.'

/** The editor's button: what it says, and whether there is anything to send. */
export function submitButton(a: ApprovalView, modified: boolean): { label: string; disabled: boolean } {
  if (a?.state === 'submitted')
    return modified
      ? { label: 'Submit changes for approval', disabled: false }
      : { label: 'Waiting for approval', disabled: true }
  if (a?.state === 'returned') return { label: 'Submit again for approval', disabled: false }
  return { label: 'Submit for approval', disabled: false }
}
