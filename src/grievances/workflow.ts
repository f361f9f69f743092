import { addDays, endOfIndianDay, formatDateTime, indianDay } from '@/lib/dates'

/**
 * How a grievance moves through the desk: its statuses, when it is due and overdue, how long the
 * complainant may answer, its languages and history entries. Shared by the collection, its hooks,
 * jobs, the status page and the admin views.
 */

export const GRIEVANCE_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'rejected', label: 'Rejected' },
] as const

export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number]['value']

/** A grievance in one of these is closed: `closedAt` is set and the retention clock runs. */
export const CLOSED_STATUSES: readonly string[] = ['resolved', 'rejected']

export const isClosed = (status: unknown) => typeof status === 'string' && CLOSED_STATUSES.includes(status)

export const statusLabel = (value: unknown) =>
  GRIEVANCE_STATUSES.find((s) => s.value === value)?.label ?? (value == null || value === '' ? '—' : String(value))

/** What replaces personal data when a grievance is erased. */
export const ERASED = '[erased]'

/** A note quoted in the history is cut to this length. */
export const HISTORY_NOTE_MAX = 500

export const HISTORY_CHANGES = [
  { value: 'status', label: 'Status' },
  { value: 'note', label: 'Internal note' },
  { value: 'institution', label: 'Institution' },
  { value: 'erased', label: 'Personal data erased' },
  { value: 'reply', label: 'Reply to the complainant' },
  { value: 'escalated', label: 'Escalated (overdue)' },
  { value: 'answer', label: 'Answer from the complainant' },
] as const

/** The languages a grievance can be filed in (the public pages'); its mails and the desk's reply follow it. */
export const GRIEVANCE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'mr', label: 'Marathi (मराठी)' },
] as const

/**
 * Days after a grievance is closed during which its complainant may still answer on the status
 * page: the answer reopens it (status In progress). Later, they file a new grievance.
 */
export const ANSWER_WINDOW_DAYS = 30

/** An answer from the complainant is kept up to this length (in the history, for the officers). */
export const ANSWER_MAX = 2000

/** The last moment a closed grievance may be answered: the end of the day in India ANSWER_WINDOW_DAYS after closing. */
export const answerDeadline = (closedAt: string) => endOfIndianDay(addDays(indianDay(closedAt), ANSWER_WINDOW_DAYS))

/** Whether the complainant may answer now: open, or closed and within the answer window (not erased). */
export function mayAnswer(
  g: { status?: unknown; closedAt?: string | null; erasedAt?: string | null },
  now: Date = new Date(),
): boolean {
  if (g.erasedAt) return false
  if (!isClosed(g.status)) return true
  if (!g.closedAt) return false
  return now.getTime() <= answerDeadline(g.closedAt).getTime()
}

/** Days from filing to a grievance's due date when site settings say nothing else (UGC regulations 2023: 15). */
export const GRIEVANCE_DUE_DAYS_DEFAULT = 15

/**
 * The due date of a grievance filed at `filedAt`: the end of the day in India `days` days after
 * the day it was filed there. So it is one calendar day wherever it is shown (the desk, the status
 * page, the mails, the CSV: src/lib/dates.ts), and a grievance filed at 01:06 on 26/11 and one
 * filed at 23:50 that day are both due on 11/12 (15 days), overdue from 12/12 00:00 IST.
 */
export const dueDateFor = (filedAt: Date, days: number) => endOfIndianDay(addDays(indianDay(filedAt), days))

/** Overdue: still open (not Resolved or Rejected) after its due date. */
export const isOverdue = (g: { status?: unknown; dueAt?: string | null }, now: Date = new Date()) =>
  !isClosed(g.status) && !!g.dueAt && new Date(g.dueAt).getTime() < now.getTime()

/** One line of a grievance's history, as officers read it in the admin. */
export function describeHistoryEntry(entry: {
  at?: string | null
  byName?: string | null
  change?: string | null
  from?: string | null
  to?: string | null
}): string {
  const when = formatDateTime(entry.at, { zone: true })
  const who = entry.byName || 'system'
  let what: string
  if (entry.change === 'status') what = `status ${statusLabel(entry.from)} → ${statusLabel(entry.to)}`
  else if (entry.change === 'note')
    what = entry.from ? (entry.to ? 'internal note changed' : 'internal note removed') : 'internal note added'
  else if (entry.change === 'institution') what = `moved from ${entry.from ?? '—'} to ${entry.to ?? '—'}`
  else if (entry.change === 'erased') what = 'personal data erased (retention)'
  else if (entry.change === 'reply')
    what = entry.from
      ? entry.to
        ? 'reply to the complainant changed'
        : 'reply to the complainant removed'
      : 'reply to the complainant added'
  else if (entry.change === 'answer') what = 'the complainant answered on the status page'
  else if (entry.change === 'escalated') what = `escalated to the administrators (due ${entry.to ?? '—'})`
  else what = entry.change ?? ''
  return [when, who, what].filter(Boolean).join(' · ')
}

/**
 * The staff dashboard's "new grievances": still New and filed within this many days
 * (src/dashboard/data.ts). Overdue is one rule everywhere: open past its due date (isOverdue).
 */
export const GRIEVANCE_FRESH_DAYS = 7
