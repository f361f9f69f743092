import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { idsAt, mediaPaths, mediaUses, selectOf, uploadNodeIds } from '@/access/media-usage'

/**
 * Uploads that nothing uses: files left behind by a save that was abandoned after the upload (the
 * upload is stored the moment the file is chosen, before the document it was meant for is saved).
 * They are listed for an administrator to check and delete (UnusedUploads.tsx), never deleted
 * automatically: a file can also be used by its address alone (a link in rich text, an Important
 * Link, a portal link), which is why an upload counts as used when any of these holds:
 *
 * - an upload field points at it, in a document's row (what is published, or a never-published
 *   draft), in any of its versions (a draft saved after publishing, an older version that could be
 *   restored), in any language, or in a global;
 * - an upload node in rich text shows it;
 * - its file name, or the name of one of its sizes, appears anywhere in a document or a global
 *   (a link, a URL field, pasted text).
 *
 * Only uploads older than `UNUSED_AFTER_DAYS` are listed: a clerk who uploads today and saves
 * tomorrow still has their file.
 */

export const UNUSED_AFTER_DAYS = 7
const DAY = 86_400_000
/** Documents read at a time while looking for file names (bounded memory on a large site). */
const PAGE = 200

export type UnusedUpload = {
  id: number
  filename: string
  mimeType: string | null
  filesize: number | null
  createdAt: string
  uploadedBy: string | null
}

type MediaRow = {
  id: number
  filename?: string | null
  mimeType?: string | null
  filesize?: number | null
  createdAt: string
  uploadedBy?: number | { id: number } | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}

/** Payload's own collections (migrations, preferences, locks, jobs) hold no content. */
const isContent = (slug: string) => slug !== 'media' && !slug.startsWith('payload-')

/** The ids of every upload that an upload field or a rich-text upload node points at. */
async function referencedUploads(payload: Payload): Promise<Set<number>> {
  const ids = new Set<number>()
  const collect = (doc: unknown, paths: string[], richText: string[]) => {
    for (const path of paths) idsAt(doc, path.split('.'), ids)
    for (const path of richText) uploadNodeIds(valueAt(doc, path.split('.')), ids)
  }
  for (const use of mediaUses(payload)) {
    const select = selectOf([...use.paths, ...use.richText]) as never
    const { docs } = await payload.find({
      collection: use.collection,
      select,
      depth: 0,
      locale: 'all',
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) collect(doc, use.paths, use.richText)
    if (!use.drafts) continue
    const versions = await payload.findVersions({
      collection: use.collection,
      depth: 0,
      locale: 'all',
      pagination: false,
      overrideAccess: true,
    })
    for (const v of versions.docs) collect(v.version, use.paths, use.richText)
  }
  for (const global of payload.config.globals) {
    const found = mediaPaths(global.flattenedFields)
    if (!found.length) continue
    const paths = found.filter((f) => !f.rich).map((f) => f.path)
    const richText = found.filter((f) => f.rich).map((f) => f.path)
    const slug = global.slug as GlobalSlug
    collect(await payload.findGlobal({ slug, depth: 0, locale: 'all', overrideAccess: true }), paths, richText)
    if (!global.versions) continue
    const versions = await payload.findGlobalVersions({
      slug,
      depth: 0,
      locale: 'all',
      pagination: false,
      overrideAccess: true,
    })
    for (const v of versions.docs) collect(v.version, paths, richText)
  }
  return ids
}

/** The value at a path of a document read with `locale: 'all'`, arrays and languages flattened. */
function valueAt(value: unknown, segments: string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => valueAt(v, segments))
  if (!segments.length) return [value]
  if (!value || typeof value !== 'object') return []
  const [head, ...rest] = segments
  const next = (value as Record<string, unknown>)[head!]
  if (next !== undefined) return valueAt(next, rest)
  // A localized group or array: { en: …, mr: … } before the path goes on.
  return Object.values(value).flatMap((v) =>
    v && typeof v === 'object' && !Array.isArray(v) && head! in v
      ? valueAt((v as Record<string, unknown>)[head!], rest)
      : [],
  )
}

/** The file names (the original's and its sizes') of each upload. */
function fileNames(row: MediaRow): string[] {
  const sizes = Object.values(row.sizes ?? {}).map((s) => s?.filename)
  return [row.filename, ...sizes].filter((n): n is string => !!n)
}

/** The uploads among `candidates` whose file name appears in a document or a global. */
async function namedInContent(payload: Payload, candidates: MediaRow[]): Promise<Set<number>> {
  const named = new Set<number>()
  const look = (doc: unknown) => {
    const text = JSON.stringify(doc)
    for (const row of candidates)
      if (!named.has(row.id) && fileNames(row).some((name) => text.includes(name))) named.add(row.id)
  }
  for (const collection of payload.config.collections) {
    if (!isContent(collection.slug)) continue
    const slug = collection.slug as CollectionSlug
    for (const draft of collection.versions?.drafts ? [false, true] : [false]) {
      for (let page = 1; ; page++) {
        const result = await payload.find({
          collection: slug,
          depth: 0,
          locale: 'all',
          draft,
          limit: PAGE,
          page,
          sort: 'id',
          overrideAccess: true,
        })
        result.docs.forEach(look)
        if (!result.hasNextPage || named.size === candidates.length) break
      }
    }
  }
  for (const global of payload.config.globals)
    look(
      await payload.findGlobal({
        slug: global.slug as GlobalSlug,
        depth: 0,
        locale: 'all',
        draft: true,
        overrideAccess: true,
      }),
    )
  return named
}

/** Uploads older than a week that nothing uses, oldest first (the module comment says what "uses" means). */
export async function unusedUploads(payload: Payload, now = new Date()): Promise<UnusedUpload[]> {
  const where: Where = { createdAt: { less_than: new Date(now.getTime() - UNUSED_AFTER_DAYS * DAY).toISOString() } }
  const { docs } = await payload.find({
    collection: 'media',
    where,
    select: { filename: true, mimeType: true, filesize: true, createdAt: true, uploadedBy: true, sizes: true } as never,
    depth: 0,
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  const old = docs as unknown as MediaRow[]
  if (!old.length) return []
  const referenced = await referencedUploads(payload)
  const candidates = old.filter((row) => !referenced.has(row.id))
  if (!candidates.length) return []
  const named = await namedInContent(payload, candidates)
  const unused = candidates.filter((row) => !named.has(row.id))
  const uploaders = await uploaderNames(payload, unused)
  return unused.map((row) => {
    const by = typeof row.uploadedBy === 'object' ? row.uploadedBy?.id : row.uploadedBy
    return {
      id: row.id,
      filename: row.filename ?? `#${row.id}`,
      mimeType: row.mimeType ?? null,
      filesize: row.filesize ?? null,
      createdAt: row.createdAt,
      uploadedBy: by != null ? (uploaders.get(by) ?? null) : null,
    }
  })
}

/** Who uploaded each of these: the account's name, or its email when it has none. */
async function uploaderNames(payload: Payload, rows: MediaRow[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      rows.map((r) => (typeof r.uploadedBy === 'object' ? r.uploadedBy?.id : r.uploadedBy)).filter((id) => id != null),
    ),
  ] as number[]
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true } as never,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    (docs as unknown as { id: number; name?: string | null; email: string }[]).map((u) => [u.id, u.name || u.email]),
  )
}
