/**
 * Client addresses for the rate limits, with the production server (`node --test
 * tests/faults/client-address.test.mjs` after `next build`; part of npm test): by default the
 * socket's address counts and a forged X-Forwarded-For (or a forged x-client-address) gives no new
 * allowance; with TRUST_PROXY=1 (one proxy in front, which appends the address it saw) the last
 * X-Forwarded-For entry counts and what a client put before it does not.
 */
import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { killServer, setUpSite, startServer, tempDataDir } from './server.mjs'

const PORT = Number(process.env.CLIENT_ADDRESS_TEST_PORT || 3530)
const dir = tempDataDir()
const limits = { RATE_LIMIT_COMPLAINT: '2/600', RATE_LIMIT_COMPLAINANT: 'off' }
let server
let institute

before(async () => {
  server = await startServer({ dir, port: PORT, env: limits })
  institute = await setUpSite(server)
})
after(async () => {
  await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

let n = 0
async function complain(headers = {}) {
  n++
  const res = await fetch(server.url('/api/v1/complaint'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      mobile: `98765${String(n).padStart(5, '0')}`,
      email: `asha${n}@example.org`,
      message: `Grievance ${n}.`,
      tid: '1',
      institute_id: String(institute),
    }),
  })
  return res.status
}

test('by default, X-Forwarded-For is not trusted: forging it gives no new allowance', async () => {
  assert.equal(await complain(), 200)
  assert.equal(await complain({ 'x-forwarded-for': '10.9.8.1' }), 200)
  assert.equal(await complain({ 'x-forwarded-for': '10.9.8.2' }), 429)
  assert.equal(await complain({ 'x-forwarded-for': '10.9.8.3, 10.9.8.4' }), 429)
  assert.equal(await complain({ 'x-client-address': '10.9.8.5' }), 429)
})

test('with TRUST_PROXY=1, the entry the proxy appended counts, not what the client wrote before it', async () => {
  server.child.kill('SIGTERM')
  await server.exited
  server = await startServer({ dir, port: PORT, env: { ...limits, TRUST_PROXY: '1' } })
  assert.equal(await complain({ 'x-forwarded-for': '198.51.100.1' }), 200)
  assert.equal(await complain({ 'x-forwarded-for': 'forged, 198.51.100.1' }), 200)
  assert.equal(await complain({ 'x-forwarded-for': 'forged-again, 198.51.100.1' }), 429)
  assert.equal(await complain({ 'x-forwarded-for': '198.51.100.1', 'x-client-address': '10.9.8.6' }), 429)
  assert.equal(await complain({ 'x-forwarded-for': '198.51.100.2' }), 200)
})
