/**
 * Site search stays cheap on a large index: a query ranks at most CANDIDATES documents of its least
 * common word (src/search/query.ts), and results kept by src/search/result-cache.ts never outlive what the
 * database holds (version stamps re-read within CHECK_MS, a time window for scheduled notices).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bumpSql, CHECK_MS } from '@/content/cache'
import { clearSearchCache, TTL_MS } from '@/search/result-cache'
import { run, sql } from '@/search/db'
import { insertUnits, rebuildSearchIndex, type Unit } from '@/search/indexer'
import { CANDIDATES, candidates, MAX_MATCHES, search, type SearchResult } from '@/search/query'

import { migratedPayload } from './payload'

let payload: Payload
const unit = (id: number, title: string, body: string, date: string): Unit => ({
  source: 'notices',
  docId: id,
  lang: 'en',
  kind: 'notices',
  href: `/notices/${id}`,
  fileHref: null,
  mediaId: null,
  page: null,
  title,
  body,
  date,
  publishAt: null,
  expiresAt: null,
  titleTerms: true,
})
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString()
const hrefs = (r: SearchResult) => (r.status === 'done' ? r.groups.flatMap((g) => g.hits.map((h) => h.href)) : [])
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Index documents straight into the tables, without the change hooks (and so without a stamp). */
async function index(units: Unit[]) {
  const transactionID = await payload.db.beginTransaction()
  await insertUnits(payload, units, transactionID ? { transactionID } : undefined)
  if (transactionID) await payload.db.commitTransaction(transactionID)
}

beforeAll(async () => {
  payload = await migratedPayload()
  // More documents with "circular" than a query ranks; document 1, the oldest, also says "quarantine".
  // Document 0, indexed first and the oldest, has it in its title.
  const units = [
    unit(0, 'Circular archive', 'from long ago', day(-5)),
    unit(1, 'Old notice', 'circular about quarantine rules', day(0)),
  ]
  for (let i = 2; i <= CANDIDATES + 200; i++)
    units.push(unit(i, `Notice ${i}`, `circular number ${i} for parents`, day(i)))
  // A document indexed last, dated before all but document 0, has it in its title.
  units.push(unit(CANDIDATES + 201, 'Circular on fees', 'the fees for the year', day(-1)))
  await index(units)
})
afterAll(() => payload?.destroy())

describe('bounded work per query', () => {
  it('ranks a common word among the most recently indexed documents, titles first, then newest', async () => {
    const found = hrefs(await search(payload, 'circular', 'en', new Date(), { cache: false }))
    expect(found).toHaveLength(MAX_MATCHES)
    // Title matches first, newest first. Title entries are candidates of their own (the partial index),
    // so document 0, the oldest of all and far beyond the CANDIDATES newest entries, is one.
    expect(found.slice(0, 2)).toEqual([`/notices/${CANDIDATES + 201}`, '/notices/0'])
    expect(found.slice(2, 5)).toEqual([
      `/notices/${CANDIDATES + 200}`,
      `/notices/${CANDIDATES + 199}`,
      `/notices/${CANDIDATES + 198}`,
    ])
  })

  it('finds an old document when another word of the query is rarer (it drives the candidates), first as it holds both', async () => {
    for (const q of ['circular quarantine', 'quarantine circular', 'circular quarant', 'circular quarantne']) {
      // A prefix and a typo still work on the rare word. Documents with one of the words follow.
      const found = hrefs(await search(payload, q, 'en', new Date(), { cache: false }))
      expect(found[0], q).toBe('/notices/1')
      expect(found.slice(1, 3), q).toEqual([`/notices/${CANDIDATES + 201}`, '/notices/0'])
      expect(found, q).toHaveLength(MAX_MATCHES)
    }
  })

  it('reads the candidates through the primary key and the partial index of titles, never a scan', async () => {
    const plan = (await run(payload, sql`EXPLAIN QUERY PLAN ${candidates(['circular', 'circul'], true)}`)).map((r) =>
      String(r.detail),
    )
    expect(plan.filter((d) => /search_terms/.test(d))).toEqual([
      'SEARCH search_terms USING PRIMARY KEY (term=?)',
      'SEARCH search_terms USING PRIMARY KEY (term=?)',
      'SEARCH search_terms USING COVERING INDEX search_terms_title_idx (term=?)',
      'SEARCH search_terms USING COVERING INDEX search_terms_title_idx (term=?)',
    ])
    expect(plan.some((d) => /^SCAN search_terms/.test(d))).toBe(false)
  })

  it('answers a word that matches nothing with no results, and leaves it out when another word matches', async () => {
    expect(hrefs(await search(payload, 'zebra', 'en', new Date(), { cache: false }))).toEqual([])
    expect(hrefs(await search(payload, 'zebra giraffe', 'en', new Date(), { cache: false }))).toEqual([])
    expect(hrefs(await search(payload, 'circular zebra', 'en', new Date(), { cache: false })).slice(0, 2)).toEqual([
      `/notices/${CANDIDATES + 201}`,
      '/notices/0',
    ])
  })
})

describe('the result cache', () => {
  it('shares a result between spellings of the same words, and drops it within CHECK_MS of a stamp written elsewhere', async () => {
    clearSearchCache()
    const now = new Date()
    expect(hrefs(await search(payload, 'Vaccination', 'en', now))).toEqual([])
    // Indexed without a stamp: the kept result is still used (the same normalized words, the same language).
    await index([unit(9001, 'Vaccination camp', 'for all students', day(500))])
    expect(hrefs(await search(payload, '  vaccination ', 'en', now))).toEqual([])
    // Not for the other language: its search reads the index (and finds the English notice, marked).
    expect(hrefs(await search(payload, 'vaccination', 'mr', now))).toEqual(['/notices/9001'])
    // Another process's change (a rebuild, or an edit through another instance) writes a stamp.
    await run(payload, sql.raw(bumpSql('~search')))
    await wait(CHECK_MS + 50)
    expect(hrefs(await search(payload, 'VACCINATION', 'en', now))).toEqual(['/notices/9001'])
  })

  it('keeps a result only within its time window (publish at / hide after are compared with the time)', async () => {
    clearSearchCache()
    const now = new Date()
    expect(hrefs(await search(payload, 'hockey', 'en', now))).toEqual([])
    await index([unit(9002, 'Hockey match', 'at the ground', day(501))])
    expect(hrefs(await search(payload, 'hockey', 'en', now))).toEqual([])
    expect(hrefs(await search(payload, 'hockey', 'en', new Date(now.getTime() + TTL_MS)))).toEqual(['/notices/9002'])
  })

  it('a rebuild of the index (not a change through the hooks) drops the kept results too', async () => {
    clearSearchCache()
    const now = new Date()
    expect(hrefs(await search(payload, 'vaccination', 'en', now))).toEqual(['/notices/9001'])
    // The rebuild indexes the site's content again: the documents written straight into the index are gone.
    await rebuildSearchIndex(payload)
    await wait(CHECK_MS + 50)
    expect(hrefs(await search(payload, 'vaccination', 'en', now))).toEqual([])
  })
})
