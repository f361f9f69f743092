/**
 * npm run restore -- <archive.tar.gz>: put back the database and uploads of an archive written by
 * `npm run backup`. Stop the server first: the restore refuses to run while another process has
 * the SQLite database open (a running server would keep writing to the replaced file and lose
 * those writes). Nothing is replaced until the archive has been unpacked and its database has
 * passed PRAGMA integrity_check. The current data is moved aside, not deleted:
 * <database folder>/pre-restore-YYYYMMDD-HHMMSS/ (the database with its -wal/-shm files, and the
 * uploads folder). Start the server afterwards; it applies any migrations newer than the backup.
 *
 * PostgreSQL: pg_restore --clean into DATABASE_URL, after saving the current database with
 * pg_dump into ./backups/pre-restore-…pgdump; needs the PostgreSQL client tools on PATH.
 */
import { createClient } from '@libsql/client'
import { randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

import { dataLocations, fail, hasCommand, loadEnvFiles, run, say, sqliteCompanions, timestamp } from './lib/data.mjs'
import { pgArgs } from './lib/postgres.mjs'

loadEnvFiles()
const archiveArg = process.argv[2]
if (!archiveArg) fail('Usage: npm run restore -- <backups/society-YYYYMMDD-HHMMSS.tar.gz>')
const archive = path.resolve(archiveArg)
if (!existsSync(archive)) fail(`No such archive: ${archive}`)
const { databaseUrl, uploadsDir, postgres, sqlitePath } = dataLocations()

/**
 * Whether another process has the SQLite database open. In WAL mode every open connection holds
 * a shared lock, so an exclusive lock in exclusive locking mode is granted only when no one else
 * has the file open (a running server, the sqlite3 shell, a backup).
 */
async function databaseInUse(file) {
  if (!existsSync(file)) return false
  const db = createClient({ url: `file:${file}` })
  try {
    await db.execute('PRAGMA busy_timeout = 0')
    await db.execute('PRAGMA locking_mode = EXCLUSIVE')
    await db.execute('BEGIN EXCLUSIVE')
    await db.execute('COMMIT')
    return false
  } catch (error) {
    if (/SQLITE_BUSY|SQLITE_LOCKED|locked/i.test(String(error?.code ?? error?.message))) return true
    throw error
  } finally {
    db.close()
  }
}

/** rename, or copy and delete across filesystems. */
function move(from, to) {
  try {
    renameSync(from, to)
  } catch (error) {
    if (error.code !== 'EXDEV') throw error
    cpSync(from, to, { recursive: true, preserveTimestamps: true })
    rmSync(from, { recursive: true, force: true })
  }
}

const workDir = postgres ? path.resolve('backups') : path.dirname(sqlitePath)
mkdirSync(workDir, { recursive: true })
const unpacked = mkdtempSync(path.join(workDir, '.restore-'))
/** Where the previous data went, once something has been replaced. */
let touched = ''
try {
  run('tar', ['-xzf', archive, '-C', unpacked, '--no-same-owner'])
  const manifestFile = path.join(unpacked, 'manifest.json')
  if (!existsSync(manifestFile)) throw new Error('This is not an archive of npm run backup (no manifest.json).')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  if (manifest.format !== 1) throw new Error(`Unknown archive format ${manifest.format}.`)
  const want = postgres ? 'postgres' : 'sqlite'
  if (manifest.database !== want) {
    throw new Error(`The archive holds a ${manifest.database} database but DATABASE_URL points at ${want}.`)
  }
  const uploadsInArchive = path.join(unpacked, 'uploads')
  const aside = `pre-restore-${timestamp()}`
  const asideDir = path.join(workDir, aside)

  if (postgres) {
    for (const tool of ['pg_dump', 'pg_restore']) {
      if (!hasCommand(tool))
        throw new Error(`PostgreSQL: the restore needs ${tool} (apt-get install postgresql-client) on PATH.`)
    }
    const dump = path.join(unpacked, 'database.pgdump')
    const { args, env } = pgArgs(databaseUrl)
    run('pg_restore', ['--list', dump]) // a readable archive, before anything is touched
    const saved = path.join(workDir, `${aside}.pgdump`)
    run('pg_dump', ['--format=custom', '--no-owner', '--file', saved, ...args], { env })
    say(`Current database saved to ${saved}`)
    touched = saved
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', ...args, dump], { env })
    // Instances still running drop every cached result when they see a new `*` stamp
    // (src/content/cache.ts): they show the restored content within a second.
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS content_versions (slug VARCHAR(100) PRIMARY KEY NOT NULL, stamp VARCHAR(64) NOT NULL)',
      )
      await client.query(
        "INSERT INTO content_versions (slug, stamp) VALUES ('*', $1) ON CONFLICT (slug) DO UPDATE SET stamp = excluded.stamp",
        [randomUUID()],
      )
    } finally {
      await client.end()
    }
  } else {
    const restored = path.join(unpacked, 'database.sqlite')
    if (!existsSync(restored)) throw new Error('The archive holds no database.sqlite.')
    const check = createClient({ url: `file:${restored}` })
    try {
      const result = (await check.execute('PRAGMA integrity_check')).rows.map((r) => Object.values(r)[0])
      if (result.join() !== 'ok')
        throw new Error(`The archive's database fails its integrity check: ${result.slice(0, 5).join('; ')}`)
      const migrations = await check.execute(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'",
      )
      if (Number(migrations.rows[0]?.n) !== 1)
        throw new Error("The archive's database is not this site's (no payload_migrations table).")
    } finally {
      check.close()
    }
    if (await databaseInUse(sqlitePath)) {
      throw new Error(
        `The database ${sqlitePath} is in use: stop the server (and any sqlite3 shell) first, then run the restore again.`,
      )
    }
    mkdirSync(asideDir)
    touched = asideDir
    for (const file of sqliteCompanions(sqlitePath)) {
      if (existsSync(file)) move(file, path.join(asideDir, path.basename(file)))
    }
    move(restored, sqlitePath)
    say(`Database restored to ${sqlitePath}; the previous one is in ${asideDir}`)
  }

  if (existsSync(uploadsInArchive)) {
    const asideUploads = path.join(asideDir, 'uploads')
    if (existsSync(uploadsDir)) {
      mkdirSync(asideDir, { recursive: true })
      touched = asideDir
      move(uploadsDir, asideUploads)
    }
    mkdirSync(path.dirname(uploadsDir), { recursive: true })
    move(uploadsInArchive, uploadsDir)
    say(
      `Uploads restored to ${uploadsDir}${existsSync(asideUploads) ? `; the previous ones are in ${asideUploads}` : ''}`,
    )
  }
  say(`Restored ${archive} (backup of ${manifest.createdAt}). Start the server again.`)
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(
    touched
      ? `Restore failed part way: ${reason}\nThe previous data is in ${touched}.`
      : `Restore failed, nothing was replaced: ${reason}`,
  )
  process.exitCode = 1
} finally {
  rmSync(unpacked, { recursive: true, force: true })
}
