/**
 * Two app instances on one PostgreSQL database behind nginx, all on 127.0.0.1, as deploy/ describes
 * (`npm run test:cluster` after `npm run build`; needs Debian's postgresql and nginx-light; see
 * tests/cluster/cluster.mjs). Checks:
 *
 * - an edit published through instance 1 is on instance 2's /api/v1 and pages within a second;
 * - rate limits are shared and keyed on the address the balancer saw: the 11th grievance from one
 *   address is refused whichever instance gets it, and a forged X-Forwarded-For changes nothing;
 * - a file uploaded through instance 1 is served by instance 2, through the object store (the
 *   instances share no uploads folder);
 * - an admission enquiry sent through one instance is on the other's desk;
 * - jobs run once: one acknowledgement per grievance (at a mail sink), one job lease holder;
 * - 200 grievances through the balancer, over both instances, are all stored once with unique
 *   references;
 * - instance 1 killed with SIGKILL during a burst: the balancer answers from instance 2, no
 *   acknowledged grievance is lost, and instance 1 rejoins when started again.
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { after, before, test } from 'node:test'

import pg from 'pg'
import sharp from 'sharp'

import { root, startCluster, until } from './cluster.mjs'

let cluster
let db
let institute
let token

before(async () => {
  cluster = await startCluster({
    // The forms' robot window as on the other test servers (tests/e2e/serve.mjs), not a person's 3 s.
    env: {
      RATE_LIMIT_COMPLAINT: '10/600',
      RATE_LIMIT_COMPLAINANT: 'off',
      RATE_LIMIT_LOGIN: 'off',
      FORM_MIN_FILL_MS: '150',
    },
  })
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 })
  const json = (body, auth) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `JWT ${auth}` } : {}) },
    body: JSON.stringify(body),
  })
  const first = await fetch(
    cluster.url(0, '/cms-api/users/first-register'),
    json({ email: 'cluster@example.org', password: 'cluster-admin-password', role: 'admin', name: 'Cluster' }),
  )
  assert.ok(first.ok, `first-register: ${first.status} ${await first.clone().text()}`)
  token = (await first.json()).token
  const res = await fetch(
    cluster.url(0, '/cms-api/institutions'),
    json({ name: 'Cluster School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' }, token),
  )
  assert.ok(res.ok, `institution: ${res.status} ${await res.clone().text()}`)
  institute = (await res.json()).doc.id
})
after(async () => {
  await db?.end()
  await cluster?.stop()
  if (cluster) rmSync(cluster.dir, { recursive: true, force: true })
})

const cms = async (where, method, path, body) => {
  const res = await fetch(cluster.url(where, path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`)
  return (await res.json()).doc
}

let n = 0
/** POST a grievance (a new person each time); `headers` e.g. a forged X-Forwarded-For. */
async function complain(where, headers = {}) {
  n++
  const res = await fetch(cluster.url(where, '/api/v1/complaint'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      mobile: `9${String(n).padStart(9, '0')}`,
      email: `person${n}@example.org`,
      message: `Grievance ${n}.`,
      tid: '1',
      institute_id: String(institute),
    }),
  })
  const body = await res.json().catch(() => ({}))
  return { status: res.status, reference: body.data?.reference }
}

test('an edit published through instance 1 shows on instance 2 within a second, in /api/v1 and pages', async (t) => {
  const trustee = await cms(0, 'POST', '/cms-api/trustees', { name: 'Asha Rao', order: 1, _status: 'published' })
  const apiName = async () => (await (await fetch(cluster.url(1, `/api/v1/trustee/${trustee.id}`))).json()).data?.name
  const pageHas = async (text) => (await (await fetch(cluster.url(1, '/trustees'))).text()).includes(text)
  await until(
    async () => (await apiName()) === 'Asha Rao' && (await pageHas('Asha Rao')),
    5000,
    'the new trustee on instance 2',
  )
  // Instance 2 now has the trustee in its content cache and its micro-cache (asked twice and more).
  for (let i = 0; i < 3; i++) assert.equal(await apiName(), 'Asha Rao')

  await cms(0, 'PATCH', `/cms-api/trustees/${trustee.id}`, { name: 'Asha R. Rao' })
  const changed = Date.now()
  // Ask instance 2 continuously for 2 s: every request sent a second or more after the edit was
  // answered must show it (a request's own time to render is not staleness).
  const watch = async (read) => {
    const seen = []
    while (Date.now() - changed < 2000) {
      const sentAt = Date.now() - changed
      seen.push({ sentAt, fresh: await read() })
    }
    return seen
  }
  const [api, page] = await Promise.all([
    watch(async () => (await apiName()) === 'Asha R. Rao'),
    watch(() => pageHas('Asha R. Rao')),
  ])
  const first = (seen) => seen.find((s) => s.fresh)?.sentAt
  t.diagnostic(
    `edit on instance 1 first seen on instance 2 by a request sent ${first(api)} ms (/api/v1) and ${first(page)} ms (page) after it was answered`,
  )
  for (const [what, seen] of [
    ['/api/v1', api],
    ['page', page],
  ]) {
    const late = seen.filter((s) => s.sentAt >= 1000)
    assert.ok(late.length > 0, `no ${what} request sent after 1 s`)
    assert.ok(
      late.every((s) => s.fresh),
      `${what}: a request sent ${late.find((s) => !s.fresh)?.sentAt} ms after the edit showed the old name`,
    )
  }
})

test('an admission enquiry sent through instance 1 is on the desk of instance 2', async () => {
  // A class the school takes enquiries for, next academic year (June to May, as src/admissions/desk.ts).
  const today = new Date()
  const start = today.getUTCMonth() + 1 >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1
  await cms(0, 'POST', '/cms-api/admission-classes', {
    institution: institute,
    classSought: 'std-1',
    academicYear: `${start + 1}-${start + 2}`,
    status: 'open',
  })
  // The form as a phone without scripts posts it: its own fields (the server action's included).
  const path = `/admission/enquiry?school=${institute}`
  const page = await fetch(cluster.url(0, path))
  assert.equal(page.status, 200)
  const { JSDOM } = await import('jsdom')
  const form = new JSDOM(await page.text()).window.document.querySelector('[data-testid="enquiry-form"]')
  assert.ok(form, 'the enquiry form')
  const typed = {
    child_name: 'Arya Deshpande',
    child_dob: '2020-03-14',
    parent_name: 'Sneha Deshpande',
    mobile: '9876500011',
    email: 'sneha.cluster@example.org',
    message: 'Is there a seat in Std I for June?',
  }
  const body = new FormData()
  for (const el of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = el.getAttribute('name')
    if (name in typed) body.append(name, typed[name])
    else if (el.tagName === 'SELECT') {
      const options = [...el.querySelectorAll('option')]
      // What is chosen already (the answer's language), else the first real choice (the class, the year).
      const chosen =
        options.find((o) => o.hasAttribute('selected') && o.getAttribute('value')) ??
        options.find((o) => o.getAttribute('value'))
      body.append(name, chosen?.getAttribute('value') ?? '')
    } else if (el.getAttribute('type') !== 'submit') body.append(name, el.getAttribute('value') ?? '')
  }
  const issuedAt = Number(String(body.get('form_token')).split('.')[0])
  await until(async () => Date.now() - issuedAt > 150, 2000, 'the form token past the robot window')
  const sent = await fetch(cluster.url(0, path), {
    method: 'POST',
    body,
    headers: { origin: new URL(cluster.url(0, '/')).origin },
    redirect: 'manual',
  })
  assert.equal(sent.status, 200)
  const answer = new JSDOM(await sent.text()).window.document
  const outcome = answer.querySelector('[data-testid="enquiry-sent"]')
  const errors = [...answer.querySelectorAll('[data-testid^="enquiry-error-"]')].map((e) => e.textContent)
  assert.ok(outcome, `not sent: ${errors.join('; ') || 'no outcome'} (${[...body.keys()].join(', ')})`)
  const reference = /ADM-\d{4}-[2-9A-Z]{6}/.exec(outcome.textContent)?.[0]
  assert.ok(reference, 'a reference on the answer')

  // The other instance's desk has it at once (one database), once.
  const res = await fetch(
    cluster.url(1, `/cms-api/admission-enquiries?where[reference][equals]=${reference}&depth=0`),
    {
      headers: { authorization: `JWT ${token}` },
    },
  )
  assert.equal(res.status, 200)
  const { docs } = await res.json()
  assert.equal(docs.length, 1)
  assert.equal(docs[0].institution, institute)
  assert.equal(docs[0].email, typed.email)
})

test('a file uploaded through instance 1 is served by instance 2, through the object store', async () => {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'blue.png')
  form.append('_payload', JSON.stringify({ alt: 'A blue rectangle' }))
  const res = await fetch(cluster.url(0, '/cms-api/media'), {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  assert.ok(res.ok, `upload: ${res.status} ${await res.clone().text()}`)
  const { doc } = await res.json()
  const served = await fetch(cluster.url(1, new URL(doc.url, 'http://x').pathname))
  assert.equal(served.status, 200)
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png)
  assert.equal(served.headers.get('content-security-policy'), "default-src 'none'; sandbox")
  // In the bucket (the original and its sizes), in neither instance's uploads folder.
  const keys = await cluster.objectStore.keys()
  assert.ok(keys.includes(doc.filename), `${doc.filename} in the bucket: ${keys}`)
  for (const size of Object.values(doc.sizes ?? {}))
    if (size.filename) assert.ok(keys.includes(size.filename), `${size.filename} in the bucket`)
  for (const n of [1, 2]) {
    const folder = path.join(cluster.dir, `uploads-${n}`)
    assert.deepEqual(existsSync(folder) ? readdirSync(folder) : [], [], `instance ${n}'s uploads folder is empty`)
  }
  // Through the balancer as a visitor gets it, and a name nobody uploaded is a 404 on both.
  assert.equal((await fetch(cluster.url('lb', new URL(doc.url, 'http://x').pathname))).status, 200)
  for (const where of [0, 1])
    assert.equal((await fetch(cluster.url(where, '/cms-api/media/file/no-such-file.png'))).status, 404)
  // Both instances report the object store ready.
  for (const where of [0, 1])
    assert.deepEqual(await (await fetch(cluster.url(where, '/readyz'))).json(), {
      ready: true,
      database: 'ok',
      objectStore: 'ok',
    })
})

/** Acknowledgements the mail sink received for `email`. */
const acks = (email) => cluster.mail.messages.filter((m) => m.to.includes(email)).length

test('jobs run once however many instances run: one acknowledgement per grievance', async () => {
  const sent = []
  for (let i = 0; i < 3; i++) {
    const result = await complain('lb')
    assert.equal(result.status, 200)
    sent.push(`person${n}@example.org`)
  }
  await db.query('DELETE FROM rate_limits')
  // The email queue runs every 10 seconds, on the instance that holds the job lease.
  await until(() => sent.every((email) => acks(email) >= 1), 150_000, 'acknowledgements')
  await new Promise((r) => setTimeout(r, 3000))
  assert.deepEqual(sent.map(acks), [1, 1, 1])
  const { rows } = await db.query('SELECT holder FROM job_runner')
  assert.equal(rows.length, 1, 'one lease holder')
})

test('rate limits are shared and keyed on the address the balancer saw: a forged X-Forwarded-For changes nothing', async () => {
  const statuses = []
  for (let i = 1; i <= 10; i++) statuses.push((await complain('lb', { 'x-forwarded-for': `10.9.8.${i}` })).status)
  assert.deepEqual(statuses, Array(10).fill(200))
  // The 11th, whichever instance the balancer picks, with any forged header.
  for (let i = 0; i < 4; i++) assert.equal((await complain('lb', { 'x-forwarded-for': `10.9.9.${i}` })).status, 429)
  assert.equal((await complain('lb')).status, 429)
  await db.query('DELETE FROM rate_limits')
})

/**
 * Every request through the balancer comes from 127.0.0.1, whose allowance is 10 per 10 minutes
 * here: a grievance refused with 429 (not stored) is sent again after the shared limit store is
 * emptied. Returns the answer that ended it (200, or a failure such as 502 from the balancer).
 */
async function complainThrough(where) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await complain(where)
    if (result.status !== 429) return result
    await db.query('DELETE FROM rate_limits')
  }
  throw new Error('still rate-limited after 50 attempts')
}

async function inBatches(count, size, send) {
  const results = []
  for (let i = 0; i < count; i += size)
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, send))))
  return results
}

/**
 * Acknowledged: answered 200 with a reference. (A response cut off by the kill can have a 200
 * status line but no readable body: the client never got a reference.)
 */
async function assertStoredOnce(results) {
  const refs = results.filter((r) => r.status === 200 && r.reference).map((r) => r.reference)
  assert.equal(new Set(refs).size, refs.length, 'references are unique')
  const stored = await db.query(
    'SELECT reference, count(*)::int AS n FROM grievances WHERE reference = ANY($1) GROUP BY reference',
    [refs],
  )
  assert.equal(stored.rowCount, refs.length, 'every acknowledged grievance is stored')
  assert.ok(
    stored.rows.every((r) => r.n === 1),
    'and stored once',
  )
  return refs
}

test('200 grievances through the balancer, over both instances, are stored once each with unique references', async () => {
  const before = Number((await db.query('SELECT count(*) FROM grievances')).rows[0].count)
  const results = await inBatches(200, 10, () => complainThrough('lb'))
  assert.deepEqual([...new Set(results.map((r) => r.status))], [200])
  await assertStoredOnce(results)
  const after = Number((await db.query('SELECT count(*) FROM grievances')).rows[0].count)
  assert.equal(after - before, 200)
})

test('instance 1 killed with SIGKILL during a burst: the balancer answers from instance 2, nothing acknowledged is lost, instance 1 rejoins', async () => {
  const [app1] = cluster.apps
  const burst = inBatches(120, 10, () => complainThrough('lb'))
  await new Promise((r) => setTimeout(r, 1500))
  app1.child.kill('SIGKILL')
  await app1.exited
  const results = await burst
  const accepted = await assertStoredOnce(results)
  // Only requests that were on instance 1 when it died can fail (nginx never sends a POST twice).
  assert.ok(accepted.length >= 100, `only ${accepted.length} of 120 accepted`)
  // After the kill, the balancer answers everything from instance 2.
  const later = await inBatches(20, 10, () => complainThrough('lb'))
  assert.deepEqual([...new Set(later.map((r) => r.status))], [200])
  await assertStoredOnce(later)

  await cluster.startApp(0)
  assert.equal((await fetch(cluster.url(0, '/readyz'))).status, 200)
  // Back in the balancer's rotation (after its fail_timeout): every request answered.
  await new Promise((r) => setTimeout(r, 5500))
  const rejoined = await inBatches(20, 10, () => complainThrough('lb'))
  assert.deepEqual([...new Set(rejoined.map((r) => r.status))], [200])
  await assertStoredOnce(rejoined)
  // Whatever mail went out meanwhile: never two acknowledgements for one grievance.
  for (let i = 1; i <= n; i++)
    assert.ok(acks(`person${i}@example.org`) <= 1, `person${i} got ${acks(`person${i}@example.org`)} acknowledgements`)
})

test('backup, an edit, then a restore into the running cluster: every instance shows the restored content within a second', async (t) => {
  const run = promisify(execFile)
  const work = mkdtempSync(path.join(cluster.dir, 'ops-'))
  const script = (name, arg) =>
    run(process.execPath, [path.join(root, 'scripts', name), arg], {
      cwd: work,
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl, UPLOADS_DIR: path.join(cluster.dir, 'uploads-1') },
    })
  const trustee = await cms(0, 'POST', '/cms-api/trustees', { name: 'Before Backup', order: 2, _status: 'published' })
  const names = () =>
    Promise.all(
      [0, 1].map(async (i) => (await (await fetch(cluster.url(i, `/api/v1/trustee/${trustee.id}`))).json()).data?.name),
    )
  await until(
    async () => (await names()).every((name) => name === 'Before Backup'),
    5000,
    'the trustee on both instances',
  )

  await script('backup.mjs', path.join(work, 'backups'))
  const archive = readdirSync(path.join(work, 'backups')).find((f) => f.endsWith('.tar.gz'))
  assert.ok(archive, 'the backup wrote an archive')
  await cms(0, 'PATCH', `/cms-api/trustees/${trustee.id}`, { name: 'After Backup' })
  await until(async () => (await names()).every((name) => name === 'After Backup'), 5000, 'the edit on both instances')

  await script('restore.mjs', path.join(work, 'backups', archive))
  const restored = Date.now()
  await until(
    async () => (await names()).every((name) => name === 'Before Backup'),
    5000,
    'the restored name on both instances',
  )
  t.diagnostic(`restored content on both instances ${Date.now() - restored} ms after the restore finished`)
  assert.ok(Date.now() - restored <= 1500, 'within about a second')
  assert.ok((await (await fetch(cluster.url(1, '/trustees'))).text()).includes('Before Backup'))
})
