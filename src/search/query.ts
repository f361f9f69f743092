import type { Payload } from 'payload'

import type { Lang } from '@/i18n/lang'

import { list, run, sql, type SQL } from './db'
import { IN_CONTEXT, IN_TITLE } from './indexer'
import { highlight, type Snippet } from './snippet'
import { SEARCH_KINDS, type SearchKind } from './sources'
import { parseQuery, type QueryWord } from './tokenize'

/** Matches read from the index, at most; the page shows them grouped by kind. */
export const MAX_MATCHES = 100

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

/** Terms that match a query word: exact (word or stem) and, when the word is long enough, longer words it begins. */
function termMatch(w: QueryWord, extra: readonly string[]): SQL {
  const exact = [...w.exact, ...extra]
  const parts = [sql`t.term IN (${list(exact)})`]
  // Terms are compared byte by byte (PostgreSQL: COLLATE "C"), so this range is "starts with".
  if (w.prefix) parts.push(sql`(t.term > ${w.prefix} AND t.term < ${w.prefix + '\uffff'})`)
  return sql.join(parts, sql` OR `)
}

/** A word that matches nothing as written is looked up again with one typo (tokenize.ts). */
async function typoTerms(payload: Payload, w: QueryWord): Promise<string[]> {
  if (!w.typos.length) return []
  const found = await run(payload, sql`SELECT 1 AS found FROM search_terms t WHERE ${termMatch(w, [])} LIMIT 1`)
  if (found.length) return []
  const rows = await run(payload, sql`SELECT DISTINCT term FROM search_terms WHERE term IN (${list(w.typos)})`)
  return rows.map((r) => String(r.term))
}

/**
 * Search the index for what a visitor typed, in the page's language: every word must match (as
 * written, another form of it, a longer word it begins, or with one typo). Title matches rank
 * first, then exact forms; equal matches are ordered newest first. Only published documents are
 * in the index; notices and media talks also only inside their publication window, now.
 */
export async function search(payload: Payload, raw: unknown, lang: Lang, now: Date = new Date()): Promise<SearchResult> {
  const parsed = parseQuery(raw)
  if (parsed.kind !== 'words') return { status: parsed.kind }
  const words = parsed.words
  const typos = await Promise.all(words.map((w) => typoTerms(payload, w)))

  // Per word and unit: its best score (10 in the title, +2 exact or +1 prefix/typo) and whether it
  // matched the unit's own text rather than only its document's title (IN_CONTEXT, a PDF page).
  const perWord = words.map(
    (w, i) => sql`SELECT t.doc AS doc,
                    MAX(CASE WHEN t.in_title = ${IN_TITLE} THEN 10 ELSE 0 END + CASE WHEN t.term IN (${list([...w.exact, ...typos[i]!])}) THEN 2 ELSE 1 END) AS score,
                    MAX(CASE WHEN t.in_title = ${IN_CONTEXT} THEN 0 ELSE 1 END) AS own
                  FROM search_terms t WHERE ${termMatch(w, typos[i]!)} GROUP BY t.doc`,
  )
  const at = now.toISOString()
  const rows = await run(
    payload,
    sql`SELECT d.id, d.source, d.doc_id, d.kind, d.href, d.file_href, d.page, d.title, d.body, m.score
        FROM (SELECT doc, SUM(score) AS score FROM (${sql.join(perWord, sql` UNION ALL `)}) per_word GROUP BY doc HAVING COUNT(*) = ${words.length} AND MAX(own) = 1) m
        JOIN search_docs d ON d.id = m.doc
        WHERE d.lang = ${lang}
          AND (d.publish_at IS NULL OR d.publish_at <= ${at})
          AND (d.expires_at IS NULL OR d.expires_at > ${at})
        ORDER BY m.score DESC, COALESCE(d.sort_date, '') DESC, d.id DESC
        LIMIT ${MAX_MATCHES}`,
  )
  const matches = new Set(typos.flat())
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
      hit = { title, titleParts: highlight(title, words, matches).parts, href: String(r.href), snippet: body ? highlight(body, words, matches) : null, pages: [], fileHref: null }
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
