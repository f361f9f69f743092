import { getPayloadClient } from './payload'

type ExecuteResult = { rows?: { count?: unknown }[] }
type RawExecutor = {
  execute: (args: { drizzle: unknown; raw: string }) => Promise<ExecuteResult> | ExecuteResult
  drizzle: unknown
}

/**
 * Register one visit and return the new total. One upsert ... RETURNING is atomic in SQLite and
 * PostgreSQL alike, so concurrent visits are never lost; it creates the single row if it is missing.
 */
export async function registerVisit(): Promise<number> {
  const payload = await getPayloadClient()
  const db = payload.db as unknown as RawExecutor
  const result = await db.execute({
    drizzle: db.drizzle,
    raw:
      'INSERT INTO visitor_counter (id, count, updated_at, created_at) VALUES (1, 1, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) ' +
      'ON CONFLICT (id) DO UPDATE SET count = visitor_counter.count + 1, updated_at = CURRENT_TIMESTAMP RETURNING count',
  })
  const count = Number(result.rows?.[0]?.count)
  if (!Number.isFinite(count)) throw new Error('visitor counter row is missing')
  return count
}
