import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Running the search index's own SQL (src/search/indexer.ts, query.ts) through Payload's database
 * adapter, inside the transaction of the change being saved when there is one (as the content
 * version stamps do, src/content/cache.ts), so the index and the content commit together.
 * The statements are written once for SQLite and PostgreSQL (plain SQL both understand).
 */

export { sql }
export type SQL = ReturnType<typeof sql>

export type Row = Record<string, unknown>
type RawDb = {
  drizzle: unknown
  sessions?: Record<string, { db: unknown } | undefined>
  execute: (args: { db?: unknown; drizzle: unknown; sql: SQL }) => Promise<{ rows?: Row[] }> | { rows?: Row[] }
}

/** The database handle of the request's transaction, if it has one. */
async function transactionDb(payload: Payload, req?: Partial<PayloadRequest>) {
  const id = req?.transactionID ? await req.transactionID : undefined
  return id ? (payload.db as unknown as RawDb).sessions?.[String(id)]?.db : undefined
}

export async function run(payload: Payload, statement: SQL, req?: Partial<PayloadRequest>): Promise<Row[]> {
  const db = payload.db as unknown as RawDb
  const result = await db.execute({ db: await transactionDb(payload, req), drizzle: db.drizzle, sql: statement })
  return result.rows ?? []
}

/** `a, b, c` of bound values. */
export const list = (values: readonly unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
