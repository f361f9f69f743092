// `SEARCH_DOCS=20000 npm run bench`: site search on a large index. The bench server starts with the
// demo content as usual; bench/search-seed-run.ts then indexes SEARCH_DOCS synthetic documents
// (SEARCH_PDFS of them with a PDF of SEARCH_PAGES pages of text) into its database with the change
// hooks' own code, and only the /search targets of targets.mjs are measured, with the pages'
// targets. The build time, the index's size and the rows go to their own section of
// bench/results.md (replaced on the next such run; kept by a full `npm run bench`).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const SEARCH_HEADING = '## Site search at '

/** Run the seeding script against the bench server's database; returns its JSON report. */
export function seedSearchIndex(server, env) {
  const childEnv = {
    ...process.env,
    ...env,
    DATABASE_URL: `file:${path.join(server.dir, 'site.db')}`,
    UPLOADS_DIR: path.join(server.dir, 'uploads'),
  }
  const r = spawnSync('npx', ['--no-install', 'tsx', 'bench/search-seed-run.ts'], {
    env: childEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (r.status !== 0) throw new Error(`bench/search-seed-run.ts failed (exit ${r.status}): ${r.stdout}`)
  return JSON.parse(r.stdout.trim().split('\n').at(-1))
}

const n = (x) => Number(x).toLocaleString('en')

/** The results.md section: how the index was built, its size, and the /search rows (from report.mjs's table). */
export function searchSection({ meta, seed, table, verdicts }) {
  return [
    `${SEARCH_HEADING}${n(seed.docs)} more documents (\`SEARCH_DOCS=${seed.docs} npm run bench\`)`,
    '',
    `${meta.date}, commit ${meta.commit}, ${meta.cpus} × ${meta.cpuModel}, load average at start ${meta.loadavg.map((x) => x.toFixed(2)).join(' / ')}; ${meta.connections} connections, ${meta.duration} s per target after ${meta.warmup} s warm-up, SQLite.${meta.note ? ` ${meta.note}` : ''}`,
    '',
    `The demo database plus ${n(seed.docs)} synthetic documents (a title and a paragraph each; the last ${n(seed.pdfs)} also with a ${seed.pages}-page PDF's text; a third of the words Marathi), written into the index with the change hooks' own code (\`insertUnits\`) in transactions of 500 documents by \`bench/search-seed-run.ts\`.`,
    '',
    '| measure | figure |',
    '|---|---:|',
    `| documents added | ${n(seed.docs)} (${n(seed.pdfs)} with a PDF) |`,
    `| index rows: places (units) | ${n(seed.before.units)} → ${n(seed.after.units)} |`,
    `| index rows: term entries | ${n(seed.before.postings)} → ${n(seed.after.postings)} |`,
    `| distinct terms | ${n(seed.after.vocabulary)} |`,
    `| build time (the documents added) | ${(seed.buildMs / 1000).toFixed(1)} s |`,
    `| index size (both tables with their indexes) | ${(seed.indexBytes / 1024 / 1024).toFixed(1)} MB |`,
    '',
    `Each request asks the server to search: /search is not in the micro-cache (its per-address rate limit, off for the bench: \`RATE_LIMIT_SEARCH=off\`); src/search/result-cache.ts keeps a result for at most 1 s and while the index is unchanged; a query's work is bounded (src/search/query.ts: it ranks at most the 500 most recently indexed documents of its least common word and the 500 most recent with it in a title) and a page shows 20 hits.`,
    '',
    table,
    '',
    verdicts,
  ].join('\n')
}

/** Put `section` in place of the results.md section with the same heading start, or at the end. */
export function writeSection(file, heading, section) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n'
  const at = text.indexOf(`\n${heading}`)
  const end = at < 0 ? -1 : text.indexOf('\n## ', at + heading.length + 1)
  writeFileSync(
    file,
    at < 0
      ? `${text.trimEnd()}\n\n${section}\n`
      : `${text.slice(0, at + 1)}${section}\n${end < 0 ? '' : text.slice(end)}`,
  )
}
