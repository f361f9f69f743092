/**
 * Email subscriptions on two instances behind nginx (`npm run test:cluster`, after `npm run
 * build`): a notice published through instance 1 reaches a confirmed subscriber once, by the
 * dispatcher of whichever instance holds the job lease, and a later tick of either instance sends
 * it again to nobody. Its own cluster (tests/cluster/cluster.mjs) on CLUSTER_PORT + 10 (default
 * 3710 and the next ports), so it can run beside cluster.test.mjs.
 */
import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { after, before, test } from 'node:test'

import pg from 'pg'

process.env.CLUSTER_PORT = String(Number(process.env.CLUSTER_PORT || 3700) + 10)
const { startCluster, until } = await import('./cluster.mjs')

let cluster
let db
let token

before(async () => {
  cluster = await startCluster({ env: { SUBSCRIPTION_MAILS_PER_SECOND: 'off', RATE_LIMIT_LOGIN: 'off' } })
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 })
  const first = await fetch(cluster.url(0, '/cms-api/users/first-register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'cluster@example.org',
      password: 'cluster-admin-password',
      role: 'admin',
      name: 'Cluster',
    }),
  })
  assert.ok(first.ok, `first-register: ${first.status}`)
  token = (await first.json()).token
})
after(async () => {
  await db?.end()
  await cluster?.stop()
  if (cluster) rmSync(cluster.dir, { recursive: true, force: true })
})

const cms = async (where, path, body) => {
  const res = await fetch(cluster.url(where, path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  assert.ok(res.ok, `POST ${path}: ${res.status} ${await res.clone().text()}`)
  return (await res.json()).doc
}

test('a notice published through one instance is mailed once to its subscriber, whichever instance runs the dispatcher', async () => {
  const school = await cms(0, '/cms-api/institutions', {
    name: 'Cluster School',
    address: 'Dadar',
    kind: 'school',
    medium: 'english',
    _status: 'published',
  })
  const type = await cms(0, '/cms-api/notice-types', { code: 'GENERAL', name: 'General' })
  // A confirmed subscriber, as the confirmation link leaves it (the form's flow is tests/integration/subscriptions.test.ts).
  const { rows } = await db.query(
    `INSERT INTO subscribers (email, society, language, mode, confirmed_at, token_nonce, token_hash) VALUES ('parent@cluster.example', false, 'en', 'immediate', now() - interval '1 minute', 'n', 'h') RETURNING id`,
  )
  await db.query(
    `INSERT INTO subscribers_rels ("order", parent_id, path, institutions_id) VALUES (1, $1, 'institutions', $2)`,
    [rows[0].id, school.id],
  )
  await cms(1, '/cms-api/notices', {
    title: 'Cluster holiday',
    type: type.id,
    institution: school.id,
    academicYear: '2025-2026',
    date: new Date().toISOString(),
    _status: 'published',
  })
  const mails = () => cluster.mail.messages.filter((m) => m.to.some((t) => t.includes('parent@cluster.example')))
  // The dispatcher runs every minute on the instance that holds the job lease.
  await until(() => mails().length >= 1, 150_000, 'the notice mail')
  // Two more ticks: nothing more.
  await new Promise((r) => setTimeout(r, 125_000))
  assert.equal(mails().length, 1)
  assert.match(mails()[0].text, /Cluster holiday/)
  assert.match(mails()[0].text, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
  const items = await db.query(`SELECT key, immediate_sent FROM subscription_items`)
  assert.deepEqual(
    items.rows.map((r) => [r.key, Number(r.immediate_sent)]),
    [[`notice:${(await db.query('SELECT id FROM notices')).rows[0].id}`, 1]],
  )
})
