// /healthz under the load one staff account can make (the production build, `npm run build`
// first), on a new database with 11 institutions of 24 saved versions each (as
// tests/faults/health-load.test.mjs makes them; seeding the whole demo takes minutes): WORKERS (16)
// loops each reading /cms-api/institutions/versions?limit=250&depth=1 (served 100 a page) as an administrator for
// DURATION seconds (8), while /healthz is asked every 50 ms. Prints the health check's latencies (idle and under
// load), the reads answered and refused, and the load average → docs/benchmarks.md "Health under
// one account's load". `node bench/health-load.mjs`; BENCH_PORT (3620). SERVER_SCRIPT runs another
// file of the checkout as the server (an older server.mjs saved beside it, for a comparison).
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import { cms, killServer, setUpSite, startServer, tempDataDir } from '../tests/faults/server.mjs'

const PORT = Number(process.env.BENCH_PORT || 3620)
const WORKERS = Number(process.env.WORKERS || 16)
const DURATION_MS = Number(process.env.DURATION || 8) * 1000
const HEAVY = '/cms-api/institutions/versions?limit=250&depth=1'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line) => process.stdout.write(`${line}\n`)

const dir = tempDataDir()
const started = await startServer({
  dir,
  port: PORT,
  timeoutMs: 180_000,
  env: { LOG_LEVEL: 'warn' },
  nodeArgs: process.env.SERVER_SCRIPT ? [process.env.SERVER_SCRIPT] : [],
})
const server = { base: started.url('') }
try {
  const first = await setUpSite(started)
  const login = await fetch(`${server.base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'faults@example.org', password: 'faults-admin-password' }),
  })
  const { token } = await login.json()
  const auth = { authorization: `JWT ${token}` }
  const ids = [first]
  for (let i = 1; i < 11; i++)
    ids.push(
      (
        await cms(
          started,
          'POST',
          '/cms-api/institutions',
          { name: `Load School ${i}`, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
          token,
        )
      ).doc.id,
    )
  await Promise.all(
    ids.map(async (id) => {
      for (let v = 0; v < 24; v++)
        await cms(
          started,
          'PATCH',
          `/cms-api/institutions/${id}`,
          { address: `Dadar, Mumbai 4000${String(v).padStart(2, '0')} `.repeat(12) },
          token,
        )
    }),
  )

  /** /healthz every 50 ms until `until`: sorted latencies (ms). */
  async function health(until) {
    const times = []
    while (Date.now() < until) {
      const started = performance.now()
      await (await fetch(`${server.base}/healthz`)).arrayBuffer()
      times.push(performance.now() - started)
      await sleep(50)
    }
    return times.sort((a, b) => a - b)
  }
  const summary = (times) => {
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1)
    return `n=${times.length} median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`
  }

  // Warm: the first read compiles and loads what it needs.
  for (let i = 0; i < 3; i++) await (await fetch(`${server.base}${HEAVY}`, { headers: auth })).arrayBuffer()
  const one = performance.now()
  const sample = await fetch(`${server.base}${HEAVY}`, { headers: auth })
  const body = await sample.json()
  log(
    `one heavy read alone: ${Math.round(performance.now() - one)} ms, ${body.docs?.length} versions, status ${sample.status}`,
  )
  log(`/healthz idle: ${summary(await health(Date.now() + 2000))}`)

  const until = Date.now() + DURATION_MS
  const statuses = []
  const readTimes = []
  const load = Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now()
        const res = await fetch(`${server.base}${HEAVY}`, { headers: auth })
        await res.arrayBuffer()
        statuses.push(res.status)
        readTimes.push(performance.now() - started)
        if (res.status === 429) await sleep(Number(res.headers.get('retry-after') || 1) * 1000)
      }
    }),
  )
  await sleep(300)
  const underLoad = await health(until)
  await load
  const counts = Object.entries(statuses.reduce((c, s) => ((c[s] = (c[s] ?? 0) + 1), c), {})).map(
    ([s, n]) => `${n}×${s}`,
  )
  readTimes.sort((a, b) => a - b)
  log(`/healthz under ${WORKERS} parallel heavy reads: ${summary(underLoad)}`)
  log(
    `heavy reads in ${DURATION_MS / 1000} s: ${counts.join(', ')}; each took median ${readTimes[readTimes.length >> 1].toFixed(0)} ms, max ${readTimes.at(-1).toFixed(0)} ms`,
  )
  log(`load average (1 min) at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`)
} finally {
  await killServer(started)
  rmSync(dir, { recursive: true, force: true })
}
