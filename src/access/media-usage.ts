import type { CollectionSlug, FlattenedField, Payload, PayloadRequest, SanitizedCollectionConfig, Where } from 'payload'

import { assignedInstitutions, hasRole, isAdminUser } from './staff-user'

/**
 * Which documents use an upload (a media record), read from the built configuration: every upload
 * or relationship field to `media`, in groups, arrays, named tabs and blocks, in every collection.
 * Two rules follow from it:
 *
 * - Replacing the file of an upload is a change of every document that uses it. Where a document
 *   is published or waits for an administrator's approval, only administrators (who publish and
 *   approve) may replace it; anyone else uploads a new file and attaches it, which changes the
 *   document the ordinary way (drafts, approval). Otherwise the public would get a file that the
 *   person who approved or published the document never saw (`refuseReplacingUsedFiles`).
 * - Staff read an upload's record (its PDF text included) only if they uploaded it, its uploader
 *   shares one of their institutions, or a document they may read uses it (`readableUploads`).
 *
 * A link to a file in rich text is not a use: its address names the file, and replacing the file
 * gives it a new address, so the link keeps pointing at what was approved (and then finds nothing).
 * An upload node in rich text is one (the page shows the upload's current file).
 */

/**
 * The fields of one collection that point at uploads, as query paths (`pastResults.file`), and its
 * rich-text fields, whose upload nodes are uses too (the site shows them).
 */
type Uses = { collection: CollectionSlug; paths: string[]; richText: string[]; drafts: boolean; localized: boolean }

type Found = { path: string; localized: boolean; rich: boolean }
/** The upload fields to `media` and the rich-text fields among `fields`, as query paths. */
export function mediaPaths(fields: readonly FlattenedField[], prefix = '', localizedAbove = false): Found[] {
  return fields.flatMap((field): Found[] => {
    const localized = localizedAbove || !!(field as { localized?: boolean }).localized
    const path = `${prefix}${field.name}`
    if ((field.type === 'upload' || field.type === 'relationship') && field.relationTo === 'media')
      return [{ path, localized, rich: false }]
    if (field.type === 'richText') return [{ path, localized, rich: true }]
    if (field.type === 'array' || field.type === 'group' || field.type === 'tab')
      return mediaPaths(field.flattenedFields, `${path}.`, localized)
    if (field.type === 'blocks')
      return (field.blocks ?? []).flatMap((block) => mediaPaths(block.flattenedFields, `${path}.`, localized))
    return []
  })
}

const usesByConfig = new WeakMap<object, Uses[]>()
/** Every collection with a field that points at uploads (computed once per built configuration). */
export function mediaUses(payload: Payload): Uses[] {
  const known = usesByConfig.get(payload.config)
  if (known) return known
  const uses = payload.config.collections.flatMap((collection: SanitizedCollectionConfig) => {
    if (collection.slug === 'media') return []
    const found = mediaPaths(collection.flattenedFields)
    if (!found.length) return []
    const paths = found.filter((f) => !f.rich)
    return [
      {
        collection: collection.slug as CollectionSlug,
        paths: paths.map((f) => f.path),
        richText: found.filter((f) => f.rich).map((f) => f.path),
        drafts: !!collection.versions?.drafts,
        localized: paths.some((f) => f.localized),
      },
    ]
  })
  usesByConfig.set(payload.config, uses)
  return uses
}

/** The languages to ask in: a localized upload field holds one file per language. */
const localesFor = (payload: Payload, use: Uses): string[] => {
  const localization = payload.config.localization
  return use.localized && localization ? localization.localeCodes : [localization ? localization.defaultLocale : 'en']
}

/** The server's own reads inside a request: its transaction, but not the request's API bounds. */
const innerReq = (req: PayloadRequest): PayloadRequest => ({ ...req, payloadAPI: 'local' }) as PayloadRequest

export const REPLACE_REFUSED = {
  en: 'This file is used by a document that is published or waiting for approval, so it cannot be replaced: the site would show a file that was never approved. To change it, upload a new file and attach it to the document; the change then goes through approval like any other.',
  mr: 'ही फाइल प्रकाशित झालेल्या किंवा मंजुरीची वाट पाहणाऱ्या दस्तऐवजात वापरली आहे, म्हणून ती बदलता येत नाही: नाहीतर साइटवर मंजूर न झालेली फाइल दिसेल. फाइल बदलायची असेल तर नवी फाइल अपलोड करा आणि ती दस्तऐवजाला जोडा; मग हा बदलही इतर बदलांप्रमाणे मंजुरीसाठी जाईल.',
}

/**
 * Whether a document that is on the site, or waits for approval, uses this upload: a published
 * document (the collection's rows hold what is published), or the latest version of one, published
 * or submitted for approval (a notice changed after publishing waits in its latest version); in an
 * upload field, in any language, or as an upload in its rich text.
 */
export async function usedByPublishedOrWaiting(req: PayloadRequest, mediaId: number): Promise<boolean> {
  const { payload } = req
  const inner = innerReq(req)
  for (const use of mediaUses(payload)) {
    const fields = payload.collections[use.collection]?.config.flattenedFields ?? []
    const waits = fields.some((f) => f.name === 'approval')
    const shown: Where = use.drafts
      ? {
          or: [{ _status: { equals: 'published' } }, ...(waits ? [{ 'approval.state': { equals: 'submitted' } }] : [])],
        }
      : {}
    for (const locale of use.paths.length ? localesFor(payload, use) : []) {
      const using: Where = { or: use.paths.map((path) => ({ [path]: { equals: mediaId } })) }
      const rows = await payload.count({
        collection: use.collection,
        where: { and: [using, shown] },
        locale: locale as never,
        overrideAccess: true,
        req: inner,
      })
      if (rows.totalDocs > 0) return true
      if (!use.drafts) continue
      const inVersion: Where = { or: use.paths.map((path) => ({ [`version.${path}`]: { equals: mediaId } })) }
      const latest: Where = {
        and: [
          inVersion,
          { latest: { equals: true } },
          {
            or: [
              { 'version._status': { equals: 'published' } },
              ...(waits ? [{ 'version.approval.state': { equals: 'submitted' } }] : []),
            ],
          },
        ],
      }
      const versions = await payload.countVersions({
        collection: use.collection,
        where: latest,
        locale: locale as never,
        overrideAccess: true,
        req: inner,
      })
      if (versions.totalDocs > 0) return true
    }
    // Upload nodes in rich text cannot be queried alike on both databases: the shown documents'
    // rich text is read and searched (only when an editor replaces a file, which is rare).
    if (!use.richText.length) continue
    const select = selectOf(use.richText) as never
    for (const draft of use.drafts ? [false, true] : [false]) {
      const { docs } = await payload.find({
        collection: use.collection,
        where: shown,
        select,
        depth: 0,
        locale: 'all',
        pagination: false,
        draft,
        overrideAccess: true,
        req: inner,
      })
      if (docs.some((doc) => hasUploadNode(doc, mediaId))) return true
    }
  }
  return false
}

/** Whether a (rich-text) value holds an upload node for this upload. */
function hasUploadNode(value: unknown, mediaId: number): boolean {
  const ids = new Set<number>()
  uploadNodeIds(value, ids)
  return ids.has(mediaId)
}

/** Collects the uploads that the upload nodes of a (rich-text) value show. */
export function uploadNodeIds(value: unknown, out: Set<number>) {
  if (Array.isArray(value)) {
    for (const v of value) uploadNodeIds(v, out)
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as { type?: unknown; relationTo?: unknown; value?: unknown }
  if (node.type === 'upload' && node.relationTo === 'media') {
    const id = node.value && typeof node.value === 'object' ? (node.value as { id?: unknown }).id : node.value
    if (id != null && id !== '' && Number.isFinite(Number(id))) out.add(Number(id))
  }
  for (const v of Object.values(value)) uploadNodeIds(v, out)
}

/** Collects the upload ids at `path` of a document read with `locale: 'all'` (a value, or one per language). */
export function idsAt(value: unknown, segments: string[], out: Set<number>) {
  if (Array.isArray(value)) {
    for (const item of value) idsAt(item, segments, out)
    return
  }
  if (segments.length === 0) {
    if (typeof value === 'number') out.add(value)
    else if (value && typeof value === 'object') {
      const id = (value as { id?: unknown }).id
      if (typeof id === 'number') out.add(id)
      // A localized field: { en: id, mr: id }.
      else for (const v of Object.values(value)) if (typeof v === 'number') out.add(v)
    }
    return
  }
  if (!value || typeof value !== 'object') return
  const [head, ...rest] = segments
  const next = (value as Record<string, unknown>)[head!]
  // A localized group or array: { en: …, mr: … } before the path goes on.
  if (next === undefined)
    for (const v of Object.values(value))
      if (v && typeof v === 'object' && !Array.isArray(v) && head! in (v as object))
        idsAt((v as Record<string, unknown>)[head!], rest, out)
  idsAt(next, rest, out)
}

/** A `select` for the paths (`{ pastResults: { file: true } }`). */
export function selectOf(paths: string[]): Record<string, unknown> {
  const select: Record<string, unknown> = {}
  for (const path of paths) {
    const parts = path.split('.')
    let at = select
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] = true
      else at = (at[part] = (at[part] as Record<string, unknown>) ?? {}) as Record<string, unknown>
    })
  }
  return select
}

/**
 * The uploads used by the documents this user may read, with their own access. The collections'
 * rows: what is published, and documents never published yet; a draft saved after publishing lives
 * in a version, and its new files are the editor's (or their institution's) own uploads.
 */
async function usedByReadable(req: PayloadRequest): Promise<number[]> {
  const { payload } = req
  const inner = innerReq(req)
  const ids = new Set<number>()
  await Promise.all(
    mediaUses(payload)
      .filter((use) => use.paths.length)
      .map(async (use) => {
        // A collection this user may not read at all answers no documents (disableErrors), not a 403.
        const { docs } = await payload.find({
          collection: use.collection,
          select: selectOf(use.paths) as never,
          depth: 0,
          locale: 'all',
          pagination: false,
          overrideAccess: false,
          disableErrors: true,
          user: req.user,
          req: inner,
        })
        for (const doc of docs) for (const path of use.paths) idsAt(doc, path.split('.'), ids)
      }),
  )
  return [...ids].sort((a, b) => a - b)
}

/** The staff accounts that share an institution with this one (its own included). */
async function colleagues(req: PayloadRequest, institutions: number[]): Promise<(number | string)[]> {
  if (!institutions.length) return [req.user!.id]
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { institutions: { in: institutions } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: innerReq(req),
  })
  return [...new Set([req.user!.id, ...docs.map((d) => d.id)])]
}

/** One computation per request: Payload asks again for every upload it populates. */
const readableByRequest = new WeakMap<object, Promise<Where | boolean>>()

/**
 * Read access to upload records: administrators all; institution editors what they uploaded, what
 * someone of one of their institutions uploaded, and what a document they may read uses (their
 * own institutions' documents, drafts included, and the society's and the site's public ones they
 * may read); nobody else. The files themselves stay public (pages, and links in rich text, name
 * them; their names hold 80 random bits), so visitors never need a record.
 */
export function readableUploads(req: PayloadRequest): Promise<Where | boolean> | boolean {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, 'editor') || !req.user) return false
  const known = readableByRequest.get(req)
  if (known) return known
  const computed = (async (): Promise<Where> => {
    const [uploaders, used] = await Promise.all([colleagues(req, assignedInstitutions(req.user)), usedByReadable(req)])
    return { or: [{ uploadedBy: { in: uploaders } }, ...(used.length ? [{ id: { in: used } }] : [])] }
  })()
  readableByRequest.set(req, computed)
  computed.catch(() => readableByRequest.delete(req))
  return computed
}
