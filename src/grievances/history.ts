import { formatDate } from '@/lib/dates'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId } from '@/lib/relation'
import { dueDateFor, GRIEVANCE_DUE_DAYS_DEFAULT, HISTORY_NOTE_MAX, isClosed } from '@/grievances/workflow'

type HistoryEntry = {
  id?: string | null
  at: string
  by?: number | null
  byName?: string | null
  change: 'status' | 'note' | 'institution' | 'erased' | 'reply' | 'escalated' | 'answer'
  from?: string | null
  to?: string | null
}

/** Set by the retention job (src/grievances/jobs/retention.ts), which writes erasure itself. */
export const ERASE_CONTEXT = 'grievanceErase'

/** Set by the escalation job (src/grievances/jobs/escalation.ts): the one update that may set `escalatedAt`. */
export const ESCALATE_CONTEXT = 'grievanceEscalate'

/**
 * Set, to the answer's text, by the status page when the complainant answers (src/grievances/answer.ts):
 * the one update that adds an "answer" entry; its status change is recorded as the complainant's.
 */
export const ANSWER_CONTEXT = 'grievanceAnswer'

/** Days from filing to the due date, from Site settings → Grievances (default 15). */
async function dueDays(req: PayloadRequest): Promise<number> {
  const settings = await req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
    .catch(() => null)
  const days = Number((settings as { grievanceDueDays?: unknown } | null)?.grievanceDueDays)
  return Number.isInteger(days) && days >= 1 ? days : GRIEVANCE_DUE_DAYS_DEFAULT
}

const clip = (text: unknown) => {
  const s = typeof text === 'string' ? text : ''
  return s.length > HISTORY_NOTE_MAX ? `${s.slice(0, HISTORY_NOTE_MAX - 1)}…` : s
}

/**
 * The grievance desk's record keeping, on every create and update whoever makes it:
 * - `history` gets one entry per change of status, internal note or institution (who, when,
 *   from → to). It is rebuilt from the stored document each time, so no request can rewrite or
 *   remove entries.
 * - `closedAt` is set when the status becomes Resolved or Rejected and cleared when it is reopened.
 * - `dueAt` is set once, at filing (Site settings → Grievances days later); `open` follows the status.
 * - `reference`, `createdAt`, `closedAt`, `dueAt`, `escalatedAt` and `erasedAt` are never taken from
 *   the update, whoever makes it, the server's own code included (field access already keeps them
 *   from the API: Grievances.ts `kept`); only the escalation job sets `escalatedAt` (once), and its
 *   history entry with it, and only the retention job (ERASE_CONTEXT) writes erasure.
 */
/** "Name (#id)" of an institution, for the history (the name as it was at the time of the move). */
async function institutionLabel(req: PayloadRequest, value: unknown): Promise<string> {
  const id = relationId(value)
  if (id === null) return '—'
  const doc = await req.payload
    .findByID({ collection: 'institutions', id, depth: 0, draft: true, req, overrideAccess: true })
    .catch(() => null)
  return doc?.name ? `${doc.name} (#${id})` : `#${id}`
}

export const trackGrievanceChanges: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (context[ERASE_CONTEXT]) return data
  const now = new Date().toISOString()

  if (operation === 'create' || !originalDoc) {
    const filed = data.createdAt ? new Date(data.createdAt as string) : new Date(now)
    return {
      ...data,
      history: [],
      closedAt: isClosed(data.status) ? now : null,
      dueAt: dueDateFor(filed, await dueDays(req)).toISOString(),
      escalatedAt: null,
      open: !isClosed(data.status),
      erasedAt: null,
    }
  }

  const history: HistoryEntry[] = [...((originalDoc.history as HistoryEntry[] | undefined) ?? [])]
  const user = req.user as { id?: number; email?: string } | null | undefined
  const answer = typeof context[ANSWER_CONTEXT] === 'string' ? (context[ANSWER_CONTEXT] as string) : null
  const who =
    answer !== null ? { by: null, byName: 'complainant' } : { by: user?.id ?? null, byName: user?.email ?? 'system' }
  if (answer !== null) history.push({ at: now, ...who, change: 'answer', from: null, to: answer })

  const fromStatus = originalDoc.status as string
  const toStatus = (data.status ?? fromStatus) as string
  let closedAt = (originalDoc.closedAt as string | null | undefined) ?? null
  if (toStatus !== fromStatus) {
    history.push({ at: now, ...who, change: 'status', from: fromStatus, to: toStatus })
    if (isClosed(toStatus) && !isClosed(fromStatus)) closedAt = now
    if (!isClosed(toStatus)) closedAt = null
  }

  if (data.reply !== undefined) {
    const fromReply = (originalDoc.reply as string | null | undefined) ?? ''
    const toReply = (data.reply as string | null) ?? ''
    if (toReply.trim() !== fromReply.trim())
      history.push({ at: now, ...who, change: 'reply', from: clip(fromReply), to: clip(toReply) })
  }

  let escalatedAt = (originalDoc.escalatedAt as string | null | undefined) ?? null
  if (context[ESCALATE_CONTEXT] && !escalatedAt) {
    escalatedAt = now
    history.push({
      at: now,
      by: null,
      byName: 'escalation',
      change: 'escalated',
      from: null,
      to: formatDate(originalDoc.dueAt as string | null | undefined) || null,
    })
  }

  if (data.internalNote !== undefined) {
    const fromNote = (originalDoc.internalNote as string | null | undefined) ?? ''
    const toNote = (data.internalNote as string | null) ?? ''
    if (toNote.trim() !== fromNote.trim())
      history.push({ at: now, ...who, change: 'note', from: clip(fromNote), to: clip(toNote) })
  }

  const fromInstitution = relationId(originalDoc.institution)
  const toInstitution = data.institution === undefined ? fromInstitution : relationId(data.institution)
  if (String(toInstitution) !== String(fromInstitution)) {
    history.push({
      at: now,
      ...who,
      change: 'institution',
      from: await institutionLabel(req, fromInstitution),
      to: await institutionLabel(req, toInstitution),
    })
  }

  return {
    ...data,
    reference: originalDoc.reference,
    // Only filing sets it: the status page, the CSV, the summary and the due date all count from it.
    createdAt: originalDoc.createdAt,
    history,
    closedAt,
    dueAt: originalDoc.dueAt ?? null,
    escalatedAt,
    open: !isClosed(toStatus),
    erasedAt: originalDoc.erasedAt ?? null,
  }
}
