// The web fonts a page loads, as a browser fetches them: each route in a fresh Chromium context
// (Debian's Chromium through Playwright, empty cache, a 375 px phone viewport), until the network
// is idle and document.fonts.ready; every font response with the bytes of its body as they
// travelled (compressed, if the server compressed it: woff2 is compressed inside the file) and its
// response headers, and the faces document.fonts reports as loaded. Also how many Devanagari
// characters the page shows, so that "no Devanagari font" on an English page can be read against
// whether it had any Devanagari to set.
import { chromium } from '@playwright/test'

/** The routes `npm run bench` checks: the two Marathi pages, and English pages with and without Devanagari text. */
export const FONT_ROUTES = ['/mr', '/mr/institutions/1', '/', '/aboutus']

const isFont = (request) => request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url())
/** noto-sans-devanagari-devanagari-700-normal.1a2b3c.woff2 → 700 */
const weightOf = (file) => /-(\d00)-(normal|italic)\b/.exec(file)?.[1] ?? null

/** Wait until no font has been requested for 1.5 s, and no longer than 20 s. */
async function quiet(requests) {
  const fonts = () => requests.filter(isFont).length
  const until = Date.now() + 20_000
  for (let n = -1; n !== fonts() && Date.now() < until;) {
    n = fonts()
    await new Promise((r) => setTimeout(r, 1500))
  }
}

/** Measure base + each route; onRow(row) after each. Returns the rows. */
export async function measureFonts(base, routes = FONT_ROUTES, onRow = () => {}) {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error('the font check runs against 127.0.0.1 only')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const rows = []
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      })
      try {
        const page = await context.newPage()
        // Finished requests only: the home page's visit counter is a keepalive fetch, whose end
        // Chromium never reports (so neither 'networkidle' nor its sizes would ever come).
        const started = []
        const finished = []
        page.on('request', (request) => started.push(request))
        page.on('requestfinished', (request) => finished.push(request))
        const main = await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 })
        if (!main?.ok()) throw new Error(`GET ${route} answered ${main?.status()}`)
        await quiet(started)
        const seen = await page.evaluate(async () => {
          await document.fonts.ready
          const devanagari = (document.body.innerText.match(/[\u0900-\u097F]/g) ?? []).length
          const faces = [...document.fonts]
            .filter((f) => f.status === 'loaded')
            .map((f) => `${f.family.replace(/["']/g, '')} ${f.weight}`)
          return { devanagari, faces, lang: document.documentElement.lang }
        })
        await quiet(started) // anything a late layout set off
        const files = []
        let totalBytes = 0
        for (const request of finished) {
          const sizes = await request.sizes().catch(() => null)
          totalBytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0
          if (!isFont(request)) continue
          const response = await request.response()
          const file = decodeURIComponent(new URL(request.url()).pathname.split('/').pop())
          files.push({
            file,
            weight: weightOf(file),
            status: response?.status() ?? null,
            encoding: response?.headers()['content-encoding'] ?? null,
            bodyBytes: sizes?.responseBodySize ?? null,
            headerBytes: sizes?.responseHeadersSize ?? null,
          })
        }
        const devanagariFiles = files.filter((f) => /devanagari/i.test(f.file))
        const row = {
          route,
          lang: seen.lang,
          devanagariChars: seen.devanagari,
          faces: [...new Set(seen.faces)],
          files,
          fontBodyBytes: files.reduce((s, f) => s + (f.bodyBytes ?? 0), 0),
          fontBytes: files.reduce((s, f) => s + (f.bodyBytes ?? 0) + (f.headerBytes ?? 0), 0),
          devanagariBodyBytes: devanagariFiles.reduce((s, f) => s + (f.bodyBytes ?? 0), 0),
          devanagariFiles: devanagariFiles.length,
          totalBytes,
          requests: finished.length,
          unfinished: started.filter((r) => isFont(r) && !finished.includes(r)).length,
        }
        rows.push(row)
        onRow(row)
      } catch (e) {
        const row = { route, failed: String(e.message || e) }
        rows.push(row)
        onRow(row)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

/** The Markdown table of measureFonts' rows. */
export function fontTable(rows) {
  return [
    '| route | `lang` | Devanagari characters shown | font files loaded (weight: body KB as transferred, encoding) | font bytes (bodies; with headers) | all responses (with headers) | Devanagari font share |',
    '|---|---|---:|---|---:|---:|---:|',
    ...rows.map((r) => {
      if (r.failed) return `| \`${r.route}\` | ${r.failed} |`
      const files = r.files.length
        ? r.files
            .map(
              (f) =>
                `\`${f.file}\` (${f.weight ?? '?'}: ${f.bodyBytes == null ? '?' : kb(f.bodyBytes)} KB, ${f.encoding ?? 'identity'}${f.status === 200 ? '' : `, status ${f.status}`})`,
            )
            .join('<br>')
        : 'none'
      const unfinished = r.unfinished
        ? `<br>${r.unfinished} font request${r.unfinished === 1 ? '' : 's'} not finished`
        : ''
      const share = r.totalBytes ? `${((r.devanagariBodyBytes / r.totalBytes) * 100).toFixed(1)} %` : '–'
      return `| \`${r.route}\` | ${r.lang} | ${r.devanagariChars} | ${files}${unfinished} | ${r.fontBodyBytes} B = ${kb(r.fontBodyBytes)} KB; ${kb(r.fontBytes)} KB | ${kb(r.totalBytes)} KB in ${r.requests} | ${share} |`
    }),
  ].join('\n')
}
