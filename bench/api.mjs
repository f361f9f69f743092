// npm run bench:api: requests per second and p50/p99 latency of the five /api/v1 reads of
// `npm run bench` alone, on the production build (`npm run build` first) with a fresh demo database
// on 127.0.0.1. DURATION (10), WARMUP (2), CONNECTIONS (50). Writes bench/out/api.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'

import { measure } from './load.mjs'
import { startServer } from './server.mjs'
import { API_READS } from './targets.mjs'

const duration = Number(process.env.DURATION || 10)
const warmup = Number(process.env.WARMUP ?? 2)
const connections = Number(process.env.CONNECTIONS || 50)

const server = await startServer({ port: Number(process.env.BENCH_PORT || 3600) })
process.on('exit', server.stopSync)
const rows = []
try {
  for (const path of API_READS) {
    const r = await measure(server.base + path, { connections, duration, warmup })
    rows.push({ path, ...r })
    process.stdout.write(`${path}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms\n`)
  }
} finally {
  await server.stop()
}
const table = [
  `Measured ${new Date().toISOString()} on ${os.cpus().length} cores, ${connections} connections, ${duration} s per endpoint after ${warmup} s warm-up.`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join('\n')
mkdirSync('bench/out', { recursive: true })
writeFileSync('bench/out/api.md', table + '\n')
process.stdout.write(`\n${table}\n`)
process.exit(0)
