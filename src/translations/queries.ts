import {
  Forbidden,
  NotFound,
  type CollectionSlug,
  type Field,
  type GlobalSlug,
  type Payload,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
  type TypedUser,
} from 'payload'

import { hasRole } from '@/access/roles'
import { PUBLISHED } from '@/lib/published'
import { relationId } from '@/lib/relation'

import { missingTranslations, outdatedTranslations } from './completeness'
import { hasLocalizedFields } from './status-field'

/**
 * Which texts still lack their Marathi: for one document, in its edit view
 * (src/translations/admin/MarathiStatus.tsx), and for every published document of the site, per
 * institution, for administrators (/admin/marathi, src/translations/admin/MarathiReport.tsx). Both
 * read the saved document with every language at once (`locale: 'all'`) and let
 * src/translations/completeness.ts name the localized fields that have English but no Marathi; this file
 * turns those paths into the labels staff see on the screen ("HM / Principal › Name").
 */

export type MissingField = {
  /** Where the value lives (`principal.name`, `schoolInfo.1.content`). */
  path: string
  /** What the edit view calls it: tab, field and row labels joined by ' › '. */
  label: string
}

/** `outdated`: texts whose Marathi was written before their English last changed. */
export type MarathiStatus = { complete: boolean; missing: MissingField[]; outdated: MissingField[] }

export type MissingDocument = {
  collection: string
  /** The collection's (or global's) name, singular and plural: "Trustee", "Trustees". */
  kind: string
  kinds: string
  /** null for a global. */
  id: number | string | null
  title: string
  /** The edit page in /admin. */
  href: string
  missing: MissingField[]
}

export type MarathiGroup = {
  /** `society`, or `institution-<id>`. */
  key: string
  title: string
  institution: number | null
  documents: MissingDocument[]
}

export type MarathiReport = {
  /** Society-wide first, then the institutions in their site order; only groups with something missing. */
  groups: MarathiGroup[]
  /** Published documents read, and how many of them lack some Marathi. */
  checked: number
  incomplete: number
}

type Doc = Record<string, unknown>
const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

export const SEPARATOR = ' › '
const SOCIETY = 'Society-wide'

/** `moreInfo` → "More info" (Payload's own labels are set on the built config; this is the fallback). */
const toWords = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A label as the English admin shows it: a string, or the English of a per-language label. */
function labelText(label: unknown, fallback: string): string {
  if (typeof label === 'string' && label.trim()) return label
  if (isObject(label) && typeof label.en === 'string' && label.en.trim()) return label.en
  return fallback
}

/** The English of a text that may have been read with every language (`{ en, mr }`). */
export function englishText(value: unknown): string {
  const text = isObject(value) ? value.en : value
  return typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : ''
}

/** At most `max` characters, cut after a whole word where there is one. */
function short(text: string, max = 40): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** The names of the text fields of a row, in the form's order (rows and collapsibles looked into). */
function textFieldNames(fields: readonly Field[]): string[] {
  return fields.flatMap((f) =>
    f.type === 'row' || f.type === 'collapsible'
      ? textFieldNames(f.fields)
      : f.type === 'text' && f.name !== 'id'
        ? [f.name]
        : [],
  )
}

/**
 * "Block 2 (About the school)": the row's number, and the English of its first text that has one
 * (a title, a caption, a standard), so that staff recognise the row.
 */
function rowLabel(singular: string, index: number, fields: readonly Field[], row: unknown): string {
  const hint = isObject(row)
    ? textFieldNames(fields)
        .map((name) => englishText(row[name]))
        .find(Boolean)
    : undefined
  return `${singular} ${index + 1}${hint ? ` (${short(hint)})` : ''}`
}

/** The labels leading to `segments` among `fields` (tabs, groups, array rows, the field), or null. */
function labelsFor(fields: readonly Field[], segments: string[], data: unknown): string[] | null {
  const [head, ...rest] = segments
  if (head === undefined) return []
  const row = isObject(data) ? data : {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      const found = labelsFor(field.fields, segments, data)
      if (!found) continue
      const label = field.type === 'collapsible' && typeof field.label === 'string' ? [field.label] : []
      return [...label, ...found]
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name ? tab.name : undefined
        const tabLabel = labelText(tab.label, named ? toWords(named) : '')
        if (named) {
          if (named !== head) continue
          const found = labelsFor(tab.fields, rest, row[named])
          if (found) return [tabLabel, ...found]
        } else {
          const found = labelsFor(tab.fields, segments, data)
          if (found) return tabLabel ? [tabLabel, ...found] : found
        }
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if (field.type === 'group') {
        const found = labelsFor(field.fields, segments, data)
        if (found) return typeof field.label === 'string' ? [field.label, ...found] : found
      }
      continue
    }
    if (field.name !== head) continue
    const label = labelText('label' in field ? field.label : undefined, toWords(field.name))
    if (!rest.length) return [label]
    const value = row[field.name]
    if (field.type === 'group') {
      const found = labelsFor(field.fields, rest, value)
      return found ? [label, ...found] : null
    }
    if (field.type === 'array' || field.type === 'blocks') {
      const index = Number(rest[0])
      if (!Number.isInteger(index) || index < 0) return null
      const item = Array.isArray(value) ? value[index] : undefined
      if (field.type === 'array') {
        const singular = labelText(field.labels?.singular, 'Row')
        const found = labelsFor(field.fields, rest.slice(1), item)
        return found ? [label, rowLabel(singular, index, field.fields, item), ...found] : null
      }
      const block = isObject(item)
        ? field.blocks.find((b) => typeof b === 'object' && b.slug === item.blockType)
        : undefined
      if (!block || typeof block !== 'object') return null
      const found = labelsFor(block.fields, rest.slice(1), item)
      return found
        ? [label, rowLabel(labelText(block.labels?.singular, toWords(block.slug)), index, block.fields, item), ...found]
        : null
    }
    return null
  }
  return null
}

/**
 * The label of the field at `path` as the edit view shows it, e.g. 'HM / Principal › Name' or
 * 'School information › Block 2 (Admission) › Content'. A label repeated by the next level (a tab
 * named like the one array or group it holds) is said once. Unknown paths come back as they are.
 */
export function fieldLabel(fields: readonly Field[], path: string, doc?: unknown): string {
  const labels = labelsFor(fields, path.split('.'), doc)
  if (!labels?.length) return path
  const said = labels.filter((label, i) => label && (i === 0 || label.toLowerCase() !== labels[i - 1]!.toLowerCase()))
  return said.join(SEPARATOR)
}

/** The missing Marathi of a document read with `locale: 'all'`, with labels. */
export function describeMissing(fields: readonly Field[], doc: unknown): MissingField[] {
  return missingTranslations(fields, doc).map((path) => ({ path, label: fieldLabel(fields, path, doc) }))
}

const hasDrafts = (config: SanitizedCollectionConfig | SanitizedGlobalConfig) =>
  typeof config.versions === 'object' && !!config.versions && !!config.versions.drafts

/** The collections with localized fields, in the navigation's order. */
export const localizedCollections = (payload: Payload) =>
  payload.config.collections.filter((c) => hasLocalizedFields(c.fields))
export const localizedGlobals = (payload: Payload) => payload.config.globals.filter((g) => hasLocalizedFields(g.fields))

export type StatusTarget = { collection: string; id: number | string } | { global: string }

/**
 * Whether one document's Marathi is complete, as last saved (its newest version, draft or
 * published: what the edit view shows). Read as `user` with their own access, so it answers only
 * for documents they may read (Payload throws Forbidden or NotFound otherwise). Throws NotFound for
 * a collection or global without localized fields.
 */
export async function documentMarathiStatus(
  payload: Payload,
  user: TypedUser,
  target: StatusTarget,
): Promise<MarathiStatus> {
  let fields: readonly Field[]
  let doc: unknown
  if ('collection' in target) {
    const config = payload.collections[target.collection as CollectionSlug]?.config
    if (!config || !hasLocalizedFields(config.fields)) throw new NotFound()
    // An id that cannot be one (the database would refuse it with an error) is simply not found.
    const idType = payload.collections[config.slug as CollectionSlug].customIDType ?? payload.db.defaultIDType
    if (idType === 'number' && !/^\d{1,15}$/.test(String(target.id))) throw new NotFound()
    fields = config.fields
    doc = await payload.findByID({
      collection: config.slug as CollectionSlug,
      id: target.id,
      locale: 'all',
      draft: hasDrafts(config),
      depth: 0,
      // No join fields (the institution's achievements …): they are other documents. (Typed per slug.)
      joins: false as never,
      overrideAccess: false,
      user,
    })
  } else {
    const config = payload.config.globals.find((g) => g.slug === target.global)
    if (!config || !hasLocalizedFields(config.fields)) throw new NotFound()
    fields = config.fields
    doc = await payload.findGlobal({
      slug: config.slug as GlobalSlug,
      locale: 'all',
      draft: hasDrafts(config),
      depth: 0,
      overrideAccess: false,
      user,
    })
  }
  const missing = describeMissing(fields, doc)
  const history = await savedStates(payload, user, target)
  const outdated = outdatedTranslations(fields, [doc, ...history]).map((path) => ({
    path,
    label: fieldLabel(fields, path, doc),
  }))
  return { complete: missing.length === 0 && outdated.length === 0, missing, outdated }
}

/** Versions read to tell which language changed last: at most this many saves back. */
const HISTORY = 25

/**
 * The document's kept versions, newest first, in every language, as `user` may read them (staff
 * who may not read versions, and collections that keep none, get none: nothing is then reported
 * as out of date).
 */
async function savedStates(payload: Payload, user: TypedUser, target: StatusTarget): Promise<unknown[]> {
  try {
    if ('collection' in target) {
      const config = payload.collections[target.collection as CollectionSlug]?.config
      if (!config?.versions) return []
      const { docs } = await payload.findVersions({
        collection: config.slug as CollectionSlug,
        where: { parent: { equals: target.id } },
        sort: '-updatedAt',
        limit: HISTORY,
        locale: 'all',
        depth: 0,
        overrideAccess: false,
        user,
      })
      return docs.map((v) => v.version)
    }
    const config = payload.config.globals.find((g) => g.slug === target.global)
    if (!config?.versions) return []
    const { docs } = await payload.findGlobalVersions({
      slug: config.slug as GlobalSlug,
      sort: '-updatedAt',
      limit: HISTORY,
      locale: 'all',
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.map((v) => v.version)
  } catch (error) {
    if (error instanceof Forbidden) return []
    throw error
  }
}

/** Only society administrators see the whole site's list. */
export const mayListMissingMarathi = (user: unknown) => hasRole(user, 'admin')

function documentTitle(config: SanitizedCollectionConfig, doc: Doc): string {
  const field = config.admin?.useAsTitle
  const title = field && field !== 'id' ? englishText(doc[field]) : ''
  return title || `${labelText(config.labels?.singular, config.slug)} ${String(doc.id)}`
}

/**
 * Every published document whose Marathi is incomplete, per institution (a document with an
 * `institution`, or the institution itself) and "Society-wide" for the rest (the society's pages,
 * the media library, site settings). In collections with drafts only the published version counts
 * (a notice that is scheduled or past its "Hide after" date is published too); Marathi saved in a
 * newer draft counts once that draft is published. Administrators only (Forbidden otherwise).
 *
 * One query per collection with localized fields (`locale: 'all'`, no pagination, no joins), one per
 * global, and one for the institutions' names: the number of queries does not grow with the content.
 */
export async function missingMarathiReport(payload: Payload, user: TypedUser): Promise<MarathiReport> {
  if (!mayListMissingMarathi(user)) throw new Forbidden()
  const admin = payload.config.routes.admin
  const as = { overrideAccess: false as const, user }

  const [institutions, collections, globals] = await Promise.all([
    payload.find({
      collection: 'institutions',
      pagination: false,
      depth: 0,
      select: { name: true, order: true },
      sort: 'order',
      locale: 'en',
      ...as,
    }),
    Promise.all(
      localizedCollections(payload).map(async (config) => {
        const { docs } = await payload.find({
          collection: config.slug as CollectionSlug,
          locale: 'all',
          where: hasDrafts(config) ? PUBLISHED : undefined,
          pagination: false,
          depth: 0,
          joins: false as never,
          sort: 'id',
          ...as,
        })
        return { config, docs: docs as unknown as Doc[] }
      }),
    ),
    Promise.all(
      localizedGlobals(payload).map(async (config) => {
        const doc = await payload.findGlobal({ slug: config.slug as GlobalSlug, locale: 'all', depth: 0, ...as })
        // A global with drafts counts only once published.
        const published = !hasDrafts(config) || (doc as unknown as Doc)._status === 'published'
        return { config, doc: published ? (doc as unknown as Doc) : null }
      }),
    ),
  ])

  const society: MarathiGroup = { key: 'society', title: SOCIETY, institution: null, documents: [] }
  const perInstitution = new Map<number, MarathiGroup>()
  const groupOf = (institution: number | null): MarathiGroup => {
    if (institution === null) return society
    let group = perInstitution.get(institution)
    if (!group) {
      group = { key: `institution-${institution}`, title: `Institution ${institution}`, institution, documents: [] }
      perInstitution.set(institution, group)
    }
    return group
  }

  let checked = 0
  for (const { config, docs } of collections) {
    const kind = labelText(config.labels?.singular, config.slug)
    const kinds = labelText(config.labels?.plural, kind)
    const hasInstitution = config.flattenedFields.some((f) => f.name === 'institution' && f.type === 'relationship')
    for (const doc of docs) {
      checked++
      const missing = describeMissing(config.fields, doc)
      if (!missing.length) continue
      const institution =
        config.slug === 'institutions' ? relationId(doc.id) : hasInstitution ? relationId(doc.institution) : null
      groupOf(institution).documents.push({
        collection: config.slug,
        kind,
        kinds,
        id: doc.id as number | string,
        title: documentTitle(config, doc),
        href: `${admin}/collections/${config.slug}/${doc.id}`,
        missing,
      })
    }
  }
  for (const { config, doc } of globals) {
    if (!doc) continue
    checked++
    const missing = describeMissing(config.fields, doc)
    if (!missing.length) continue
    const kind = labelText(config.label, toWords(config.slug))
    society.documents.push({
      collection: config.slug,
      kind,
      kinds: kind,
      id: null,
      title: kind,
      href: `${admin}/globals/${config.slug}`,
      missing,
    })
  }

  const order = new Map(institutions.docs.map((d, i) => [d.id, i]))
  for (const d of institutions.docs) {
    const group = perInstitution.get(d.id)
    if (group) group.title = englishText(d.name) || group.title
  }
  const groups = [
    society,
    ...[...perInstitution.values()].sort(
      (a, b) =>
        (order.get(a.institution!) ?? Infinity) - (order.get(b.institution!) ?? Infinity) ||
        a.title.localeCompare(b.title),
    ),
  ]
  const nonEmpty = groups.filter((g) => g.documents.length)
  return { groups: nonEmpty, checked, incomplete: nonEmpty.reduce((sum, g) => sum + g.documents.length, 0) }
}
