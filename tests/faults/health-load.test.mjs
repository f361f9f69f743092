/**
 * The health check under load one staff account can make (the production server, as load balancers
 * see it): sixteen parallel reads asking for 250 institution versions with their relationships
 * (served 100 a page: src/access/read-limits.ts), repeated, while /healthz is asked every 50 ms. It
 * used to wait for all sixteen; now the account's reads run one at a time and are all answered, so
 * it waits for one read's stretch on the thread at most, and past its queue an account is told 429
 * with Retry-After while another account is served at once.
 * `flock /tmp/faults.lock node --test tests/faults/health-load.test.mjs` after `next build`.
 */
import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { cms, killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.HEALTH_LOAD_TEST_PORT || 3580)
const dir = tempDataDir()
const HEAVY = '/cms-api/institutions/versions?limit=250&depth=1'
let server
let admin
let editor

const login = async (email, password) => {
  const res = await fetch(server.url('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  assert.equal(res.status, 200)
  return (await res.json()).token
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

before(async () => {
  // The 300-reads-a-minute count is off: the setup's writes and the load would reach it (it is tested
  // in tests/integration); this is about reads at once.
  server = await startServer({ dir, port: PORT, timeoutMs: 180_000, env: { RATE_LIMIT_STAFFREADS: 'off' } })
  const first = await setUpSite(server)
  admin = await login('faults@example.org', 'faults-admin-password')
  await cms(
    server,
    'POST',
    '/cms-api/users',
    { email: 'second@faults.local', password: 'faults-second-password', role: 'admin', name: 'Second' },
    admin,
  )
  editor = await login('second@faults.local', 'faults-second-password')
  // 5 institutions with 24 saved versions each (Institutions keep 25 a document): 120 versions, more
  // than one populated page.
  const ids = [first]
  for (let i = 1; i < 5; i++)
    ids.push(
      (
        await cms(
          server,
          'POST',
          '/cms-api/institutions',
          { name: `Load School ${i}`, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
          admin,
        )
      ).doc.id,
    )
  await Promise.all(
    ids.map(async (id) => {
      for (let v = 0; v < 24; v++)
        await cms(
          server,
          'PATCH',
          `/cms-api/institutions/${id}`,
          { address: `Dadar, Mumbai 4000${String(v).padStart(2, '0')} `.repeat(12) },
          admin,
        )
    }),
  )
})
after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

/** `workers` loops each sending HEAVY as `token` until `until` (ms), pushing every status to `statuses`. */
async function heavyLoad(token, workers, until, statuses = []) {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        const res = await fetch(server.url(HEAVY), { headers: { authorization: `JWT ${token}` } })
        await res.arrayBuffer()
        statuses.push(res.status)
        if (res.status === 429) await sleep(Number(res.headers.get('retry-after')) * 1000)
      }
    }),
  )
  return statuses
}

test('/healthz waits for at most one heavy read while one account sends 16 at a time, and every read is answered', async (t) => {
  // What one read takes alone, on this machine now (the slowest of three): the bound below.
  let alone = 0
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    assert.equal((await fetch(server.url(HEAVY), { headers: { authorization: `JWT ${admin}` } })).status, 200)
    alone = Math.max(alone, performance.now() - started)
  }
  t.diagnostic(`one heavy read alone: up to ${Math.round(alone)} ms`)
  const until = Date.now() + 4000
  const statuses = []
  const load = heavyLoad(admin, 16, until, statuses)
  const health = []
  // The reads are under way once the first is answered (the other fifteen wait behind it).
  while (!statuses.length) await sleep(20)
  while (Date.now() < until) {
    const started = performance.now()
    const res = await fetch(server.url('/healthz'))
    assert.deepEqual(await res.json(), { ok: true })
    health.push(performance.now() - started)
    await sleep(50)
  }
  await load
  health.sort((a, b) => a - b)
  const ms = (q) => Math.round(health[Math.min(health.length - 1, Math.floor(q * health.length))])
  t.diagnostic(
    `/healthz under load: ${health.length} checks, median ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms; ${statuses.length} heavy reads answered`,
  )
  assert.ok(statuses.length >= 16)
  assert.ok(
    statuses.every((s) => s === 200),
    `statuses: ${[...new Set(statuses)]}`,
  )
  // The reads run one at a time, so the health check waits for one read's stretch on the thread at
  // most, never for sixteen (which took 16 reads' time and more). The bound is a third of that, so
  // that a busy machine (other tests beside this one) does not decide it; the figures themselves are
  // the benchmark's (bench/health-load.mjs).
  assert.ok(
    health.at(-1) < Math.max(250, 5 * alone),
    `/healthz took up to ${ms(1)} ms; one read alone ${Math.round(alone)} ms`,
  )
})

test('past its queue an account is refused with 429 and Retry-After; another account is served meanwhile', async () => {
  const before = performance.now()
  assert.equal((await fetch(server.url(HEAVY), { headers: { authorization: `JWT ${admin}` } })).status, 200)
  const alone = performance.now() - before
  const burst = Array.from({ length: 40 }, () =>
    fetch(server.url(HEAVY), { headers: { authorization: `JWT ${admin}` } }),
  )
  await sleep(100)
  const started = performance.now()
  const other = await fetch(server.url('/cms-api/institutions?limit=1'), {
    headers: { authorization: `JWT ${editor}` },
  })
  const otherMs = performance.now() - started
  assert.equal(other.status, 200)
  const answers = await Promise.all(
    burst.map(async (p) => {
      const res = await p
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }
    }),
  )
  const refused = answers.filter((a) => a.status === 429)
  assert.ok(refused.length >= 1, 'no request was refused')
  assert.ok(answers.filter((a) => a.status === 200).length >= 2)
  for (const r of refused) {
    assert.equal(r.retryAfter, '2')
    assert.match(r.body.errors[0].message, /^Too many requests from your account at once\./)
  }
  // The other account waited behind no one's queue (forty heavy reads): at most for the one running.
  assert.ok(
    otherMs < Math.max(1000, 5 * alone),
    `another account waited ${Math.round(otherMs)} ms; one heavy read alone ${Math.round(alone)} ms`,
  )
})
