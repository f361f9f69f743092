/**
 * Shared by scripts/backup.mjs and scripts/restore.mjs: where the data is (the same variables and
 * defaults as src/config/env.ts, including the .env files `next start` reads), and small helpers.
 * Plain Node (no TypeScript loader), so that both run on a production install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** The .env files `next start` reads, first wins; variables already set are never overridden. */
export function loadEnvFiles() {
  for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    if (existsSync(file)) process.loadEnvFile(file)
  }
}

export function dataLocations() {
  const databaseUrl = process.env.DATABASE_URL || `file:${path.resolve('data/payload.db')}`
  const uploadsDir = path.resolve(process.env.UPLOADS_DIR || 'data/uploads')
  const postgres = /^postgres(ql)?:\/\//.test(databaseUrl)
  return { databaseUrl, uploadsDir, postgres, sqlitePath: postgres ? null : sqliteFilePath(databaseUrl) }
}

/** `file:/abs/x.db`, `file:///abs/x.db`, `file:./rel.db` or a bare path → an absolute path. */
export function sqliteFilePath(url) {
  const rest = url
    .replace(/^file:/, '')
    .replace(/^\/\/(?=\/)/, '')
    .replace(/\?.*$/, '')
  return path.resolve(decodeURIComponent(rest))
}

/** The files SQLite keeps next to a WAL database. */
export const sqliteCompanions = (file) => [file, `${file}-wal`, `${file}-shm`]

/** YYYYMMDD-HHMMSS in UTC. */
export function timestamp(date = new Date()) {
  const iso = date.toISOString() // 2026-05-17T09:41:07.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`
}

/** Run a command, inheriting stderr; throw with its output when it fails (exit codes in `ok`). */
export function run(command, args, { ok = [0], env } = {}) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: env ?? process.env,
    encoding: 'utf8',
  })
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`)
  if (!ok.includes(result.status ?? -1)) {
    throw new Error(
      `${command} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim().slice(0, 2000)}`,
    )
  }
  return result
}

export const hasCommand = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

/** Print a message and exit with status 1. */
export function fail(message) {
  console.error(message)
  process.exit(1)
}

/** One line on stdout (the scripts' progress; errors go to stderr). */
export const say = (line) => process.stdout.write(`${line}\n`)
