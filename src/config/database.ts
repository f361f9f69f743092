import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
