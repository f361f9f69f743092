import { getPayloadClient } from './payload'

type ExecuteResult = { rows?: { count?: unknown }[] }
type RawExecutor = { execute: (args: { drizzle: unknown; raw: string }) => Promise<ExecuteResult> | ExecuteResult; drizzle: unknown }

/**
 * Register one visit and return the new total. A single UPDATE ... RETURNING is atomic in SQLite
 * and PostgreSQL alike, so concurrent visits are never lost (the row is created by a migration).
 */
export async function registerVisit(): Promise<number> {
  const payload = await getPayloadClient()
  const db = payload.db as unknown as RawExecutor
  const result = await db.execute({
    drizzle: db.drizzle,
    raw: 'UPDATE visitor_counter SET count = count + 1, updated_at = CURRENT_TIMESTAMP RETURNING count',
  })
  const count = Number(result.rows?.[0]?.count)
  if (!Number.isFinite(count)) throw new Error('visitor counter row is missing')
  return count
}
