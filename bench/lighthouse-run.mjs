// Lighthouse 12 (mobile, its default simulated throttling) in Debian's Chromium: the four category
// scores and the compressed JavaScript each route loads: the scripts' bodies as sent (brotli), and
// Lighthouse's transfer size, which adds each response's HTTP/1.1 headers (about 470 bytes a script
// here; HTTP/2 in front of the site compresses repeated headers to a few bytes). Each route is measured LIGHTHOUSE_RUNS
// times (3) and the run with the median performance score is reported, as Lighthouse's own
// guidance on variability advises: on this 2-core machine one run's score varies by ±10 points.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** Every public route in English, then the same routes in Marathi (/mr…). */
export const EN_ROUTES =
  '/,/aboutus,/trustees,/institutions,/institutions/1,/institutions/1/past-results,/awards,/gallery/all,/gallery/institute/1,/contactus,/rti,/notices,/mediatalks,/grievances,/importantlinks,/studentachievements,/admission,/studentlogin'.split(
    ',',
  )
export const ALL_ROUTES = [...EN_ROUTES, ...EN_ROUTES.map((route) => (route === '/' ? '/mr' : `/mr${route}`))]

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3))

/** Run Lighthouse on base + each route; onRow(row) is called after each. Returns the rows. */
export async function runLighthouse(base, routes, onRow = () => {}) {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error('Lighthouse runs against 127.0.0.1 only')
  const chrome = await chromeLauncher.launch({
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
  const rows = []
  try {
    for (const route of routes) {
      await (await fetch(base + route)).arrayBuffer() // warm the server's cache: measure the page, not the first render
      const runs = []
      for (let i = 0; i < RUNS; i++)
        runs.push(
          rowOf(
            route,
            (
              await lighthouse(base + route, {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                maxWaitForLoad: 30_000,
              })
            ).lhr,
          ),
        )
      runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1))
      const { scriptUrls, ...median } = runs[Math.floor((runs.length - 1) / 2)]
      const row = { ...median, jsBodyKb: await compressedKb(scriptUrls), runs: runs.map((r) => r.performance) }
      rows.push(row)
      onRow(row)
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

/** The bodies of these scripts as the server sends them to Chromium (which takes br and gzip), in KB. */
async function compressedKb(urls) {
  let bytes = 0
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const length = res.headers.get('content-length')
    if (!res.headers.get('content-encoding') || length === null)
      throw new Error(`${url}: not sent compressed with a length`)
    await res.body?.cancel()
    bytes += Number(length)
  }
  return Math.round((bytes / 1024) * 10) / 10
}

function rowOf(route, lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsKb: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
    scriptUrls: (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .map((r) => r.url),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    error: lhr.runtimeError?.message,
  }
}

export function lighthouseTable(rows) {
  const s = (v) => (v == null ? '–' : String(v))
  return [
    '| route | performance (median; all runs) | accessibility | best practices | SEO | JS KB: compressed (with headers) | LCP ms | TBT ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${s(r.performance)} (${(r.runs ?? [r.performance]).map(s).join(', ')}) | ${s(r.accessibility)} | ${s(r.bestPractices)} | ${s(r.seo)} | ${r.jsBodyKb ?? '–'} (${r.jsKb}) | ${r.lcpMs} | ${r.tbtMs} |` +
        (r.error ? ` ${r.error}` : ''),
    ),
  ].join('\n')
}
