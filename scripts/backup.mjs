/**
 * npm run backup [-- <folder>]: one archive of the database and the uploaded files,
 * <folder>/society-YYYYMMDD-HHMMSS.tar.gz (default folder ./backups, time in UTC), safe to run
 * while the server is running.
 *
 * SQLite: `VACUUM INTO` writes a consistent copy of the database as of one moment (a read
 * transaction: the server keeps reading and writing meanwhile; a plain file copy of a WAL
 * database can miss or tear committed data). The copy is checked with PRAGMA integrity_check.
 * PostgreSQL: pg_dump's custom format, if pg_dump is installed (otherwise the backup stops).
 * Then the uploads folder. The database is taken first, so a file uploaded meanwhile can only be
 * extra, never missing for a row. The archive is written under a temporary name and renamed
 * when complete. It holds manifest.json, database.sqlite or database.pgdump, and uploads/.
 */
import { createClient } from '@libsql/client'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataLocations, hasCommand, loadEnvFiles, run, say, timestamp } from './lib/data.mjs'
import { pgArgs } from './lib/postgres.mjs'

loadEnvFiles()
const { databaseUrl, uploadsDir, postgres, sqlitePath } = dataLocations()
const outDir = path.resolve(process.argv[2] || 'backups')
mkdirSync(outDir, { recursive: true })

let name = `society-${timestamp()}`
for (let n = 2; existsSync(path.join(outDir, `${name}.tar.gz`)); n++) name = `society-${timestamp()}-${n}`
const archive = path.join(outDir, `${name}.tar.gz`)
const staging = mkdtempSync(path.join(outDir, '.backup-'))

try {
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: postgres ? 'postgres' : 'sqlite',
    uploads: existsSync(uploadsDir),
  }
  const members = ['manifest.json']

  if (postgres) {
    if (!hasCommand('pg_dump')) {
      throw new Error(
        'PostgreSQL: the backup needs pg_dump (the PostgreSQL client tools, same major version as the server) on PATH. Install it (apt-get install postgresql-client) and run again.',
      )
    }
    const { args, env } = pgArgs(databaseUrl)
    run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(staging, 'database.pgdump'), ...args], { env })
    members.push('database.pgdump')
  } else {
    if (!existsSync(sqlitePath)) throw new Error(`No database at ${sqlitePath} (DATABASE_URL). Nothing to back up.`)
    const snapshot = path.join(staging, 'database.sqlite')
    const db = createClient({ url: `file:${sqlitePath}` })
    try {
      // Wait for the server's write transactions instead of failing at once.
      await db.execute('PRAGMA busy_timeout = 10000')
      await db.execute({ sql: 'VACUUM INTO ?', args: [snapshot] })
    } finally {
      db.close()
    }
    const copy = createClient({ url: `file:${snapshot}` })
    try {
      const check = (await copy.execute('PRAGMA integrity_check')).rows.map((r) => Object.values(r)[0])
      if (check.join() !== 'ok')
        throw new Error(`The database copy failed its integrity check: ${check.slice(0, 5).join('; ')}`)
      // The copy is a single file: no WAL next to it inside the archive.
      await copy.execute('PRAGMA journal_mode = DELETE')
    } finally {
      copy.close()
    }
    members.push('database.sqlite')
  }

  if (manifest.uploads) {
    // tar follows this link (-h), so the archive holds uploads/… without copying the files first.
    symlinkSync(uploadsDir, path.join(staging, 'uploads'))
    members.push('uploads')
  }
  writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

  const partial = `${archive}.partial`
  // GNU tar exits 1 when a file changed while it was read (an upload in progress): still a backup.
  const tar = run('tar', ['-czhf', partial, '-C', staging, ...members], { ok: [0, 1] })
  if (tar.status === 1) console.warn(`tar: ${tar.stderr.trim()}`)
  renameSync(partial, archive)
  const size = (statSync(archive).size / 1024 / 1024).toFixed(1)
  say(
    `Backup written: ${archive} (${size} MB; ${postgres ? 'PostgreSQL' : 'SQLite'} database${manifest.uploads ? ' and uploads' : ', no uploads folder'})`,
  )
} catch (error) {
  rmSync(`${archive}.partial`, { force: true })
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  rmSync(staging, { recursive: true, force: true })
}
