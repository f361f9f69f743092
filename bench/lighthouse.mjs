// npm run bench:lighthouse: Lighthouse (mobile, its default) scores and the compressed JavaScript
// each public route loads, on the production build (`npm run build` first) with a fresh demo
// database, in Debian's Chromium on 127.0.0.1. Writes bench/out/lighthouse.md.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = Number(process.env.BENCH_PORT || 3600)
const base = `http://127.0.0.1:${PORT}`
const routes = (process.env.ROUTES || '/,/aboutus,/trustees,/institutions,/institutions/1,/institutions/1/past-results,/awards,/gallery/all,/gallery/institute/1,/contactus,/rti,/notices,/mediatalks,/grievances,/importantlinks,/studentachievements,/admission,/studentlogin').split(',')

const server = spawn('bash', ['tests/e2e/serve.sh'], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: 'ignore', detached: true })
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stopServer)

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/v1/institute`)).ok) break
  } catch {}
  if (i > 240) throw new Error('server did not start')
  await new Promise((r) => setTimeout(r, 500))
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
const rows = []
try {
  for (const route of routes) {
    await fetch(base + route) // warm the server's cache: measure the page, not the first render
    const { lhr } = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error' })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
    const row = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      jsKb: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
    }
    rows.push(row)
    process.stdout.write(`${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, JS ${row.jsKb} KB\n`)
  }
} finally {
  await chrome.kill()
  stopServer()
}

const table = [
  `Lighthouse 12 mobile (default simulated throttling), measured ${new Date().toISOString()} on 127.0.0.1.`,
  '',
  '| route | performance | accessibility | best practices | SEO | JS (compressed KB) |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.jsKb} |`),
].join('\n')
mkdirSync('bench/out', { recursive: true })
writeFileSync('bench/out/lighthouse.md', table + '\n')
process.stdout.write(`\n${table}\n`)
process.exit(0)

