/**
 * The seeding step of `SEARCH_DOCS=… npm run bench` (bench/search-bench.mjs runs it with tsx):
 * index SEARCH_DOCS synthetic documents, the last SEARCH_PDFS of them with a PDF of SEARCH_PAGES
 * pages of text (bench/search-seed.ts), into the database DATABASE_URL points to (the bench
 * server's, next to its demo content), then stamp `~search` so that running servers drop the
 * search results they keep (src/search/result-cache.ts). Prints one JSON line: the build time and the
 * index's rows.
 */
export {}

process.env.LOG_LEVEL ||= 'warn'
const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const docs = num('SEARCH_DOCS', 20_000)
const pdfs = Math.min(docs, num('SEARCH_PDFS', 2_000))
const pages = num('SEARCH_PAGES', 5)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { searchIndexStats } = await import('../src/search/indexer')
const { run, sql } = await import('../src/search/db')
const { bumpSql } = await import('../src/content/cache')
const { seedSearchDocs } = await import('./search-seed')

const payload = await getPayload({ config })
const before = await searchIndexStats(payload)
const buildMs = await seedSearchDocs(payload, {
  docs,
  pdfs,
  pages,
  onProgress: (done, ms) =>
    done % 5000 === 0 && process.stderr.write(`  ${done} documents indexed, ${(ms / 1000).toFixed(0)} s\n`),
})
await run(payload, sql.raw(bumpSql('~search')))
const after = await searchIndexStats(payload)
// The index's two tables with their indexes, as stored.
const [size] = await run(
  payload,
  payload.db.name === 'postgres'
    ? sql`SELECT pg_total_relation_size('search_docs') + pg_total_relation_size('search_terms') AS bytes`
    : sql`SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'search%'`,
)
process.stdout.write(
  `${JSON.stringify({ docs, pdfs, pages, buildMs, before, after, indexBytes: Number(size?.bytes ?? 0) })}\n`,
)
await payload.destroy()
process.exit(0)
