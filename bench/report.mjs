// bench/results.md: the run's parameters, the throughput tables with the nginx ceiling, memory,
// Lighthouse, the web fonts, the targets and what limits the slowest page. A section that another
// script's figures were copied into (CARRIED_OVER) is kept at the end when the file is rewritten.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import { fontTable } from './fonts.mjs'
import { lighthouseTable } from './lighthouse-run.mjs'

/** Headings of results.md sections written apart from this report (the floor's, written after it; bench:cluster's, bench:desk's, bench:search's, SEARCH_DOCS=…'s), kept as they are. */
const CARRIED_OVER = [
  '## Lighthouse against the empty page',
  '## Two instances behind nginx',
  '## Grievance desk at ',
  '## Site search index ',
  '## Site search at ',
  '## Growth: ',
]

function carriedOver(file) {
  if (!existsSync(file)) return ''
  const text = readFileSync(file, 'utf8')
  const at = Math.min(...CARRIED_OVER.map((h) => text.indexOf(`\n${h}`)).filter((i) => i >= 0))
  return Number.isFinite(at) ? text.slice(at + 1).trimEnd() : ''
}

export const TARGETS = { rps: 1000, p99: 100, performance: 95, others: 100 }

const mb = (kb) => `${Math.round(kb / 1024)} MB`
const kb = (bytes) => (bytes / 1024).toFixed(1)
const cores = (x) => (x == null ? '–' : x.toFixed(2))

export function verdict(r) {
  if (!r || r.failed) return 'not measured'
  const misses = []
  if (r.rps < TARGETS.rps) misses.push(`< ${TARGETS.rps} req/s`)
  if (r.p99 >= TARGETS.p99) misses.push(`p99 ≥ ${TARGETS.p99} ms`)
  if (r.errors > 0) misses.push(`${r.errors} errors`)
  return misses.length ? `missed (${misses.join(', ')})` : 'met'
}

export function loadTable(rows, nginx) {
  const head = nginx
    ? [
        '| path | req/s | p50 ms | p99 ms | errors | KB/response | server CPU (cores) | CPU ms / request | nginx req/s | nginx p50 / p99 ms | ours / nginx | target |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ]
    : [
        '| path | req/s | p50 ms | p99 ms | errors | KB/response | server CPU (cores) | CPU ms / request | target |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ]
  const lines = rows.map((r) => {
    if (r.failed) return `| \`${r.path}\` | ${r.failed} |`
    const size = r.htmlBytes ? `${kb(r.bytesPerRequest)} (${kb(r.htmlBytes)})` : kb(r.bytesPerRequest)
    const cells = [
      `\`${r.path}\``,
      r.rps,
      r.p50,
      r.p99,
      r.errors,
      size,
      cores(r.serverCores),
      r.serverCpuMs == null ? '–' : r.serverCpuMs.toFixed(1),
    ]
    if (nginx) {
      const n = nginx[r.path]
      cells.push(
        n ? n.rps : '–',
        n ? `${n.p50} / ${n.p99}` : '–',
        n && n.rps ? `${((r.rps / n.rps) * 100).toFixed(1)} %` : '–',
      )
    }
    cells.push(verdict(r))
    return `| ${cells.join(' | ')} |`
  })
  return [...head, ...lines].join('\n')
}

/** A few sentences on the slowest page, from the CPU figures measured during its run. */
function limits(pages, meta) {
  const ok = pages.filter((r) => !r.failed)
  if (!ok.length) return 'No page was measured.'
  const slow = ok.reduce((a, b) => (b.rps < a.rps ? b : a))
  const other = Math.max(0, slow.machineCores - slow.serverCores - slow.loadgenCores)
  const out = [
    `Slowest page: \`${slow.path}\` at ${slow.rps} req/s (p99 ${slow.p99} ms, ${kb(slow.bytesPerRequest)} KB per response${slow.htmlBytes ? `, ${kb(slow.htmlBytes)} KB of HTML before compression` : ''}).`,
    `It costs the server ${slow.serverCpuMs.toFixed(1)} ms of CPU per request: at most ${Math.round(1000 / slow.serverCpuMs)} req/s per fully used core.`,
    `During its run the server used ${cores(slow.serverCores)} of ${meta.cpus} cores, autocannon ${cores(slow.loadgenCores)} and everything else on the machine ${cores(other)}.`,
  ]
  if (slow.serverCores >= 0.85 && slow.serverCores <= 1.3)
    out.push(
      'The server is CPU-bound on its one JavaScript thread. Almost every request is a hit of its one-second micro-cache (server.mjs), which costs HTTP parsing, a CRC-32 over the page and the socket writes, not a render (one per path per second); autocannon uses most of the other core, so the figure is bounded by the load generator sharing this 2-core machine as much as by the server.',
    )
  else if (slow.machineCores >= meta.cpus * 0.9)
    out.push(
      "The machine's cores were saturated: the server shared them with the load generator and other processes, so this figure understates an idle machine.",
    )
  else
    out.push(
      "Neither the server's thread nor the machine was saturated: the limit lies elsewhere (waiting on I/O or the database).",
    )
  if (slow.nginxRps)
    out.push(
      `nginx serves the same HTML at ${slow.nginxRps} req/s: ${((slow.rps / slow.nginxRps) * 100).toFixed(1)} % of the static ceiling.`,
    )
  return out.join(' ')
}

/** The fonts section: what each route loaded, and the Devanagari font of a Marathi page in one sentence. */
function fontSection(fonts, meta) {
  if (!fonts) return [meta.fontsSkipped || 'Skipped (SKIP_FONTS=1).']
  const out = [
    "Each route loaded once in Debian's Chromium (Playwright) with an empty cache, a 375 px phone viewport, after the load event and `document.fonts.ready` until no font had been requested for 1.5 s: every font response, its body as it travelled (woff2 is compressed inside the file; the encoding column says whether the server compressed it again) and its response headers; \"Devanagari characters shown\" counts the characters U+0900–U+097F of the page's visible text; the share is the Devanagari font bodies over all the page's responses (HTML, CSS, JS, images, fonts, with headers).",
    '',
    fontTable(fonts),
    '',
  ]
  const mr = fonts.filter((r) => !r.failed && r.lang === 'mr')
  const en = fonts.filter((r) => !r.failed && r.lang !== 'mr')
  const sentences = []
  if (mr.length) {
    const max = mr.reduce((a, b) => (b.devanagariBodyBytes > a.devanagariBodyBytes ? b : a))
    const weights = [
      ...new Set(mr.flatMap((r) => r.files.filter((f) => /devanagari/i.test(f.file)).map((f) => f.weight ?? '?'))),
    ].sort()
    sentences.push(
      `A Marathi page loads **${kb(max.devanagariBodyBytes)} KB** of Devanagari font (${max.devanagariBodyBytes} bytes compressed as transferred, on \`${max.route}\`; ${mr.map((r) => `\`${r.route}\` ${r.devanagariBodyBytes} B`).join(', ')}), in ${weights.length} weight${weights.length === 1 ? '' : 's'} (${weights.join(', ')}).`,
    )
  }
  for (const r of en)
    sentences.push(
      r.devanagariFiles
        ? `The English page \`${r.route}\` loads ${r.devanagariFiles} Devanagari font file${r.devanagariFiles === 1 ? '' : 's'} (${r.devanagariBodyBytes} bytes) for the ${r.devanagariChars} Devanagari characters it shows.`
        : `The English page \`${r.route}\` loads no Devanagari font${r.devanagariChars ? ` (it shows ${r.devanagariChars} Devanagari characters, in the system font)` : ' (and shows no Devanagari text)'}.`,
    )
  out.push(sentences.join(' '))
  return out
}

export function writeReport(file, { meta, pages, apis, nginx, memory, lighthouse, fonts }) {
  const kept = carriedOver(file)
  const p = []
  p.push('# Benchmark results', '')
  if (meta.note) p.push(`> ${meta.note}`, '')
  p.push(
    '`npm run bench` on the production build with a fresh demo database, 127.0.0.1 only.',
    '',
    '| parameter | value |',
    '|---|---|',
    `| date | ${meta.date} |`,
    `| commit | ${meta.commit} |`,
    `| CPU | ${meta.cpus} × ${meta.cpuModel} |`,
    `| load average at start (1 / 5 / 15 min) | ${meta.loadavg.map((x) => x.toFixed(2)).join(' / ')} |`,
    `| Node | ${meta.node} |`,
    `| connections | ${meta.connections} |`,
    `| load generator | ${meta.loadgen === 'wrk' ? 'wrk (LOADGEN=wrk)' : 'autocannon (LOADGEN=wrk uses wrk, which nginx does not outrun)'} |`,
    `| duration per target | ${meta.duration} s after a ${meta.warmup} s warm-up |`,
    `| request headers | ${meta.gzip ? '`Accept-Encoding: gzip` (as browsers; the server and nginx both gzip at level 6)' : 'no `Accept-Encoding` (uncompressed, GZIP=0)'} |`,
    `| static ceiling | ${meta.nginx ?? 'nginx not installed: column skipped (`apt-get install nginx-light` makes it available)'} |`,
    `| total time | ${meta.totalSeconds} s |`,
    '',
    `Targets: every page (the Marathi pages \`/mr\` and \`/mr/institutions/1\` as their English pages) at least ${TARGETS.rps} req/s with p99 under ${TARGETS.p99} ms at 50 connections; Lighthouse mobile performance at least ${TARGETS.performance}, the other three categories ${TARGETS.others}.`,
    '',
    '## Pages',
    '',
    loadTable(pages, nginx),
    '',
    '"server CPU" is the CPU time of the server\'s process tree per second of measurement (1.00 = one core busy); "KB/response" is what travelled per response (in brackets: the page\'s HTML before compression); "CPU ms / request" that time divided by the requests answered, which depends little on what else the machine runs: 1000 divided by it is what one fully used core could answer per second.',
    nginx
      ? `nginx: the HTML each page returned once, as files and precompressed (gzip_static, level 6), ${meta.nginxWorkers} worker processes, access log off.`
      : '',
    '',
    '## `/api/v1` reads',
    '',
    loadTable(apis, null),
    '',
    '## Memory',
    '',
    `Resident memory of the server's process tree (sum of RSS, sampled every 200 ms): ${mb(memory.idleKb)} after start and warm-up, **peak ${mb(memory.peakKb)}** during the load (${memory.samples} samples)${memory.peakPath ? `, reached while \`${memory.peakPath}\` was loaded` : ''}.`,
    '',
    '## Lighthouse (mobile)',
    '',
  )
  if (!lighthouse) p.push(meta.lighthouseSkipped || 'Skipped (SKIP_LIGHTHOUSE=1).')
  else {
    const misses = lighthouse.filter(
      (r) =>
        r.performance < TARGETS.performance ||
        [r.accessibility, r.bestPractices, r.seo].some((s) => s < TARGETS.others),
    )
    p.push(
      `Lighthouse 12, its default mobile emulation and simulated throttling, Debian's Chromium headless; each route ${lighthouse[0]?.runs?.length ?? 1} times, the run with the median performance score shown (every run's score in brackets). JS: the compressed bodies of every script the page loads (the target, 120 KB), and in brackets Lighthouse's transfer size, which adds each script response's HTTP/1.1 headers (about 470 bytes each here).`,
      '',
      lighthouseTable(lighthouse),
      '',
      misses.length
        ? `Targets missed on: ${misses.map((r) => `\`${r.route}\``).join(', ')}.`
        : 'Every route meets the Lighthouse targets.',
    )
  }
  p.push('', '## Web fonts (the Devanagari font of the Marathi pages)', '', ...fontSection(fonts, meta))
  p.push('', '## What limits the slowest figure', '', limits(pages, meta), '')
  if (kept) p.push(kept, '')
  writeFileSync(file, p.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n'))
}
