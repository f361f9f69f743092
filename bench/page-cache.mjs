// The page cache's figures (`npm run bench:cache`, after `npm run build`; wrk and nginx
// installed): page hits of the server alone and through deploy/nginx-site.conf against nginx serving
// the same gzipped bytes as files, renders per page over a 60 s run with nothing changed, the pages
// re-rendered after an edit of one notice, the server's peak memory, and the cluster's edit-visible
// time (tests/cluster/cluster.test.mjs's first test) → the "Page cache" section of
// bench/results.md.
//
// Renders are counted from the server's own request log (server.mjs: one line per request, with
// `cache` render/hit/wait/checked when the page cache answered), so the server runs at LOG_LEVEL
// info, as in production: each request's log line is part of the measured cost. A path's first
// request goes to Next.js directly (no `cache` field: the cache keeps an address from its second
// request on) and is counted as a render too.
//
// Node's own floor is measured in the same run: a bare `http` server (bench/bare-server.mjs) sending
// each page's status, headers and gzipped bytes exactly as the server sent them, and nothing else.
// BEFORE_ROOT, a second checkout with its own production build (another commit: the one before a
// change), adds its server.mjs, measured in the same rows between this one's and nginx's, so that
// a change is compared with what it replaces in one run.
//
// Ports (127.0.0.1): BENCH_PORT (3460) the server, +1 nginx with deploy/nginx-site.conf, +2 nginx
// serving files, +3 the bare Node server, +4 BEFORE_ROOT's server, +5 … +10 the cluster test
// (CLUSTER_PORT). SKIP_CLUSTER=1 leaves the cluster out; DURATION, WARMUP (10 s, 2 s per wrk run),
// ROTATE_SECONDS (60), CONNECTIONS (50).
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

import { acceptEncoding, measure, parseWrk } from './load.mjs'
import { sampleMemory } from './memory.mjs'
import { findNginx, startNginx } from './nginx.mjs'
import { supervise } from './process.mjs'
import { writeSection } from './search-bench.mjs'
import { HOST, portInUse, startServer } from './server.mjs'

process.env.LOADGEN = 'wrk' // autocannon cannot load nginx to its limit (bench/load.mjs)
const root = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT || 3460)
const PROXY = PORT + 1
const STATIC = PORT + 2
const BARE = PORT + 3
const BEFORE = PORT + 4
const BEFORE_ROOT = process.env.BEFORE_ROOT ? path.resolve(process.env.BEFORE_ROOT) : null
const CLUSTER_PORT = PORT + 5
const DURATION = Number(process.env.DURATION || 10)
const WARMUP = Number(process.env.WARMUP || 2)
const ROTATE_SECONDS = Number(process.env.ROTATE_SECONDS || 60)
const CONNECTIONS = Number(process.env.CONNECTIONS || 50)
const PAGES = ['/', '/notices', '/institutions/1', '/gallery/all', '/mr']
const HEADING = '## Page cache'
const DEMO_ADMIN = { email: 'admin@example.org', password: 'demo-admin-password' } // src/seed/demo-admin.ts

const log = (line) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`)
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
const pct = (a, b) => Math.round((100 * a) / b)
const mb = (kb) => Math.round(kb / 1024)

const nginx = findNginx()
if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light)')
for (const port of [PORT, PROXY, STATIC, BARE, ...(BEFORE_ROOT ? [BEFORE] : [])])
  if (await portInUse(port)) throw new Error(`${HOST}:${port} is already in use; set BENCH_PORT to a free port`)

const gitIn = (cwd, ...args) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim()
const meta = {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  commit: gitIn(root, 'rev-parse', '--short', 'HEAD'),
  before: BEFORE_ROOT
    ? `${BEFORE_ROOT} (${gitIn(BEFORE_ROOT, 'rev-parse', '--short', 'HEAD') || 'not a git checkout'}, build ${readFileSync(path.join(BEFORE_ROOT, '.next/BUILD_ID'), 'utf8').trim()})`
    : null,
  dirty:
    spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim() !== '',
  build: readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim(),
  loadStart: load(),
  loadEnd: '',
}
log(
  `bench:cache: load average ${meta.loadStart}, commit ${meta.commit}${meta.dirty ? ' (with uncommitted changes)' : ''}`,
)

/**
 * The request log's lines from byte `from` on, per page path: how many of each `cache` value
 * ('direct': none, Next.js answered). Returns { counts, end }.
 */
function requestsSince(file, from) {
  const end = statSync(file).size
  const buffer = Buffer.alloc(end - from)
  const fd = openSync(file, 'r')
  readSync(fd, buffer, 0, buffer.length, from)
  closeSync(fd)
  /** @type {Record<string, Record<string, number>>} */
  const counts = Object.fromEntries(PAGES.map((p) => [p, {}]))
  for (const line of buffer.toString('utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('"msg":"request"')) continue
    const entry = JSON.parse(line)
    const page = counts[entry.route]
    if (!page || entry.method !== 'GET') continue
    const how = entry.cache ?? 'direct'
    page[how] = (page[how] ?? 0) + 1
  }
  return { counts, end }
}
/** Renders in a count: the page cache's renders and the requests Next.js answered itself. */
const renders = (c) => (c.render ?? 0) + (c.direct ?? 0)
const requests = (c) => Object.values(c).reduce((a, b) => a + b, 0)

/** deploy/nginx-site.conf with one upstream instance, this bench's ports and a temporary cache folder. */
async function startSiteNginx() {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-bench-site-nginx-'))
  chmodSync(dir, 0o755) // the worker processes run as nobody
  // The same rewrite as tests/faults/nginx-cache.test.mjs.
  const site = readFileSync(path.join(root, 'deploy/nginx-site.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${PORT}`)
    .replace(/\n\s*server 127\.0\.0\.1:3002[^\n]*/, '')
    .replace('/var/cache/nginx/society', path.join(dir, 'cache'))
    .replace(/listen 80( default_server)?;/g, `listen ${HOST}:${PROXY}$1;`)
    .replace('server_name www.example.org;', `server_name ${HOST};`)
  writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join('\n  ')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  keepalive_requests 100000;\n  ${temp}\n  include ${dir}/site.conf;\n}\n`,
  )
  const child = spawn(nginx.bin, ['-e', `${dir}/error.log`, '-p', dir, '-c', `${dir}/nginx.conf`], {
    stdio: 'ignore',
    detached: true,
  })
  const { state, stop } = supervise(child, dir, { terminate: 'process' })
  for (let i = 0; ; i++) {
    if (state.exited) {
      const error = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''
      await stop()
      throw new Error(`nginx (deploy/nginx-site.conf) exited:\n${error}`)
    }
    try {
      if ((await fetch(`http://${HOST}:${PROXY}/`, { headers: acceptEncoding() })).ok) break
    } catch {}
    if (i > 100) throw (await stop(), new Error('nginx (deploy/nginx-site.conf) did not start'))
    await new Promise((r) => setTimeout(r, 100))
  }
  return { base: `http://${HOST}:${PROXY}`, stop }
}

/** wrk over every page in turn (one path per request, a Lua script), for `seconds`; asynchronous, so that memory is still sampled. */
function rotate(base, seconds) {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-bench-rotate-'))
  const script = path.join(dir, 'rotate.lua')
  writeFileSync(
    script,
    `local paths = { ${PAGES.map((p) => JSON.stringify(p)).join(', ')} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
  )
  const headers = Object.entries(acceptEncoding()).flatMap(([k, v]) => ['-H', `${k}: ${v}`])
  const child = spawn(
    process.env.WRK || 'wrk',
    ['--latency', '-t', '2', '-c', String(CONNECTIONS), '-d', `${seconds}s`, '-s', script, ...headers, `${base}/`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true })
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`))
      resolve(parseWrk(out))
    })
  })
}

/** Log in as the demo administrator and change the title of the newest notice; returns its id. */
async function editNotice(base) {
  const json = (body, token) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const login = await fetch(`${base}/cms-api/users/login`, json(DEMO_ADMIN))
  if (!login.ok) throw new Error(`admin login: ${login.status}`)
  const { token } = await login.json()
  const auth = { authorization: `JWT ${token}` }
  const list = await fetch(`${base}/cms-api/notices?limit=1&depth=0&sort=-date&where[_status][equals]=published`, {
    headers: auth,
  })
  const notice = (await list.json()).docs?.[0]
  if (!notice) throw new Error('no published notice in the demo')
  const res = await fetch(`${base}/cms-api/notices/${notice.id}`, {
    ...json({ title: `${notice.title} (edited)` }, token),
    method: 'PATCH',
  })
  if (!res.ok) throw new Error(`editing notice ${notice.id}: ${res.status} ${await res.text()}`)
  return notice.id
}

/** The cluster test's first test alone: the time an edit through instance 1 takes to show on instance 2. */
function clusterEdit() {
  const r = spawnSync(
    process.execPath,
    ['--test', '--test-name-pattern=shows on instance 2 within a second', 'tests/cluster/cluster.test.mjs'],
    {
      cwd: root,
      env: { ...process.env, CLUSTER_PORT: String(CLUSTER_PORT) },
      encoding: 'utf8',
      timeout: 600_000,
    },
  )
  const out = `${r.stdout}${r.stderr}`
  const seen = /first seen on instance 2 by a request sent (\d+) ms \(\/api\/v1\) and (\d+) ms \(page\)/.exec(out)
  // The spec reporter ("ℹ pass 1") or TAP ("# pass 1"), whichever node --test chose for a pipe.
  return {
    passed: r.status === 0 && /^\S+ pass 1$/m.test(out) && /^\S+ fail 0$/m.test(out),
    api: seen ? Number(seen[1]) : null,
    page: seen ? Number(seen[2]) : null,
    tail: out.slice(-1500),
  }
}

/** GET over node:http, as wrk asks: the status, the headers as a flat list and the body as sent. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding() }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** Headers of a connection or of the moment, which Node's http writes itself. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** bench/bare-server.mjs on BARE, answering each page as `sent` ({ path: rawGet's answer }) says. */
async function startBareServer(sent) {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-bench-bare-'))
  const file = path.join(dir, 'pages.json')
  const pages = {}
  for (const [route, { rawHeaders, body }] of Object.entries(sent)) {
    const headers = []
    for (let i = 0; i < rawHeaders.length; i += 2)
      if (!NODE_WRITES.has(rawHeaders[i].toLowerCase())) headers.push(rawHeaders[i], rawHeaders[i + 1])
    pages[route] = { headers, body: body.toString('base64') }
  }
  writeFileSync(file, JSON.stringify(pages))
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(BARE), PAGES_FILE: file },
    stdio: 'ignore',
    detached: true,
  })
  const { state, stop } = supervise(child, dir)
  const base = `http://${HOST}:${BARE}`
  for (let i = 0; ; i++) {
    if (state.exited) throw (await stop(), new Error('bench/bare-server.mjs exited'))
    try {
      if ((await fetch(base + PAGES[0])).ok) break
    } catch {}
    if (i > 100) throw (await stop(), new Error('bench/bare-server.mjs did not start'))
    await new Promise((r) => setTimeout(r, 100))
  }
  return { base, stop }
}

/** Each page asked for three times, as a few visitors would: the first request goes to Next.js, the second renders for the cache, the third is a hit. */
async function warm(base) {
  for (const page of PAGES)
    for (let i = 0; i < 3; i++) await (await fetch(base + page, { headers: acceptEncoding() })).arrayBuffer()
}

const started = Date.now()
const server = await startServer({ port: PORT, env: { RATE_LIMIT_VISITOR: 'off', LOG_LEVEL: 'info' } })
log(`bench:cache: server ${server.base} (pid ${server.pid}) started in ${Math.round((Date.now() - started) / 1000)} s`)
const memory = sampleMemory(server.pid, 250)
/** @type {Array<() => Promise<void>>} */
const stops = []
const result = { pages: {}, warmup: null, rotate: null, edit: null, memory: {}, cluster: null }
try {
  // Warm-up, then each page's bytes for nginx and as sent (gzipped, with its headers) for the bare server.
  let offset = 0
  const bytes = {}
  const sent = {}
  await warm(server.base)
  for (const page of PAGES) {
    bytes[page] = await (await fetch(server.base + page)).text()
    sent[page] = await rawGet(server.base + page)
    if (sent[page].status !== 200) throw new Error(`GET ${page} answered ${sent[page].status}`)
  }
  ;({ counts: result.warmup, end: offset } = requestsSince(server.log, 0))
  const statics = await startNginx(nginx, bytes, { port: STATIC })
  stops.push(() => statics.stop())
  const site = await startSiteNginx()
  stops.push(() => site.stop())
  const bare = await startBareServer(sent)
  stops.push(() => bare.stop())
  /** @type {Array<[string, string]>} */
  const targets = [
    ['static', statics.base],
    ['bare', bare.base],
    ['server', server.base],
  ]
  if (BEFORE_ROOT) {
    const { startServer: startBefore } = await import(path.join(BEFORE_ROOT, 'bench/server.mjs'))
    const before = await startBefore({ port: BEFORE, env: { RATE_LIMIT_VISITOR: 'off', LOG_LEVEL: 'info' } })
    stops.push(() => before.stop())
    await warm(before.base)
    targets.push(['before', before.base])
  }
  targets.push(['nginx', site.base])

  for (const page of PAGES) {
    const row = {}
    for (const [name, base] of targets) {
      row[name] = await measure(base + page, { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP })
      log(
        `${page} ${name}: ${row[name].rps} req/s, p50 ${row[name].p50} ms, p99 ${row[name].p99} ms, ${row[name].errors} errors, ${row[name].bytesPerRequest} B/request`,
      )
    }
    result.pages[page] = row
  }
  ;({ end: offset } = requestsSince(server.log, offset))
  result.memory.throughput = memory.takePeakKb()

  log(`bench:cache: ${ROTATE_SECONDS} s over ${PAGES.join(' ')} in turn, server alone`)
  const rotated = await rotate(server.base, ROTATE_SECONDS)
  const during = requestsSince(server.log, offset)
  offset = during.end
  result.rotate = { wrk: rotated, counts: during.counts }
  result.memory.rotate = memory.takePeakKb()

  const noticeId = await editNotice(server.base)
  await new Promise((r) => setTimeout(r, 300)) // past the content cache's 250 ms re-check, though this process's own edit shows at once
  for (const page of PAGES) await (await fetch(server.base + page, { headers: acceptEncoding() })).arrayBuffer()
  // A request's line is written when its response has closed, after the client has read it: read
  // the log once every page's line is in (5 s at most).
  let after = requestsSince(server.log, offset)
  for (let i = 0; i < 100 && PAGES.some((p) => requests(after.counts[p]) === 0); i++) {
    await new Promise((r) => setTimeout(r, 50))
    after = requestsSince(server.log, offset)
  }
  result.edit = { noticeId, counts: after.counts }
  result.memory.edit = memory.takePeakKb()
} finally {
  result.memory.peak = memory.stop().peakKb
  for (const stop of stops.reverse()) await stop()
  await server.stop()
}

if (process.env.SKIP_CLUSTER !== '1') {
  log(`bench:cluster: tests/cluster/cluster.test.mjs's edit test on ports ${CLUSTER_PORT}-${CLUSTER_PORT + 5}`)
  result.cluster = clusterEdit()
  if (!result.cluster.passed) console.error(result.cluster.tail)
}
meta.loadEnd = load()

// The table.
const ratio = (name) => PAGES.map((p) => pct(result.pages[p][name].rps, result.pages[p].static.rps))
const nginxRatios = ratio('nginx')
const serverRatios = ratio('server')
const bareRatios = ratio('bare')
const span = (xs) => `${Math.min(...xs)}–${Math.max(...xs)} %`
const duringRenders = PAGES.map((p) => renders(result.rotate.counts[p]))
const totalRenders = PAGES.map((p) => renders(result.warmup[p]) + renders(result.rotate.counts[p]))
const rerendered = PAGES.filter((p) => renders(result.edit.counts[p]) > 0)
const showsNotices = ['/', '/notices', '/mr']
const sameSet = rerendered.length === showsNotices.length && rerendered.every((p) => showsNotices.includes(p))
const c = result.cluster
const clusterMs = c && c.page !== null ? Math.max(c.api, c.page) : null
const met = (ok) => (ok ? 'met' : 'missed')
const rows = [
  [
    'page hits through `deploy/nginx-site.conf` in front of one instance, vs nginx serving the same bytes as static files',
    '≥ 90 %',
    span(nginxRatios),
    met(Math.min(...nginxRatios) >= 90),
  ],
  [
    'page hits from the server alone (no nginx), same comparison',
    '≥ 45 %',
    span(serverRatios),
    met(Math.min(...serverRatios) >= 45),
  ],
  [
    "Node's floor: a bare `http` server sending the same status, headers and gzipped bytes, same comparison",
    '–',
    span(bareRatios),
    '–',
  ],
  [
    `renders per page when nothing changes, over a ${ROTATE_SECONDS} s run`,
    '1 per process',
    `${Math.max(...duringRenders)} during the run; ${Math.min(...totalRenders)}–${Math.max(...totalRenders)} since the start (warm-up's direct render and cache render counted)`,
    met(Math.max(...duringRenders) === 0),
  ],
  [
    'after an edit of one notice: pages re-rendered',
    'only those that show notices',
    rerendered.map((p) => `\`${p}\``).join(', ') || 'none',
    met(sameSet),
  ],
  [
    'edit visible on the other instance (cluster)',
    '≤ 1 s',
    c
      ? clusterMs === null
        ? 'not measured (the test failed)'
        : `${c.api} ms (/api/v1), ${c.page} ms (page); test ${c.passed ? 'passed' : 'failed'}`
      : 'not measured (SKIP_CLUSTER=1)',
    c ? met(c.passed && clusterMs !== null && clusterMs <= 1000) : '–',
  ],
  [
    'resident memory at peak under the bench',
    '≤ 450 MB with the kept pages',
    `${mb(result.memory.peak)} MB`,
    met(mb(result.memory.peak) <= 450),
  ],
]
const perPage = PAGES.map((p) => {
  const r = result.pages[p]
  const w = result.warmup[p]
  const d = result.rotate.counts[p]
  const e = result.edit.counts[p]
  const of = (name) => `${r[name].rps} (${pct(r[name].rps, r.static.rps)} %)`
  return `| \`${p}\` | ${r.static.rps} | ${of('bare')} | ${of('server')} | ${BEFORE_ROOT ? `${of('before')} | ` : ''}${r.nginx.rps} (${pct(r.nginx.rps, r.static.rps)} %) | ${r.server.p99} / ${r.nginx.p99} | ${Object.values(r).reduce((sum, m) => sum + m.errors, 0)} | ${w.direct ?? 0} + ${w.render ?? 0} | ${requests(d)}: ${renders(d)} | ${e.render ? 'render' : e.direct ? 'direct' : Object.keys(e).join(', ')} |`
})
const section = [
  HEADING,
  '',
  `\`npm run bench:cache\` (\`bench/page-cache.mjs\`, on the production build), ${meta.date}, commit ${meta.commit}${meta.dirty ? ' with uncommitted changes in the checkout' : ''}, build ${meta.build}; load average (1, 5, 15 min) ${meta.loadStart} at the start, ${meta.loadEnd} at the end, on 2 cores shared with other people's runs. wrk (2 threads, ${CONNECTIONS} connections, \`Accept-Encoding: gzip\`, ${WARMUP} s warm-up then ${DURATION} s) against nginx ${nginx.version} serving the pages' bytes as gzipped files (bench/nginx.mjs), a bare Node \`http\` server sending the same status, headers and gzipped bytes as the server and doing nothing else (bench/bare-server.mjs: Node's own floor), the server alone (\`node server.mjs\`, LOG_LEVEL info as in production: one log line per request)${meta.before ? `, the server of ${meta.before} (\`server before\`)` : ''} and \`deploy/nginx-site.conf\` in front of it, one after the other for each page; then ${ROTATE_SECONDS} s of wrk over the five pages in turn against the server alone; then an edit of notice ${result.edit.noticeId} (its title) through \`/cms-api\` as the demo administrator and one request per page. Renders are counted from the server's request log: \`cache: render\` (the page cache renders) and requests without \`cache\` (Next.js answers an address's first request itself). Memory: the server's process tree's resident memory, sampled every 250 ms from /proc for the whole run (peak ${mb(result.memory.throughput)} MB in the throughput runs, ${mb(result.memory.rotate)} MB in the ${ROTATE_SECONDS} s run). The cluster row: the first test of \`tests/cluster/cluster.test.mjs\` (two instances on PostgreSQL behind nginx), which logs when a request to instance 2 first showed an edit answered by instance 1 and asserts that every request sent 1 s or more after it does.`,
  '',
  '| figure | target | measured | |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
  '',
  `| page | static nginx req/s | bare Node \`http\` | server alone | ${BEFORE_ROOT ? 'server before | ' : ''}through nginx-site.conf | p99 ms server / nginx | errors | warm-up renders (direct + cache) | ${ROTATE_SECONDS} s run: requests: renders | after the edit |`,
  `|---|---|---|---|${BEFORE_ROOT ? '---|' : ''}---|---|---|---|---|---|`,
  ...perPage,
  '',
  `${ROTATE_SECONDS} s run: ${result.rotate.wrk.rps} req/s over the five pages, p99 ${result.rotate.wrk.p99} ms, ${result.rotate.wrk.errors} errors.`,
].join('\n')
writeSection(path.join(root, 'bench/results.md'), HEADING, section)
process.stdout.write(`\n${section}\n\n`)
log(
  `bench:cache: wrote the "${HEADING.slice(3)}" section of bench/results.md in ${Math.round((Date.now() - started) / 1000)} s`,
)
