/**
 * deploy/nginx-site.conf's own rules, with real nginx in front of a small upstream that echoes what
 * it was sent and answers as the instances do (no build needed): the host name and scheme the
 * instances get are nginx's, never a client's; a request for another host name is refused and
 * makes no cache entry; the router's segment prefetches and the image optimizer's renditions are
 * never kept; and once the instances fail, no expired copy is served (an unpublished page would
 * come back). `flock /tmp/faults.lock node --test tests/faults/nginx-site.test.mjs`; skipped without nginx.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'

const NGINX = '/usr/sbin/nginx'
const PORT = Number(process.env.NGINX_SITE_TEST_PORT || 3445)
const UPSTREAM_PORT = PORT + 1
const root = path.resolve(import.meta.dirname, '../..')
const ngDir = mkdtempSync(path.join(tmpdir(), 'society-nginx-site-'))
chmodSync(ngDir, 0o755)
const skip = !existsSync(NGINX) && 'nginx is not installed'
/** The instances' Cache-Control for a page they keep (page-cache/response-cache.mjs KEPT_CACHE_CONTROL). */
const KEPT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1'
let nginx
let served = 0

/** The upstream: /echo answers the headers it got; /_next/image as the optimizer once did; anything else as a kept page. */
const upstream = http.createServer((req, res) => {
  served++
  if (req.url === '/echo') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    return void res.end(JSON.stringify(req.headers))
  }
  const cacheControl = req.url?.startsWith('/_next/image') ? 'public, max-age=14400, must-revalidate' : KEPT
  res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': cacheControl })
  res.end(`answer ${served}`)
})

before(async () => {
  if (skip) return
  await new Promise((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve))
  const site = readFileSync(path.join(root, 'deploy/nginx-site.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${UPSTREAM_PORT}`)
    .replace(/\n\s*server 127\.0\.0\.1:3002[^\n]*/, '')
    .replace('/var/cache/nginx/society', path.join(ngDir, 'cache'))
    .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${PORT}$1;`)
    .replace('server_name www.example.org;', 'server_name site.test;')
  writeFileSync(path.join(ngDir, 'site.conf'), site)
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
  for (let i = 0; (await get('/healthz').catch(() => null))?.status !== 200; i++) {
    if (i > 100) throw new Error('nginx did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})
after(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM')
    await new Promise((resolve) => nginx.once('exit', resolve))
  }
  upstream.closeAllConnections()
  upstream.close()
  rmSync(ngDir, { recursive: true, force: true })
})

/** A request to nginx with the site's name as Host unless `headers` says otherwise (fetch cannot set Host). */
function get(p, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: p, headers: { host: 'site.test', ...headers }, agent: false },
      (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode, cache: res.headers['x-cache-status'], body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test('the instances get nginx’s host name and scheme, never a client’s', { skip }, async () => {
  const { status, body } = await get('/echo', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
  assert.equal(status, 200)
  const seen = JSON.parse(body)
  assert.equal(seen['x-forwarded-host'], 'site.test')
  assert.equal(seen['x-forwarded-proto'], 'http')
  assert.equal(seen.host, 'site.test')
})

test('another host name is refused without an answer, and makes no cache entry', { skip }, async () => {
  const before = served
  for (const host of ['evil.example', '127.0.0.1', `other-${Date.now()}.example`]) {
    await assert.rejects(get('/a-page', { host }), /socket hang up|ECONNRESET/, `${host} was answered`)
  }
  assert.equal(served, before, 'a request for another host name reached the upstream')
})

test('the router’s segment prefetches and the optimizer’s renditions are never kept', { skip }, async () => {
  const cases = [
    ['/a-kept-page', { 'next-router-segment-prefetch': '/_tree' }],
    ['/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fchild-800x600.webp&w=640&q=75', {}],
  ]
  for (const [p, headers] of cases) {
    for (let i = 0; i < 3; i++)
      assert.equal((await get(p, headers)).cache, 'BYPASS', `${p} ${JSON.stringify(headers)} from the cache`)
  }
  // The same page without the header is kept (the rule is not simply "nothing is kept").
  const views = []
  for (let i = 0; i < 3; i++) views.push((await get('/a-kept-page')).cache)
  assert.deepEqual(views, ['MISS', 'HIT', 'HIT'])
})

test(
  'with every instance down, an expired copy is served for its own second at most (no unpublished page comes back)',
  { skip },
  async () => {
    const p = `/unpublished-${Date.now()}`
    assert.equal((await get(p)).cache, 'MISS')
    const keptAt = Date.now()
    assert.equal((await get(p)).cache, 'HIT')
    upstream.closeAllConnections()
    await new Promise((resolve) => upstream.close(resolve))
    // The copy is fresh for a second (s-maxage=1) and may be served a second more while nginx tries
    // to update it (stale-while-revalidate=1, the instances' own bound); from then on nginx must say
    // it cannot answer. With `proxy_cache_use_stale error timeout` it kept serving it (inactive=10m).
    // nginx keeps these times in whole seconds of its own clock, so "a second" ends at the second
    // boundary after the next one: a copy kept at x.9 s is fresh until up to x+2 and stale until x+3.
    // The bound is therefore 3 s after it was kept, not 2.
    const answers = []
    while (Date.now() - keptAt < 6000) {
      const { status, cache } = await get(p)
      answers.push({ at: Date.now() - keptAt, status, cache })
      if (status >= 500) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const seen = answers.map((a) => `${a.at} ms ${a.status} ${a.cache ?? '-'}`).join(', ')
    assert.ok(
      !answers.some((a) => a.status === 200 && a.at > 3000),
      `a copy was served more than 3 s after it was kept: ${seen}`,
    )
    assert.ok(answers.at(-1).status >= 502, `still answered after 6 s: ${seen}`)
  },
)
