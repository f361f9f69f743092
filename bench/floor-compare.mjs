// @ts-check
// The pure part of the floor comparison (bench/floor.mjs measures, this judges; tests/unit/bench-floor.test.ts):
// a page's Lighthouse runs against the empty page's runs of the same rounds, our JavaScript as the
// page's compressed scripts minus the floor's, and the web fonts an English page requests before
// its largest contentful paint or load event.

/** The pages measured against the floor, and the targets: within 5 points and 300 ms of LCP of the empty page, at most 15 KB gz of our own JavaScript. */
export const FLOOR_PAGES = ['/', '/notices', '/institutions/1', '/gallery/all', '/mr']
/**
 * The pages whose largest paint on Lighthouse's phone may be a photo: each is probed
 * (bench/floor-photo.mjs) and, when it is, measured against the empty page with that photo; a page
 * whose largest paint is text keeps the plain floor. `/mr` shows the same carousel as `/`: on a phone
 * with Noto Sans Devanagari its quote is drawn at once and the photo paints largest; on one without,
 * the quote does once the site's font has come.
 */
export const FLOOR_PHOTO_PAGES = ['/', '/gallery/all', '/mr']
export const FLOOR_TARGETS = { points: 5, lcpMs: 300, ourJsKb: 15 }
export const FLOOR_HEADING = '## Lighthouse against the empty page'

/** The median (the mean of the two middle values for an even count); null for none. */
export function median(/** @type {number[]} */ values) {
  const xs = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!xs.length) return null
  const mid = Math.floor(xs.length / 2)
  const at = (/** @type {number} */ i) => /** @type {number} */ (xs[i])
  return xs.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}

/**
 * @typedef {{ performance: number | null, lcpMs: number }} Run
 * @typedef {{ floor: Run, page: Run }} Pair one round: the floor's run just before the page's
 */

/**
 * A page's runs against the floor runs paired with them. The differences are the medians of the
 * per-round differences (each page run against the floor run just before it), so that a round on a
 * busier machine moves both sides of its own difference.
 * @param {Pair[]} pairs
 */
export function compareRuns(pairs) {
  const ok = pairs.filter((p) => p.floor.performance != null && p.page.performance != null)
  return {
    floorPerformance: median(ok.map((p) => /** @type {number} */ (p.floor.performance))),
    pagePerformance: median(ok.map((p) => /** @type {number} */ (p.page.performance))),
    pointsBehind: median(
      ok.map((p) => /** @type {number} */ (p.floor.performance) - /** @type {number} */ (p.page.performance)),
    ),
    floorLcpMs: median(ok.map((p) => p.floor.lcpMs)),
    pageLcpMs: median(ok.map((p) => p.page.lcpMs)),
    lcpAboveMs: median(ok.map((p) => p.page.lcpMs - p.floor.lcpMs)),
    rounds: ok.length,
  }
}

/**
 * @typedef {{ path: string, digest: string, gzipBytes: number }} Script a script a page loads: its URL path, a hash of its content, its gzip body as sent
 */

/**
 * Our JavaScript: the page's scripts' compressed bytes minus the floor's. Turbopack numbers the
 * modules of each build on its own and minifies names per chunk, so the framework's chunks of the
 * site and of the floor are mostly not the same files (only the identical ones, matched by content,
 * have the same URL); the floor's chunks hold the framework the site's hold, split otherwise. So
 * the totals are subtracted; `identical` says how many of the floor's chunks the page loads byte for byte.
 * @param {Script[]} pageScripts
 * @param {Script[]} floorScripts
 */
export function ourScripts(pageScripts, floorScripts) {
  const unique = (/** @type {Script[]} */ list) => [...new Map(list.map((s) => [s.path, s])).values()]
  const page = unique(pageScripts)
  const floor = unique(floorScripts)
  const floorDigests = new Set(floor.map((s) => s.digest))
  const sum = (/** @type {Script[]} */ list) => list.reduce((s, x) => s + x.gzipBytes, 0)
  const identical = page.filter((s) => floorDigests.has(s.digest))
  return {
    pageBytes: sum(page),
    floorBytes: sum(floor),
    ourBytes: sum(page) - sum(floor),
    pageFiles: page.length,
    floorFiles: floor.length,
    identical: identical.length,
    identicalBytes: sum(identical),
  }
}

/**
 * The subsets of the few Devanagari words English pages show (public/brand/, src/app/(site)/globals.css):
 * the language switch's "मराठी" (1 KB) and the home page's motto (5 KB).
 */
const DEVANAGARI_SUBSET = /^\/brand\/(marathi-switch|home-motto)-[^/]*\.woff2$/

/**
 * What a font file is, from its URL: the allowed Devanagari subset, a full Devanagari font (the
 * @fontsource files are named for their script: noto-sans-devanagari-devanagari-400-normal…), or another.
 * @param {string} url
 * @returns {'devanagari subset' | 'devanagari' | 'other'}
 */
export function classifyFont(url) {
  const path = new URL(url, 'http://x').pathname
  if (DEVANAGARI_SUBSET.test(path)) return 'devanagari subset'
  return /devanagari/i.test(decodeURIComponent(path.split('/').pop() ?? '')) ? 'devanagari' : 'other'
}

/**
 * @typedef {{ url: string, resourceType?: string, mimeType?: string, networkRequestTime?: number, transferSize?: number }} NetworkRecord an item of Lighthouse's network-requests audit
 * @typedef {{ file: string, kind: ReturnType<typeof classifyFont>, atMs: number, bytes: number }} FontRequest
 */

/**
 * The font files requested at or before cutoffMs (from the first request, as Lighthouse's network
 * records count): the critical path of the page's first paint and load.
 * @param {NetworkRecord[]} records
 * @param {number} cutoffMs
 * @returns {FontRequest[]}
 */
export function fontsBefore(records, cutoffMs) {
  return records
    .filter(
      (r) =>
        (r.resourceType === 'Font' || /\.(woff2?|ttf|otf)(\?|$)/.test(r.url)) &&
        (r.networkRequestTime ?? Infinity) <= cutoffMs,
    )
    .map((r) => ({
      file: decodeURIComponent(new URL(r.url).pathname.split('/').pop() ?? ''),
      kind: classifyFont(r.url),
      atMs: Math.round(r.networkRequestTime ?? 0),
      bytes: r.transferSize ?? 0,
    }))
}

/**
 * Met or missed, and why, for one page. `fonts` are every run's critical font requests; only an
 * English page (`lang` en…) is held to "no full Devanagari font".
 * @param {{ pointsBehind: number | null, lcpAboveMs: number | null, ourBytes: number | null, fonts: FontRequest[], lang: string }} row
 */
export function floorVerdict({ pointsBehind, lcpAboveMs, ourBytes, fonts, lang }) {
  if (pointsBehind == null || lcpAboveMs == null) return 'not measured'
  const misses = []
  if (pointsBehind > FLOOR_TARGETS.points) misses.push(`${pointsBehind} points behind`)
  if (lcpAboveMs > FLOOR_TARGETS.lcpMs) misses.push(`LCP +${lcpAboveMs} ms`)
  if (ourBytes != null && ourBytes > FLOOR_TARGETS.ourJsKb * 1024)
    misses.push(`${kb(ourBytes)} KB gz of our JavaScript`)
  if (/^en\b/i.test(lang) && fonts.some((f) => f.kind === 'devanagari'))
    misses.push('a Devanagari font on the critical path')
  return misses.length ? `missed (${misses.join(', ')})` : 'met'
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1)
const signed = (/** @type {number | null} */ x, unit = '') => (x == null ? '–' : `${x > 0 ? '+' : ''}${x}${unit}`)

/**
 * @typedef {{
 *   cssWidth: number, cssHeight: number, sizes: string | null, preloaded: boolean, chosenWidth: number | null,
 *   pageDownloads: string[], pageOtherPhotos: number, floorDownloads: string[],
 * }} FloorPhoto a photo page's largest photo on the phone and the renditions each side downloaded
 * @typedef {Run & { lcpPhasesMs?: number[] }} PhasedRun
 * @typedef {{
 *   route: string, lang: string, comparison: ReturnType<typeof compareRuns>, scripts: ReturnType<typeof ourScripts> | null,
 *   fonts: FontRequest[], runs: { floor: PhasedRun, page: PhasedRun }[], verdict: string, lcpElements?: string[],
 *   photo?: FloorPhoto | null,
 * }} FloorRow
 */

/** Each of the LCP's four phases (TTFB, load delay, load time, render delay), the median over the runs. */
export function medianPhases(/** @type {PhasedRun[]} */ runs) {
  const lists = runs.map((r) => r.lcpPhasesMs ?? []).filter((l) => l.length === 4)
  if (!lists.length) return null
  return [0, 1, 2, 3].map((i) => median(lists.map((l) => /** @type {number} */ (l[i]))))
}

/** The photo pages, each beside its floor: the photo, the renditions downloaded, the LCP's phases. */
export function photoTable(/** @type {FloorRow[]} */ rows) {
  const phases = (/** @type {PhasedRun[]} */ runs) => medianPhases(runs)?.join(' / ') ?? '–'
  const photos = rows.filter((r) => r.photo)
  if (!photos.length) return ''
  return [
    "| page | its largest paint on the phone (CSS px; `sizes`) | rendition chosen at 1.75× | page downloaded it as (runs) | other photos the page downloaded | floor downloaded it as (runs) | LCP phases ms, page: TTFB / load delay / load time / render delay | floor's |",
    '|---|---|---:|---|---:|---|---|---|',
    ...photos.map((r) => {
      const p = /** @type {FloorPhoto} */ (r.photo)
      return `| \`${r.route}\` | ${p.cssWidth} × ${p.cssHeight} (\`${p.sizes ?? 'no sizes'}\`)${p.preloaded ? ', preloaded' : ''} | ${p.chosenWidth ?? '–'} px | ${p.pageDownloads.join('<br>') || '–'} | ${p.pageOtherPhotos} | ${p.floorDownloads.join('<br>') || '–'} | ${phases(r.runs.map((x) => x.page))} | ${phases(r.runs.map((x) => x.floor))} |`
    }),
  ].join('\n')
}

/** The Markdown table of the rows: each page beside the floor's runs of the same rounds. */
export function floorTable(/** @type {FloorRow[]} */ rows) {
  const runs = (/** @type {Run[]} */ list, /** @type {'performance' | 'lcpMs'} */ key) =>
    list.map((r) => r[key] ?? '–').join(', ')
  return [
    "| page | performance: page / floor (runs) | points behind | LCP ms: page / floor (runs) | LCP over the floor | page's LCP element (Lighthouse's label) | script gz KB: page / floor (identical chunks) | our JS gz KB | fonts before LCP or load (all runs) | target |",
    '|---|---:|---:|---:|---:|---|---:|---:|---|---|',
    ...rows.map((r) => {
      const c = r.comparison
      const s = r.scripts
      const fonts = [...new Map(r.fonts.map((f) => [f.file, f])).values()]
      return `| \`${r.route}\` | ${c.pagePerformance ?? '–'} / ${c.floorPerformance ?? '–'} (${runs(
        r.runs.map((x) => x.page),
        'performance',
      )} / ${runs(
        r.runs.map((x) => x.floor),
        'performance',
      )}) | ${c.pointsBehind ?? '–'} | ${c.pageLcpMs ?? '–'} / ${c.floorLcpMs ?? '–'} (${runs(
        r.runs.map((x) => x.page),
        'lcpMs',
      )} / ${runs(
        r.runs.map((x) => x.floor),
        'lcpMs',
      )}) | ${signed(c.lcpAboveMs, ' ms')} | ${(r.lcpElements ?? []).map((e) => e.replace(/[|`\n]/g, ' ')).join('<br>') || '–'} | ${s ? `${kb(s.pageBytes)} / ${kb(s.floorBytes)} (${s.identical} of ${s.floorFiles})` : '–'} | ${s ? kb(s.ourBytes) : '–'} | ${fonts.length ? fonts.map((f) => `\`${f.file}\` (${f.kind}, ${kb(f.bytes)} KB)`).join('<br>') : 'none'} | ${r.verdict} |`
    }),
  ].join('\n')
}

/**
 * The results.md section: how it was measured, the table, what missed. `previous` is the section
 * this run replaces: its latest run is kept below as the run before, to show the variation.
 * @param {{ meta: { date: string, commit: string, cpus: number, cpuModel: string, loadavg: number[], node: string }, floorMeta: { rounds: number, throttling?: string, deviceFont?: boolean, loadBefore: number[], loadAfter: number[], seconds: number, lighthouse: string, chromium: string }, rows: FloorRow[], previous?: string }} input
 */
export function floorSection({ meta, floorMeta, rows, previous = '' }) {
  const load = (/** @type {number[]} */ l) => l.map((x) => x.toFixed(2)).join(' / ')
  const missed = rows.filter((r) => r.verdict !== 'met')
  const english = rows.filter((r) => /^en\b/i.test(r.lang))
  const devanagari = english.filter((r) => r.fonts.some((f) => f.kind === 'devanagari'))
  const latest = [
    '### Latest run',
    '',
    `${meta.date}, commit ${meta.commit}, ${meta.cpus} × ${meta.cpuModel}, Node ${meta.node}, Lighthouse ${floorMeta.lighthouse} (${floorMeta.throttling === 'devtools' ? 'throttling applied in the browser, `FLOOR_THROTTLING=devtools`' : 'simulated throttling'}; ${floorMeta.deviceFont ? 'a phone with Noto Sans Devanagari installed, as Android phones have' : 'a phone without a Devanagari font, `FLOOR_DEVICE_FONT=0`'}), ${floorMeta.chromium}; load average (1 / 5 / 15 min) ${load(floorMeta.loadBefore)} before the Lighthouse runs and ${load(floorMeta.loadAfter)} after them (bench started at ${load(meta.loadavg)}); ${floorMeta.rounds} rounds in ${floorMeta.seconds} s.`,
    '',
    floorTable(rows),
    '',
    ...(photoTable(rows) ? [photoTable(rows), ''] : []),
    `Targets (within ${FLOOR_TARGETS.points} points and ${FLOOR_TARGETS.lcpMs} ms of LCP of the empty page, at most ${FLOOR_TARGETS.ourJsKb} KB gz of our JavaScript, no full Devanagari font on an English page's critical path): ${missed.length ? `missed on ${missed.map((r) => `\`${r.route}\``).join(', ')}` : 'met on every page'}.` +
      (english.length
        ? ` ${devanagari.length ? `English pages loading a full Devanagari font before LCP or load: ${devanagari.map((r) => `\`${r.route}\` (${[...new Set(r.fonts.filter((f) => f.kind === 'devanagari').map((f) => `\`${f.file}\``))].join(', ')})`).join(', ')}.` : 'No English page loads a full Devanagari font before LCP or load.'}`
        : ''),
  ].join('\n')
  const before = /### Latest run\n([\s\S]*?)(?=\n### Run before|$)/.exec(previous)?.[1]?.trim()
  return [
    `${FLOOR_HEADING} (\`npm run bench\`; this section alone: \`FLOOR_ONLY=1 npm run bench\`)`,
    '',
    "The floor is an empty App Router page (`bench/floor/`: the root layout's `lang` and viewport, rendered per request, one line of text, no styles, no fonts), built by the bench with the project's own Next.js and React into a temporary directory and served on 127.0.0.1 beside the site by `bench/floor-server.mjs` (scripts precompressed as `server.mjs` sends them, pages gzipped). Lighthouse 12, mobile, its default simulated throttling (with `FLOOR_THROTTLING=devtools`, its throttling applied in the browser instead; each run says which), Debian's Chromium headless, one browser for the whole run, whose phone has Noto Sans Devanagari installed as Android phones have (`scripts/lib/device-font.mjs`; `FLOOR_DEVICE_FONT=0` for one without, whose Marathi pages show boxes until the site's font has come, then move); each round measures, for every page, the floor and then the page, so the two runs of a pair meet the same machine load.",
    '',
    "The pages whose largest paint on Lighthouse's phone is a photo (`/`, `/gallery/all`, and `/mr` on a phone with Noto Sans Devanagari, whose quote is then drawn at once) are measured against the empty page with that photo (`/photo?of=<page>`, `bench/floor/app/photo/page.jsx`): before the rounds, `bench/floor-photo.mjs` opens each page in Chromium laid out as Lighthouse's phone (412 × 823 CSS px at 1.75×, its user agent) and reads the largest paint; for an `<img>` the floor page gets its `src`, `srcset`, `sizes`, `fetchpriority`, `loading` and `decoding`, its laid-out size, and the same React `preload()` with the preload's `imagesrcset`, `imagesizes` and `fetchpriority` when the site preloads it. Its image addresses are the site's own `/_next/image` URLs, which the floor server passes to the site's server: the floor downloads the same rendition, the same bytes with the same headers, over its own connection as the page does (an address on the site's origin would cost the floor a second connection). The photo table below shows what each side downloaded. The other pages keep the plain floor: their largest paint is text (so does `/mr` on a phone without the font, whose largest paint is then its quote once the site's font has come).",
    '',
    "- **points behind** and **LCP over the floor**: the median of the rounds' differences (page run minus the floor run just before it); the medians of each side and every run are beside them.",
    "- **our JS**: the gzip bodies, as the servers send them, of the scripts Lighthouse recorded the page loading, minus those of the floor's (the framework's floor). Turbopack numbers modules per build and minifies per chunk, so the framework chunks of the two builds are not the same files (the count of byte-identical ones is in brackets; chunks a modern browser skips, such as the `nomodule` polyfills, are in neither): the totals are subtracted, not URLs. Brotli, which Chromium gets, is 10–15 % smaller than these gzip figures.",
    "- **fonts**: the font files in Lighthouse's network records requested before the later of the observed LCP and load event, from every run of the page (transfer size with headers); `marathi-switch-*.woff2` and `home-motto-*.woff2` are the subsets (1 and 5 KB) of the few Devanagari words English pages show (allowed), a `…devanagari…` file a full Devanagari font (missed on an English page).",
    '',
    latest,
    ...(before ? ['', '### Run before', '', before] : []),
  ].join('\n')
}
