// npm run bench:cluster: the pages and /api/v1 reads of `npm run bench` through the load balancer of
// a two-instance cluster on PostgreSQL (tests/cluster/cluster.mjs: deploy/'s nginx site, instance
// environment and the test's own PostgreSQL), with demo content; then how long an edit published
// through instance 1 takes to show on instance 2's /api/v1 (5 edits). After `npm run build`; needs
// Debian's postgresql and nginx-light. DURATION (10), WARMUP (2), CONNECTIONS (50), BENCH_PORT
// (3600: PostgreSQL, then the instances, the balancer, a mail sink). Writes bench/out/cluster.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'

import { startCluster } from '../tests/cluster/cluster.mjs'
import { measure } from './load.mjs'
import { API_READS, PAGES } from './targets.mjs'

const duration = Number(process.env.DURATION || 10)
const warmup = Number(process.env.WARMUP ?? 2)
const connections = Number(process.env.CONNECTIONS || 50)
process.env.CLUSTER_PORT ??= process.env.BENCH_PORT || '3600'

const off = {
  RATE_LIMIT_COMPLAINT: 'off',
  RATE_LIMIT_COMPLAINANT: 'off',
  RATE_LIMIT_VISITOR: 'off',
  RATE_LIMIT_LOGIN: 'off',
}
const cluster = await startCluster({ env: { DEMO_MODE: '1', ...off } })
const rows = []
const edits = []
try {
  for (const path of [...PAGES, ...API_READS]) {
    const r = await measure(cluster.url('lb', path), { connections, duration, warmup })
    rows.push({ path, ...r })
    process.stdout.write(`${path}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms\n`)
  }
  const login = await fetch(cluster.url(0, '/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'demo-admin-password' }),
  })
  const { token } = await login.json()
  const nameOn2 = async () => (await (await fetch(cluster.url(1, '/api/v1/trustee/1'))).json()).data?.name
  const original = await nameOn2()
  for (let i = 1; i <= 5; i++) {
    const name = `${original} (${i})`
    const res = await fetch(cluster.url(0, '/cms-api/trustees/1'), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ name }),
    })
    if (!res.ok) throw new Error(`edit: ${res.status}`)
    const answered = Date.now()
    while ((await nameOn2()) !== name) await new Promise((r) => setTimeout(r, 10))
    edits.push(Date.now() - answered)
    process.stdout.write(`edit ${i}: on instance 2 after ${edits.at(-1)} ms\n`)
    await new Promise((r) => setTimeout(r, 1500))
  }
} finally {
  await cluster.stop()
  rmSync(cluster.dir, { recursive: true, force: true })
}
const sorted = [...edits].sort((a, b) => a - b)
const table = [
  `Measured ${new Date().toISOString()} on ${os.cpus().length} cores (load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' / ',
    )}): two instances, PostgreSQL and nginx on the same machine, ${connections} connections, ${duration} s per target after ${warmup} s warm-up, through the balancer.`,
  '',
  '| path | req/s | p50 ms | p99 ms | errors | target |',
  '|---|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rps >= 1000 && r.p99 < 100 ? 'met' : 'missed'} |`,
  ),
  '',
  `An edit published through instance 1, seen on instance 2's /api/v1 (polled every 10 ms after the edit was answered), 5 edits: median ${sorted[2]} ms, max ${sorted[4]} ms (${edits.join(', ')}).`,
].join('\n')
mkdirSync('bench/out', { recursive: true })
writeFileSync('bench/out/cluster.md', table + '\n')
process.stdout.write(`\n${table}\n`)
process.exit(0)
