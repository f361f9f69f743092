/**
 * npm run bench:search (npx tsx bench/search-index.ts): the search index's build time, size and query times on synthetic
 * data: 18,000 documents with a title and a paragraph, and 2,000 PDFs of 5 pages each (20,000
 * documents, 2,000 PDFs' text; a third of the words Marathi). The documents are written straight
 * into the index with the same code the change hooks use (src/search/indexer.ts insertUnits), on a
 * fresh temporary SQLite database (or DATABASE_URL=postgres://… to an empty database).
 * Environment: DOCS (18000), PDFS (2000), PAGES (5), RUNS (20 per query).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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
const { insertUnits, searchIndexStats } = await import('../src/search/indexer')
const { search } = await import('../src/search/query')
const { run, sql } = await import('../src/search/db')

// A deterministic pseudo-random text: common words often, a long tail of rarer ones.
// mulberry32: exact in 32-bit integer arithmetic.
let seed = 42
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const EN = 'school notice examination timetable students parents teacher admission result holiday sports science library annual meeting circular principal college standard division term fees uniform'.split(' ')
const MR = 'शाळा सूचना परीक्षा वेळापत्रक विद्यार्थी पालक शिक्षक प्रवेश निकाल सुट्टी क्रीडा विज्ञान ग्रंथालय वार्षिक सभा'.split(' ')
const rare = (i: number) => `word${i.toString(36)}`
const text = (n: number) =>
  Array.from({ length: n }, () => {
    const r = rand()
    return r < 0.5 ? EN[Math.floor(rand() * EN.length)] : r < 0.8 ? MR[Math.floor(rand() * MR.length)] : rare(Math.floor(rand() * 200_000))
  }).join(' ')

const payload = await getPayload({ config })
const base = { lang: 'en' as const, kind: 'notices', fileHref: null, mediaId: null, page: null, publishAt: null, expiresAt: null, titleTerms: true }
const started = Date.now()
for (let i = 0; i < DOCS + PDFS; i++) {
  const doc = { ...base, source: 'notices', docId: i + 1, href: `/notices/${i + 1}`, title: text(8), body: text(60), date: new Date(Date.now() - i * 60_000).toISOString() }
  const units = [doc]
  if (i >= DOCS) {
    for (let p = 1; p <= PAGES; p++) units.push({ ...doc, page: p, fileHref: `/cms-api/media/file/doc-${i}.pdf#page=${p}`, body: text(300), titleTerms: false } as never)
  }
  await insertUnits(payload, units)
  if ((i + 1) % 5000 === 0) process.stdout.write(`  ${i + 1} documents indexed, ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
}
const buildMs = Date.now() - started
const stats = await searchIndexStats(payload)
let size = 'n/a'
if (process.env.DATABASE_URL.startsWith('file:')) {
  await run(payload, sql`PRAGMA wal_checkpoint(TRUNCATE)`)
  size = `${(statSync(process.env.DATABASE_URL.slice(5)).size / 1024 / 1024).toFixed(1)} MB (whole database file)`
} else {
  const [row] = await run(payload, sql`SELECT pg_total_relation_size('search_docs') + pg_total_relation_size('search_terms') AS bytes`)
  size = `${(Number(row?.bytes) / 1024 / 1024).toFixed(1)} MB (both tables with their indexes)`
}

async function time(q: string) {
  const times: number[] = []
  let total = 0
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now()
    const result = await search(payload, q, 'en')
    times.push(performance.now() - t)
    total = result.status === 'done' ? result.total : 0
  }
  times.sort((a, b) => a - b)
  return `${q}: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms, ${total} results shown`
}

process.stdout.write(
  [
    `search index bench: ${DOCS + PDFS} documents (${PDFS} with a ${PAGES}-page PDF) → ${stats.units} units, ${stats.postings} postings, ${stats.vocabulary} distinct terms`,
    `build: ${(buildMs / 1000).toFixed(1)} s; size: ${size}`,
    await time('examination'),
    await time('परीक्षा'),
    await time(rare(12345)),
    await time('examnation timetable'),
    await time('exa'),
    '',
  ].join('\n'),
)
await payload.destroy()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
