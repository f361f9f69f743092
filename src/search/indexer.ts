import { AsyncLocalStorage } from 'node:async_hooks'

import type { CollectionSlug, Config, Payload, PayloadRequest, Plugin, Where } from 'payload'

import { bumpSql } from '@/content/cache'
import { LANGS, type Lang } from '@/i18n/lang'
import { logger } from '@/services/logger'

import { run, sql } from './db'
import { pdfPages, SEARCH_SOURCES, SEARCH_UNITS_VERSION, sourceOf, type SearchSource } from './sources'
import { termCounts } from './tokenize'

/**
 * The search index: two tables (created by the `search_index` migrations), kept in step with the
 * content by Payload's change hooks, in the transaction of the change.
 *
 * - `search_docs`: one row per indexed unit and language (a notice, an institution's section block,
 *   one page of a PDF ...): its kind, address, title, text, date and publication window.
 * - `search_terms`: the inverted index, one row per term and unit (term, unit, where: IN_BODY,
 *   IN_TITLE or IN_CONTEXT, count).
 *
 * Every save of an indexed collection re-reads the document's published version in both languages
 * and replaces its rows; a draft save leaves the published version, so its rows come out the same;
 * an unpublish or delete removes them. "Publish at" / "Hide after" are stored and compared at
 * query time, so no job has to run when a notice's time comes. The database holds the index, so
 * every server instance sees the same one at once; nothing is kept in a process.
 */

export type Unit = {
  source: string
  docId: number
  lang: Lang
  kind: string
  href: string
  fileHref: string | null
  mediaId: number | null
  page: number | null
  title: string
  body: string
  date: string | null
  publishAt: string | null
  expiresAt: string | null
  /** Whether the title's words are indexed (not for PDF pages, whose title is the document's). */
  titleTerms: boolean
}

/**
 * Join fields (an institution's achievements, photos ...) are not read: they are indexed as their own
 * documents. Payload types `joins` per collection; this one option fits every collection.
 */
const NO_JOINS = { joins: false } as object

const iso = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : null)

/** The rows of one published document in one language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unitsOf(source: SearchSource, doc: Record<string, any>, lang: Lang): Unit[] {
  const base = {
    source: source.collection,
    docId: Number(doc.id),
    lang,
    kind: source.kind,
    date: iso(source.date?.(doc)),
    publishAt: source.scheduled ? iso(doc.publishAt) : null,
    expiresAt: source.scheduled ? iso(doc.expiresAt) : null,
  }
  const out: Unit[] = []
  for (const unit of source.units(doc, lang)) {
    const mediaId = typeof unit.pdf?.id === 'number' ? unit.pdf.id : null
    // Only a PDF is offered as "Open the PDF" (a media talk's cutting may be an image).
    const pdfHref = unit.pdf?.mimeType === 'application/pdf' ? (unit.pdf.url ?? null) : null
    out.push({
      ...base,
      href: unit.href,
      fileHref: pdfHref,
      mediaId,
      page: null,
      title: unit.title,
      body: unit.body,
      titleTerms: true,
    })
    pdfPages(unit.pdf).forEach((text, i) => {
      if (!text.trim()) return
      const fileHref = `${unit.pdf!.url}#page=${i + 1}`
      out.push({
        ...base,
        href: unit.href,
        fileHref,
        mediaId,
        page: i + 1,
        title: unit.title,
        body: text,
        titleTerms: false,
      })
    })
  }
  return out
}

/** Where a term occurs in a unit (`search_terms.in_title`). */
export const IN_BODY = 0
export const IN_TITLE = 1
/**
 * On a PDF page, a word of the document's title that is not on the page: it lets "timetable
 * hydroponics" find page 3 of the timetable, but a page is never found by its title's words alone
 * (the document itself is; src/search/query.ts).
 */
export const IN_CONTEXT = 2

/** Term → [where, count] for one unit. */
export function termsOfUnit(u: Pick<Unit, 'title' | 'body' | 'titleTerms'>): Map<string, [number, number]> {
  const terms = new Map<string, [number, number]>()
  for (const [t, n] of termCounts(u.body)) terms.set(t, [IN_BODY, n])
  for (const [t, n] of termCounts(u.title)) {
    const inBody = terms.get(t)
    if (u.titleTerms) terms.set(t, [IN_TITLE, n + (inBody?.[1] ?? 0)])
    else if (!inBody) terms.set(t, [IN_CONTEXT, 0])
  }
  return terms
}

/** Terms per insert statement (4 values each, well under SQLite's and PostgreSQL's limits). */
const TERMS_PER_INSERT = 400

export async function insertUnits(payload: Payload, units: Unit[], req?: Partial<PayloadRequest>) {
  for (const u of units) {
    const [row] = await run(
      payload,
      sql`INSERT INTO search_docs (source, doc_id, lang, kind, href, file_href, media_id, page, title, body, sort_date, publish_at, expires_at)
          VALUES (${u.source}, ${u.docId}, ${u.lang}, ${u.kind}, ${u.href}, ${u.fileHref}, ${u.mediaId}, ${u.page}, ${u.title}, ${u.body}, ${u.date}, ${u.publishAt}, ${u.expiresAt})
          RETURNING id`,
      req,
    )
    const id = Number(row?.id)
    const terms = [...termsOfUnit(u)]
    for (let i = 0; i < terms.length; i += TERMS_PER_INSERT) {
      const values = terms.slice(i, i + TERMS_PER_INSERT).map(([t, [where, n]]) => sql`(${t}, ${id}, ${where}, ${n})`)
      await run(
        payload,
        sql`INSERT INTO search_terms (term, doc, in_title, freq) VALUES ${sql.join(values, sql`, `)}`,
        req,
      )
    }
  }
}

async function removeDocument(payload: Payload, collection: string, id: number, req?: Partial<PayloadRequest>) {
  await run(
    payload,
    sql`DELETE FROM search_terms WHERE doc IN (SELECT id FROM search_docs WHERE source = ${collection} AND doc_id = ${id})`,
    req,
  )
  await run(payload, sql`DELETE FROM search_docs WHERE source = ${collection} AND doc_id = ${id}`, req)
}

/**
 * Local API calls get a request of their own that only shares the transaction: Payload's local API
 * sets the locale on the request it is given, which must not change the editor's request.
 */
const sharing = (req?: Partial<PayloadRequest>): Partial<PayloadRequest> | undefined =>
  req ? { transactionID: req.transactionID } : undefined

/** Re-index one document from its published version in every language (or remove it). */
export async function reindexDocument(
  payload: Payload,
  collection: CollectionSlug,
  id: number,
  req?: Partial<PayloadRequest>,
) {
  const source = sourceOf(collection)
  if (!source) return
  const drafts = !!payload.collections[collection]?.config.versions?.drafts
  const units: Unit[] = []
  for (const lang of LANGS) {
    const doc = await payload.findByID({
      collection,
      id,
      locale: lang,
      depth: 1,
      ...NO_JOINS,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req: sharing(req),
    })
    if (!doc || (drafts && (doc as { _status?: string })._status !== 'published')) break
    units.push(...unitsOf(source, doc, lang))
  }
  await removeDocument(payload, collection, id, req)
  await insertUnits(payload, units, req)
}

/** Index every document of the given collections (their earlier rows are replaced). */
export async function indexCollections(payload: Payload, collections: CollectionSlug[], req?: Partial<PayloadRequest>) {
  for (const collection of collections) {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      ...NO_JOINS,
      overrideAccess: true,
      req: sharing(req),
    })
    for (const doc of docs) await reindexDocument(payload, collection, Number(doc.id), req)
  }
}

/**
 * The version of what the sources index (src/search/sources.ts SEARCH_UNITS_VERSION), kept in the
 * index itself as one row of this source with no terms (never found, never counted): an index built
 * by older code has an older one, and the sources changed since are indexed again at start.
 */
const VERSION_SOURCE = '~units-version'

async function indexedVersion(payload: Payload): Promise<number> {
  const [row] = await run(payload, sql`SELECT doc_id FROM search_docs WHERE source = ${VERSION_SOURCE} LIMIT 1`)
  return row ? Number(row.doc_id) : 1
}

async function markIndexedVersion(payload: Payload) {
  await run(payload, sql`DELETE FROM search_docs WHERE source = ${VERSION_SOURCE}`)
  await run(
    payload,
    sql`INSERT INTO search_docs (source, doc_id, lang, kind, href, title, body) VALUES (${VERSION_SOURCE}, ${SEARCH_UNITS_VERSION}, 'en', ${VERSION_SOURCE}, '', '', '')`,
  )
}

/**
 * At every start (payload.config.ts onInit, after the migrations): index the collections that have
 * published documents but no rows in the index, which is what an upgrade that makes a collection
 * searchable leaves (committees and policies became searchable after sites had some), and those
 * whose units changed since the index was built (a source's `since`; committees gained their
 * kinds' abbreviations in version 2); an older index also loses the rows of sources removed since.
 * Migrations never call the indexer: they run with the code of their day, and this code changes.
 * Costs two small queries per searchable collection when nothing is missing.
 */
export async function indexMissingSources(payload: Payload): Promise<CollectionSlug[]> {
  const indexed: CollectionSlug[] = []
  const built = await indexedVersion(payload)
  if (built < SEARCH_UNITS_VERSION) await dropRemovedSources(payload)
  for (const { collection, since = 1 } of SEARCH_SOURCES) {
    const drafts = !!payload.collections[collection]?.config.versions?.drafts
    const where: Where = drafts ? { _status: { equals: 'published' } } : {}
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
    if (!totalDocs) continue
    const rows = await run(payload, sql`SELECT 1 AS present FROM search_docs WHERE source = ${collection} LIMIT 1`)
    if (rows.length && since <= built) continue
    await indexCollections(payload, [collection])
    indexed.push(collection)
  }
  if (built !== SEARCH_UNITS_VERSION) await markIndexedVersion(payload)
  if (indexed.length)
    logger.info(
      { collections: indexed },
      'search: indexed collections that had no rows in the index, or whose indexing changed',
    )
  return indexed
}

/** The rows of sources no longer indexed (disclosures' fee tables until version 4): never found again. */
async function dropRemovedSources(payload: Payload) {
  const listed = new Set<string>([VERSION_SOURCE, ...SEARCH_SOURCES.map((s) => s.collection)])
  for (const row of await run(payload, sql`SELECT DISTINCT source FROM search_docs`)) {
    const source = String(row.source)
    if (listed.has(source)) continue
    await run(payload, sql`DELETE FROM search_terms WHERE doc IN (SELECT id FROM search_docs WHERE source = ${source})`)
    await run(payload, sql`DELETE FROM search_docs WHERE source = ${source}`)
  }
}

/** Every document whose index rows use a media file (its PDF text changed or it is gone). */
async function reindexUsersOf(payload: Payload, mediaId: number, req?: Partial<PayloadRequest>) {
  const rows = await run(payload, sql`SELECT DISTINCT source, doc_id FROM search_docs WHERE media_id = ${mediaId}`, req)
  for (const r of rows) await reindexDocument(payload, String(r.source) as CollectionSlug, Number(r.doc_id), req)
}

/** Empty the index and index every published document again (seed, restore, `npm run search:rebuild`). */
export async function rebuildSearchIndex(payload: Payload): Promise<{ documents: number; units: number; ms: number }> {
  const started = Date.now()
  await run(payload, sql`DELETE FROM search_terms`)
  await run(payload, sql`DELETE FROM search_docs`)
  let documents = 0
  let units = 0
  const PAGE = 100
  for (const source of SEARCH_SOURCES) {
    const drafts = !!payload.collections[source.collection]?.config.versions?.drafts
    for (const lang of LANGS) {
      for (let page = 1; ; page++) {
        const result = await payload.find({
          collection: source.collection,
          where: drafts ? { _status: { equals: 'published' } } : {},
          locale: lang,
          depth: 1,
          ...NO_JOINS,
          limit: PAGE,
          page,
          sort: 'id',
          overrideAccess: true,
        })
        for (const doc of result.docs) {
          const rows = unitsOf(source, doc, lang)
          await insertUnits(payload, rows)
          units += rows.length
          if (lang === LANGS[0]) documents++
        }
        if (!result.hasNextPage) break
      }
    }
  }
  await markIndexedVersion(payload)
  // Not a change through Payload's hooks: a new stamp, so that servers drop the results they keep (src/search/result-cache.ts).
  await run(payload, sql.raw(bumpSql('~search')))
  return { documents, units, ms: Date.now() - started }
}

/** Rows and approximate size of the index (for the rebuild command and the benchmark). */
export async function searchIndexStats(payload: Payload) {
  const [docs] = await run(payload, sql`SELECT COUNT(*) AS n FROM search_docs WHERE source <> ${VERSION_SOURCE}`)
  const [terms] = await run(payload, sql`SELECT COUNT(*) AS n, COUNT(DISTINCT term) AS v FROM search_terms`)
  return { units: Number(docs?.n ?? 0), postings: Number(terms?.n ?? 0), vocabulary: Number(terms?.v ?? 0) }
}

/**
 * Changes made inside `fn` (and only those: the flag follows fn's own async calls) leave the index
 * alone; the caller rebuilds it afterwards. For the seed, which creates hundreds of documents and
 * would otherwise index each of them several times over.
 */
const deferred = new AsyncLocalStorage<true>()
export const withSearchIndexDeferred = <T>(fn: () => Promise<T>): Promise<T> => deferred.run(true, fn)
const indexing = () => deferred.getStore() !== true

/**
 * The Payload plugin: the change hooks of every collection in the registry (src/search/sources.ts),
 * and of Media, whose PDF text the documents that use a file are indexed with.
 */
export const searchIndex =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      const source = sourceOf(collection.slug)
      const slug = collection.slug as CollectionSlug
      if (source) {
        return {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [
              ...(collection.hooks?.afterChange ?? []),
              async ({ doc, req }) => (
                indexing() && (await reindexDocument(req.payload, slug, Number(doc.id), req)),
                doc
              ),
            ],
            afterDelete: [
              ...(collection.hooks?.afterDelete ?? []),
              async ({ doc, req }) => (
                indexing() && (await removeDocument(req.payload, slug, Number(doc.id), req)),
                doc
              ),
            ],
          },
        }
      }
      if (collection.slug === 'media') {
        return {
          ...collection,
          hooks: {
            ...collection.hooks,
            // Only a new file changes the text; an edited alternative text does not.
            afterChange: [
              ...(collection.hooks?.afterChange ?? []),
              async ({ doc, req, operation }) => (
                indexing() &&
                  operation === 'update' &&
                  req.file &&
                  (await reindexUsersOf(req.payload, Number(doc.id), req)),
                doc
              ),
            ],
            afterDelete: [
              ...(collection.hooks?.afterDelete ?? []),
              async ({ doc, req }) => (indexing() && (await reindexUsersOf(req.payload, Number(doc.id), req)), doc),
            ],
          },
        }
      }
      return collection
    }),
  })

export function logRebuild(result: { documents: number; units: number; ms: number }) {
  logger.info(result, 'search index rebuilt')
}

/**
 * After an upgrade from a version without site search, the index is empty while the site has
 * content: fill it once, in the background (the site serves meanwhile; search finds more as it
 * goes). Only the process holding the job lease does it (src/jobs/runner.ts), so several instances
 * do not rebuild at once. PDFs uploaded before site search have no text yet: `npm run
 * search:rebuild` reads them first.
 */
export async function fillEmptySearchIndex(payload: Payload, holdsLease: () => Promise<boolean>): Promise<void> {
  if ((await searchIndexStats(payload)).units > 0) return
  const { totalDocs } = await payload.count({
    collection: 'institutions',
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
  })
  if (totalDocs === 0 || !(await holdsLease())) return
  void rebuildSearchIndex(payload).then(
    (r) =>
      logger.info(
        { documents: r.documents, units: r.units, ms: r.ms },
        'search index: built from the content (it was empty)',
      ),
    (error) => logger.error({ err: error }, 'search index: building it failed; run npm run search:rebuild'),
  )
}
