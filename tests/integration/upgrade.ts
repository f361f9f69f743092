import type { Payload } from 'payload'

/**
 * A database as the previous release left it, upgraded by Payload's start: every migration before
 * the one under test is applied with its own up() on a plain connection and recorded in
 * `payload_migrations`, the test's rows are written with SQL into that schema (Payload's current
 * config could not write them), then Payload starts on it and applies the pending migrations, as a
 * server start does.
 *
 * SQLite by default (the test file's temporary database). PostgreSQL when PG_TEST_URL names a
 * database that may be wiped (its `public` schema is dropped and re-created), e.g.
 *   PG_TEST_URL=postgres://postgres@127.0.0.1:5449/upg npx vitest run tests/integration/fees-upgrade.test.ts
 *
 * Import this module before anything imports the config: env.ts reads DATABASE_URL once, and the
 * config is imported here only after the old database is written.
 */
const PG_URL = process.env.PG_TEST_URL
if (PG_URL) process.env.DATABASE_URL = PG_URL
export const dialect: 'sqlite' | 'postgres' = PG_URL ? 'postgres' : 'sqlite'

/** A boolean column's value as the dialect stores it (SQLite has none: 1 or 0). */
export const bool = (b: boolean): unknown => (dialect === 'sqlite' ? (b ? 1 : 0) : b)

/** The part of drizzle's SQL builder these tests use (each dialect package has its own copy). */
export type Query = unknown
export type SqlTag = ((strings: TemplateStringsArray, ...values: unknown[]) => Query) & {
  identifier: (name: string) => Query
  join: (parts: Query[], separator: Query) => Query
  raw: (text: string) => Query
}
export type Row = [table: string, values: Record<string, unknown>]
type Migration = { name: string; up: (args: never) => Promise<void> }

/** The previous release's schema with `rows` in it, upgraded by Payload's start from `migration` on. */
export async function upgradedPayload(migration: RegExp, rows: Row[]): Promise<{ payload: Payload; sql: SqlTag }> {
  let migrations: Migration[]
  let sql: SqlTag
  let run: (query: Query) => Promise<unknown>
  let all: <T>(query: Query) => Promise<T[]>
  let close: () => Promise<void>
  let db: unknown
  if (dialect === 'postgres') {
    const pg = await import('@payloadcms/db-postgres')
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    migrations = (await import('@/migrations-postgres')).migrations as unknown as Migration[]
    const pgDb = drizzle(PG_URL!)
    db = pgDb
    sql = pg.sql as unknown as SqlTag
    run = (q) => pgDb.execute(q as never)
    all = async <T>(q: Query) => (await pgDb.execute(q as never)).rows as T[]
    close = () => pgDb.$client.end()
    await run(sql`DROP SCHEMA IF EXISTS public CASCADE`)
    await run(sql`CREATE SCHEMA public`)
  } else {
    const lite = await import('@payloadcms/db-sqlite')
    const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
    migrations = (await import('@/migrations')).migrations as unknown as Migration[]
    const liteDb = drizzle({ connection: { url: process.env.DATABASE_URL! } })
    db = liteDb
    sql = lite.sql as unknown as SqlTag
    run = (q) => liteDb.run(q as never)
    all = (q) => liteDb.all(q as never)
    close = async () => liteDb.$client.close()
    await run(sql`PRAGMA foreign_keys = ON`)
  }
  const at = migrations.findIndex((m) => migration.test(m.name))
  if (at < 0 || migrations.filter((m) => migration.test(m.name)).length !== 1) {
    throw new Error(`expected exactly one migration matching ${migration}`)
  }
  const earlier = migrations.slice(0, at)
  for (const m of earlier) await m.up({ db, payload: undefined, req: {} } as never)

  const stamp = new Date(0).toISOString()
  const insert = async (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row)
    await run(
      sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) VALUES (${sql.join(
        columns.map((c) => sql`${row[c]}`),
        sql`, `,
      )})`,
    )
  }
  for (const m of earlier)
    await insert('payload_migrations', { name: m.name, batch: 1, created_at: stamp, updated_at: stamp })
  for (const [table, row] of rows) await insert(table, row)
  if (dialect === 'postgres') {
    // Explicit ids leave the serial sequences behind; Payload's own inserts must not collide.
    const serials = await all<{ t: string }>(
      sql`SELECT table_name AS t FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND column_default LIKE 'nextval%'`,
    )
    for (const { t } of serials) {
      await run(
        sql.raw(`SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), GREATEST((SELECT max(id) FROM "${t}"), 1))`),
      )
    }
  }
  await close()

  const config = (await import('@payload-config')).default
  const { getPayload } = await import('payload')
  return { payload: await getPayload({ config }), sql }
}
