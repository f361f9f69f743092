/**
 * What the production server (server.mjs) adds in front of Next.js, tested on the real process
 * (`node --test tests/faults/` after `next build`; part of npm test):
 *
 * - the page micro-cache: a second view of a page is answered from the cache, the same bytes for
 *   everyone (its policy names its inline scripts' hashes, no nonce), with an ETag (304 to a client
 *   that names it) and a Cache-Control that lets a shared cache keep it, gzipped correctly and
 *   also sent plain; what is not shared (404 pages, redirects, API errors) reaches the request
 *   that rendered it, with a nonce of its own and no-store;
 * - the build's scripts are sent as compressed at build time: brotli or gzip as the client takes,
 *   the same bytes as Next.js sends plain;
 * - one JSON log line per request with the request id, method, path, status and duration, and
 *   nothing from the query string or the body;
 * - Node's compile cache: a start leaves its compiled modules for the next (server/compile-cache.mjs);
 * - no client hints asked for on pages (next.config.ts): Critical-CH would make a browser send a
 *   first visit's request twice;
 * - it runs with npm start's Node options and environment (scripts/lib/start-flags.mjs).
 */
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { after, before, test } from 'node:test'

import { killServer, logLinesUntil, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.SERVER_TEST_PORT || 3510)
const dir = tempDataDir()
/** The server's temporary folder (TMPDIR), where Node keeps its compile cache when nothing else is set. */
const serverTmp = mkdtempSync(path.join(tmpdir(), 'society-server-tmp-'))
let server
let institute

before(async () => {
  // NODE_COMPILE_CACHE emptied: a folder named by the caller's environment would take the cache
  // elsewhere, and Node would turn it on by itself, so the test would no longer see server.mjs do it.
  server = await startServer({ dir, port: PORT, env: { LOG_LEVEL: 'info', TMPDIR: serverTmp, NODE_COMPILE_CACHE: '' } })
  institute = await setUpSite(server)
})
after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
  rmSync(serverTmp, { recursive: true, force: true })
})

const nonceOf = (policy) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

/** GET with fetch (which asks for gzip and undoes it). */
async function get(path, headers = {}) {
  const res = await fetch(server.url(path), { headers })
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

/** GET over node:http: the body as sent, compressed or not. */
async function raw(path, headers = {}) {
  const http = await import('node:http')
  return new Promise((resolve, reject) => {
    http
      .get(server.url(path), { headers }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

test('pages: a kept page is the same bytes for everyone, its inline scripts named by hash, with an ETag and a shared Cache-Control', async () => {
  const path = `/institutions/${institute}`
  // The first request goes to Next.js: its own nonce, and no shared cache may keep it.
  const first = await get(path)
  assert.ok(nonceOf(first.res.headers.get('content-security-policy')))
  assert.match(first.res.headers.get('cache-control'), /no-store/)
  // From the second on: the kept page (the server keeps it for its window, so these are one render).
  const answers = []
  for (let i = 0; i < 3; i++) answers.push(await raw(path))
  const [a] = answers
  for (const other of answers) {
    assert.equal(other.status, 200)
    assert.equal(other.headers['content-security-policy'], a.headers['content-security-policy'])
    assert.ok(other.body.equals(a.body), 'two visitors got different bytes')
  }
  const policy = a.headers['content-security-policy']
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))
  assert.doesNotMatch(scriptSrc, /nonce-|unsafe-inline|strict-dynamic/)
  assert.equal(a.headers['cache-control'], 'public, max-age=0, s-maxage=1, stale-while-revalidate=1')
  assert.match(a.headers.etag, /^W\/"[\w-]{43}"$/)
  const html = a.body.toString()
  assert.match(html, /Faults School/)
  assert.doesNotMatch(html, /<script[^>]* nonce=/)
  // Every inline script the page runs is named by its hash; its data block (JSON-LD) is not run and needs none.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
  const run = inline.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
  assert.ok(run.length >= 2, 'the page has no inline scripts')
  assert.ok(inline.length > run.length, 'the page has no JSON-LD')
  const hashes = new Set(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-")))
  assert.equal(hashes.size, new Set(run.map(([, , text]) => text)).size)
  for (const [, , text] of run)
    assert.ok(
      hashes.has(`'sha256-${createHash('sha256').update(text).digest('base64')}'`),
      `an inline script without its hash: ${text.slice(0, 80)}`,
    )

  const gz = await raw(path, { 'accept-encoding': 'gzip' })
  assert.equal(gz.headers['content-encoding'], 'gzip')
  assert.match(gz.headers.vary, /Accept-Encoding/)
  assert.equal(Number(gz.headers['content-length']), gz.body.length)
  assert.equal(gz.headers.etag, a.headers.etag)
  assert.equal(gunzipSync(gz.body).toString(), html)
  assert.equal(a.headers['content-encoding'], undefined)
  assert.equal(Number(a.headers['content-length']), a.body.length)

  // A browser that has the page asks with its ETag: 304, no body.
  const again = await raw(path, { 'if-none-match': a.headers.etag, 'accept-encoding': 'gzip' })
  assert.equal(again.status, 304)
  assert.equal(again.body.length, 0)
  assert.equal(again.headers.etag, a.headers.etag)
})

test('pages ask for no client hint, so that no first visit is sent twice; the admin keeps its colour-scheme hint', async () => {
  const path = `/institutions/${institute}`
  // The first view (Next.js) and the kept page (the server's cache), plain and gzipped.
  for (const answer of [
    await raw(path),
    await raw(path),
    await raw(path, { 'accept-encoding': 'gzip' }),
    await raw('/notices'),
  ]) {
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['accept-ch'], undefined)
    assert.equal(answer.headers['critical-ch'], undefined)
    assert.doesNotMatch(answer.headers.vary ?? '', /Sec-CH/i)
  }
  // The admin chooses its light or dark theme from the hint.
  const admin = await raw('/admin/login')
  assert.equal(admin.headers['accept-ch'], 'Sec-CH-Prefers-Color-Scheme')
  assert.equal(admin.headers['critical-ch'], 'Sec-CH-Prefers-Color-Scheme')
})

test('what is not shared reaches the request that rendered it, with its own nonce and no-store: 404 pages, redirects, API errors, HEAD', async () => {
  for (const path of ['/no-such-page', `/institutions/${institute + 1000}`]) {
    const { res, body } = await get(path)
    assert.equal(res.status, 404, path)
    const html = body.toString()
    const nonce = nonceOf(res.headers.get('content-security-policy'))
    assert.ok(nonce && html.includes(`nonce="${nonce}"`), `${path}: the page's scripts do not carry the policy's nonce`)
    assert.match(res.headers.get('cache-control'), /no-store/)
    // The second request renders for the cache (which does not keep a 404), the third goes to Next.js.
    const nonces = new Set([nonce])
    for (let i = 0; i < 2; i++) {
      const again = await get(path)
      assert.equal(again.res.status, 404)
      nonces.add(nonceOf(again.res.headers.get('content-security-policy')))
      assert.match(again.res.headers.get('cache-control'), /no-store/)
    }
    assert.equal(nonces.size, 3, `${path}: a 404 page was sent twice with one nonce`)
  }
  const redirect = await fetch(server.url('/notices/'), { redirect: 'manual' })
  assert.equal(redirect.status, 308)
  assert.equal(redirect.headers.get('location'), '/notices')
  const missing = await fetch(server.url('/api/v1/institute/999999'))
  assert.equal(missing.status, 404)
  assert.deepEqual(await missing.json(), { success: 0, message: 'Not found' })
  // HEAD of a cached page: its headers, no body (two GETs first: the second renders it for the cache).
  for (let i = 0; i < 2; i++) await (await fetch(server.url('/'))).arrayBuffer()
  const head = await fetch(server.url('/'), { method: 'HEAD' })
  assert.equal(head.status, 200)
  assert.equal((await head.arrayBuffer()).byteLength, 0)
  assert.ok(Number(head.headers.get('content-length')) > 1000)
})

test('whole /api/v1 lists: an ETag, 304 to a client that names it, kept gzipped while nothing changes, checked with the app after a change elsewhere, a change at once', async () => {
  const path = '/api/v1/institute'
  const before = server.output().length
  // Next.js answers the first request; the second is rendered for the cache, the third is a hit.
  const answers = []
  for (const n of [1, 2, 3]) answers.push(await raw(path, { 'accept-encoding': 'gzip', 'x-request-id': `list-${n}` }))
  const etag = answers[0].headers.etag
  assert.match(etag, /^"[\w-]{43}"$/)
  for (const a of answers) {
    assert.equal(a.status, 200)
    assert.equal(a.headers.etag, etag)
    assert.equal(a.headers['content-encoding'], 'gzip')
  }
  // The app's own answer asks every client to check; the kept one lets a shared cache keep it a second.
  assert.deepEqual(
    answers.map((a) => a.headers['cache-control']),
    [
      'no-cache',
      'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
      'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
    ],
  )
  const body = gunzipSync(answers[2].body).toString()
  assert.ok(JSON.parse(body).data.some((i) => i.id === institute))
  const notModified = await raw(path, { 'if-none-match': etag, 'x-request-id': 'list-4' })
  assert.equal(notModified.status, 304)
  assert.equal(notModified.body.length, 0)
  assert.equal(notModified.headers.etag, etag)
  // Past the old fixed window, nothing changed: still kept.
  await new Promise((r) => setTimeout(r, 900))
  const kept = await raw(path, { 'accept-encoding': 'gzip', 'x-request-id': 'list-5' })
  assert.equal(gunzipSync(kept.body).toString(), body)
  // A whole list depends on any content: after a change elsewhere the kept answer is checked with the app (304 inside), not rendered again.
  const login = await fetch(server.url('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'faults@example.org', password: 'faults-admin-password' }),
  })
  const { token } = await login.json()
  const trustee = await fetch(server.url('/cms-api/trustees'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ name: 'Faults Trustee', order: 1, _status: 'published' }),
  })
  assert.equal(trustee.status, 201)
  const checked = await raw(path, { 'accept-encoding': 'gzip', 'x-request-id': 'list-6' })
  assert.equal(gunzipSync(checked.body).toString(), body)
  assert.equal(checked.headers.etag, etag)
  const lines = (await logLinesUntil(server, before, (all) => all.some((l) => l.reqId === 'list-6'))).filter(
    (l) => l.msg === 'request',
  )
  assert.deepEqual(
    [2, 3, 4, 5, 6].map((n) => lines.find((l) => l.reqId === `list-${n}`)?.cache),
    ['render', 'hit', 'hit', 'hit', 'checked'],
  )

  // A new institution: the list changes at the content cache's next re-check.
  const created = await fetch(server.url('/cms-api/institutions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      name: 'Second Faults School',
      address: 'Parel',
      kind: 'school',
      medium: 'english',
      _status: 'published',
    }),
  })
  assert.equal(created.status, 201)
  // Within about a second (the re-check's interval): asked until then, never longer than 3 s.
  let changed = await get(path, { 'if-none-match': etag })
  for (const until = Date.now() + 3000; changed.res.status === 304 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 50))
    changed = await get(path, { 'if-none-match': etag })
  }
  assert.equal(changed.res.status, 200)
  assert.notEqual(changed.res.headers.get('etag'), etag)
  assert.ok(JSON.parse(changed.body.toString()).data.some((i) => i.name === 'Second Faults School'))
})

test("the build's scripts: brotli or gzip as the client takes, the same bytes as sent plain, with the security headers", async () => {
  const { body: page } = await get('/')
  const scripts = [...page.toString().matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1])
  assert.ok(scripts.length > 3, 'the home page loads its scripts')
  for (const src of scripts) {
    const plain = await raw(src, { 'accept-encoding': 'identity' })
    assert.equal(plain.status, 200)
    assert.equal(plain.headers['content-encoding'], undefined)
    const br = await raw(src, { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.headers['content-type'], 'application/javascript; charset=UTF-8')
    assert.equal(br.headers['x-content-type-options'], 'nosniff')
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.match(br.headers.vary ?? '', /Accept-Encoding/)
    if (plain.body.length < 1024) continue // too small to be compressed at build time
    assert.equal(br.headers['content-encoding'], 'br', src)
    assert.ok(brotliDecompressSync(br.body).equals(plain.body), src)
    const gz = await raw(src, { 'accept-encoding': 'gzip;q=1, br;q=0' })
    assert.equal(gz.headers['content-encoding'], 'gzip', src)
    assert.ok(gunzipSync(gz.body).equals(plain.body), src)
  }
})

test('a forged render header is ignored, whatever its bytes, and the server stays up', async () => {
  for (const value of ['0'.repeat(32), '\u00e9'.repeat(32), '\u00ff'.repeat(16), 'x']) {
    const res = await raw('/', { 'x-cache-render': value })
    assert.equal(res.status, 200, JSON.stringify(value))
  }
  assert.equal((await fetch(server.url('/api/v1/trustee'))).status, 200)
})

test('one log line per request: id, method, path, status, duration; no query string, no body', async () => {
  const before = server.output().length
  const secret = 'private-query-value-4821'
  // The first request for an address goes to Next.js, the second renders it for the cache, the third is a hit.
  for (const n of [1, 2, 3]) {
    const api = await fetch(server.url(`/api/v1/trustee?search=${secret}`), {
      headers: { 'x-request-id': `test-request-${n}` },
    })
    assert.equal(api.status, 200)
    assert.equal(api.headers.get('x-request-id'), `test-request-${n}`)
  }
  const refused = await fetch(server.url('/api/v1/trustee'), { headers: { 'x-request-id': 'bad id {"level":60}' } })
  assert.match(refused.headers.get('x-request-id'), /^[0-9a-f-]{36}$/)
  const page = await fetch(server.url(`/?q=${secret}`))
  await page.arrayBuffer()
  const id = page.headers.get('x-request-id')
  assert.match(id, /^[\w-]{8,}$/)
  const bad = await fetch(server.url('/api/v1/complaint'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${secret}@example.org` }),
  })
  assert.equal(bad.status, 400)
  const all = await logLinesUntil(
    server,
    before,
    (lines) =>
      lines.some((l) => l.route === '/api/v1/complaint' && l.status === 400) && lines.some((l) => l.reqId === id),
  )
  const output = server.output().slice(before)
  assert.ok(!output.includes(secret), 'the query string or the body reached the log')
  const lines = all.filter((l) => l.msg === 'request')
  const apiLine = lines.find((l) => l.reqId === 'test-request-1')
  assert.deepEqual(
    { ...apiLine, time: 0, ms: 0 },
    {
      level: 30,
      time: 0,
      reqId: 'test-request-1',
      method: 'GET',
      route: '/api/v1/trustee',
      status: 200,
      ms: 0,
      msg: 'request',
    },
  )
  assert.equal(typeof apiLine.ms, 'number')
  assert.equal(lines.find((l) => l.reqId === 'test-request-2').cache, 'render')
  assert.equal(lines.find((l) => l.reqId === 'test-request-3').cache, 'hit')
  const pageLine = lines.find((l) => l.reqId === id)
  assert.equal(pageLine.route, '/')
  assert.equal(pageLine.status, 200)
  assert.ok(lines.some((l) => l.route === '/api/v1/complaint' && l.method === 'POST' && l.status === 400))
})

test('GET /healthz and /readyz: answered every time (never from the micro-cache), logged only at debug level', async () => {
  const before = server.output().length
  for (let i = 0; i < 3; i++) {
    const health = await fetch(server.url('/healthz'))
    assert.equal(health.status, 200)
    assert.deepEqual(await health.json(), { ok: true })
    const ready = await fetch(server.url('/readyz'))
    assert.equal(ready.status, 200)
    assert.deepEqual(await ready.json(), { ready: true, database: 'ok' })
  }
  // A request that is logged, after them: once its line is written, theirs would have been too.
  await (
    await fetch(server.url('/api/v1/trustee'), { headers: { 'x-request-id': 'after-health-checks' } })
  ).arrayBuffer()
  const lines = await logLinesUntil(server, before, (all) => all.some((l) => l.reqId === 'after-health-checks'))
  assert.ok(
    !lines.some((l) => l.route === '/healthz' || l.route === '/readyz'),
    'a health check was logged at info level',
  )
})

test('idle connections are kept longer than the proxy in front keeps them (65 s against nginx’s 60 s), and say so', async () => {
  const http = await import('node:http')
  const agent = new http.Agent({ keepAlive: true })
  try {
    const res = await new Promise((resolve, reject) => {
      http
        .get(server.url('/healthz'), { agent }, (r) => {
          r.resume()
          r.on('end', () => resolve(r))
        })
        .on('error', reject)
    })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers.connection, 'keep-alive')
    assert.equal(res.headers['keep-alive'], 'timeout=65')
  } finally {
    agent.destroy()
  }
})

test('a start leaves its compiled modules for the next: Node’s compile cache, written once the server listens', () => {
  // Next.js's and Payload's modules among them: hundreds of files, not only server.mjs's own.
  const cached = readdirSync(path.join(serverTmp, 'node-compile-cache'), { recursive: true })
  assert.ok(cached.length > 200, `${cached.length} entries in the compile cache`)
})

test("it runs as npm start runs it: the heap's limits, and glibc's allocator settings", () => {
  // Read from the running process, not from the script that started it (tests/unit/start-flags.test.ts
  // checks that package.json and the systemd unit agree). Two arenas instead of one per thread, and
  // a fixed mmap threshold, keep the resident memory lower (docs/operations.md, "Memory").
  const environ = readFileSync(`/proc/${server.child.pid}/environ`, 'utf8').split('\0')
  for (const setting of ['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072', 'MALLOC_TRIM_THRESHOLD_=131072'])
    assert.ok(environ.includes(setting), `${setting} in the server's environment`)
  const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0')
  for (const flag of ['--max-old-space-size=384', '--max-semi-space-size=32'])
    assert.ok(cmdline.includes(flag), cmdline.join(' '))
})
