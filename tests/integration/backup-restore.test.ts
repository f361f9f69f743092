import { createClient, type Client } from '@libsql/client'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { migratedPayload } from './payload'

/**
 * npm run backup / npm run restore (scripts/backup.mjs, scripts/restore.mjs) on this test file's
 * temporary database and uploads folder: a backup taken while Payload has the database open and
 * writes to it, then changes, then a restore that brings back the database and byte-identical
 * uploads, keeps the replaced data aside, and refuses to run while the database is in use.
 */

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const dbFile = process.env.DATABASE_URL!.replace(/^file:/, '')
const dataDir = path.dirname(dbFile)
const uploadsDir = process.env.UPLOADS_DIR!
const backupsDir = path.join(dataDir, 'backups')
const context = { disableRevalidate: true }

let payload: Payload
let admin: User

beforeAll(async () => {
  payload = await migratedPayload()
  admin = await payload.create({
    collection: 'users',
    data: {
      email: 'backup-admin@example.org',
      password: 'backup-test-password',
      role: 'admin',
      name: 'Admin',
    } as never,
  })
})
afterAll(() => payload?.destroy())

const script = (name: string, archiveOrFolder: string, env: Record<string, string> = {}) =>
  run('node', [path.join(root, 'scripts', name), archiveOrFolder], {
    cwd: dataDir,
    env: { ...process.env, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  )
const school = (name: string) =>
  payload.create({
    collection: 'institutions',
    data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
    context,
  })
const hashes = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
  )

describe('npm run backup and npm run restore', () => {
  it('restore brings back the database and byte-identical uploads of a backup taken while the server writes', async () => {
    const original = await school('Original School')
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Red' },
      file: { data: png, name: 'red.png', mimetype: 'image/png', size: png.length },
      user: admin,
      context,
    })
    const uploadsBefore = hashes(uploadsDir)
    expect(Object.keys(uploadsBefore).length).toBeGreaterThan(1) // the file and its sizes

    // Writes go on while the backup runs: the snapshot is consistent and nothing waits for long.
    const backup = script('backup.mjs', backupsDir)
    const during = await Promise.all([1, 2, 3].map((n) => school(`During backup ${n}`)))
    const { code, out } = await backup
    expect(out).toMatch(/Backup written: .*society-\d{8}-\d{6}\.tar\.gz/)
    expect(code).toBe(0)
    const [archive] = readdirSync(backupsDir).filter((f) => f.endsWith('.tar.gz'))
    expect(archive).toMatch(/^society-\d{8}-\d{6}\.tar\.gz$/)

    // Changes after the backup.
    await payload.update({ collection: 'institutions', id: original.id, data: { name: 'Changed School' }, context })
    await payload.delete({ collection: 'media', id: media.id, context })
    await school('Added After Backup')
    expect(Object.keys(hashes(uploadsDir))).toHaveLength(0)

    // Refused while the database is open (here by this process, as by a running server).
    const refused = await script('restore.mjs', path.join(backupsDir, archive!))
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/in use: stop the server/)
    expect((await payload.findByID({ collection: 'institutions', id: original.id })).name).toBe('Changed School')

    // The server is stopped: libsql keeps a closed connection's file open until the process ends,
    // so the stopped server's data is a copy of the changed database and uploads in a folder this
    // process never opened, restored there.
    const stopped = path.join(dataDir, 'stopped')
    const stoppedDb = path.join(stopped, 'site.db')
    const stoppedUploads = path.join(stopped, 'uploads')
    mkdirSync(stopped)
    await (payload.db as unknown as { client: Client }).client.execute({ sql: 'VACUUM INTO ?', args: [stoppedDb] })
    cpSync(uploadsDir, stoppedUploads, { recursive: true })
    writeFileSync(path.join(stoppedUploads, 'added-after-backup.txt'), 'not in the backup')
    const restored = await script('restore.mjs', path.join(backupsDir, archive!), {
      DATABASE_URL: `file:${stoppedDb}`,
      UPLOADS_DIR: stoppedUploads,
    })
    expect(restored.out).toMatch(/Restored /)
    expect(restored.code).toBe(0)

    const db = createClient({ url: `file:${stoppedDb}` })
    try {
      const names = (
        await db.execute(`SELECT name FROM institutions_locales WHERE _locale = 'en' ORDER BY _parent_id`)
      ).rows.map((r) => r.name)
      expect(names).toContain('Original School')
      expect(names).not.toContain('Changed School')
      expect(names).not.toContain('Added After Backup')
      // Whatever the snapshot caught of the writes during the backup is whole (0 to 3 rows).
      expect(names.filter((n) => String(n).startsWith('During backup')).length).toBeLessThanOrEqual(during.length)
      expect(
        (await db.execute({ sql: 'SELECT filename FROM media WHERE id = ?', args: [media.id] })).rows[0]?.filename,
      ).toBe(media.filename)
      expect((await db.execute('PRAGMA integrity_check')).rows[0]).toEqual(
        expect.objectContaining({ integrity_check: 'ok' }),
      )
    } finally {
      db.close()
    }
    expect(hashes(stoppedUploads)).toEqual(uploadsBefore)

    // The replaced data is kept aside, next to the database.
    const aside = readdirSync(stopped).find((f) => f.startsWith('pre-restore-'))
    expect(aside).toBeDefined()
    expect(existsSync(path.join(stopped, aside!, 'site.db'))).toBe(true)
    expect(readdirSync(path.join(stopped, aside!, 'uploads'))).toEqual(['added-after-backup.txt'])
  })
  it('refuses an archive that is not a backup and replaces nothing', async () => {
    const bogus = path.join(dataDir, 'bogus.tar.gz')
    await run('tar', ['-czf', bogus, '-C', root, 'package.json'])
    const res = await script('restore.mjs', bogus)
    expect(res.code).toBe(1)
    expect(res.out).toMatch(/Restore failed, nothing was replaced: .*no manifest\.json/)
  })
})
