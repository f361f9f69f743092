// npm run bench:lighthouse: Lighthouse mobile scores and the compressed JavaScript of every public
// route in English and in Marathi (ROUTES=/a,/b to choose), on the production build (`npm run build`
// first) with a fresh demo database on 127.0.0.1. Writes bench/out/lighthouse.md. `npm run bench`
// runs its six main pages (targets.mjs).
import { mkdirSync, writeFileSync } from 'node:fs'

import { ALL_ROUTES, lighthouseTable, runLighthouse } from './lighthouse-run.mjs'
import { startServer } from './server.mjs'

const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : ALL_ROUTES
const server = await startServer({ port: Number(process.env.BENCH_PORT || 3600) })
process.on('exit', server.stopSync)
let rows
try {
  rows = await runLighthouse(server.base, routes, (r) =>
    process.stdout.write(
      `${r.route}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, JS ${r.jsBodyKb} KB (${r.jsKb} KB with headers)\n`,
    ),
  )
} finally {
  await server.stop()
}
const table = [
  `Lighthouse 12 mobile (default simulated throttling), measured ${new Date().toISOString()} on 127.0.0.1.`,
  '',
  lighthouseTable(rows),
].join('\n')
mkdirSync('bench/out', { recursive: true })
writeFileSync('bench/out/lighthouse.md', table + '\n')
process.stdout.write(`\n${table}\n`)
process.exit(0)
