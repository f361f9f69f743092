import type { CollectionSlug, JoinQuery, Where } from 'payload'

import type { Lang } from '@/i18n/lang'
import { clampPage, pageCount } from '@/lib/paging'
import { PUBLISHED } from '@/lib/published'

import { getPayloadClient } from './payload'
import { currentPreview, readDraft } from './preview'

/** Only published documents ever leave the content layer. */
export { PUBLISHED }

type FindOptions = {
  where?: Where
  sort?: string | string[]
  depth?: number
  limit?: number
  drafts?: boolean
  lang?: Lang
}

/**
 * What a read asks for: published documents only (unless `drafts: false`), and the caller's `where`.
 * In a staff preview of one of the collection's documents (src/content/preview.ts), that document
 * too, published or not.
 */
function publishedWhere(opts: FindOptions, previewId: number | null = null): Where {
  const status =
    opts.drafts === false ? null : previewId === null ? PUBLISHED : { or: [PUBLISHED, { id: { equals: previewId } }] }
  const filters = [status, opts.where ?? null].filter((w): w is Where => w !== null)
  return filters.length ? { and: filters } : {}
}

/** The id of the document of `collection` a staff preview shows as its draft, or null. */
async function previewedId(collection: CollectionSlug, opts: FindOptions): Promise<number | null> {
  if (opts.drafts === false) return null
  const preview = await currentPreview()
  return preview && preview.collection === collection ? preview.id : null
}

/** In a preview, the previewed document's latest draft in place of its published version. */
async function withDraft<D extends { id: unknown }>(
  collection: CollectionSlug,
  docs: D[],
  previewId: number | null,
  opts: FindOptions,
): Promise<D[]> {
  if (previewId === null || !docs.some((d) => d.id === previewId)) return docs
  const payload = await getPayloadClient()
  const draft = await readDraft(
    payload,
    { collection: collection as never, id: previewId },
    { locale: opts.lang ?? 'en', depth: opts.depth ?? 1 },
  )
  return draft ? docs.map((d) => (d.id === previewId ? (draft as unknown as D) : d)) : docs
}

// The institutions' join fields (their achievements, photos, links) serve the admin only: the
// public reads never show them, and each costs a sorted query per document.
// (JoinQuery<C> is `never` for collections without joins, which TypeScript cannot tell for a generic C.)
const noJoins = <C extends CollectionSlug>() => false as JoinQuery<C>

/**
 * Published documents of a collection, all of them (no paging) unless `limit` is given.
 * `drafts: false` for collections without drafts (reference data). Texts in `lang` (English by
 * default); a field without Marathi comes back in English (Payload's fallback).
 */
export async function findPublished<C extends CollectionSlug>(collection: C, opts: FindOptions = {}) {
  const payload = await getPayloadClient()
  const previewId = await previewedId(collection, opts)
  const { docs } = await payload.find({
    collection,
    where: publishedWhere(opts, previewId),
    sort: opts.sort,
    depth: opts.depth ?? 1,
    limit: opts.limit ?? 0,
    locale: opts.lang ?? 'en',
    pagination: false,
    joins: noJoins<C>(),
  })
  return withDraft(collection, docs, previewId, opts)
}

export { relationId } from '@/lib/relation'

type PageOptions = Omit<FindOptions, 'limit'> & { page: number; size: number }

/**
 * One page of the published documents of a collection: the database reads only that page
 * (LIMIT/OFFSET) and counts the whole list. A page past the last gives the last page (the rule of
 * src/lib/paging.ts); an empty list has one empty page.
 */
export async function findPublishedPage<C extends CollectionSlug>(collection: C, opts: PageOptions) {
  const payload = await getPayloadClient()
  const previewId = await previewedId(collection, opts)
  const where = publishedWhere(opts, previewId)
  const read = (page: number) =>
    payload.find({
      collection,
      where,
      sort: opts.sort,
      depth: opts.depth ?? 1,
      limit: opts.size,
      page,
      locale: opts.lang ?? 'en',
      pagination: true,
      joins: noJoins<C>(),
    })
  let result = await read(opts.page)
  if (result.docs.length === 0 && opts.page > 1) {
    // Past the last page (Payload's count is not meant for such a page): count, then read the last one.
    const { totalDocs } = await payload.count({ collection, where, locale: opts.lang ?? 'en' })
    result = await read(pageCount(totalDocs, opts.size))
  }
  const pages = pageCount(result.totalDocs, opts.size)
  return {
    docs: await withDraft(collection, result.docs, previewId, opts),
    page: clampPage(opts.page, pages),
    pages,
    total: result.totalDocs,
  }
}

/** How many documents a whole-list read holds at a time (findAllPublished). */
const CHUNK = 1000

type Doc<C extends CollectionSlug> = Awaited<ReturnType<typeof findPublishedPage<C>>>['docs'][number]

/**
 * All published documents of a collection, read CHUNK at a time, each turned by `map` into what the
 * caller keeps (an empty array drops it). For the lists that grow year after year and that /api/v1
 * answers whole (SPEC section 7): notices, achievements, gallery photos. Their raw documents, each
 * with its populated media and types, are far larger than what is kept of them: at 100× the
 * demo's data, reading the 50,000 photos at once held over 300 MB of heap, more than the server's
 * limit allows two readers (docs/operations.md, "Memory"). `sort` must end in a unique field (id). A document
 * is kept once even if an edit between two chunks moves it; such an edit also changes the
 * collection's version stamp, so the content cache reads the list again.
 */
export async function findAllPublished<C extends CollectionSlug, T>(
  collection: C,
  opts: Omit<FindOptions, 'limit'>,
  map: (doc: Doc<C>) => T[],
  chunk = CHUNK,
): Promise<T[]> {
  const out: T[] = []
  const seen = new Set<number | string>()
  for (let page = 1; ; page++) {
    const found = await findPublishedPage(collection, { ...opts, page, size: chunk })
    for (const doc of found.docs) {
      if (seen.has(doc.id)) continue
      seen.add(doc.id)
      out.push(...map(doc))
    }
    if (page >= found.pages) return out
  }
}
