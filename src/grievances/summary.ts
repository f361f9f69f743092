import type { Payload, TypedUser, Where } from 'payload'

import type { Grievance } from '@/payload-types'
import { indianDay, startOfIndianDay } from '@/lib/dates'
import { relationId } from '@/lib/relation'

/**
 * The grievance desk's monthly figures per institution, as institutions report them to regulators
 * (UGC Grievance Redressal Regulations 2023), for the month [start, end):
 * - received: filed in the month;
 * - resolved / rejected: closed in the month with that status;
 * - median days to close: of those closed in the month, from filing to closing (one decimal);
 * - overdue: at the month's end (now, for the current month) still open after its due date.
 * Read with the person's own access (an officer sees their institutions only).
 */

export type SummaryRow = {
  institution: number
  name: string
  received: number
  resolved: number
  rejected: number
  medianDaysToClose: number | null
  overdue: number
}

const DAY = 24 * 60 * 60 * 1000
const BATCH = 1000

/**
 * 'YYYY-MM' → its first instant and the next month's, in India (src/lib/dates.ts: a grievance filed
 * at 01:00 on 1 December in India counts in December); null for anything else.
 */
export function monthRange(month: string): { start: Date; end: Date } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!m) return null
  const year = Number(m[1])
  const index = Number(m[2]) - 1
  if (year < 2000 || year > 2100) return null
  const next = index === 11 ? `${year + 1}-01` : `${year}-${String(index + 2).padStart(2, '0')}`
  return { start: startOfIndianDay(`${month}-01`), end: startOfIndianDay(`${next}-01`) }
}

/** This month in India, 'YYYY-MM'. */
export const currentMonth = (now: Date = new Date()) => indianDay(now).slice(0, 7)

export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return Math.round(value * 10) / 10
}

type Row = Pick<Grievance, 'id' | 'institution' | 'status' | 'createdAt' | 'closedAt' | 'dueAt'>

export async function monthlySummary(
  payload: Payload,
  month: string,
  { user, now = new Date() }: { user: TypedUser | null; now?: Date },
): Promise<SummaryRow[]> {
  const range = monthRange(month)
  if (!range) return []
  const { start, end } = range
  const at = end.getTime() < now.getTime() ? end : now
  const iso = (d: Date) => d.toISOString()
  // Everything that can count: filed before the end and not closed before the start.
  const where: Where = {
    and: [
      { createdAt: { less_than: iso(end) } },
      { or: [{ closedAt: { exists: false } }, { closedAt: { greater_than_equal: iso(start) } }] },
    ],
  }
  const rows = new Map<number, SummaryRow & { days: number[] }>()
  const rowOf = (institution: number) => {
    let row = rows.get(institution)
    if (!row)
      rows.set(
        institution,
        (row = {
          institution,
          name: `#${institution}`,
          received: 0,
          resolved: 0,
          rejected: 0,
          medianDaysToClose: null,
          overdue: 0,
          days: [],
        }),
      )
    return row
  }
  const inMonth = (value: string | null | undefined) => !!value && value >= iso(start) && value < iso(end)
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'grievances',
      where,
      select: { institution: true, status: true, createdAt: true, closedAt: true, dueAt: true },
      sort: 'id',
      depth: 0,
      limit: BATCH,
      page,
      overrideAccess: false,
      user,
    })
    for (const g of docs as Row[]) {
      const institution = relationId(g.institution)
      if (institution === null) continue
      const row = rowOf(institution)
      if (inMonth(g.createdAt)) row.received++
      if (inMonth(g.closedAt) && (g.status === 'resolved' || g.status === 'rejected')) {
        row[g.status]++
        row.days.push((Date.parse(g.closedAt!) - Date.parse(g.createdAt)) / DAY)
      }
      const openAt = Date.parse(g.createdAt) < at.getTime() && (!g.closedAt || Date.parse(g.closedAt) >= at.getTime())
      if (openAt && g.dueAt && Date.parse(g.dueAt) < at.getTime()) row.overdue++
    }
    if (!hasNextPage) break
  }
  if (rows.size) {
    const { docs } = await payload.find({
      collection: 'institutions',
      where: { id: { in: [...rows.keys()] } },
      select: { name: true },
      depth: 0,
      limit: rows.size,
      pagination: false,
      draft: true,
      overrideAccess: true,
    })
    for (const i of docs) rows.get(i.id)!.name = i.name
  }
  return [...rows.values()]
    .map(({ days, ...row }) => ({ ...row, medianDaysToClose: median(days) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

export const SUMMARY_HEADER = [
  'Institution',
  'Received',
  'Resolved',
  'Rejected',
  'Median days to close',
  'Overdue',
] as const

export const summaryCells = (r: SummaryRow) =>
  [r.name, r.received, r.resolved, r.rejected, r.medianDaysToClose ?? '', r.overdue] as const
