import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Migration } from 'payload'

import { env, isPostgres } from './env'
import { localeParentIndexes } from './locale-indexes'

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * How the SQLite connection is set up when it opens (the adapter runs the PRAGMAs in connect()):
 * - WAL journal: readers never wait for the writer, and a backup (VACUUM INTO) can run while the
 *   server writes. journal_mode is stored in the file, so it stays on for every later connection.
 * - busy_timeout 5000 ms: a write that meets another process's lock (a backup, the sqlite3 shell)
 *   waits up to 5 s before SQLITE_BUSY, which /api/v1 then answers with 503 (src/lib/db-errors.ts).
 * - synchronous: NORMAL by default. In WAL mode a commit is written to the WAL file before the
 *   write returns, so an acknowledged grievance survives the process being killed (SIGKILL, OOM);
 *   only a power cut or kernel crash can lose the last commits (never corrupts the file). FULL
 *   also fsyncs the WAL on every commit: durable across power loss, at the cost of a blocking
 *   fsync per write (every visit counts one). SQLITE_SYNCHRONOUS=FULL chooses it.
 * The pragmas are per connection: the libsql client keeps one connection unless a transaction
 * opens another, and Payload's SQLite adapter uses none by default (tests/integration/sqlite-pragmas.test.ts).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000
const SQLITE_SETTINGS = {
  busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
  wal: { synchronous: env.sqliteSynchronous, journalSizeLimit: 64 * 1024 * 1024 },
} as const

/**
 * SQLite (embedded, the default) or PostgreSQL when DATABASE_URL starts with postgres://.
 * Schema changes reach a database only through committed migrations (src/migrations), unless
 * DB_PUSH=1 lets Payload push them directly during development.
 * Only the adapter in use is loaded: each brings its own copy of Drizzle, and loading the other
 * cost every start about half a second of CPU and its memory for nothing.
 */
export async function databaseAdapter() {
  if (isPostgres(env.databaseUrl)) {
    const [{ postgresAdapter }, { index: pgIndex }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('@payloadcms/db-postgres/drizzle/pg-core'),
    ])
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: env.dbPush,
      migrationDir: path.join(srcDir, 'migrations-postgres'),
      afterSchemaInit: [localeParentIndexes(pgIndex as never) as never],
    })
  }
  const [{ sqliteAdapter }, { index: sqliteIndex }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('@payloadcms/db-sqlite/drizzle/sqlite-core'),
  ])
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    ...SQLITE_SETTINGS,
    push: env.dbPush,
    migrationDir: path.join(srcDir, 'migrations'),
    afterSchemaInit: [localeParentIndexes(sqliteIndex as never) as never],
  })
}

/**
 * The committed migrations of the database in use (each adapter has its own SQL). Imported when
 * asked, once at start: statically imported, their half a megabyte of SQL was bundled into, and
 * kept in memory with, every route of the server.
 */
export async function databaseMigrations(): Promise<Migration[]> {
  const { migrations } = isPostgres(env.databaseUrl)
    ? await import('../migrations-postgres')
    : await import('../migrations')
  return migrations as unknown as Migration[]
}
