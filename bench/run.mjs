// npm run bench: throughput and latency of the main pages (targets.mjs: /, /institutions/1 and their
// Marathi pages, /gallery/all, /notices) and five /api/v1 reads on the production build (`npm run
// build` first) with a fresh demo database, the same HTML served by nginx as the static ceiling, the
// server's peak memory, Lighthouse mobile scores and the web fonts (the Devanagari font of the
// Marathi pages) a browser loads → bench/results.md. Then Lighthouse on the framework's floor, an
// empty App Router page built by the bench (bench/floor.mjs; with the page's photo for a page whose
// largest paint is a photo, bench/floor-photo.mjs), and on FLOOR_PAGES, interleaved in the same run
// → its own section of results.md (FLOOR_ONLY=1: that section alone).
// 127.0.0.1 only; bounded: about 10 minutes with the defaults, and stopped after BENCH_TIMEOUT.
//
// Environment: DURATION (s per target, 10), WARMUP (s, 2), CONNECTIONS (50), SKIP_LIGHTHOUSE=1,
// SKIP_FONTS=1, GZIP=0 (no Accept-Encoding), BENCH_PORT (3600; nginx on the next port, the floor
// on the one after), BENCH_TIMEOUT (s, 900 plus about 40 s per floor Lighthouse run), BENCH_NOTE (a line quoted at the top of results.md), LOADGEN=wrk (wrk instead of autocannon).
// SEARCH_DOCS=20000 (SEARCH_PDFS 2000, SEARCH_PAGES 5): site search on a large index instead: adds
// that many synthetic documents to the server's index and measures only the /search targets
// (bench/search-bench.mjs), into their own section of results.md.
// FLOOR_ONLY=1: only the floor comparison; FLOOR_RUNS (3): its rounds; FLOOR_THROTTLING=devtools:
// Lighthouse's throttling applied in the browser instead of its default simulation; FLOOR_DEVICE_FONT=0:
// its phone without Noto Sans Devanagari installed (bench/floor.mjs); SKIP_FLOOR=1 (or
// SKIP_LIGHTHOUSE=1): without it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'

import { buildFloor, measureAgainstFloor, startFloor } from './floor.mjs'
import { probePhotos } from './floor-photo.mjs'
import { FLOOR_HEADING, FLOOR_PAGES, FLOOR_PHOTO_PAGES, floorSection } from './floor-compare.mjs'

import { FONT_ROUTES, measureFonts } from './fonts.mjs'
import { runLighthouse } from './lighthouse-run.mjs'
import { acceptEncoding, loadgen, measure } from './load.mjs'
import { machineBusySeconds, sampleMemory, treeCpuSeconds, treeRssKb } from './memory.mjs'
import { findNginx, startNginx } from './nginx.mjs'
import { loadTable, TARGETS, verdict, writeReport } from './report.mjs'
import { SEARCH_HEADING, searchSection, seedSearchIndex, writeSection } from './search-bench.mjs'
import { startServer } from './server.mjs'
import { API_READS, PAGES } from './targets.mjs'

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)
const cfg = {
  connections: num('CONNECTIONS', 50),
  duration: num('DURATION', 10),
  warmup: num('WARMUP', 2),
  port: num('BENCH_PORT', 3600),
  skipLighthouse: process.env.SKIP_LIGHTHOUSE === '1',
  skipFonts: process.env.SKIP_FONTS === '1',
  gzip: process.env.GZIP !== '0',
  searchDocs: num('SEARCH_DOCS', 0),
  floorOnly: process.env.FLOOR_ONLY === '1',
  floorRuns: num('FLOOR_RUNS', 3),
  floorThrottling: process.env.FLOOR_THROTTLING === 'devtools' ? 'devtools' : 'simulate',
  floorDeviceFont: process.env.FLOOR_DEVICE_FONT !== '0',
}
cfg.skipFloor = !cfg.floorOnly && (cfg.skipLighthouse || process.env.SKIP_FLOOR === '1' || cfg.searchDocs > 0)
// Each floor round is a Lighthouse run of the floor and of the page for every page: about 30 s each on 2 cores.
cfg.timeout = num(
  'BENCH_TIMEOUT',
  (cfg.floorOnly ? 180 : 900) + (cfg.skipFloor ? 0 : 120 + cfg.floorRuns * FLOOR_PAGES.length * 2 * 40),
)
const log = (line) => process.stdout.write(`${line}\n`)
const started = Date.now()

const cleanups = new Set()
const watchdog = setTimeout(() => {
  log(`bench: stopped after BENCH_TIMEOUT=${cfg.timeout} s`)
  for (const stop of cleanups) stop()
  process.exit(2)
}, cfg.timeout * 1000)
watchdog.unref()
process.on('exit', () => cleanups.forEach((stop) => stop()))
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

let commit = 'unknown'
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim())
    commit += ' (with uncommitted changes)'
} catch {}
const nginxBin = findNginx()
const meta = {
  date: new Date().toISOString(),
  commit,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  loadavg: os.loadavg(),
  node: process.version,
  connections: cfg.connections,
  loadgen: loadgen(),
  duration: cfg.duration,
  warmup: cfg.warmup,
  gzip: cfg.gzip,
  nginx: nginxBin?.version ?? null,
  nginxWorkers: 'auto',
  note: process.env.BENCH_NOTE,
}
log(
  `bench: ${meta.cpus} cores, ${cfg.connections} connections, ${cfg.duration} s per target after ${cfg.warmup} s warm-up, load average ${meta.loadavg[0].toFixed(2)}`,
)

// One target under load, with the CPU the server, this process and the machine used meanwhile.
async function target(base, path, pid) {
  let probe
  const r = await measure(base + path, {
    connections: cfg.connections,
    duration: cfg.duration,
    warmup: cfg.warmup,
    onStart: () => (probe = { t: Date.now(), server: pid ? treeCpuSeconds(pid) : 0, machine: machineBusySeconds() }),
  })
  const wall = (Date.now() - probe.t) / 1000
  return {
    path,
    ...r,
    serverCores: pid ? (treeCpuSeconds(pid) - probe.server) / wall : null,
    // CPU per request does not depend much on what else the machine runs: 1000 / it bounds one core's req/s.
    serverCpuMs: pid && r.requests ? ((treeCpuSeconds(pid) - probe.server) * 1000) / r.requests : null,
    machineCores: (machineBusySeconds() - probe.machine) / wall,
    loadgenCores: r.loadgenCpuSeconds / wall,
  }
}

const show = (r) =>
  log(
    `  ${r.path}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}` +
      (r.peakKb ? `, resident peak ${Math.round(r.peakKb / 1024)} MB` : '') +
      (r.serverCores != null
        ? `, server ${r.serverCores.toFixed(2)} cores, ${r.serverCpuMs == null ? '–' : r.serverCpuMs.toFixed(1)} CPU ms/request`
        : ''),
  )

// The floor is built first, before anything is measured: a build beside the load would skew it.
let floorBuild = null
if (!cfg.skipFloor) {
  log('bench: building the floor app (an empty App Router page) under the build lock…')
  try {
    floorBuild = buildFloor(log)
    cleanups.add(floorBuild.remove)
  } catch (e) {
    if (cfg.floorOnly) throw e
    log(`  ${e.message}: no floor comparison in this run`)
  }
}

/** Lighthouse on the floor and FLOOR_PAGES (bench/floor.mjs), written into results.md's floor section. */
async function floorPart(siteBase) {
  if (!floorBuild) return
  // The photo pages' largest photo on the phone: their floor shows it.
  const probes = await probePhotos(siteBase, FLOOR_PHOTO_PAGES, { deviceFont: cfg.floorDeviceFont })
  const photos = Object.fromEntries(probes.filter((p) => p.img).map((p) => [p.route, p]))
  for (const p of probes)
    log(
      `  ${p.route}: largest paint on the phone ${p.lcp}` +
        (p.img
          ? ` (${p.img.cssWidth} × ${p.img.cssHeight} CSS px, chose ${new URL(p.img.currentSrc).searchParams.get('w')} px${p.preload ? ', preloaded' : ''}): floor with this photo`
          : ': not a photo, so the plain floor'),
    )
  const floor = await startFloor({ dir: floorBuild.dir, port: cfg.port + 2, siteBase, photos })
  cleanups.add(floor.stopSync)
  log(
    `bench: Lighthouse (mobile) on the floor (${floor.base}) and ${FLOOR_PAGES.join(', ')}, ${cfg.floorRuns} rounds, interleaved`,
  )
  const t = Date.now()
  const loadBefore = os.loadavg()
  let rows
  try {
    rows = await measureAgainstFloor(siteBase, floor.base, FLOOR_PAGES, {
      rounds: cfg.floorRuns,
      throttling: cfg.floorThrottling,
      deviceFont: cfg.floorDeviceFont,
      onRun: log,
      photos,
    })
  } finally {
    await floor.stop()
    cleanups.delete(floor.stopSync)
    cleanups.delete(floorBuild.remove)
  }
  for (const r of rows)
    log(
      `  ${r.route}: ${r.comparison.pointsBehind} points behind, LCP +${r.comparison.lcpAboveMs} ms, our JS ${r.scripts ? (r.scripts.ourBytes / 1024).toFixed(1) : '–'} KB gz, fonts ${[...new Set(r.fonts.map((f) => f.file))].join(', ') || 'none'}: ${r.verdict}`,
    )
  const floorMeta = {
    rounds: cfg.floorRuns,
    throttling: cfg.floorThrottling,
    deviceFont: cfg.floorDeviceFont,
    loadBefore,
    loadAfter: os.loadavg(),
    seconds: Math.round((Date.now() - t) / 1000),
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    chromium: chromiumVersion(),
  }
  return { rows, floorMeta }
}

/** Write the floor section (after writeReport, which keeps the previous one in place). */
function writeFloor(result) {
  mkdirSync('bench/out', { recursive: true })
  writeFileSync('bench/out/floor.json', JSON.stringify({ meta, ...result }, null, 2) + '\n')
  const file = 'bench/results.md'
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const at = text.indexOf(`\n${FLOOR_HEADING}`)
  const end = at < 0 ? -1 : text.indexOf('\n## ', at + 1 + FLOOR_HEADING.length)
  const previous = at < 0 ? '' : text.slice(at + 1, end < 0 ? undefined : end)
  writeSection(file, FLOOR_HEADING, floorSection({ meta, ...result, previous }))
}

function chromiumVersion() {
  try {
    return execFileSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'Chromium (version unknown)'
  }
}

log('bench: starting the production server with a fresh demo database…')
const server = await startServer({ port: cfg.port })
cleanups.add(server.stopSync)
log(`bench: server ready on ${server.base} (pid ${server.pid}) after ${Math.round((Date.now() - started) / 1000)} s`)

if (cfg.floorOnly) {
  const result = await floorPart(server.base)
  await server.stop()
  cleanups.delete(server.stopSync)
  if (result) writeFloor(result)
  log(`bench: wrote the floor section of bench/results.md in ${Math.round((Date.now() - started) / 1000)} s`)
  process.exit(0)
}

if (cfg.searchDocs > 0) {
  log(`bench: indexing ${cfg.searchDocs} more documents into the server's database…`)
  const seed = seedSearchIndex(server, { SEARCH_DOCS: String(cfg.searchDocs) })
  log(
    `bench: built in ${(seed.buildMs / 1000).toFixed(1)} s: ${seed.after.units} places, ${seed.after.postings} term entries, ${(seed.indexBytes / 1024 / 1024).toFixed(1)} MB`,
  )
  const rows = []
  for (const path of PAGES.filter((p) => p.startsWith('/search'))) {
    try {
      rows.push(await target(server.base, path, server.pid))
      show(rows.at(-1))
    } catch (e) {
      rows.push({ path, failed: String(e.message || e) })
      log(`  ${path}: ${e.message}`)
    }
  }
  await server.stop()
  cleanups.delete(server.stopSync)
  const missed = rows.filter((r) => verdict(r) !== 'met').map((r) => `\`${r.path}\``)
  const verdicts = `Targets (the pages'): at least ${TARGETS.rps} req/s with p99 under ${TARGETS.p99} ms; ${missed.length ? `missed on ${missed.join(', ')}` : 'met on both'}.`
  writeSection(
    'bench/results.md',
    SEARCH_HEADING,
    searchSection({ meta, seed, table: loadTable(rows, null), verdicts }),
  )
  log(`bench: wrote the site search section of bench/results.md in ${Math.round((Date.now() - started) / 1000)} s`)
  process.exit(0)
}

// The HTML nginx will serve: what each page returns once (fetch undoes the gzip).
const html = {}
for (const path of PAGES) {
  const res = await fetch(server.base + path, { headers: acceptEncoding() })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  html[path] = await res.text()
}
for (const path of API_READS) await (await fetch(server.base + path)).arrayBuffer()
const idleKb = treeRssKb(server.pid)
const htmlBytes = Object.fromEntries(Object.entries(html).map(([path, text]) => [path, Buffer.byteLength(text)]))

const sampler = sampleMemory(server.pid, 200)
const pages = []
const apis = []
log('bench: pages')
for (const path of PAGES) {
  try {
    pages.push({
      ...(await target(server.base, path, server.pid)),
      htmlBytes: htmlBytes[path],
      peakKb: sampler.takePeakKb(),
    })
    show(pages.at(-1))
  } catch (e) {
    pages.push({ path, failed: String(e.message || e) })
    log(`  ${path}: ${e.message}`)
  }
}
log('bench: /api/v1 reads')
for (const path of API_READS) {
  try {
    apis.push({ ...(await target(server.base, path, server.pid)), peakKb: sampler.takePeakKb() })
    show(apis.at(-1))
  } catch (e) {
    apis.push({ path, failed: String(e.message || e) })
    log(`  ${path}: ${e.message}`)
  }
}
// Which target made the peak: the one whose own peak is highest.
const peakPath = [...pages, ...apis].filter((r) => r.peakKb).sort((a, b) => b.peakKb - a.peakKb)[0]?.path
const memory = { idleKb, ...sampler.stop(), peakPath }
log(`bench: server memory ${Math.round(idleKb / 1024)} MB idle, peak ${Math.round(memory.peakKb / 1024)} MB under load`)

let lighthouse = null
if (!cfg.skipLighthouse) {
  log('bench: Lighthouse (mobile)')
  try {
    lighthouse = await runLighthouse(server.base, PAGES, (r) =>
      log(
        `  ${r.route}: performance ${r.performance} (runs: ${r.runs.join(', ')}), accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}, JS ${r.jsBodyKb} KB (${r.jsKb} KB with headers)`,
      ),
    )
  } catch (e) {
    meta.lighthouseSkipped = `Lighthouse failed: ${e.message}`
    log(`  ${meta.lighthouseSkipped}`)
  }
}
let fonts = null
if (!cfg.skipFonts) {
  log('bench: web fonts a browser loads (Chromium, 375 px, empty cache)')
  try {
    fonts = await measureFonts(server.base, FONT_ROUTES, (r) =>
      log(
        r.failed
          ? `  ${r.route}: ${r.failed}`
          : `  ${r.route}: ${r.files.length} font files, ${r.fontBodyBytes} bytes (${r.files.map((f) => `${f.file} ${f.bodyBytes} B`).join(', ') || 'none'}), ${r.devanagariChars} Devanagari characters shown`,
      ),
    )
  } catch (e) {
    meta.fontsSkipped = `The font check failed: ${e.message}`
    log(`  ${meta.fontsSkipped}`)
  }
}
let floorResult = null
try {
  floorResult = await floorPart(server.base)
} catch (e) {
  log(`  the floor comparison failed: ${e.message}`)
}
await server.stop()
cleanups.delete(server.stopSync)

let nginx = null
if (nginxBin) {
  log(`bench: the same HTML from ${nginxBin.version} (static ceiling)`)
  const ng = await startNginx(nginxBin, html, { port: cfg.port + 1 })
  cleanups.add(ng.stopSync)
  nginx = {}
  try {
    for (const path of PAGES) {
      const r = await target(ng.base, path, null)
      nginx[path] = r
      const ours = pages.find((p) => p.path === path)
      if (ours) ours.nginxRps = r.rps
      show(r)
    }
  } finally {
    await ng.stop()
    cleanups.delete(ng.stopSync)
  }
} else {
  log('bench: nginx is not installed (apt-get install nginx-light): no static ceiling')
}

meta.totalSeconds = Math.round((Date.now() - started) / 1000)
const results = { meta, pages, apis, nginx, memory, lighthouse, fonts, floor: floorResult }
writeReport('bench/results.md', results)
if (floorResult) writeFloor(floorResult)
mkdirSync('bench/out', { recursive: true })
writeFileSync('bench/out/results.json', JSON.stringify(results, null, 2) + '\n')
log(`bench: wrote bench/results.md (and bench/out/results.json) in ${meta.totalSeconds} s`)
process.exit(0)
