import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Migration } from 'payload'

import { migrations as postgresMigrations } from '../migrations-postgres'
import { migrations as sqliteMigrations } from '../migrations'
import { env, isPostgres } from './env'

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * SQLite (embedded, the default) or PostgreSQL when DATABASE_URL starts with postgres://.
 * Schema changes reach a database only through committed migrations (src/migrations), unless
 * DB_PUSH=1 lets Payload push them directly during development.
 */
export function databaseAdapter() {
  if (isPostgres(env.databaseUrl)) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: env.dbPush,
      migrationDir: path.join(srcDir, 'migrations-postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    push: env.dbPush,
    migrationDir: path.join(srcDir, 'migrations'),
  })
}

/** The committed migrations of the database in use (each adapter has its own SQL). */
export function databaseMigrations(): Migration[] {
  return (isPostgres(env.databaseUrl) ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
}
