// @ts-check
// The framework's floor: an empty App Router page (bench/floor/: the site's root layout
// basics, one line of text, no styles or fonts; for a page whose largest paint is a photo, that
// photo too, bench/floor/app/photo/page.jsx), built with the project's own `next` into a copy
// outside the repository (its own .next; the project's node_modules linked in, so the same Next.js
// and React), served beside the site by bench/floor-server.mjs, and Lighthouse (mobile, default
// simulated throttling) on it and on each page in the same run, interleaved: every round runs the
// page's floor, then the page, for each page, FLOOR_RUNS rounds (3). bench/floor-compare.mjs judges.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { compareRuns, floorVerdict, fontsBefore, ourScripts } from './floor-compare.mjs'
import { supervise } from './process.mjs'
import { HOST, portInUse } from './server.mjs'
import { deviceFont as deviceFontOnPhone } from '../scripts/lib/device-font.mjs'

const root = path.resolve(import.meta.dirname, '..')
/** The lock every `next build` on this machine takes (docs/testing.md). */
const BUILD_LOCK = '/tmp/next-build.lock'

/** The deepest directory holding both paths (Turbopack's root must contain the copy and node_modules). */
export function commonAncestor(/** @type {string} */ a, /** @type {string} */ b) {
  const x = a.split(path.sep)
  const y = b.split(path.sep)
  let i = 0
  while (i < x.length && i < y.length && x[i] === y[i]) i++
  return x.slice(0, i).join(path.sep) || path.sep
}

/**
 * Build the floor app into a new temporary directory (under the build lock), with its scripts
 * precompressed as `npm run build` does for the site. Returns the directory; `remove()` deletes it.
 */
/** @param {(line: string) => void} log */
export function buildFloor(log) {
  const dir = mkdtempSync(path.join(tmpdir(), 'society-floor-'))
  try {
    cpSync(path.join(root, 'bench/floor'), dir, { recursive: true })
    const modules = realpathSync(path.join(root, 'node_modules'))
    symlinkSync(modules, path.join(dir, 'node_modules'))
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      FLOOR_MODULES_ROOT: commonAncestor(realpathSync(dir), modules),
    }
    const started = Date.now()
    const build = spawnSync('flock', [BUILD_LOCK, path.join(modules, '.bin/next'), 'build'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    })
    if (build.status !== 0)
      throw new Error(
        `the floor's next build failed (exit ${build.status}): ${(build.stdout + build.stderr).slice(-2000)}`,
      )
    const compress = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/compress-static.mjs'), path.join(dir, '.next/static')],
      { encoding: 'utf8' },
    )
    if (compress.status !== 0) throw new Error(`compress-static failed on the floor: ${compress.stderr}`)
    log(
      `bench: floor app built in ${dir} in ${Math.round((Date.now() - started) / 1000)} s (with waiting for the build lock)`,
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Start bench/floor-server.mjs on HOST:port for the build in `dir`; stop() also deletes `dir`.
 * `photos` (probePhotos' findings, by route) are written into `dir` for the photo floors, whose
 * images the floor server fetches from `siteBase`.
 * @param {{ dir: string, port: number, siteBase?: string, photos?: Record<string, import('./floor-photo.mjs').PhotoProbe> }} options
 */
export async function startFloor({ dir, port, siteBase, photos = {} }) {
  if (await portInUse(port)) throw new Error(`${HOST}:${port} is already in use; set BENCH_PORT to a free range`)
  const photosFile = path.join(dir, 'photos.json')
  writeFileSync(photosFile, JSON.stringify(photos))
  const child = spawn(process.execPath, [path.join(root, 'bench/floor-server.mjs')], {
    env: {
      ...process.env,
      FLOOR_DIR: dir,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      FLOOR_PHOTOS: photosFile,
      ...(siteBase ? { SITE_BASE: siteBase } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const { state, stop, stopSync } = supervise(child, dir)
  const base = `http://${HOST}:${port}`
  for (const until = Date.now() + 60_000; ;) {
    if (state.exited) throw new Error(`the floor server exited (${JSON.stringify(state.exited)})`)
    const ok = await fetch(base + '/').then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > until) {
      stopSync()
      throw new Error('the floor server did not answer within 60 s')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { base, pid: child.pid, stop, stopSync }
}

/**
 * The gzip body of `url` as the server sends it (raw bytes counted, not decoded) and a hash of its
 * content. Scripts of 1 KB and more are precompressed (level 9); smaller ones are gzipped by Next.js.
 * @param {string} url
 * @returns {Promise<import('./floor-compare.mjs').Script>}
 */
function gzipScript(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`))
          const content = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body
          resolve({
            path: new URL(url).pathname,
            digest: createHash('sha256').update(content).digest('hex'),
            gzipBytes: body.length,
          })
        })
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * One Lighthouse run's figures: the score, the simulated LCP, the scripts, and the font requests
 * up to the later of the observed LCP and load event (both measured from the navigation's first
 * request, the origin of the network records' times).
 * @param {any} lhr
 */
function runOf(lhr) {
  const score = lhr.categories.performance?.score
  const records = lhr.audits['network-requests']?.details?.items ?? []
  const networkStartUs = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const endUs = Math.max(observed.observedLargestContentfulPaintTs ?? 0, observed.observedLoadTs ?? 0)
  const cutoffMs =
    networkStartUs && endUs
      ? (endUs - networkStartUs) / 1000
      : Math.max(observed.observedLargestContentfulPaint ?? 0, observed.observedLoad ?? 0)
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []
  return {
    performance: score == null ? null : Math.round(score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    // TTFB, load delay, load time, render delay (the last three are 0 and 0 and the rest for text).
    lcpPhasesMs: phases.map((/** @type {any} */ p) => Math.round(p.timing ?? NaN)),
    photos: records
      .filter((/** @type {any} */ r) => new URL(r.url).pathname === '/_next/image')
      .map((/** @type {any} */ r) => ({
        source: new URL(r.url).searchParams.get('url') ?? '',
        width: Number(new URL(r.url).searchParams.get('w')),
        type: String(r.mimeType ?? ''),
        bytes: r.transferSize ?? 0,
      })),
    scriptUrls: records
      .filter((/** @type {any} */ r) => r.resourceType === 'Script')
      .map((/** @type {any} */ r) => r.url),
    fonts: fontsBefore(records, cutoffMs),
    lcpElement: String(
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '',
    ).slice(0, 60),
    error: lhr.runtimeError?.message,
  }
}

/**
 * The floor a route is measured against: the empty page, or for a page whose largest paint on the
 * phone is a photo (`photos`, probePhotos' findings by route), the empty page with that photo.
 * @param {string} route
 * @param {Record<string, import('./floor-photo.mjs').PhotoProbe>} photos
 */
export const floorPath = (route, photos) => (photos[route]?.img ? `/photo?of=${encodeURIComponent(route)}` : '/')

/**
 * Lighthouse on the floor (floorPath) and siteBase + each route, `rounds` rounds of (floor, page)
 * per route. onRun(line) after each run. Returns the rows (floor-compare.mjs's FloorRow).
 * @param {string} siteBase
 * @param {string} floorBase
 * @param {string[]} routes
 * @param {{ rounds?: number, throttling?: 'simulate' | 'devtools', deviceFont?: boolean, onRun?: (line: string) => void, photos?: Record<string, import('./floor-photo.mjs').PhotoProbe> }} options
 *   deviceFont: the phone has Noto Sans Devanagari installed, as Android phones have (Lighthouse's
 *   phone is a Moto G Power); without it, a Marathi page's text is first drawn as boxes and moves
 *   when the site's font has come, which no phone a parent uses shows.
 */
export async function measureAgainstFloor(
  siteBase,
  floorBase,
  routes,
  { rounds = 3, throttling = 'simulate', deviceFont = true, onRun = () => {}, photos = {} } = {},
) {
  for (const base of [siteBase, floorBase])
    if (new URL(base).hostname !== '127.0.0.1') throw new Error('Lighthouse runs against 127.0.0.1 only')
  const fonts = deviceFont ? deviceFontOnPhone() : null
  const chrome = await chromeLauncher.launch({
    envVars: fonts?.env,
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  const run = async (/** @type {string} */ url) =>
    runOf(
      (
        await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          maxWaitForLoad: 30_000,
          throttlingMethod: throttling,
        })
      )?.lhr,
    )
  /** @type {Map<string, { floor: ReturnType<typeof runOf>, page: ReturnType<typeof runOf> }[]>} */
  const pairs = new Map(routes.map((r) => [r, []]))
  try {
    // Warm both servers' caches: measure the pages, not their first render.
    const floorUrls = [...new Set(routes.map((r) => floorBase + floorPath(r, photos)))]
    for (const url of [...floorUrls, ...routes.map((r) => siteBase + r)]) await (await fetch(url)).arrayBuffer()
    for (let round = 1; round <= rounds; round++) {
      for (const route of routes) {
        const floor = await run(floorBase + floorPath(route, photos))
        const page = await run(siteBase + route)
        pairs.get(route)?.push({ floor, page })
        onRun(
          `  round ${round} ${route}: ${page.performance} (LCP ${page.lcpMs} ms) against the floor's ${floor.performance} (LCP ${floor.lcpMs} ms)${page.error || floor.error ? `; ${page.error ?? floor.error}` : ''}`,
        )
      }
    }
  } finally {
    await chrome.kill()
    fonts?.remove()
  }
  const rows = []
  for (const [route, list] of pairs) {
    // Each page's own floor's scripts (the photo floor's page chunk is not the empty page's).
    const floorScripts = await Promise.all([...new Set(list[0]?.floor.scriptUrls ?? [])].map(gzipScript))
    const urls = [...new Set(list.flatMap((p) => p.page.scriptUrls))]
    const scripts =
      urls.length && floorScripts.length ? ourScripts(await Promise.all(urls.map(gzipScript)), floorScripts) : null
    const html = await (await fetch(siteBase + route)).text()
    const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en'
    const comparison = compareRuns(list)
    const fonts = list.flatMap((p) => p.page.fonts)
    rows.push({
      route,
      lang,
      comparison,
      scripts,
      fonts,
      runs: list.map((p) => ({
        floor: { performance: p.floor.performance, lcpMs: p.floor.lcpMs, lcpPhasesMs: p.floor.lcpPhasesMs },
        page: { performance: p.page.performance, lcpMs: p.page.lcpMs, lcpPhasesMs: p.page.lcpPhasesMs },
      })),
      photo: photoOf(photos[route], list),
      lcpElements: [...new Set(list.map((p) => p.page.lcpElement).filter(Boolean))],
      verdict: floorVerdict({
        pointsBehind: comparison.pointsBehind,
        lcpAboveMs: comparison.lcpAboveMs,
        ourBytes: scripts?.ourBytes ?? null,
        fonts,
        lang,
      }),
      floorFonts: list.flatMap((p) => p.floor.fonts).length,
    })
  }
  return rows
}

/**
 * For a photo page: the photo as the phone lays it out and the renditions each side downloaded
 * (from every run's network records, each distinct one once), so the table shows that both loaded
 * the same candidate, once.
 * @param {import('./floor-photo.mjs').PhotoProbe | undefined} probe
 * @param {{ floor: ReturnType<typeof runOf>, page: ReturnType<typeof runOf> }[]} pairs
 * @returns {import('./floor-compare.mjs').FloorPhoto | null}
 */
function photoOf(probe, pairs) {
  if (!probe?.img) return null
  const source = new URL(probe.img.currentSrc).searchParams.get('url')
  /** The LCP photo's downloads of each run ("640 px avif 5035 B"), each distinct list once. */
  const distinct = (/** @type {{ source: string, width: number, type: string, bytes: number }[][]} */ runs) => [
    ...new Set(
      runs.map((photos) =>
        photos
          .filter((p) => p.source === source)
          .map((p) => `${p.width} px ${p.type.replace('image/', '')} ${p.bytes} B`)
          .join(' + '),
      ),
    ),
  ]
  return {
    cssWidth: probe.img.cssWidth,
    cssHeight: probe.img.cssHeight,
    sizes: probe.img.sizes,
    preloaded: probe.preload !== null,
    chosenWidth: Number(new URL(probe.img.currentSrc).searchParams.get('w')) || null,
    pageDownloads: distinct(pairs.map((p) => p.page.photos)),
    pageOtherPhotos: Math.max(
      ...pairs.map((p) => p.page.photos.filter((/** @type {{ source: string }} */ x) => x.source !== source).length),
    ),
    floorDownloads: distinct(pairs.map((p) => p.floor.photos)),
  }
}
