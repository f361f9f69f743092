/**
 * Faults of the production server (`npm run test:faults` after `next build`; part of npm test).
 * One temporary database and server, in sequence:
 *
 * 1. SIGKILL during a burst of grievance submissions loses none that were acknowledged: 20
 *    clients POST /api/v1/complaint one after another, the server is killed after the 50th answer
 *    with requests in flight, started again on the same database, and every reference answered
 *    with 200 is there.
 * 2. SIGTERM lets an in-flight request finish: a grievance whose body is still arriving when the
 *    signal comes is stored and answered with 200, new connections are refused meanwhile, and the
 *    process exits by itself (Payload's job crons do not keep it alive).
 */
import { createClient } from '@libsql/client'
import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { after, before, test } from 'node:test'

import { killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.FAULTS_PORT || 3500)
const dir = tempDataDir()
let server
let institute

before(async () => {
  server = await startServer({ dir, port: PORT })
  institute = await setUpSite(server)
})
after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

const grievance = (n) => ({
  // A name is letters: the number spelled in letters.
  name: `Burst ${String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Marksheet',
  mobile: '9876543210',
  email: `burst${n}@example.org`,
  message: `Grievance number ${n} of the burst.`,
  tid: '1',
  institute_id: String(institute),
})

/** References stored in the database file, read directly (a WAL reader beside the server). */
async function storedReferences() {
  const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  try {
    return new Set((await db.execute('SELECT reference FROM grievances')).rows.map((r) => r.reference))
  } finally {
    db.close()
  }
}

test('SIGKILL mid-burst loses no acknowledged grievance', { timeout: 90_000 }, async (t) => {
  const acknowledged = []
  let failed = 0
  let killed = false
  const kill = () => {
    if (killed) return
    killed = true
    server.child.kill('SIGKILL')
  }
  // A steady burst: 20 clients, each sending its next grievance as soon as the last is answered, so
  // that requests are in flight whenever the kill comes. (200 requests sent at once could all be
  // answered before this process had read the 50th answer, and then nothing was cut off.)
  let sent = 0
  const send = async (n) => {
    try {
      const res = await fetch(server.url('/api/v1/complaint'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(grievance(n)),
        signal: AbortSignal.timeout(30_000),
      })
      const body = await res.json()
      if (res.status === 200) {
        acknowledged.push(body.data.reference)
        // Killed when 50 have been acknowledged: the others are in flight.
        if (acknowledged.length === 50) kill()
      } else failed++
    } catch {
      failed++
    }
  }
  const requests = Array.from({ length: 20 }, async () => {
    while (!killed && sent < 400) await send(sent++)
  })
  const fallback = setTimeout(kill, 20_000)
  await Promise.all(requests)
  clearTimeout(fallback)
  kill()
  const { signal } = await server.exited
  assert.equal(signal, 'SIGKILL')
  assert.ok(acknowledged.length >= 50, `only ${acknowledged.length} acknowledged`)
  assert.ok(failed > 0, 'the kill came after the burst: nothing was in flight')

  server = await startServer({ dir, port: PORT })
  const stored = await storedReferences()
  const lost = acknowledged.filter((r) => !stored.has(r))
  assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged grievances are missing`)
  // The restarted server sees them too, and the file is sound.
  const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  try {
    assert.equal((await db.execute('PRAGMA integrity_check')).rows[0].integrity_check, 'ok')
  } finally {
    db.close()
  }
  const again = await fetch(server.url('/api/v1/complaint'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(grievance(999)),
  })
  assert.equal(again.status, 200)
  t.diagnostic(
    `${acknowledged.length} acknowledged before the kill, ${failed} cut off, all ${acknowledged.length} stored`,
  )
})

const connectionRefused = () =>
  new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: PORT })
    s.once('connect', () => {
      s.destroy()
      resolve(false)
    })
    s.once('error', (e) => resolve(e.code === 'ECONNREFUSED'))
  })

test(
  'SIGTERM: an in-flight grievance is stored and answered, new connections are refused, the process exits',
  { timeout: 60_000 },
  async (t) => {
    const body = JSON.stringify(grievance('term'))
    // A request whose body is still arriving when SIGTERM comes.
    const request = http.request(server.url('/api/v1/complaint'), {
      method: 'POST',
      agent: false,
      // Node's server answers "100 Continue" once it has read the headers and handed the request to
      // the app: the sign, seen from outside, that the request is in flight.
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    })
    const taken = new Promise((resolve) => request.once('continue', resolve))
    const response = new Promise((resolve, reject) => {
      request.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode, text }))
        res.on('error', reject)
      })
      request.on('error', reject)
    })
    // The headers now, half the body once the server has taken the request, the rest after SIGTERM:
    // the subject here is a request already in flight when the signal comes.
    request.flushHeaders()
    await taken
    const half = Math.floor(body.length / 2)
    request.write(body.slice(0, half))

    const termAt = Date.now()
    server.child.kill('SIGTERM')
    // Once the server has taken the signal it refuses new connections (asked until then, at most 10 s),
    // and it is still running: the request is in flight.
    const refusedBy = Date.now() + 10_000
    while (!(await connectionRefused()) && Date.now() < refusedBy) await new Promise((r) => setTimeout(r, 50))
    assert.equal(await connectionRefused(), true, 'new connections were still accepted 10 s after SIGTERM')
    assert.equal(server.child.exitCode, null, 'the server exited with a request in flight')

    request.end(body.slice(half))
    const { status, text } = await response
    assert.equal(status, 200, text)
    const reference = JSON.parse(text).data.reference
    assert.match(reference, /^GRV-\d{4}-/)

    const { code, signal } = await Promise.race([
      server.exited,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the server was still running 15 s after SIGTERM')), 15_000),
      ),
    ])
    // server.mjs exits 0 once everything in flight has finished.
    assert.equal(code, 0, `exit ${code} ${signal}`)
    assert.ok((await storedReferences()).has(reference), 'the in-flight grievance was not stored')
    t.diagnostic(`exited ${Date.now() - termAt} ms after SIGTERM, with the in-flight grievance ${reference} stored`)
  },
)
