// npm run bench:api: requests per second and latency of three /api/v1 reads on the production
// build (run `npm run build` first), served on 127.0.0.1 with a fresh demo database.
// Bounded: DURATION seconds per endpoint (default 10), CONNECTIONS (default 50), loopback only.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'

const PORT = Number(process.env.BENCH_PORT || 3300)
const base = `http://127.0.0.1:${PORT}`
const duration = Number(process.env.DURATION || 10)
const connections = Number(process.env.CONNECTIONS || 50)
const endpoints = ['/api/v1/notice', '/api/v1/institute', '/api/v1/school/gallery/institute/0?type=all']

const server = spawn('bash', ['tests/e2e/serve.sh'], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: 'ignore', detached: true })
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stop)

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/institute`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

await waitReady()
const rows = []
for (const path of endpoints) {
  await fetch(base + path) // warm the cache
  const r = await autocannon({ url: base + path, connections, duration })
  rows.push({ path, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx })
  process.stdout.write(`${path}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms\n`)
}
const table = [
  `Measured ${new Date().toISOString()} on ${(await import('node:os')).cpus().length} cores, ${connections} connections, ${duration} s per endpoint.`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join('\n')
mkdirSync('bench/out', { recursive: true })
writeFileSync('bench/out/api.md', table + '\n')
process.stdout.write(`\n${table}\n`)
stop()
process.exit(0)
