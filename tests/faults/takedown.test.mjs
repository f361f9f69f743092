/**
 * A photo taken down is gone from every address the site served it at (a child's photo, on a
 * parent's request): two production servers on one database and one uploads folder (two
 * instances), deploy/nginx-site.conf in front of both. An upload's rendition by Next.js's image
 * optimizer (/_next/image), which used to keep its copy for 4 hours (and say so to every cache),
 * answers 404 within a second of a delete or a replacement on both instances and through nginx,
 * and a replacement's new photo is shown. Renditions say no-cache, so no cache keeps one unasked.
 * `flock /tmp/faults.lock node --test tests/faults/takedown.test.mjs` after `next build`.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'

import sharp from 'sharp'

import { killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORTS = [Number(process.env.TAKEDOWN_TEST_PORT || 3570), Number(process.env.TAKEDOWN_TEST_PORT || 3570) + 1]
const NGINX_PORT = PORTS[0] + 2
const NGINX = '/usr/sbin/nginx'
const root = path.resolve(import.meta.dirname, '../..')
const dir = tempDataDir()
const ngDir = mkdtempSync(path.join(tmpdir(), 'society-takedown-nginx-'))
chmodSync(ngDir, 0o755)
const servers = []
let nginx
let token

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

before(async () => {
  // The first instance migrates the database; the second then starts on it as it is.
  servers.push(await startServer({ dir, port: PORTS[0], timeoutMs: 180_000 }))
  await setUpSite(servers[0])
  servers.push(await startServer({ dir, port: PORTS[1], timeoutMs: 180_000 }))
  const login = await fetch(servers[0].url('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'faults@example.org', password: 'faults-admin-password' }),
  })
  token = (await login.json()).token
  if (!existsSync(NGINX)) return
  const site = readFileSync(path.join(root, 'deploy/nginx-site.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${PORTS[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${PORTS[1]}`)
    .replace('/var/cache/nginx/society', path.join(ngDir, 'cache'))
    .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${NGINX_PORT}$1;`)
    .replace('server_name www.example.org;', 'server_name 127.0.0.1;')
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
  for (
    let i = 0;
    !(await fetch(`http://127.0.0.1:${NGINX_PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 100) throw new Error('nginx did not start')
    await sleep(100)
  }
})
after(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM')
    await new Promise((resolve) => nginx.once('exit', resolve))
  }
  for (const server of servers) await killServer(server)
  rmSync(dir, { recursive: true, force: true })
  rmSync(ngDir, { recursive: true, force: true })
})

/** Every address a rendition is served at: each instance, and nginx (when installed). */
const origins = () => [...servers.map((s) => s.url('')), ...(nginx ? [`http://127.0.0.1:${NGINX_PORT}`] : [])]

/** A JPEG of one colour with some texture, `width` × `height`. */
const photo = (width, height, rgb) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="white"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()

async function upload(bytes, name) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A child at the sports day' }))
  const res = await fetch(servers[0].url('/cms-api/media'), {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()).doc
}

async function remove(id) {
  const res = await fetch(servers[0].url(`/cms-api/media/${id}`), {
    method: 'DELETE',
    headers: { authorization: `JWT ${token}` },
  })
  assert.equal(res.status, 200, await res.clone().text())
}

/** The optimizer's address for a 640 px WebP of an upload's file, as the pages write it. */
const rendition = (filename) => `/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${filename}`)}&w=640&q=75`

async function get(origin, p, headers = {}) {
  const res = await fetch(origin + p, { headers: { accept: 'image/webp,*/*', ...headers } })
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

test('a deleted photo’s rendition is gone within a second, on both instances and through nginx; none is kept unasked', async (t) => {
  const doc = await upload(await photo(1200, 900, [200, 40, 40]), 'child.jpg')
  const grid = doc.sizes.grid.filename
  assert.match(grid, /^child-[0-9a-f]+-800x600\.webp$/)
  const p = rendition(grid)
  let shown = null
  for (const origin of origins()) {
    // Twice each: the second from the optimizer's own copy.
    for (let i = 0; i < 2; i++) {
      const res = await get(origin, p)
      if (!shown)
        t.diagnostic(`rendition ${p}: ${res.status}, ${res.body.length} bytes, ${res.headers.get('cache-control')}`)
      assert.equal(res.status, 200, `${origin}${p}`)
      assert.equal(res.headers.get('content-type'), 'image/webp')
      assert.equal(res.headers.get('cache-control'), 'public, no-cache', `${origin}: a cache may keep it unasked`)
      shown ??= res.body
      assert.ok(res.body.equals(shown))
    }
  }
  if (nginx) assert.notEqual((await get(origins().at(-1), p)).headers.get('x-cache-status'), 'HIT')

  await remove(doc.id)
  const deletedAt = Date.now()
  const addresses = [...origins().map((o) => o + p), ...origins().map((o) => `${o}/cms-api/media/file/${grid}`)]
  let goneAfter = null
  // Measured to the moment the first round of requests that all found it gone was sent: every
  // request sent from then on is answered 404 (the answers themselves take what the machine allows).
  while (Date.now() - deletedAt < 5000) {
    const sent = Date.now()
    const statuses = await Promise.all(
      addresses.map((a) =>
        fetch(a, { headers: { accept: 'image/webp' } }).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    )
    if (statuses.every((s) => s === 404)) {
      goneAfter = sent - deletedAt
      break
    }
    await sleep(50)
  }
  assert.ok(goneAfter !== null, 'a rendition of the deleted photo was still served 5 s after the delete')
  t.diagnostic(`gone from ${addresses.length} addresses ${goneAfter} ms after the delete`)
  assert.ok(goneAfter <= 1000, `gone only ${goneAfter} ms after the delete`)
})

test('a replaced photo’s old rendition is gone within a second on both instances and through nginx; the new one is shown', async () => {
  const doc = await upload(await photo(1000, 750, [30, 160, 40]), 'replaced.jpg')
  const old = rendition(doc.sizes.grid.filename)
  for (const origin of origins()) assert.equal((await get(origin, old)).status, 200)
  // A new file for the same media record (stored under a name of its own; the old files are removed).
  const form = new FormData()
  form.append('file', new Blob([await photo(1000, 750, [40, 40, 200])], { type: 'image/jpeg' }), 'replaced.jpg')
  form.append('_payload', JSON.stringify({ alt: 'A child at the sports day' }))
  const res = await fetch(servers[0].url(`/cms-api/media/${doc.id}`), {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  assert.equal(res.status, 200, await res.clone().text())
  const replacedAt = Date.now()
  const fresh = rendition((await res.json()).doc.sizes.grid.filename)
  assert.notEqual(fresh, old)
  let goneAfter = null
  while (Date.now() - replacedAt < 5000) {
    const sent = Date.now()
    const statuses = await Promise.all(origins().map(async (o) => (await get(o, old)).status))
    if (statuses.every((s) => s === 404)) {
      goneAfter = sent - replacedAt
      break
    }
    await sleep(50)
  }
  assert.ok(goneAfter !== null, 'the replaced photo’s rendition was still served 5 s after the replacement')
  assert.ok(goneAfter <= 1000, `gone only ${goneAfter} ms after the replacement`)
  for (const origin of origins()) {
    const shown = await get(origin, fresh)
    assert.equal(shown.status, 200)
    const { dominant } = await sharp(shown.body).stats()
    assert.ok(
      dominant.b > dominant.g && dominant.b > dominant.r,
      `${origin} shows ${JSON.stringify(dominant)}, not the new (blue) photo`,
    )
  }
})
