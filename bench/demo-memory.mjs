// The README demo's memory, measured from outside (`node bench/demo-memory.mjs`, after `npm run
// build`): the server's process tree's resident memory (sum of RSS from /proc, every 200 ms) from
// the moment `node server.mjs` starts on a fresh data folder in demo mode, so the first start
// migrates and seeds, until it is ready; then a warm-up of six addresses and LOAD_SECONDS (30) of
// load on them with 50 connections (autocannon, in this process: it is not in the measured tree).
// It starts the server as `npm run demo` does (package.json's start script: its environment and
// Node options), with the data folder in a temporary directory instead of ./data. Prints one JSON
// line. BENCH_PORT (3470).
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startCommand } from '../scripts/lib/start-flags.mjs'

import { sampleMemory, treeRssKb } from './memory.mjs'

const root = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT || 3470)
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS || 30)
const base = `http://127.0.0.1:${PORT}`
const PATHS = ['/', '/notices', '/institutions/1', '/gallery/all', '/mr', '/events']
const mb = (kb) => Math.round(kb / 1024)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const dir = mkdtempSync(path.join(tmpdir(), 'society-demo-memory-'))
const start = startCommand()
const out = openSync(path.join(dir, 'server.log'), 'a')
const child = spawn(process.execPath, [...start.flags, 'server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    ...start.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DEMO_MODE: '1',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    SITE_URL: base,
    DATABASE_URL: `file:${path.join(dir, 'payload.db')}`,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    RATE_LIMIT_SEARCH: 'off',
  },
  stdio: ['ignore', out, out],
  detached: true,
})
const memory = sampleMemory(child.pid, 200)
const t0 = Date.now()
// TIMELINE=1: the resident memory each second on stderr, to see which phase holds what.
const timeline = process.env.TIMELINE
  ? setInterval(
      () => process.stderr.write(`${Math.round((Date.now() - t0) / 1000)}s ${mb(treeRssKb(child.pid))} MB\n`),
      1000,
    )
  : null
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${dir}/server.log`)
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() - t0 > 600_000) throw new Error('not ready in 10 minutes')
    await sleep(250)
  }
  const startSeconds = Math.round((Date.now() - t0) / 1000)
  const startPeak = memory.takePeakKb()
  for (let i = 0; i < 3; i++)
    for (const p of PATHS) await (await fetch(base + p, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
  const warmPeak = memory.takePeakKb()
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
    requests: PATHS.map((p) => ({ method: 'GET', path: p })),
  })
  const loadPeak = memory.takePeakKb()
  const { peakKb, samples } = memory.stop()
  process.stdout.write(
    JSON.stringify({
      startSeconds,
      startPeakMb: mb(startPeak),
      warmPeakMb: mb(warmPeak),
      loadPeakMb: mb(loadPeak),
      peakMb: mb(peakKb),
      samples,
      rps: Math.round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
    }) + '\n',
  )
} finally {
  if (timeline) clearInterval(timeline)
  memory.stop()
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {}
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true })
}
