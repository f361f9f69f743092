/**
 * The database is the truth (src/content/cache.ts), end to end with the production server
 * (`node --test tests/faults/restore.test.mjs` after `next build`; part of npm test):
 *
 * a trustee is published, `npm run backup` runs, the trustee is renamed through the CMS API (the
 * site shows the new name), the server is stopped, `npm run restore` puts the backup back and the
 * server starts again: pages and /api/v1 show the restored name at once. Nothing deletes the
 * build's cache folders before or during the test (with Next.js's data cache on disk, the renamed
 * trustee outlived the restore).
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { after, test } from 'node:test'

import { cms as cmsRequest, killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.RESTORE_TEST_PORT || 3520)
const root = path.resolve(import.meta.dirname, '../..')
const dir = tempDataDir()
const run = promisify(execFile)
let server

after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

/** A script of scripts/ on this test's database and uploads (run in `dir`, so no .env of the project applies). */
async function script(name, arg) {
  const env = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    UPLOADS_DIR: path.join(dir, 'uploads'),
  }
  const { stdout, stderr } = await run(process.execPath, [path.join(root, 'scripts', name), arg], { cwd: dir, env })
  return stdout + stderr
}

/** Payload's REST API on this test's server. */
const cms = (method, url, body, token) => cmsRequest(server, method, url, body, token)

const apiName = async (id) => (await (await fetch(server.url(`/api/v1/trustee/${id}`))).json()).data?.name
const pageHas = async (text) => (await (await fetch(server.url('/trustees'))).text()).includes(text)

/** Poll until `read` gives `want` (at most `ms`); the last value read. */
async function waitFor(read, want, ms) {
  const deadline = Date.now() + ms
  let value
  do {
    value = await read()
    if (value === want) return value
    await new Promise((r) => setTimeout(r, 50))
  } while (Date.now() < deadline)
  return value
}

test('a restore followed by a start shows the restored content, in pages and /api/v1', async () => {
  server = await startServer({ dir, port: PORT })
  await setUpSite(server)
  const { token } = await cms('POST', '/cms-api/users/login', {
    email: 'faults@example.org',
    password: 'faults-admin-password',
  })
  const { doc } = await cms(
    'POST',
    '/cms-api/trustees',
    { name: 'Asha Rao', designation: 'President', order: 1, _status: 'published' },
    token,
  )
  // Read it twice: the second request is rendered for the server's micro-cache as well.
  assert.equal(await apiName(doc.id), 'Asha Rao')
  assert.equal(await apiName(doc.id), 'Asha Rao')
  assert.ok(await pageHas('Asha Rao'))

  await script('backup.mjs', path.join(dir, 'backups'))
  const archive = readdirSync(path.join(dir, 'backups')).find((f) => f.endsWith('.tar.gz'))
  assert.ok(archive, 'the backup wrote an archive')

  await cms('PATCH', `/cms-api/trustees/${doc.id}`, { name: 'Changed After Backup' }, token)
  assert.equal(await waitFor(() => apiName(doc.id), 'Changed After Backup', 1500), 'Changed After Backup')
  assert.equal(await waitFor(() => pageHas('Changed After Backup'), true, 1500), true)

  server.child.kill('SIGTERM')
  await server.exited
  await script('restore.mjs', path.join(dir, 'backups', archive))

  server = await startServer({ dir, port: PORT })
  assert.equal(await apiName(doc.id), 'Asha Rao', '/api/v1 shows what the restored database holds')
  assert.equal(await pageHas('Asha Rao'), true, 'the page shows the restored name')
  assert.equal(await pageHas('Changed After Backup'), false, 'and not the name the backup does not hold')
})
