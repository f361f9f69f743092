// npm run bench:scale: the growth benchmark. For each database (SQLite, PostgreSQL) it
// starts the production build (`npm run build` first) with the demo content (1×), measures, stops
// it, adds the 100× data (bench/scale-seed.ts: SCALE/100 × 20,000 notices over ten academic years,
// 20,000 achievements, 50,000 gallery photos, 1,000 media talks, 100,000 grievances), starts it
// again and measures again:
// - uncached renders (PAGE_CACHE_MS=0), CONNECTIONS (10) connections, DURATION s each: /, /notices,
//   /studentachievements, /gallery/all, /institutions/1 and the five /api/v1 reads of targets.mjs,
//   with the size of each answer (HTML before compression);
// - the grievance desk's list and CSV export (time, peak memory; bench/scale-desk.ts);
// - a backup (`scripts/backup.mjs`): time and archive size.
// → a "Growth" section of bench/results.md: each figure at 1× and SCALE×, their ratio, and the
// targets (p99 under 150 ms at SCALE×, HTML at most 200 KB, ratio at most 1.5) met or missed.
//
// Environment: SCALE (100), DIALECTS (sqlite,postgres), DURATION (10), WARMUP (2), CONNECTIONS (10),
// BENCH_PORT (3700), PG_URL (postgres://postgres@127.0.0.1:5432: a server where it may create and
// drop a database of its own), BENCH_WRITE=0 (print only), BENCH_TIMEOUT (s, 3600).
// A quick check of the script: SCALE=1 DIALECTS=sqlite DURATION=1 WARMUP=0 npm run bench:scale.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startTempServer } from '../scripts/lib/temp-server.mjs'
import { acceptEncoding, measure } from './load.mjs'
import { writeSection } from './search-bench.mjs'
import { portInUse } from './server.mjs'
import { API_READS } from './targets.mjs'

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)
const cfg = {
  scale: num('SCALE', 100),
  dialects: (process.env.DIALECTS || 'sqlite,postgres')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean),
  duration: num('DURATION', 10),
  warmup: num('WARMUP', 2),
  connections: num('CONNECTIONS', 10),
  port: num('BENCH_PORT', 3700),
  pgUrl: process.env.PG_URL || 'postgres://postgres@127.0.0.1:5432',
  timeout: num('BENCH_TIMEOUT', 3600),
}
export const SCALE_PAGES = ['/', '/notices', '/studentachievements', '/gallery/all', '/institutions/1']
export const TARGETS = { p99: 150, htmlKb: 200, ratio: 1.5, deskMs: 300 }
const HEADING = '## Growth: '
const log = (line) => process.stdout.write(`${line}\n`)
const started = Date.now()

const cleanups = new Set()
setTimeout(() => {
  log(`bench:scale: stopped after BENCH_TIMEOUT=${cfg.timeout} s`)
  for (const stop of cleanups) stop()
  process.exit(2)
}, cfg.timeout * 1000).unref()
process.on('exit', () => cleanups.forEach((stop) => stop()))
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

/** Run a bench/*.ts script with tsx on the database; returns the JSON of its last output line. */
function tsx(script, env) {
  const r = spawnSync('npx', ['--no-install', 'tsx', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  })
  if (r.status !== 0) throw new Error(`${script} failed (exit ${r.status}): ${r.stdout}`)
  return JSON.parse(r.stdout.trim().split('\n').at(-1))
}

/** A database of its own for one dialect: its URL and how to drop it. */
async function database(dialect, dir) {
  if (dialect === 'sqlite') return { url: `file:${path.join(dir, 'site.db')}`, drop: async () => {} }
  const { default: pg } = await import('pg')
  const name = `bench_scale_${process.pid}`
  const admin = new pg.Client({ connectionString: cfg.pgUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  // The same server, another database (PG_URL may name a database or none).
  const own = new URL(cfg.pgUrl)
  own.pathname = `/${name}`
  const url = own.toString()
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: cfg.pgUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

async function start(dir, env) {
  if (await portInUse(cfg.port))
    throw new Error(`127.0.0.1:${cfg.port} is already in use; set BENCH_PORT to a free port`)
  const server = await startTempServer({
    port: cfg.port,
    dir,
    demo: true,
    env: { PAGE_CACHE_MS: '0', RATE_LIMIT_SEARCH: 'off', ...env },
    readyPath: '/api/v1/institute',
    log: path.join(dir, 'server.log'),
    detached: true,
  })
  cleanups.add(server.kill)
  return server
}

/** Every page and read under load, with the size of its answer. */
async function measureAll(base) {
  const out = []
  for (const p of [...SCALE_PAGES, ...API_READS]) {
    const res = await fetch(base + p)
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`)
    const bytes = Buffer.byteLength(await res.text())
    const r = await measure(base + p, {
      connections: cfg.connections,
      duration: cfg.duration,
      warmup: cfg.warmup,
      headers: acceptEncoding(),
    })
    out.push({
      path: p,
      page: SCALE_PAGES.includes(p),
      bytes,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors,
      requests: r.requests,
    })
    log(`  ${p}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${(bytes / 1024).toFixed(1)} KB, errors ${r.errors}`)
  }
  return out
}

function backup(env, dir) {
  const out = mkdtempSync(path.join(dir, 'backup-'))
  const t = Date.now()
  const r = spawnSync(process.execPath, ['scripts/backup.mjs', out], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`backup failed: ${r.stderr || r.stdout}`)
  const ms = Date.now() - t
  const file = readdirSync(out).find((f) => f.endsWith('.tar.gz'))
  const bytes = statSync(path.join(out, file)).size
  rmSync(out, { recursive: true, force: true })
  return { ms, bytes }
}

/** One size of one database: the load, the desk and a backup. */
async function sizeRun(env, dir) {
  const server = await start(dir, env)
  let loads
  try {
    loads = await measureAll(server.base)
  } finally {
    await server.stop({ keepDir: true })
    cleanups.delete(server.kill)
  }
  const desk = tsx('bench/scale-desk.ts', env)
  log(
    `  desk: list ${desk.listMedianMs.toFixed(1)} ms (slowest ${desk.listMaxMs.toFixed(1)}) for ${desk.grievances} grievances; CSV ${(desk.exportMs / 1000).toFixed(1)} s, ${desk.exportMb.toFixed(1)} MB, resident ${desk.rssBeforeMb.toFixed(0)} → ${desk.rssPeakMb.toFixed(0)} MB, live heap ${desk.liveBeforeMb.toFixed(0)} → ${desk.livePeakMb.toFixed(0)} MB`,
  )
  const b = backup(env, dir)
  log(`  backup: ${(b.ms / 1000).toFixed(1)} s, ${(b.bytes / 1024 / 1024).toFixed(1)} MB`)
  return { loads, desk, backup: b }
}

const results = []
for (const dialect of cfg.dialects) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-scale-${dialect}-`))
  const db = await database(dialect, dir)
  const env = {
    DATABASE_URL: db.url,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    PAYLOAD_SECRET: 'bench-scale-secret-bench-scale-secret-0123',
  }
  try {
    log(`bench:scale: ${dialect}, the demo (1×)`)
    const one = await sizeRun(env, dir)
    log(`bench:scale: ${dialect}, adding the ${cfg.scale}× data…`)
    const seed = tsx('bench/scale-seed.ts', { ...env, SCALE: String(cfg.scale) })
    log(
      `  ${Object.entries(seed.counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')} in ${(seed.ms / 1000).toFixed(1)} s`,
    )
    log(`bench:scale: ${dialect}, with the ${cfg.scale}× data`)
    const big = await sizeRun(env, dir)
    results.push({ dialect, one, big, seed })
  } finally {
    await db.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

// The growth table.
const ratio = (a, b) => (a > 0 ? b / a : null)
const fmtRatio = (x) => (x == null ? '–' : `${x.toFixed(2)}×`)
const verdict = (misses) => (misses.length ? `missed (${misses.join(', ')})` : 'met')
const lines = []
for (const { dialect, one, big, seed } of results) {
  lines.push(
    '',
    `### ${dialect}`,
    '',
    `${cfg.scale}× data: ${Object.entries(seed.counts)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k.replace('_', ' ')}`)
      .join(', ')} (bulk SQL, ${(seed.ms / 1000).toFixed(1)} s), on top of the demo.`,
    '',
    `| figure | 1× (the demo) | ${cfg.scale}× | ratio | target |`,
    '|---|---:|---:|---:|---|',
  )
  for (const r1 of one.loads) {
    const r2 = big.loads.find((r) => r.path === r1.path)
    const p99Ratio = ratio(r1.p99, r2.p99)
    const misses = []
    if (r2.p99 >= TARGETS.p99) misses.push(`p99 ≥ ${TARGETS.p99} ms`)
    if (p99Ratio != null && p99Ratio > TARGETS.ratio) misses.push(`ratio > ${TARGETS.ratio}`)
    if (r2.errors) misses.push(`${r2.errors} errors`)
    if (!r1.requests || !r2.requests) misses.push('no request completed within the run')
    lines.push(
      `| \`${r1.path}\` p99 ms (req/s) | ${r1.p99} (${r1.rps}) | ${r2.p99} (${r2.rps}) | ${fmtRatio(p99Ratio)} | ${verdict(misses)} |`,
    )
    const kb1 = r1.bytes / 1024
    const kb2 = r2.bytes / 1024
    const sizeMisses = []
    if (r1.page && kb2 > TARGETS.htmlKb) sizeMisses.push(`> ${TARGETS.htmlKb} KB`)
    if (ratio(kb1, kb2) > TARGETS.ratio) sizeMisses.push(`ratio > ${TARGETS.ratio}`)
    lines.push(
      `| \`${r1.path}\` ${r1.page ? 'HTML' : 'JSON'} KB | ${kb1.toFixed(1)} | ${kb2.toFixed(1)} | ${fmtRatio(ratio(kb1, kb2))} | ${verdict(sizeMisses)} |`,
    )
  }
  const d1 = one.desk
  const d2 = big.desk
  const listMisses = [
    ...(d2.listMaxMs >= TARGETS.deskMs ? [`≥ ${TARGETS.deskMs} ms`] : []),
    ...(ratio(d1.listMedianMs, d2.listMedianMs) > TARGETS.ratio ? [`ratio > ${TARGETS.ratio}`] : []),
  ]
  lines.push(
    `| desk list, median ms (slowest) | ${d1.listMedianMs.toFixed(1)} (${d1.listMaxMs.toFixed(1)}) | ${d2.listMedianMs.toFixed(1)} (${d2.listMaxMs.toFixed(1)}) | ${fmtRatio(ratio(d1.listMedianMs, d2.listMedianMs))} | ${verdict(listMisses)} |`,
  )
  lines.push(
    `| CSV export of every grievance: rows, s | ${d1.grievances}, ${(d1.exportMs / 1000).toFixed(2)} | ${d2.grievances}, ${(d2.exportMs / 1000).toFixed(2)} | ${fmtRatio(ratio(d1.exportMs, d2.exportMs))} | grows with the rows |`,
  )
  const grow1 = d1.rssPeakMb - d1.rssBeforeMb
  const grow2 = d2.rssPeakMb - d2.rssBeforeMb
  lines.push(
    `| CSV export: resident MB before → peak (first export) | ${d1.rssBeforeMb.toFixed(0)} → ${d1.rssPeakMb.toFixed(0)} | ${d2.rssBeforeMb.toFixed(0)} → ${d2.rssPeakMb.toFixed(0)} | ${fmtRatio(ratio(d1.rssPeakMb, d2.rssPeakMb))} | how far V8 let the heap grow (+${grow1.toFixed(0)} → +${grow2.toFixed(0)} MB) |`,
  )
  const live1 = d1.livePeakMb - d1.liveBeforeMb
  const live2 = d2.livePeakMb - d2.liveBeforeMb
  lines.push(
    `| CSV export: live heap MB before → peak (after full collections) | ${d1.liveBeforeMb.toFixed(0)} → ${d1.livePeakMb.toFixed(0)} | ${d2.liveBeforeMb.toFixed(0)} → ${d2.livePeakMb.toFixed(0)} | ${fmtRatio(ratio(d1.livePeakMb, d2.livePeakMb))} | ${verdict(ratio(d1.livePeakMb, d2.livePeakMb) > TARGETS.ratio ? [`peak ratio > ${TARGETS.ratio}`] : [])} (what the export holds: +${live1.toFixed(0)} → +${live2.toFixed(0)} MB) |`,
  )
  lines.push(
    `| backup: s | ${(one.backup.ms / 1000).toFixed(1)} | ${(big.backup.ms / 1000).toFixed(1)} | ${fmtRatio(ratio(one.backup.ms, big.backup.ms))} | grows with the data |`,
  )
  lines.push(
    `| backup: archive MB | ${(one.backup.bytes / 1024 / 1024).toFixed(1)} | ${(big.backup.bytes / 1024 / 1024).toFixed(1)} | ${fmtRatio(ratio(one.backup.bytes, big.backup.bytes))} | grows with the data |`,
  )
}
const section = [
  `${HEADING}1× and ${cfg.scale}× data (\`npm run bench:scale\`)`,
  '',
  `${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average at the end ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(
      ' / ',
    )}, ${Math.round((Date.now() - started) / 1000)} s in all. Uncached renders (\`PAGE_CACHE_MS=0\`; the content cache works as in production, and whole \`/api/v1\` lists are sent gzipped as kept by the server once the app confirms their ETag, as in production), ${cfg.connections} connections, ${cfg.duration} s per target after ${cfg.warmup} s warm-up, \`Accept-Encoding: gzip\`; sizes are the answers before compression. The desk and the export run in-process through Payload's REST handler (as \`npm run bench:desk\`); the backup is \`scripts/backup.mjs\` (SQLite \`VACUUM INTO\`, PostgreSQL \`pg_dump\`, then the uploads).`,
  '',
  `Targets: at ${cfg.scale}× every page and read answers with p99 under ${TARGETS.p99} ms, no page's HTML exceeds ${TARGETS.htmlKb} KB, and each ${cfg.scale}×/1× ratio is at most ${TARGETS.ratio}; the desk's list under ${TARGETS.deskMs} ms; the export's memory flat.`,
  ...lines,
].join('\n')
log(`\n${section}\n`)
if (process.env.BENCH_WRITE !== '0') {
  writeSection('bench/results.md', HEADING, section)
  log('bench:scale: wrote the growth section of bench/results.md')
}
process.exit(0)
