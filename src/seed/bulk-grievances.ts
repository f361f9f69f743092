import type { Payload } from 'payload'

import { newGrievanceReference } from '@/grievances/create'
import { ISSUE_TYPES } from '@/grievances/rules'
import { dueDateFor, GRIEVANCE_DUE_DAYS_DEFAULT, GRIEVANCE_STATUSES } from '@/grievances/workflow'

/**
 * Many grievances at once, for the scale tests and benchmarks: written with plain
 * multi-row INSERTs in one transaction, not through Payload's hooks (100,000 take seconds, not an
 * hour). The rows look like filed ones: a unique reference, a status, an institution of `institutions`
 * in turn, filing times one `stepMs` apart going back from `newest` (several rows share a time when
 * `sameTime` > 1, as grievances filed in the same millisecond would), and texts that need CSV escaping.
 */
export type BulkGrievances = {
  count: number
  institutions: number[]
  newest?: Date
  stepMs?: number
  sameTime?: number
}

const COLUMNS = [
  'reference',
  'status',
  'institution_id',
  'closed_at',
  'issue_type',
  'first_name',
  'last_name',
  'date_of_birth',
  'enrollment_number',
  'email',
  'mobile',
  'message',
  'internal_note',
  'updated_at',
  'created_at',
  'due_at',
  'open',
] as const
const ROWS_PER_INSERT = 500

type SqliteClient = { batch: (stmts: { sql: string; args: unknown[] }[], mode: 'write') => Promise<unknown> }
type PgPool = {
  connect: () => Promise<{ query: (text: string, params?: unknown[]) => Promise<unknown>; release: () => void }>
}

export async function bulkGrievances(payload: Payload, opts: BulkGrievances): Promise<void> {
  const newest = (opts.newest ?? new Date()).getTime()
  const step = opts.stepMs ?? 60_000
  const same = opts.sameTime ?? 1
  const pg = payload.db.name === 'postgres'
  const references = new Set<string>()
  const row = (i: number): unknown[] => {
    let reference = newGrievanceReference()
    while (references.has(reference)) reference = newGrievanceReference()
    references.add(reference)
    const status = GRIEVANCE_STATUSES[i % GRIEVANCE_STATUSES.length]!.value
    const at = new Date(newest - Math.floor(i / same) * step).toISOString()
    const closed = status === 'resolved' || status === 'rejected' ? at : null
    return [
      reference,
      status,
      opts.institutions[i % opts.institutions.length],
      closed,
      ISSUE_TYPES[i % ISSUE_TYPES.length],
      `Name ${i}`,
      i % 7 === 0 ? 'Rao, "Jr"' : 'Rao',
      '2004-05-17',
      i % 3 ? `EN-${i}` : null,
      `person${i}@example.org`,
      '9876543210',
      i % 11 === 0 ? '=SUM(A1:A2) and a line\nbreak' : `Message ${i}`,
      null,
      at,
      at,
      // As the history hook sets them: due the default days after filing; open unless closed.
      dueDateFor(new Date(at), GRIEVANCE_DUE_DAYS_DEFAULT).toISOString(),
      pg ? !closed : closed ? 0 : 1,
    ]
  }
  const chunks: unknown[][][] = []
  for (let start = 0; start < opts.count; start += ROWS_PER_INSERT) {
    chunks.push(Array.from({ length: Math.min(ROWS_PER_INSERT, opts.count - start) }, (_, k) => row(start + k)))
  }
  const client = (payload.db as unknown as { drizzle: { $client: unknown } }).drizzle.$client
  const list = COLUMNS.join(', ')
  if (pg) {
    const conn = await (client as PgPool).connect()
    try {
      await conn.query('BEGIN')
      for (const rows of chunks) {
        const values = rows
          .map((r, i) => `(${r.map((_, j) => `$${i * COLUMNS.length + j + 1}`).join(', ')})`)
          .join(', ')
        await conn.query(`INSERT INTO grievances (${list}) VALUES ${values}`, rows.flat())
      }
      await conn.query('COMMIT')
    } catch (error) {
      await conn.query('ROLLBACK')
      throw error
    } finally {
      conn.release()
    }
    return
  }
  const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`
  // libsql runs a batch in one transaction.
  await (client as SqliteClient).batch(
    chunks.map((rows) => ({
      sql: `INSERT INTO grievances (${list}) VALUES ${rows.map(() => placeholders).join(', ')}`,
      args: rows.flat(),
    })),
    'write',
  )
}
