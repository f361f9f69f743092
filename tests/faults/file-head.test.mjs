/**
 * HEAD of an uploaded file on the production server (`node --test` after `next build`; issue 29
 * row 15): the status and headers GET answers (type, length, the file policies server.mjs and the
 * route add), no body, so link checkers see every PDF the site links to. 127.0.0.1:3560
 * (`FILE_HEAD_TEST_PORT`).
 */
import assert from 'node:assert/strict'
import { request } from 'node:http'
import { rmSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.FILE_HEAD_TEST_PORT || 3560)
const dir = tempDataDir()
let server
let token

before(async () => {
  server = await startServer({ dir, port: PORT })
  await setUpSite(server)
  const res = await fetch(server.url('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'faults@example.org', password: 'faults-admin-password' }),
  })
  token = (await res.json()).token
})
after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

/** A small one-page PDF without active content (as tests/faults/staff-side.test.mjs builds them). */
const PDF = Buffer.from(
  '%PDF-1.4\n' +
    ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']
      .map((obj, i) => `${i + 1} 0 obj\n${obj}\nendobj\n`)
      .join('') +
    'xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  'latin1',
)

/** The raw answer: status, headers and how many body bytes arrived (fetch hides a body sent to HEAD). */
function raw(method, path) {
  return new Promise((resolve, reject) => {
    const req = request(server.url(path), { method, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }))
    })
    req.on('error', reject)
    req.end()
  })
}

const comparable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)))

test('HEAD of an uploaded PDF answers as GET does, without a body; an unknown file is 404 both ways', async () => {
  const form = new FormData()
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'fees.pdf')
  form.append('_payload', JSON.stringify({ alt: 'Fee structure' }))
  const created = await fetch(server.url('/cms-api/media'), { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
  assert.equal(created.status, 201, await created.clone().text())
  const { doc } = await created.json()

  const get = await raw('GET', doc.url)
  const head = await raw('HEAD', doc.url)
  assert.equal(get.status, 200)
  assert.equal(head.status, 200)
  assert.equal(head.headers['content-type'], 'application/pdf')
  // Sized both ways (Next.js drops a route handler's Content-Length; server.mjs restores it).
  assert.equal(Number(get.headers['content-length']), get.bytes)
  assert.equal(get.headers['transfer-encoding'], undefined)
  assert.equal(Number(head.headers['content-length']), get.bytes)
  assert.equal(head.headers['x-content-length'], undefined, 'the internal header stays inside')
  assert.ok(head.headers['x-content-type-options'], 'the file policies are there')
  assert.deepEqual(comparable(head.headers), comparable(get.headers))
  assert.equal(head.bytes, 0)

  const missing = await raw('HEAD', '/cms-api/media/file/no-such-file.pdf')
  assert.equal(missing.status, 404)
  assert.equal(missing.bytes, 0)
  assert.equal((await raw('GET', '/cms-api/media/file/no-such-file.pdf')).status, 404)
})
