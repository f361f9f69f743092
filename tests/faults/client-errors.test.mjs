/**
 * Requests that got a 500 and left a complainant's data in the log (D2), on the real
 * production server (`node --test tests/faults/` after `next build`), with its log captured at
 * info level: an officer's and a visitor's failing filters, ids of the wrong type, paging beyond
 * any page, TRACE, a chunked 1.2 MB POST to a page, deleting an institution that a grievance
 * points at. Each gets a 4xx with a sentence; the log holds no value of the queries, no SQL, no
 * parameters, no stack of a client's error, and nothing of the complainant.
 */
import assert from 'node:assert/strict'
import http from 'node:http'
import { rmSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { killServer, logLinesUntil, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.CLIENT_ERRORS_TEST_PORT || 3216)
const dir = tempDataDir()
const EMAIL = 'asha.kulkarni@example.org'
const MOBILE = '9876501234'
let server
let institute
let admin
let officer

const json = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
  body: JSON.stringify(body),
})

async function login(email, password) {
  const res = await fetch(server.url('/cms-api/users/login'), json({ email, password }))
  assert.equal(res.status, 200, await res.clone().text())
  return (await res.json()).token
}

before(async () => {
  server = await startServer({ dir, port: PORT, env: { LOG_LEVEL: 'info' } })
  institute = await setUpSite(server)
  admin = await login('faults@example.org', 'faults-admin-password')
  const created = await fetch(
    server.url('/cms-api/users'),
    json(
      {
        email: 'officer@faults.local',
        password: 'faults-officer-password',
        role: 'officer',
        name: 'Officer',
        institutions: [institute],
      },
      admin,
    ),
  )
  assert.equal(created.status, 201, await created.clone().text())
  officer = await login('officer@faults.local', 'faults-officer-password')
  const filed = await fetch(
    server.url('/api/v1/complaint'),
    json({
      name: 'Asha',
      mname: 'Kulkarni',
      dob: '2004-05-17',
      type: 'Marksheet',
      mobile: MOBILE,
      email: EMAIL,
      message: 'My marksheet has a spelling mistake.',
      tid: '1',
      institute_id: String(institute),
    }),
  )
  assert.equal(filed.status, 200, await filed.clone().text())
})
after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

/**
 * The server's log written while `during` runs: up to the line of a request sent after it (pino
 * writes a request's line once its response has closed, so the lines before are written by then).
 */
let marks = 0
async function logOf(during) {
  const start = server.output().length
  await during()
  const mark = `log-mark-${++marks}`
  await (await fetch(server.url('/api/v1/trustee'), { headers: { 'x-request-id': mark } })).arrayBuffer()
  await logLinesUntil(server, start, (lines) => lines.some((l) => l.reqId === mark))
  const output = server.output().slice(start)
  return output
    .split('\n')
    .filter((l) => !l.includes(mark))
    .join('\n')
}

function assertClean(log) {
  for (const secret of [
    EMAIL,
    MOBILE,
    'Kulkarni',
    'notadate',
    'params',
    'Failed query',
    'select ',
    '1e309',
    '99999999999999999999',
  ]) {
    assert.ok(!log.includes(secret), `the log holds ${secret}:\n${log}`)
  }
  for (const line of log.split('\n').filter(Boolean)) {
    const entry = JSON.parse(line) // one JSON object a line: no multi-line stack printed
    assert.ok(!entry.err?.stack, `a client's error logged with a stack: ${line}`)
    // Payload logs a refused request (a 4xx) at error level; only a server error may be one.
    const status = Number(entry.err?.status)
    assert.ok(!(entry.level >= 50 && status >= 400 && status < 500), `a client's error logged as an error: ${line}`)
  }
}

test('failing filters and ids, as an officer and anonymously: 4xx with a sentence, and a clean log', async () => {
  const cases = [
    [`grievances?where[email][equals]=${EMAIL}&where[id][in]=abc`, 400],
    [`grievances?where[mobile][equals]=${MOBILE}&where[createdAt][greater_than]=notadate`, 400],
    [`grievances/export.csv?where[email][equals]=${EMAIL}&where[createdAt][less_than]=notadate`, 400],
    ['notices?where[id][in]=abc', 400],
    ['notices?where[date][greater_than]=notadate', 400],
    ['notices?limit=1e309', 400],
    ['notices?page=99999999999999999999', 400],
    ['notices?where[title][near]=1,2', 400],
    [`institutions?${Array.from({ length: 300 }, (_, i) => `where[or][${i}][id][equals]=${i}`).join('&')}`, 400],
    ['notices/abc', 404],
    ['notices/distinct', 404],
  ]
  const log = await logOf(async () => {
    for (const [path, status] of cases) {
      for (const token of [officer, undefined]) {
        if (!token && path.startsWith('grievances')) continue // visitors are refused grievances outright
        const res = await fetch(server.url(`/cms-api/${path}`), {
          headers: token ? { authorization: `JWT ${token}` } : {},
        })
        const body = await res.json()
        assert.equal(
          res.status,
          status,
          `${path.slice(0, 80)} ${token ? 'officer' : 'anonymous'}: ${JSON.stringify(body)}`,
        )
        assert.match(body.errors?.[0]?.message ?? '', /^[A-Za-z].+\.$/, `not a sentence: ${JSON.stringify(body)}`)
      }
    }
  })
  assert.match(log, /"route":"\/cms-api\/grievances"/) // the requests are logged, by path
  assertClean(log)
})

test('deleting an institution that a grievance points at: 409, nothing deleted, a clean log', async () => {
  const log = await logOf(async () => {
    const res = await fetch(server.url(`/cms-api/institutions/${institute}`), {
      method: 'DELETE',
      headers: { authorization: `JWT ${admin}` },
    })
    assert.equal(res.status, 409)
    assert.deepEqual(await res.json(), {
      errors: [
        { message: 'This institution cannot be deleted: 1 grievance still points at it. Move or delete them first.' },
      ],
    })
  })
  assertClean(log)
  assert.equal(
    (await fetch(server.url(`/cms-api/institutions/${institute}`), { headers: { authorization: `JWT ${admin}` } }))
      .status,
    200,
  )
})

test('TRACE and other methods the site does not answer: 405 on every path', async () => {
  for (const path of ['/', '/notices', '/cms-api/notices', '/api/v1/trustee', '/admin', '/healthz']) {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await new Promise((resolve, reject) => {
        http
          .request(server.url(path), { method }, (r) => {
            let body = ''
            r.on('data', (c) => (body += c))
            r.on('end', () => resolve({ status: r.statusCode, allow: r.headers.allow, body }))
          })
          .on('error', reject)
          .end()
      })
      assert.equal(res.status, 405, `${method} ${path}`)
      assert.equal(res.allow, 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
      assert.equal(res.body, `The method ${method} is not allowed here.`)
    }
  }
})

test('refusals anyone can cause are not logged as errors: a failed login, a cross-site login and read, a closed collection', async () => {
  const log = await logOf(async () => {
    const wrong = await fetch(
      server.url('/cms-api/users/login'),
      json({ email: 'faults@example.org', password: 'not-the-password' }),
    )
    assert.equal(wrong.status, 401)
    const crossSite = await fetch(server.url('/cms-api/users/login'), {
      ...json({ email: 'faults@example.org', password: 'faults-admin-password' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    })
    assert.equal(crossSite.status, 403)
    // A session cookie sent from another site's page counts as no session: the read is refused.
    const read = await fetch(server.url('/cms-api/grievances'), {
      headers: { cookie: `payload-token=${officer}`, origin: 'https://evil.example' },
    })
    assert.equal(read.status, 403)
    // Payload's own migrations table has no endpoints: 404 like any other closed address, also for an administrator.
    for (const method of ['GET', 'POST', 'DELETE']) {
      const closed = await fetch(server.url('/cms-api/payload-migrations'), {
        method,
        headers: { authorization: `JWT ${admin}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      })
      assert.equal(closed.status, 404, method)
      assert.doesNotMatch(await closed.text(), /Cannot|payload-migrations/)
    }
  })
  assert.match(log, /"level":(30|40)/) // the refusals are logged, at info or warn
  assertClean(log)
})
