import type { Endpoint, PayloadRequest, Where } from 'payload'

import { csvLine, csvStart } from '@/lib/csv'
import { formatDateTime, indianDay, ZONE_NAME } from '@/lib/dates'
import { statusLabel } from '@/grievances/workflow'
import { relationId } from '@/lib/relation'
import type { Grievance } from '@/payload-types'

/** Fields the admin list's search box looks in (Grievances admin.listSearchableFields). */
export const GRIEVANCE_SEARCH_FIELDS = ['reference'] as const

/**
 * Times are India's, DD/MM/yyyy HH:mm (src/lib/dates.ts), the zone stated in the header: a
 * spreadsheet reads them as dates, and the due day is the one the desk and the status page show.
 */
const HEADER = [
  'Reference', 'Status', `Filed (${ZONE_NAME})`, `Closed (${ZONE_NAME})`, 'Institution', 'Issue type', 'First name', 'Last name',
  'Date of birth', 'Enrollment number', 'Email', 'Mobile', 'Message', 'Internal note', `Erased (${ZONE_NAME})`, `Due (${ZONE_NAME})`,
] as const

/** Rows read from the database at a time: the export holds one batch, whatever the number of rows. */
export const EXPORT_BATCH = 500

/**
 * Orders the export can page through by keyset (the sort field, then id): fields every grievance
 * has a value in (a NULL cannot be compared, and the dialects order NULLs differently). Any other
 * sort of the list exports newest first.
 */
export const EXPORT_SORTS = ['createdAt', 'updatedAt', 'reference', 'status', 'issueType', 'institution', 'id'] as const
const DEFAULT_SORT = '-createdAt'

/**
 * The list's query as Payload's REST API reads it (`req.query` is parsed with qs-esm like every
 * Payload request): `where`, the search box (`search`) and `sort`.
 */
export function exportQuery(query: PayloadRequest['query']): { where: Where; sort: string } {
  const and: Where[] = []
  const where = query.where
  if (where && typeof where === 'object' && !Array.isArray(where) && Object.keys(where).length) and.push(where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) and.push({ or: GRIEVANCE_SEARCH_FIELDS.map((f) => ({ [f]: { like: search } })) })
  const sort = typeof query.sort === 'string' && (EXPORT_SORTS as readonly string[]).includes(query.sort.replace(/^-/, '')) ? query.sort : DEFAULT_SORT
  return { where: and.length ? { and } : {}, sort }
}

/**
 * The condition for the rows after `last` in the order `sort` (keyset paging): each batch is an
 * index range read that starts where the previous one stopped, so the 200th batch costs what the
 * first did (an OFFSET would re-read every row before it).
 */
export function afterRow(sort: string, last: Grievance): Where {
  const field = sort.replace(/^-/, '')
  const beyond = sort.startsWith('-') ? 'less_than' : 'greater_than'
  if (field === 'id') return { id: { [beyond]: last.id } }
  const value = field === 'institution' ? relationId(last.institution) : last[field as Exclude<(typeof EXPORT_SORTS)[number], 'institution' | 'id'>]
  // `field ≤ value AND (field < value OR id < last id)`: the first condition is an index range the
  // database starts from (an OR alone is not, and would read every row before each batch again).
  const upTo = sort.startsWith('-') ? 'less_than_equal' : 'greater_than_equal'
  return { and: [{ [field]: { [upTo]: value } }, { or: [{ [field]: { [beyond]: value } }, { id: { [beyond]: last.id } }] }] }
}

const date = (value: unknown) => (typeof value === 'string' && value ? formatDateTime(value) : '')

const row = (g: Grievance, names: Map<number, string>) =>
  csvLine([
    g.reference,
    statusLabel(g.status),
    date(g.createdAt),
    date(g.closedAt),
    names.get(relationId(g.institution) ?? -1) ?? relationId(g.institution),
    g.issueType,
    g.firstName,
    g.lastName,
    g.dateOfBirth,
    g.enrollmentNumber,
    g.email,
    g.mobile,
    g.message,
    g.internalNote,
    date(g.erasedAt),
    date(g.dueAt),
  ])

/**
 * GET /cms-api/grievances/export.csv?where[...]: the grievances the list shows for the same
 * filters, as a CSV download of any length. Read access is the collection's own: every batch runs
 * as the logged-in user (overrideAccess: false), so a scoped officer exports only what they may read.
 * The file is streamed: batches of EXPORT_BATCH rows are read as the client takes the bytes.
 */
export const grievanceExport: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 401 })
    const { where, sort } = exportQuery(req.query)
    const { payload, user } = req
    const batch = async (after: Grievance | null) =>
      (
        await payload.find({
          collection: 'grievances',
          where: after ? { and: [where, afterRow(sort, after)] } : where,
          sort: sort.replace(/^-/, '') === 'id' ? sort : [sort, sort.startsWith('-') ? '-id' : 'id'],
          limit: EXPORT_BATCH,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
        })
      ).docs as Grievance[]
    // Institution names, read once each (a few dozen) rather than populated in every batch.
    const names = new Map<number, string>()
    const nameBatch = async (docs: Grievance[]) => {
      const missing = [...new Set(docs.map((g) => relationId(g.institution)))].filter((id): id is number => id !== null && !names.has(id))
      if (!missing.length) return
      const { docs: found } = await payload.find({
        collection: 'institutions',
        where: { id: { in: missing } },
        select: { name: true },
        depth: 0,
        limit: missing.length,
        pagination: false,
        joins: false,
        overrideAccess: false,
        user,
      })
      for (const i of found) names.set(i.id, i.name)
    }
    // The first batch before the answer: no read access (403) or an unknown field (400) is thrown
    // here, and Payload's endpoint handler answers it.
    let docs: Grievance[] | null = await batch(null)
    const encoder = new TextEncoder()
    let started = false
    const body = new ReadableStream<Uint8Array>({
      // Called when the client wants more: one batch in memory at a time.
      async pull(controller) {
        try {
          if (!started) {
            started = true
            controller.enqueue(encoder.encode(csvStart(HEADER)))
          }
          if (!docs) return controller.close()
          await nameBatch(docs)
          controller.enqueue(encoder.encode(docs.map((g) => row(g, names)).join('')))
          docs = docs.length < EXPORT_BATCH ? null : await batch(docs[docs.length - 1]!)
        } catch (error) {
          // The download ends broken rather than looking complete; nothing personal is logged.
          payload.logger.error({ msg: 'grievance export failed mid-stream', err: error instanceof Error ? error.name : 'error' })
          controller.error(new Error('grievance export failed'))
        }
      },
    })
    const stamp = indianDay(new Date())
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="grievances-${stamp}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
