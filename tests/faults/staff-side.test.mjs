/**
 * The staff side on the real production server (`node --test tests/faults/` after `next build`),
 * for what only the whole stack shows: the proxy's body limit and the server's 413 for
 * uploads, the policy each served file gets whatever its name, cross-origin cookies refused through
 * the proxy, the password-reset mail's absolute link (read at a local SMTP server), and the login
 * limit's message in a minified production build, and HEAD of a stored file.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { after, before, test } from 'node:test'

import { SMTPServer } from 'smtp-server'

import { killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.STAFF_TEST_PORT || 3540)
const MB = 1024 * 1024
const dir = tempDataDir()
const inbox = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => (raw += chunk))
    stream.on('end', () => {
      inbox.push(
        raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      )
      callback()
    })
  },
})
let server
let token

before(async () => {
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  server = await startServer({
    dir,
    port: PORT,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.server.address().port), RATE_LIMIT_LOGIN: '6/900' },
  })
  await setUpSite(server)
  token = await login('faults@example.org', 'faults-admin-password')
})
after(async () => {
  await killServer(server)
  smtp.close()
  rmSync(dir, { recursive: true, force: true })
})

async function login(email, password) {
  const res = await fetch(server.url('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  assert.equal(res.status, 200, await res.clone().text())
  return (await res.json()).token
}

/** A PDF with the given extra objects, padded with `padding` bytes of incompressible data. */
function pdf({ extra = [], padding = 0, catalog = '' } = {}) {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...extra,
  ]
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')]
  objects.forEach((obj, i) => parts.push(Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1')))
  if (padding) {
    const data = randomBytes(padding)
    parts.push(
      Buffer.from(`${objects.length + 1} 0 obj\n<< /Length ${padding} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    )
  }
  parts.push(
    Buffer.from(`xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`, 'latin1'),
  )
  return Buffer.concat(parts)
}

/** A one-page PDF whose text layer reads `words`. */
function textPdf(words) {
  const content = `BT /F1 24 Tf 72 720 Td (${words}) Tj ET`
  return pdf({
    catalog: '',
    extra: [
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
  })
    .toString('latin1')
    .replace(
      '/MediaBox [0 0 595 842] >>',
      '/MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    )
}

function upload(bytes, name, type, alt = 'A document') {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  form.append('_payload', JSON.stringify({ alt }))
  return fetch(server.url('/cms-api/media'), { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
}

const message = async (res) => JSON.stringify(await res.json())

test('10. uploads: an 11 MB PDF is stored; 21 MB gets the PDF limit and 30 MB the cut-off message, both 413', async () => {
  const stored = await upload(pdf({ padding: 11 * MB }), 'eleven.pdf', 'application/pdf')
  assert.equal(stored.status, 201, await stored.clone().text())
  const { doc } = await stored.json()
  assert.ok(doc.filesize > 11 * MB)

  const over = await upload(pdf({ padding: 21 * MB }), 'twenty-one.pdf', 'application/pdf')
  assert.equal(over.status, 413)
  assert.match(await message(over), /PDF documents can be at most 20 MB; this one is 21\.\d MB/)

  const huge = await upload(pdf({ padding: 30 * MB }), 'thirty.pdf', 'application/pdf')
  assert.equal(huge.status, 413)
  assert.match(await message(huge), /Files can be at most 20 MB \(images 10 MB\); this one is larger than 25 MB\./)
})

test('9. a PDF with JavaScript is refused, and says why; served PDFs and images get the file policies whatever their name', async () => {
  const js = await upload(
    pdf({ catalog: '/OpenAction 4 0 R ', extra: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] }),
    'js.pdf',
    'application/pdf',
  )
  assert.equal(js.status, 400)
  assert.match(await message(js), /This PDF contains JavaScript/)
  // The action between two streams, where the old scan did not look; PDF.js (in its
  // worker thread, src/services/pdf-actions.worker.mjs, which the built server must find) reports it.
  const stream = (data) => `<< /Length ${data.length} >>\nstream\n${data}\nendstream`
  const between = pdf({
    catalog: '/OpenAction 5 0 R ',
    extra: [stream('BT ET'), '<< /S /JavaScript /JS (app.alert\\(1\\)) >>', stream('\x00\x01\x02\x03')],
  })
  const hidden = await upload(between, 'between.pdf', 'application/pdf')
  assert.equal(hidden.status, 400)
  assert.match(await message(hidden), /This PDF contains JavaScript, which would run when a visitor opens it/)

  const clean = await upload(pdf(), 'notice.pdf', 'application/pdf')
  assert.equal(clean.status, 201)
  const served = await fetch(server.url((await clean.json()).doc.url))
  assert.equal(served.status, 200)
  assert.equal(served.headers.get('content-type'), 'application/pdf')
  const pdfPolicy = served.headers.get('content-security-policy') ?? ''
  assert.match(pdfPolicy, /script-src 'none'/)
  assert.match(pdfPolicy, /default-src 'none'/)

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const image = await upload(png, '100% sure.png', 'image/png', 'A dot')
  assert.equal(image.status, 201, await image.clone().text())
  const { doc } = await image.json()
  // Stored under a name of its own: the % and the space do not reach the address.
  assert.match(doc.url, /\/100-sure-[0-9a-f]{20}\.png$/)
  const file = await fetch(server.url(doc.url))
  assert.equal(file.status, 200)
  assert.equal(file.headers.get('content-security-policy'), "default-src 'none'; sandbox")

  const missing = await fetch(server.url('/cms-api/media/file/not-there.png'))
  assert.equal(missing.status, 404)
})

test('a replaced PDF is read again for search, whatever else the admin’s form sends with it', async () => {
  const first = await upload(Buffer.from(textPdf('Sports day on Monday'), 'latin1'), 'sports.pdf', 'application/pdf')
  assert.equal(first.status, 201, await first.clone().text())
  const { doc } = await first.json()
  assert.match(JSON.stringify(doc.pdfText), /Sports day on Monday/)
  // The admin's edit view sends the file with every field it holds, the old text included.
  const form = new FormData()
  form.append(
    'file',
    new Blob([Buffer.from(textPdf('Sports day on Tuesday'), 'latin1')], { type: 'application/pdf' }),
    'sports-2.pdf',
  )
  form.append(
    '_payload',
    JSON.stringify({ alt: 'A document', pdfText: doc.pdfText, pdfHasText: true, filename: doc.filename }),
  )
  const replaced = await fetch(server.url(`/cms-api/media/${doc.id}?depth=0&fallback-locale=null`), {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  assert.equal(replaced.status, 200, await replaced.clone().text())
  const read = await (
    await fetch(server.url(`/cms-api/media/${doc.id}?depth=0`), { headers: { authorization: `JWT ${token}` } })
  ).json()
  assert.match(JSON.stringify(read.pdfText), /Sports day on Tuesday/)
  assert.doesNotMatch(JSON.stringify(read.pdfText), /Monday/)
  assert.equal(read.pdfHasText, true)
})

test('6. a cross-origin request with the administrator’s cookie cannot create an administrator', async () => {
  const attempt = (email, headers) => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email, password: 'a-long-enough-password', role: 'admin' }))
    return fetch(server.url('/cms-api/users'), {
      method: 'POST',
      headers: { cookie: `payload-token=${token}`, ...headers },
      body: form,
    })
  }
  assert.equal((await attempt('evil@example.org', { origin: 'http://evil.example' })).status, 403)
  assert.equal((await attempt('evil2@example.org', { 'sec-fetch-site': 'cross-site' })).status, 403)
  const own = await attempt('second-admin@example.org', { origin: server.url('') })
  assert.equal(own.status, 201, await own.clone().text())
  const users = await (
    await fetch(server.url('/cms-api/users?limit=100'), { headers: { authorization: `JWT ${token}` } })
  ).json()
  assert.deepEqual(
    users.docs.map((u) => u.email).filter((e) => e.startsWith('evil')),
    [],
  )
})

test('12. the password-reset mail links to the site’s absolute address', async () => {
  const res = await fetch(server.url('/cms-api/users/forgot-password'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'faults@example.org' }),
  })
  assert.equal(res.status, 200)
  // Sent from the job queue, which the server runs every 10 seconds (src/collections/staff-auth.ts).
  const deadline = Date.now() + 30_000
  while (!inbox.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  assert.equal(inbox.length, 1)
  const links = [...inbox[0].matchAll(/href="([^"]+)"/g)].map((m) => m[1])
  assert.ok(links.length > 0)
  for (const link of links) assert.match(link, new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/admin/reset/[0-9a-f]+$`))
})

test('13. too many logins from one address: the limit’s own message with Retry-After', async () => {
  let res
  for (let i = 0; i < 10; i++) {
    res = await fetch(server.url('/cms-api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong-password-here' }),
    })
    if (res.status === 429) break
  }
  assert.equal(res.status, 429)
  const body = await res.json()
  assert.match(body.errors[0].message, /^Too many attempts from this address\. Please try again in \d+ minutes?\.$/)
  assert.ok(Number(res.headers.get('retry-after')) > 0)
})

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

const comparable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
  )

test('HEAD of an uploaded PDF answers as GET does, without a body (link checkers see every PDF); an unknown file is 404 both ways', async () => {
  const created = await upload(pdf(), 'fees.pdf', 'application/pdf', 'Fee structure')
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
