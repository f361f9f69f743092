import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'

/**
 * The society's approval of institution editors' notices (issue 30). While the site setting
 * "Notices from institution editors need an administrator's approval" is on, an editor cannot
 * publish a notice: they save it as a draft submitted for approval (`approval.state = submitted`);
 * an administrator publishes it (approves) or sends it back with a note (`returned`). Off, editors
 * publish directly. Enforced here, on the server, for every door (the admin, /cms-api, the local
 * API with a user).
 */
export type ApprovalState = 'submitted' | 'returned'
export type Approval = { state?: ApprovalState | null; note?: string | null }

export const APPROVAL_REFUSED =
  'Notices from institution editors need a society administrator’s approval: submit the notice for approval instead of publishing it.'

/** Whether the society setting is on (read on the server, never from the request). */
export async function noticeApprovalRequired(req: PayloadRequest): Promise<boolean> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: { ...req } as PayloadRequest })
  return (settings as { noticeApproval?: boolean | null }).noticeApproval === true
}

export const enforceNoticeApproval: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = ((originalDoc as { approval?: Approval } | undefined)?.approval ?? {}) as Approval
  const asked = ((data as { approval?: Approval }).approval ?? {}) as Approval
  const publishing = data._status === 'published'
  // The server itself (seed, jobs): as given.
  if (!req.user) return data
  if (hasRole(req.user, 'admin')) {
    // Publishing is approving: nothing waits any more.
    if (publishing) data.approval = { state: null, note: null }
    // A new note on a notice that waits sends it back to its editor.
    else if (before.state === 'submitted' && asked.note?.trim() && asked.note !== before.note) data.approval = { state: 'returned', note: asked.note.trim() }
    else data.approval = { state: before.state ?? null, note: asked.note ?? before.note ?? null }
    return data
  }
  // Editors: never write the administrator's note, never send back themselves.
  const required = await noticeApprovalRequired(req)
  if (publishing) {
    if (required) throw new APIError(APPROVAL_REFUSED, 403, undefined, true)
    data.approval = { state: null, note: before.note ?? null }
    return data
  }
  const submitting = required && asked.state === 'submitted'
  data.approval = { state: submitting ? 'submitted' : (before.state ?? null), note: before.note ?? null }
  return data
}
