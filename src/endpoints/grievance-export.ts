import type { Endpoint, PayloadRequest, Where } from 'payload'

import { toCsv } from '@/lib/csv'
import { statusLabel } from '@/lib/grievance-desk'

/** Fields the admin list's search box looks in (Grievances admin.listSearchableFields). */
export const GRIEVANCE_SEARCH_FIELDS = ['reference'] as const

const HEADER = [
  'Reference', 'Status', 'Filed', 'Closed', 'Institution', 'Issue type', 'First name', 'Last name',
  'Date of birth', 'Enrollment number', 'Email', 'Mobile', 'Message', 'Internal note', 'Erased',
] as const

/** At most this many rows per file; narrow the filters for more. */
export const EXPORT_MAX_ROWS = 10_000

/**
 * The list's query as Payload's REST API reads it (`req.query` is parsed with qs-esm like every
 * Payload request): `where`, the search box (`search`) and `sort`.
 */
export function exportQuery(query: PayloadRequest['query']): { where: Where; sort: string } {
  const and: Where[] = []
  const where = query.where
  if (where && typeof where === 'object' && !Array.isArray(where)) and.push(where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) and.push({ or: GRIEVANCE_SEARCH_FIELDS.map((f) => ({ [f]: { like: search } })) })
  const sort = typeof query.sort === 'string' && /^-?[A-Za-z][\w.]*$/.test(query.sort) ? query.sort : '-createdAt'
  return { where: and.length ? { and } : {}, sort }
}

const date = (value: unknown) => (typeof value === 'string' && value ? value : '')

/**
 * GET /cms-api/grievances/export.csv?where[...]: the grievances the list shows for the same
 * filters, as a CSV download. Read access is the collection's own: the query runs as the logged-in
 * user (overrideAccess: false), so a scoped officer exports only what they may read.
 */
export const grievanceExport: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 401 })
    const { where, sort } = exportQuery(req.query)
    // Throws Forbidden (403) without read access and QueryError (400) for an unknown field:
    // Payload's endpoint handler answers both.
    const { docs } = await req.payload.find({
      collection: 'grievances',
      where,
      sort,
      limit: EXPORT_MAX_ROWS,
      pagination: false,
      depth: 1,
      populate: { institutions: { name: true } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    const rows = docs.map((g) => [
      g.reference,
      statusLabel(g.status),
      date(g.createdAt),
      date(g.closedAt),
      typeof g.institution === 'object' && g.institution ? g.institution.name : g.institution,
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
    ])
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(HEADER, rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="grievances-${stamp}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
