import type { Endpoint, PayloadRequest } from 'payload'

import { afterRow as baseAfterRow, csvExportEndpoint, exportQuery as baseExportQuery } from '@/services/csv-export'
import { formatDateTime, ZONE_NAME } from '@/lib/dates'
import { statusLabel } from '@/grievances/workflow'
import type { Grievance } from '@/payload-types'

/** Fields the admin list's search box looks in (Grievances admin.listSearchableFields). */
export const GRIEVANCE_SEARCH_FIELDS = ['reference'] as const

/**
 * Times are India's, DD/MM/yyyy HH:mm (src/lib/dates.ts), the zone stated in the header: a
 * spreadsheet reads them as dates, and the due day is the one the desk and the status page show.
 */
const HEADER = [
  'Reference',
  'Status',
  `Filed (${ZONE_NAME})`,
  `Closed (${ZONE_NAME})`,
  'Institution',
  'Issue type',
  'First name',
  'Last name',
  'Date of birth',
  'Enrollment number',
  'Email',
  'Mobile',
  'Message',
  'Internal note',
  `Erased (${ZONE_NAME})`,
  `Due (${ZONE_NAME})`,
] as const

export { EXPORT_BATCH } from '@/services/csv-export'

/**
 * Orders the export can page through by keyset (src/services/csv-export.ts): fields every grievance
 * has a value in. Any other sort of the list exports newest first.
 */
export const EXPORT_SORTS = ['createdAt', 'updatedAt', 'reference', 'status', 'issueType', 'institution', 'id'] as const

/** The list's query as the export reads it (src/services/csv-export.ts exportQuery). */
export const exportQuery = (query: PayloadRequest['query']) =>
  baseExportQuery(query, GRIEVANCE_SEARCH_FIELDS, EXPORT_SORTS)

/** The keyset condition for the rows after `last` (src/services/csv-export.ts). */
export const afterRow = (sort: string, last: Grievance) => baseAfterRow(sort, last)

const date = (value: unknown) => (typeof value === 'string' && value ? formatDateTime(value) : '')

const row = (g: Grievance, institution: string) => [
  g.reference,
  statusLabel(g.status),
  date(g.createdAt),
  date(g.closedAt),
  institution,
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
]

/**
 * GET /cms-api/grievances/export.csv?where[...]: the grievances the list shows for the same
 * filters, as a CSV download of any length, streamed in batches; a scoped officer exports only what
 * they may read (src/services/csv-export.ts).
 */
export const grievanceExport: Endpoint = csvExportEndpoint<Grievance>({
  collection: 'grievances',
  searchFields: GRIEVANCE_SEARCH_FIELDS,
  sorts: EXPORT_SORTS,
  header: HEADER,
  row,
  filename: 'grievances',
})
