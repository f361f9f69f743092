import type { Payload } from 'payload'

import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'

import { cachedSearch } from './result-cache'
import { list, run, sql, type Row, type SQL } from './db'
import { IN_CONTEXT, IN_TITLE } from './indexer'
import { highlight, matcher, type Snippet } from './snippet'
import { SEARCH_KINDS, type SearchKind } from './sources'
import { parseQuery, type QueryWord } from './tokenize'

/**
 * Hits a search answers, at most; the page shows them grouped by kind. Twice as many units are
 * read: a unit is in the index once per language, and one place is one hit.
 */
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
  /**
   * The language of the hit's text when it is not the page's: the other language's content (found
   * too, so that Marathi pages find what exists only in English and the other way round), or, on a
   * Marathi page, an English text shown there in place of a missing Marathi one. Marked on the page.
   */
  lang: Lang | null
}
export type SearchGroup = { kind: SearchKind; hits: SearchHit[] }
export type SearchResult =
  { status: 'empty' } | { status: 'too-long' } | { status: 'done'; groups: SearchGroup[]; total: number }

/**
 * Bounded work per query. A common word is in thousands of index entries; scoring them all costs
 * more than the page may (docs/benchmarks.md). So a query reads at most:
 * - PREFIX_TERMS distinct longer words a query word begins ("exa" → "exam", "examination" ...),
 *   found by a loose index scan (one index seek each, not a read of their entries);
 * - for its least common word (the "driver"), the CANDIDATES most recently indexed entries of
 *   each of its terms, and as many of its title entries (a partial index): those documents, at
 *   most 2 × CANDIDATES, are the candidates of every word;
 * - for each other word, as many candidates of its own (a document may match any of the words:
 *   "fee structure" finds a fee table that never says "structure"), so at most
 *   MAX_QUERY_WORDS × 2 × CANDIDATES candidates in all;
 * - for every word, the entries of the candidates only (index seeks on (term, doc)).
 * Documents that hold more of the words rank first (all of them, in titles, at the top), then
 * title matches, exact forms, newest. When a word has more than CANDIDATES entries, its results
 * are ranked among the CANDIDATES most recently indexed documents that contain it and as many that
 * have it in their title, not among all of them: at most MAX_MATCHES are shown anyway, and every
 * document that holds all the words is among the driver's candidates, so adding a word narrows
 * the top of the list as before.
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
    const each = terms
      .slice(i, i + 250)
      .map((t) => sql`SELECT ${t} AS term WHERE EXISTS (SELECT 1 FROM search_terms WHERE term = ${t})`)
    const rows = await run(payload, sql.join(each, sql` UNION ALL `))
    found.push(...rows.map((r) => String(r.term)))
  }
  return found
}

/** A word that matches nothing as written is looked up again with one typo (tokenize.ts). */
const typoTerms = (payload: Payload, w: QueryWord, found: readonly string[]) =>
  found.length ? Promise.resolve([]) : presentTerms(payload, w.typos)

/** The terms of the index a query word matches (exact forms first), and those of them that count as exact. */
async function termsOfWord(payload: Payload, w: QueryWord): Promise<{ terms: string[]; exact: string[] }> {
  const exact = await presentTerms(payload, w.exact)
  const longer = await prefixTerms(payload, w.prefix)
  const typos = await typoTerms(payload, w, [...exact, ...longer])
  return { terms: [...new Set([...exact, ...longer, ...typos])], exact: [...exact, ...typos] }
}

/** How many entries a word's terms have, counted up to `cap` only. */
async function entriesUpTo(payload: Payload, terms: readonly string[], cap: number): Promise<number> {
  const [row] = await run(
    payload,
    sql`SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM search_terms WHERE term IN (${list(terms)}) LIMIT ${cap}) AS capped`,
  )
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
  const newest = (from: SQL, where: SQL, alias: string) =>
    sql`SELECT doc FROM (SELECT doc FROM ${from} WHERE ${where} ORDER BY doc DESC LIMIT ${CANDIDATES}) AS ${sql.raw(alias)}`
  // SQLite's planner, without statistics, prefers the primary key, which holds every entry of the term.
  const titles = sqlite ? sql`search_terms INDEXED BY search_terms_title_idx` : sql`search_terms`
  const perTerm = terms.map((t, i) => newest(sql`search_terms`, sql`term = ${t}`, `b${i}`))
  const inTitle = terms.map((t, i) => newest(titles, sql`term = ${t} AND in_title = ${TITLE_LITERAL}`, `t${i}`))
  return sql`SELECT doc FROM (SELECT doc FROM (${sql.join(perTerm, sql` UNION `)}) AS bodies ORDER BY doc DESC LIMIT ${CANDIDATES}) AS b
             UNION SELECT doc FROM (SELECT doc FROM (${sql.join(inTitle, sql` UNION `)}) AS titles ORDER BY doc DESC LIMIT ${CANDIDATES}) AS t`
}

/**
 * Search the index for what a visitor typed: documents that match any of the words (as written,
 * another form of it, a longer word it begins, or with one typo), those with the most words first,
 * then title matches, exact forms, newest. Both languages' content is searched: a unit the page's
 * language has is shown in it, one only the other language matches is shown as it is, marked
 * (SearchHit.lang). Groups of kinds follow their best hit. Only published documents are
 * in the index; notices and media talks also only inside their publication window, now.
 * The work is bounded (CANDIDATES above); results are kept briefly by src/search/result-cache.ts
 * unless `cache` is false.
 */
export async function search(
  payload: Payload,
  raw: unknown,
  lang: Lang,
  now: Date = new Date(),
  { cache = true } = {},
): Promise<SearchResult> {
  const parsed = parseQuery(raw)
  if (parsed.kind !== 'words') return { status: parsed.kind }
  return cache
    ? cachedSearch(parsed.words, lang, now, () => searchWords(payload, parsed.words, lang, now))
    : searchWords(payload, parsed.words, lang, now)
}

async function searchWords(payload: Payload, allWords: QueryWord[], lang: Lang, now: Date): Promise<SearchResult> {
  const allFound = await Promise.all(allWords.map((w) => termsOfWord(payload, w)))
  // Words the index does not hold are left out; the others still find what they match.
  const words = allWords.filter((_, i) => allFound[i]!.terms.length)
  const found = allFound.filter((f) => f.terms.length)
  if (!found.length) return { status: 'done', groups: [], total: 0 }
  // The driver: the word with the fewest entries (only counted up to what decides it).
  const sizes =
    words.length > 1 ? await Promise.all(found.map((f) => entriesUpTo(payload, f.terms, CANDIDATES + 1))) : [0]
  const driver = sizes.indexOf(Math.min(...sizes))
  const sqlite = payload.db.name === 'sqlite'
  // The driver's candidates hold every document with all the words; each other word adds its own.
  const cand = sql.join(
    [found[driver]!, ...found.filter((_, i) => i !== driver)].map((f) => candidates(f.terms, sqlite)),
    sql` UNION `,
  )

  // Per word and candidate unit: its best score (10 in the title, +2 exact or +1 prefix/typo) and
  // whether it matched the unit's own text rather than only its document's title (IN_CONTEXT, a PDF page).
  const perWord = found.map(
    (f) => sql`SELECT t.doc AS doc,
                    MAX(CASE WHEN t.in_title = ${IN_TITLE} THEN 10 ELSE 0 END + CASE WHEN t.term IN (${list(f.exact.length ? f.exact : [''])}) THEN 2 ELSE 1 END) AS score,
                    MAX(CASE WHEN t.in_title = ${IN_CONTEXT} THEN 0 ELSE 1 END) AS own
                  FROM search_terms t WHERE t.term IN (${list(f.terms)}) AND t.doc IN (SELECT doc FROM cand) GROUP BY t.doc`,
  )
  const at = now.toISOString()
  // A unit counts the words it matches in its own text (a PDF page is not found by its title's words alone).
  const rows = await run(
    payload,
    sql`WITH cand AS (${cand})
        SELECT d.id, d.source, d.doc_id, d.lang, d.kind, d.href, d.file_href, d.page, d.title, d.body, m.words, m.score
        FROM (SELECT doc, COUNT(*) AS words, SUM(score) AS score FROM (${sql.join(perWord, sql` UNION ALL `)}) per_word
              GROUP BY doc HAVING MAX(own) = 1) m
        JOIN search_docs d ON d.id = m.doc
        WHERE (d.publish_at IS NULL OR d.publish_at <= ${at})
          AND (d.expires_at IS NULL OR d.expires_at > ${at})
        ORDER BY m.words DESC, m.score DESC, CASE WHEN d.lang = ${lang} THEN 0 ELSE 1 END, COALESCE(d.sort_date, '') DESC, d.id DESC
        LIMIT ${2 * MAX_MATCHES}`,
  )
  const matches = new Set(found.flatMap((f, i) => f.exact.filter((t) => !words[i]!.exact.includes(t))))
  const isMatch = matcher(words, matches)
  // One hit per document and place, in the page's language when that matched, else in the other,
  // in the order of its best unit. Its PDF pages are listed with it.
  const places = new Map<string, { kind: SearchKind; rank: number; own: Row[]; other: Row[] }>()
  rows.forEach((r, rank) => {
    const kind = String(r.kind) as SearchKind
    if (!SEARCH_KINDS.includes(kind)) return
    const key = `${r.source}:${r.doc_id}:${r.href}`
    let place = places.get(key)
    if (!place && places.size >= MAX_MATCHES) return
    if (!place) places.set(key, (place = { kind, rank, own: [], other: [] }))
    ;(r.lang === lang ? place.own : place.other).push(r)
  })
  const groups = new Map<SearchKind, { rank: number; hits: SearchHit[] }>()
  for (const place of places.values()) {
    const units = place.own.length ? place.own : place.other
    const first = units[0]!
    const title = String(first.title)
    const body = String(first.body ?? '')
    const hit: SearchHit = {
      title,
      titleParts: highlight(title, words, matches, isMatch).parts,
      href: String(first.href),
      snippet: body ? highlight(body, words, matches, isMatch) : null,
      pages: [],
      fileHref: null,
      lang: place.own.length ? (textLang(lang, title) ?? null) : (String(first.lang) as Lang),
    }
    // The pages that match as many of the words as the best place does ("timetable hydroponics":
    // the page with both, not every page that says "timetable").
    const most = Math.max(...units.map((r) => Number(r.words)))
    for (const r of units) {
      const page = r.page == null ? null : Number(r.page)
      if (page !== null && Number(r.words) < most) continue
      if (page !== null && r.file_href) hit.pages.push({ page, href: String(r.file_href) })
      else if (r.file_href && !hit.fileHref) hit.fileHref = String(r.file_href)
    }
    hit.pages.sort((a, b) => a.page - b.page)
    const group = groups.get(place.kind) ?? { rank: place.rank, hits: [] }
    groups.set(place.kind, group)
    group.hits.push(hit)
  }
  // Kinds in the order of their best hit (the best matches at the top of the page), then SEARCH_KINDS.
  const ordered = [...groups.entries()]
    .sort(([a, ga], [b, gb]) => ga.rank - gb.rank || SEARCH_KINDS.indexOf(a) - SEARCH_KINDS.indexOf(b))
    .map(([kind, g]) => ({ kind, hits: g.hits }))
  return { status: 'done', groups: ordered, total: ordered.reduce((n, g) => n + g.hits.length, 0) }
}
