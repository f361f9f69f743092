import type { Payload } from 'payload'

import type { Lang } from '@/i18n/lang'

import { cachedSearch } from './cache'
import { list, run, sql, type SQL } from './db'
import { IN_CONTEXT, IN_TITLE } from './indexer'
import { highlight, matcher, type Snippet } from './snippet'
import { SEARCH_KINDS, type SearchKind } from './sources'
import { parseQuery, type QueryWord } from './tokenize'

/** Matches read from the index, at most; the page shows them grouped by kind. */
export const MAX_MATCHES = 100
/** Hits a result page shows (its ?page= shows the others): the page's cost follows it. */
export const HITS_PER_PAGE = 20

export type SearchHit = {
  title: string
  /** The title with its matching words marked. */
  titleParts: Snippet['parts']
  href: string
  /** A passage of the matched text around the first match; null for a unit without text. */
  snippet: Snippet | null
  /** PDF pages that match, each linking to the file at that page. */
  pages: { page: number; href: string }[]
  /** The PDF itself when the document's own text matched (no page). */
  fileHref: string | null
}
export type SearchGroup = { kind: SearchKind; hits: SearchHit[] }
export type SearchResult =
  | { status: 'empty' }
  | { status: 'too-long' }
  | { status: 'done'; groups: SearchGroup[]; total: number }

/**
 * Bounded work per query. A common word is in thousands of index entries; scoring them all costs
 * more than the page may (about 130 ms at 20,000 documents). So a query reads at most:
 * - PREFIX_TERMS distinct longer words a query word begins ("exa" → "exam", "examination" ...),
 *   found by a loose index scan (one index seek each, not a read of their entries);
 * - for its least common word (the "driver"), the CANDIDATES most recently indexed entries of
 *   each of its terms, and as many of its title entries (a partial index): those documents, at
 *   most 2 × CANDIDATES, are the candidates;
 * - for every word, the entries of the candidates only (index seeks on (term, doc)).
 * When the least common word has more than CANDIDATES entries, the results are ranked among the
 * CANDIDATES most recently indexed documents that contain it and as many that have it in their
 * title (titles first, then exact forms, then newest), not among all of them: at most MAX_MATCHES
 * are shown anyway, and a visitor narrows a search that finds thousands by adding a word, which
 * makes the driver rarer.
 */
export const CANDIDATES = 500
export const PREFIX_TERMS = 20

/** The longer terms a prefix begins, in index order (terms compare byte by byte: PostgreSQL COLLATE "C"). */
async function prefixTerms(payload: Payload, prefix: string | null): Promise<string[]> {
  if (!prefix) return []
  const hi = prefix + '\uffff'
  // Each step jumps to the next distinct term with one index seek (MIN over the primary key).
  const rows = await run(
    payload,
    sql`WITH RECURSIVE p(term, n) AS (
          SELECT (SELECT MIN(term) FROM search_terms WHERE term > ${prefix} AND term < ${hi}), 1
          UNION ALL
          SELECT (SELECT MIN(t.term) FROM search_terms t WHERE t.term > p.term AND t.term < ${hi}), p.n + 1 FROM p WHERE p.term IS NOT NULL AND p.n < ${PREFIX_TERMS}
        )
        SELECT term FROM p WHERE term IS NOT NULL`,
  )
  return rows.map((r) => String(r.term))
}

/** Those of `terms` the index holds: one index seek each (DISTINCT would read every entry of a common term). */
async function presentTerms(payload: Payload, terms: readonly string[]): Promise<string[]> {
  const found: string[] = []
  // SQLite allows 500 terms in a compound SELECT; a long word has more one-typo variants than that.
  for (let i = 0; i < terms.length; i += 250) {
    const each = terms.slice(i, i + 250).map((t) => sql`SELECT ${t} AS term WHERE EXISTS (SELECT 1 FROM search_terms WHERE term = ${t})`)
    const rows = await run(payload, sql.join(each, sql` UNION ALL `))
    found.push(...rows.map((r) => String(r.term)))
  }
  return found
}

/** A word that matches nothing as written is looked up again with one typo (tokenize.ts). */
const typoTerms = (payload: Payload, w: QueryWord, found: readonly string[]) => (found.length ? Promise.resolve([]) : presentTerms(payload, w.typos))

/** The terms of the index a query word matches (exact forms first), and those of them that count as exact. */
async function termsOfWord(payload: Payload, w: QueryWord): Promise<{ terms: string[]; exact: string[] }> {
  const exact = await presentTerms(payload, w.exact)
  const longer = await prefixTerms(payload, w.prefix)
  const typos = await typoTerms(payload, w, [...exact, ...longer])
  return { terms: [...new Set([...exact, ...longer, ...typos])], exact: [...exact, ...typos] }
}

/** How many entries a word's terms have, counted up to `cap` only. */
async function entriesUpTo(payload: Payload, terms: readonly string[], cap: number): Promise<number> {
  const [row] = await run(payload, sql`SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM search_terms WHERE term IN (${list(terms)}) LIMIT ${cap}) AS capped`)
  return Number(row?.n ?? 0)
}

// Written into the statement, not bound: a database uses a partial index only for a condition it can
// see implies the index's own (WHERE in_title = 1).
const TITLE_LITERAL = sql.raw(String(IN_TITLE))

/**
 * The candidates: the newest CANDIDATES documents that hold one of `terms`, and the newest
 * CANDIDATES that hold one in their title (so titles rank first over more than the newest bodies).
 * Each term's entries are read newest first and only as far as needed: the primary key (term, doc)
 * and the partial index of title entries (search_terms_title_idx).
 */
export function candidates(terms: readonly string[], sqlite: boolean): SQL {
  const newest = (from: SQL, where: SQL, alias: string) => sql`SELECT doc FROM (SELECT doc FROM ${from} WHERE ${where} ORDER BY doc DESC LIMIT ${CANDIDATES}) AS ${sql.raw(alias)}`
  // SQLite's planner, without statistics, prefers the primary key, which holds every entry of the term.
  const titles = sqlite ? sql`search_terms INDEXED BY search_terms_title_idx` : sql`search_terms`
  const perTerm = terms.map((t, i) => newest(sql`search_terms`, sql`term = ${t}`, `b${i}`))
  const inTitle = terms.map((t, i) => newest(titles, sql`term = ${t} AND in_title = ${TITLE_LITERAL}`, `t${i}`))
  return sql`SELECT doc FROM (SELECT doc FROM (${sql.join(perTerm, sql` UNION `)}) AS bodies ORDER BY doc DESC LIMIT ${CANDIDATES}) AS b
             UNION SELECT doc FROM (SELECT doc FROM (${sql.join(inTitle, sql` UNION `)}) AS titles ORDER BY doc DESC LIMIT ${CANDIDATES}) AS t`
}

/**
 * Search the index for what a visitor typed, in the page's language: every word must match (as
 * written, another form of it, a longer word it begins, or with one typo). Title matches rank
 * first, then exact forms; equal matches are ordered newest first. Only published documents are
 * in the index; notices and media talks also only inside their publication window, now.
 * The work is bounded (CANDIDATES above); results are kept briefly by src/search/cache.ts
 * unless `cache` is false.
 */
export async function search(payload: Payload, raw: unknown, lang: Lang, now: Date = new Date(), { cache = true } = {}): Promise<SearchResult> {
  const parsed = parseQuery(raw)
  if (parsed.kind !== 'words') return { status: parsed.kind }
  return cache ? cachedSearch(parsed.words, lang, now, () => searchWords(payload, parsed.words, lang, now)) : searchWords(payload, parsed.words, lang, now)
}

async function searchWords(payload: Payload, words: QueryWord[], lang: Lang, now: Date): Promise<SearchResult> {
  const found = await Promise.all(words.map((w) => termsOfWord(payload, w)))
  if (found.some((f) => !f.terms.length)) return { status: 'done', groups: [], total: 0 }
  // The driver: the word with the fewest entries (only counted up to what decides it).
  const sizes = words.length > 1 ? await Promise.all(found.map((f) => entriesUpTo(payload, f.terms, CANDIDATES + 1))) : [0]
  const driver = found[sizes.indexOf(Math.min(...sizes))]!

  // Per word and candidate unit: its best score (10 in the title, +2 exact or +1 prefix/typo) and
  // whether it matched the unit's own text rather than only its document's title (IN_CONTEXT, a PDF page).
  const perWord = found.map(
    (f) => sql`SELECT t.doc AS doc,
                    MAX(CASE WHEN t.in_title = ${IN_TITLE} THEN 10 ELSE 0 END + CASE WHEN t.term IN (${list(f.exact.length ? f.exact : [''])}) THEN 2 ELSE 1 END) AS score,
                    MAX(CASE WHEN t.in_title = ${IN_CONTEXT} THEN 0 ELSE 1 END) AS own
                  FROM search_terms t WHERE t.term IN (${list(f.terms)}) AND t.doc IN (SELECT doc FROM cand) GROUP BY t.doc`,
  )
  const at = now.toISOString()
  const rows = await run(
    payload,
    sql`WITH cand AS (${candidates(driver.terms, payload.db.name === 'sqlite')})
        SELECT d.id, d.source, d.doc_id, d.kind, d.href, d.file_href, d.page, d.title, d.body, m.score
        FROM (SELECT doc, SUM(score) AS score FROM (${sql.join(perWord, sql` UNION ALL `)}) per_word GROUP BY doc HAVING COUNT(*) = ${words.length} AND MAX(own) = 1) m
        JOIN search_docs d ON d.id = m.doc
        WHERE d.lang = ${lang}
          AND (d.publish_at IS NULL OR d.publish_at <= ${at})
          AND (d.expires_at IS NULL OR d.expires_at > ${at})
        ORDER BY m.score DESC, COALESCE(d.sort_date, '') DESC, d.id DESC
        LIMIT ${MAX_MATCHES}`,
  )
  const matches = new Set(found.flatMap((f, i) => f.exact.filter((t) => !words[i]!.exact.includes(t))))
  const isMatch = matcher(words, matches)
  const groups = new Map<SearchKind, Map<string, SearchHit>>()
  for (const r of rows) {
    const kind = String(r.kind) as SearchKind
    if (!SEARCH_KINDS.includes(kind)) continue
    const hits = groups.get(kind) ?? new Map<string, SearchHit>()
    groups.set(kind, hits)
    // One hit per document and place: its PDF pages are listed with it.
    const key = `${r.source}:${r.doc_id}:${r.href}`
    const page = r.page == null ? null : Number(r.page)
    let hit = hits.get(key)
    if (!hit) {
      const title = String(r.title)
      const body = String(r.body ?? '')
      hit = { title, titleParts: highlight(title, words, matches, isMatch).parts, href: String(r.href), snippet: body ? highlight(body, words, matches, isMatch) : null, pages: [], fileHref: null }
      hits.set(key, hit)
    }
    if (page !== null && r.file_href) hit.pages.push({ page, href: String(r.file_href) })
    else if (r.file_href && !hit.fileHref) hit.fileHref = String(r.file_href)
  }
  const ordered = SEARCH_KINDS.flatMap((kind) => {
    const hits = groups.get(kind)
    return hits ? [{ kind, hits: [...hits.values()].map((h) => ({ ...h, pages: h.pages.sort((a, b) => a.page - b.page) })) }] : []
  })
  return { status: 'done', groups: ordered, total: ordered.reduce((n, g) => n + g.hits.length, 0) }
}
