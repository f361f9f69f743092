/**
 * npm run bench:search (npx tsx bench/search-index.ts): the search index's build time, size and query times on synthetic
 * data (bench/search-seed.ts): 18,000 documents with a title and a paragraph, and 2,000 PDFs of 5
 * pages each (20,000 documents, 2,000 PDFs' text; a third of the words Marathi), written straight
 * into the index with the same code the change hooks use, on a fresh temporary SQLite database (or
 * DATABASE_URL=postgres://… / file:… to an empty, migrated database).
 * Environment: DOCS (18000), PDFS (2000), PAGES (5), RUNS (20 per query), SEED=0 (time the queries
 * on the index DATABASE_URL already holds).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { rareWord, seedSearchDocs } from './search-seed'

const dir = mkdtempSync(path.join(os.tmpdir(), 'search-bench-'))
process.env.DATABASE_URL ||= `file:${path.join(dir, 'bench.db')}`
process.env.LOG_LEVEL ||= 'warn'
const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const DOCS = num('DOCS', 18_000)
const PDFS = num('PDFS', 2_000)
const PAGES = num('PAGES', 5)
const RUNS = num('RUNS', 20)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { searchIndexStats } = await import('../src/search/indexer')
const { search } = await import('../src/search/query')
const { run, sql } = await import('../src/search/db')

const payload = await getPayload({ config })
let buildMs = 0
if (process.env.SEED !== '0') {
  buildMs = await seedSearchDocs(payload, {
    docs: DOCS + PDFS,
    pdfs: PDFS,
    pages: PAGES,
    onProgress: (done, ms) =>
      done % 5000 === 0 && process.stdout.write(`  ${done} documents indexed, ${(ms / 1000).toFixed(0)} s\n`),
  })
}
const stats = await searchIndexStats(payload)
let size = 'n/a'
if (process.env.DATABASE_URL.startsWith('file:')) {
  await run(payload, sql`PRAGMA wal_checkpoint(TRUNCATE)`)
  size = `${(statSync(process.env.DATABASE_URL.slice(5)).size / 1024 / 1024).toFixed(1)} MB (whole database file)`
} else {
  const [row] = await run(
    payload,
    sql`SELECT pg_total_relation_size('search_docs') + pg_total_relation_size('search_terms') AS bytes`,
  )
  size = `${(Number(row?.bytes) / 1024 / 1024).toFixed(1)} MB (both tables with their indexes)`
}

async function time(q: string) {
  const times: number[] = []
  let total = 0
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now()
    // Without the result cache (src/search/result-cache.ts), which would make this a measure of a Map lookup.
    const result = await search(payload, q, 'en', new Date(), { cache: false })
    times.push(performance.now() - t)
    total = result.status === 'done' ? result.total : 0
  }
  times.sort((a, b) => a - b)
  return `${q}: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms, ${total} results shown`
}

process.stdout.write(
  [
    `search index bench: ${stats.units} units, ${stats.postings} postings, ${stats.vocabulary} distinct terms` +
      (buildMs ? ` (${DOCS + PDFS} documents, ${PDFS} with a ${PAGES}-page PDF)` : ''),
    buildMs ? `build: ${(buildMs / 1000).toFixed(1)} s; size: ${size}` : `size: ${size}`,
    await time('examination'),
    await time('परीक्षा'),
    await time(rareWord(12345)),
    await time('examnation timetable'),
    await time('exa'),
    await time('examination timetable students'),
    '',
  ].join('\n'),
)
await payload.destroy()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
