/**
 * Pages rendered once per change of what they read (page-cache/response-cache.mjs), end to end
 * with the production server (`node --test tests/faults/page-cache.test.mjs` after `next build`;
 * part of npm test). One server start, on a fresh SQLite database; renders are counted from the
 * request log (`cache: 'render'`: the request that made the render for the cache).
 *
 * - a page asked for again and again over a few seconds (four times the old fixed 750 ms) is
 *   rendered once: which also proves that the render's async context reaches the content reads
 *   made inside Next.js's render (without a record the page would be kept 750 ms only);
 * - a notice edited through /cms-api shows on /notices on the next request, and /trustees, which
 *   shows no notice, is not rendered again;
 * - a change written by another process (another instance, a script), a restore into a running
 *   database (its `*` stamp; a SQLite restore needs a stopped server, and a start begins with an
 *   empty cache: tests/faults/restore.test.mjs) and an applied migration show within a second;
 * - a scheduled notice appears at its publishAt, without any write.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { after, test } from 'node:test'

import { createClient } from '@libsql/client'

import { cms as cmsRequest, killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.PAGE_CACHE_TEST_PORT || 3560)
const dir = tempDataDir()
let server
/** Another connection to the server's database: what another instance or a script writes. */
let other

after(async () => {
  other?.close()
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

/** Payload's REST API on this test's server. */
const cms = (method, url, body, token) => cmsRequest(server, method, url, body, token)

const page = async (url) => {
  const res = await fetch(server.url(url))
  assert.equal(res.status, 200, url)
  return res.text()
}

/** The renders made for the cache so far, per route (from the server's request log, once its lines are in). */
async function renders(route) {
  await new Promise((r) => setTimeout(r, 100))
  let n = 0
  for (const line of server.output().split('\n')) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line)
    if (entry.msg === 'request' && entry.route === route && entry.cache === 'render') n++
  }
  return n
}

/** Poll until `read` gives true; the milliseconds that took (fails after `ms`). */
async function msUntil(read, ms = 3000) {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await read()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 20))
  }
  assert.fail(`not true after ${ms} ms`)
}

const academicYear = () => {
  const now = new Date()
  const start = now.getUTCMonth() < 3 ? now.getUTCFullYear() - 1 : now.getUTCFullYear()
  return `${start}-${start + 1}`
}
const stamp = (slug) =>
  other.execute({
    sql: 'INSERT INTO content_versions (slug, stamp) VALUES (?, ?) ON CONFLICT (slug) DO UPDATE SET stamp = excluded.stamp',
    args: [slug, randomUUID()],
  })
const renameTrustee = (name, id) =>
  other.execute({
    sql: "UPDATE trustees_locales SET name = ? WHERE _parent_id = ? AND _locale = 'en'",
    args: [name, id],
  })

test('a page is rendered once per change of what it read', async (t) => {
  server = await startServer({ dir, port: PORT, env: { LOG_LEVEL: 'info' } })
  other = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  await setUpSite(server)
  const { token } = await cms('POST', '/cms-api/users/login', {
    email: 'faults@example.org',
    password: 'faults-admin-password',
  })
  const type = (await cms('POST', '/cms-api/notice-types', { code: 'General', name: 'General' }, token)).doc
  const notice = (
    await cms(
      'POST',
      '/cms-api/notices',
      {
        title: 'Exam timetable',
        type: type.id,
        academicYear: academicYear(),
        date: new Date().toISOString(),
        _status: 'published',
      },
      token,
    )
  ).doc
  const trustee = (
    await cms(
      'POST',
      '/cms-api/trustees',
      { name: 'Asha Rao', designation: 'President', order: 1, _status: 'published' },
      token,
    )
  ).doc

  await t.test('asked for 40 times over 3 s with nothing changed: one render', async () => {
    // The first request of a path goes to Next.js directly; the second renders for the cache.
    for (const url of ['/notices', '/trustees']) for (let i = 0; i < 2; i++) await page(url)
    assert.equal(await renders('/notices'), 1)
    const started = Date.now()
    for (let i = 0; i < 40; i++) {
      assert.ok((await page('/notices')).includes('Exam timetable'))
      assert.ok((await page('/trustees')).includes('Asha Rao'))
      await new Promise((r) => setTimeout(r, 75))
    }
    assert.ok(Date.now() - started > 3000, 'longer than four times the old fixed 750 ms')
    assert.equal(await renders('/notices'), 1, '/notices rendered once')
    assert.equal(await renders('/trustees'), 1, '/trustees rendered once')
  })

  await t.test(
    'an edit of a notice shows on /notices at the next request; /trustees is not rendered again',
    async () => {
      await cms('PATCH', `/cms-api/notices/${notice.id}`, { title: 'Exam timetable revised' }, token)
      assert.ok((await page('/notices')).includes('Exam timetable revised'), 'the next request shows the edit')
      assert.equal(await renders('/notices'), 2)
      for (let i = 0; i < 5; i++) assert.ok((await page('/trustees')).includes('Asha Rao'))
      assert.equal(await renders('/trustees'), 1, '/trustees shows no notice: not rendered again')
    },
  )

  await t.test('a change by another process, a restore and a migration show within a second', async () => {
    await renameTrustee('Asha R. Rao', trustee.id)
    await stamp('trustees')
    const edit = await msUntil(async () => (await page('/trustees')).includes('Asha R. Rao'))
    assert.ok(edit <= 1000, `another process's edit took ${edit} ms`)
    const noticesBefore = await renders('/notices')
    await page('/notices')
    assert.equal(await renders('/notices'), noticesBefore, 'a change of trustees leaves /notices kept')

    // As `npm run restore` into a running PostgreSQL: the content changes and `*` gets a new stamp.
    await renameTrustee('Restored Name', trustee.id)
    await stamp('*')
    const restore = await msUntil(async () => (await page('/trustees')).includes('Restored Name'))
    assert.ok(restore <= 1000, `a restore took ${restore} ms`)
    await page('/notices')
    assert.equal(await renders('/notices'), noticesBefore + 1, 'a restore renders every page again')

    await renameTrustee('After Migration', trustee.id)
    await other.execute(
      "INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('20991231_000000_page_cache_test', 99, '2099-01-01', '2099-01-01')",
    )
    const migration = await msUntil(async () => (await page('/trustees')).includes('After Migration'))
    assert.ok(migration <= 1000, `a migration took ${migration} ms`)
  })

  await t.test('a scheduled notice appears at its publishAt without any write', async () => {
    const publishAt = Date.now() + 3000
    await cms(
      'POST',
      '/cms-api/notices',
      {
        title: 'Holiday notice',
        type: type.id,
        academicYear: academicYear(),
        date: new Date().toISOString(),
        publishAt: new Date(publishAt).toISOString(),
        _status: 'published',
      },
      token,
    )
    // Rendered for the new notice (not shown yet), then kept until its publishAt.
    assert.ok(!(await page('/notices')).includes('Holiday notice'))
    const before = await renders('/notices')
    for (let i = 0; i < 5; i++) assert.ok(!(await page('/notices')).includes('Holiday notice'))
    assert.equal(await renders('/notices'), before, 'kept meanwhile')
    await msUntil(async () => (await page('/notices')).includes('Holiday notice'), 6000)
    const late = Date.now() - publishAt
    assert.ok(late >= 0 && late < 500, `shown ${late} ms after its publishAt`)
  })
})
