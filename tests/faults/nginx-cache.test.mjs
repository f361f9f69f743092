/**
 * deploy/nginx-site.conf's page cache in front of one production server: the file
 * itself, with this test's ports and folders, in a minimal nginx.conf (as tests/cluster/ runs it).
 * A kept page is stored by nginx and answered from it (X-Cache-Status HIT), an expired one is
 * checked with the instance (a 304 when it has not changed), an edit shows within the second or
 * two the instances' Cache-Control allows, and nothing personal or per request is kept: the
 * admin, search, the forms, a preview (draft-mode cookie), a signed-in member of staff, the
 * router's own requests, a 404, a POST.
 * `node --test tests/faults/nginx-cache.test.mjs` after `next build`; skipped without nginx.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'

import { killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const NGINX = '/usr/sbin/nginx'
const APP_PORT = Number(process.env.NGINX_TEST_APP_PORT || 3440)
const PORT = Number(process.env.NGINX_TEST_PORT || 3441)
const root = path.resolve(import.meta.dirname, '../..')
const dir = tempDataDir()
// nginx's own folder, apart from the database's (0700): its workers run as nobody and must reach the cache.
const ngDir = mkdtempSync(path.join(tmpdir(), 'society-faults-nginx-'))
chmodSync(ngDir, 0o755)
const skip = !existsSync(NGINX) && 'nginx is not installed'
let server
let nginx
let institute
let token

/** The site file with this test's addresses: both upstream lines on the one instance, the cache in the test's folder. */
function siteConf(ngDir) {
  return (
    readFileSync(path.join(root, 'deploy/nginx-site.conf'), 'utf8')
      .replace('127.0.0.1:3001', `127.0.0.1:${APP_PORT}`)
      .replace(/\n\s*server 127\.0\.0\.1:3002[^\n]*/, '')
      .replace('/var/cache/nginx/society', path.join(ngDir, 'cache'))
      .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${PORT}$1;`)
      // The site's name: the test's requests name 127.0.0.1 (any other name is refused).
      .replace('server_name www.example.org;', 'server_name 127.0.0.1;')
  )
}

before(async () => {
  if (skip) return
  server = await startServer({ dir, port: APP_PORT })
  institute = await setUpSite(server)
  const login = await fetch(server.url('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'faults@example.org', password: 'faults-admin-password' }),
  })
  token = (await login.json()).token
  writeFileSync(path.join(ngDir, 'site.conf'), siteConf(ngDir))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${ngDir}/${t};`)
    .join(' ')
  writeFileSync(
    path.join(ngDir, 'nginx.conf'),
    `worker_processes 1;\npid ${ngDir}/nginx.pid;\nerror_log ${ngDir}/error.log warn;\nevents { worker_connections 256; }\nhttp { access_log off; ${temp} include ${ngDir}/site.conf; }\n`,
  )
  nginx = spawn(
    NGINX,
    ['-e', `${ngDir}/error.log`, '-p', ngDir, '-c', path.join(ngDir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  )
  for (let i = 0; ; i++) {
    const ok = await fetch(url('/healthz')).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (i > 100) throw new Error('nginx did not start')
    await sleep(100)
  }
})
after(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM')
    await new Promise((resolve) => nginx.once('exit', resolve))
  }
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
  rmSync(ngDir, { recursive: true, force: true })
})

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const url = (p) => `http://127.0.0.1:${PORT}${p}`

/** GET through nginx: status, X-Cache-Status, headers and text. */
async function get(p, headers = {}, method = 'GET') {
  const res = await fetch(url(p), { headers, method, redirect: 'manual' })
  return { status: res.status, cache: res.headers.get('x-cache-status'), headers: res.headers, text: await res.text() }
}

test('the config is valid (nginx -t)', { skip }, async () => {
  const check = spawn(
    NGINX,
    ['-t', '-q', '-e', `${ngDir}/error.log`, '-p', ngDir, '-c', path.join(ngDir, 'nginx.conf')],
    { stdio: 'ignore' },
  )
  assert.equal(await new Promise((resolve) => check.once('exit', resolve)), 0)
})

test(
  'a kept page is answered by nginx, checked with the instance when expired, and an edit shows within the allowed time',
  { skip },
  async (t) => {
    const page = `/institutions/${institute}`
    // The first view goes to Next.js (no-store: not kept); from the second the instance sends its kept page, public for a second.
    const views = []
    for (let i = 0; i < 4; i++) views.push(await get(page))
    assert.deepEqual(
      views.map((v) => v.status),
      [200, 200, 200, 200],
    )
    assert.equal(views[0].cache, 'MISS')
    assert.match(views[0].headers.get('cache-control'), /no-store/)
    assert.equal(views[1].cache, 'MISS')
    assert.equal(views[1].headers.get('cache-control'), 'public, max-age=0, s-maxage=1, stale-while-revalidate=1')
    assert.deepEqual(
      views.slice(2).map((v) => v.cache),
      ['HIT', 'HIT'],
    )
    assert.equal(views[3].text, views[1].text)
    assert.equal(views[3].headers.get('etag'), views[1].headers.get('etag'))
    // Expired, unchanged: nginx asks the instance with the ETag, which answers 304 (a new render is the same bytes).
    // Asked until nginx stops answering from its copy (its second, by nginx's clock): the first
    // request after that is the one that checks, and waits for the check (no background update).
    let checked = await get(page)
    for (const until = Date.now() + 5000; checked.cache === 'HIT' && Date.now() < until;) {
      await sleep(50)
      checked = await get(page)
    }
    assert.equal(checked.cache, 'REVALIDATED')
    assert.equal(checked.text, views[1].text)

    // An edit: the page through nginx shows it within about two seconds (the instance's second, and nginx's).
    const edited = await fetch(server.url(`/cms-api/institutions/${institute}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ name: 'Faults School Renamed' }),
    })
    assert.equal(edited.status, 200)
    const editedAt = Date.now()
    let shownAfter = null
    while (Date.now() - editedAt < 5000) {
      if ((await get(page)).text.includes('Faults School Renamed')) {
        shownAfter = Date.now() - editedAt
        break
      }
      await sleep(50)
    }
    assert.ok(shownAfter !== null, 'the edit did not show within 5 s')
    assert.ok(shownAfter <= 2500, `the edit showed after ${shownAfter} ms`)
    t.diagnostic(`edit shown through nginx after ${shownAfter} ms`)
  },
)

test('the /api/v1 reads are kept too; nothing personal or per request is', { skip }, async () => {
  const list = []
  for (let i = 0; i < 3; i++) list.push((await get('/api/v1/institute')).cache)
  assert.deepEqual(list, ['MISS', 'MISS', 'HIT'])

  // Pages warmed (two views each) but asked in ways that must reach the instance every time.
  for (let i = 0; i < 2; i++) await get('/')
  const personal = [
    ['/', { cookie: '__prerender_bypass=x' }],
    ['/', { cookie: 'theme=dark; payload-token=x' }],
    ['/', { rsc: '1' }],
    ['/', { 'next-router-prefetch': '1' }],
    ['/api/v1/institute', { authorization: 'JWT x' }],
    ['/admin/login', {}],
    ['/cms-api/institutions', {}],
    ['/search?q=school', {}],
    ['/mr/search?q=school', {}],
    ['/grievances', {}],
    ['/subscribe', {}],
  ]
  for (const [p, headers] of personal) {
    for (let i = 0; i < 3; i++) {
      const { cache } = await get(p, headers)
      assert.equal(cache, 'BYPASS', `${p} ${JSON.stringify(headers)} came from the cache`)
    }
  }
  // A 404 is never kept (no-store), nor a POST's answer.
  for (let i = 0; i < 3; i++) assert.equal((await get('/no-such-page')).cache, 'MISS')
  for (let i = 0; i < 2; i++)
    assert.notEqual((await get('/', { 'content-type': 'application/x-www-form-urlencoded' }, 'POST')).cache, 'HIT')
})
