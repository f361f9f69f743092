import {
  getLocalizedPaths,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type FlattenedField,
  type Payload,
} from 'payload'

import { publicError } from '@/lib/errors'

/**
 * What Payload passes to the database unchecked, checked before it gets there: a document id of
 * the wrong type (`/cms-api/notices/abc`, `where[id][in]=abc`), a date that is not one, a number
 * that is not finite, a paging value beyond any page (`limit=1e309`, `page=99999999999999999999`),
 * an operator that only works on map points (`near`), and a where clause of hundreds of conditions.
 * The database refused each with an error that Payload answered with a 500 and logged with the
 * query's values; they get a 404 (no such document) or a 400 that says what to change now, and the
 * messages never repeat the value (Payload logs them).
 */

/** Conditions one query may hold: the admin's filters use a handful, its bulk selection one `in`. */
export const MAX_CONDITIONS = 100

const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])
/** Operators whose value is a list (also given as a comma-separated string). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Operators compared as text or by presence, whatever the field. */
const UNCHECKED_OPERATORS = new Set(['exists', 'like', 'not_like', 'contains'])

type IdType = 'number' | 'text'

/** Payload's collections by slug, read with any string (a where path may name anything). */
const collectionOf = (payload: Payload, slug: string) =>
  (payload.collections as Record<string, Payload['collections'][CollectionSlug] | undefined>)[slug]

const idTypeOf = (payload: Payload, slug: string): IdType =>
  collectionOf(payload, slug)?.customIDType ?? payload.db.defaultIDType

const isWholeNumber = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))) &&
  Number.isSafeInteger(Number(value))
const isId = (value: unknown, type: IdType) =>
  type === 'number' ? isWholeNumber(value) : typeof value === 'string' && value !== ''
// A Date object too: Payload's own server-side queries pass them (the admin's document-lock check).
const isDate = (value: unknown) =>
  value instanceof Date
    ? Number.isFinite(value.getTime())
    : (typeof value === 'string' || typeof value === 'number') &&
      value !== '' &&
      Number.isFinite(new Date(value).getTime())
const isFiniteNumber = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isFinite(Number(value))

/** What a where path names: a field, or the id of a collection. */
type Target = { kind: 'id'; collection: string } | { kind: 'field'; field: FlattenedField } | null

function resolve(payload: Payload, collection: string, path: string): Target {
  const segments = path.replace(/__/g, '.').split('.')
  if (segments.at(-1) === 'id') {
    if (segments.length === 1) return { kind: 'id', collection }
    const parent = resolve(payload, collection, segments.slice(0, -1).join('.'))
    if (
      parent?.kind === 'field' &&
      (parent.field.type === 'relationship' || parent.field.type === 'upload') &&
      typeof parent.field.relationTo === 'string'
    ) {
      return { kind: 'id', collection: parent.field.relationTo }
    }
    return null
  }
  const config = collectionOf(payload, collection)?.config
  if (!config) return null
  try {
    const paths = getLocalizedPaths({
      collectionSlug: collection,
      fields: config.flattenedFields,
      incomingPath: segments.join('.'),
      overrideAccess: true,
      payload,
    })
    const last = paths.at(-1)
    return last && !last.invalid && last.field ? { kind: 'field', field: last.field } : null
  } catch {
    return null // a path Payload cannot read: its own check answers it
  }
}

/** Why `operator: value` on `path` cannot be run, or null. */
function conditionProblem(
  payload: Payload,
  collection: string,
  path: string,
  operator: string,
  value: unknown,
): string | null {
  const target = resolve(payload, collection, path)
  if (!target) return null
  if (POINT_OPERATORS.has(operator)) {
    return target.kind === 'field' && target.field.type === 'point'
      ? null
      : `where[${path}][${operator}]: ${operator} works only on map points, and ${path} is not one.`
  }
  if (UNCHECKED_OPERATORS.has(operator) || value === null || value === undefined) return null
  const values = LIST_OPERATORS.has(operator)
    ? Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',')
        : [value]
    : [value]
  const all = (test: (v: unknown) => boolean) => values.every(test)
  const where = `where[${path}][${operator}]`
  if (target.kind === 'id') {
    const type = idTypeOf(payload, target.collection)
    return all((v) => isId(v, type)) ? null : `${where} takes ${type === 'number' ? 'whole-number ids' : 'ids'}.`
  }
  const { field } = target
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const type = idTypeOf(payload, field.relationTo)
    return all((v) => isId(v, type))
      ? null
      : `${where} takes ${type === 'number' ? 'whole-number ids' : 'ids'} of ${field.relationTo}.`
  }
  if (field.type === 'date') return all(isDate) ? null : `${where} takes a date, such as 2026-01-31.`
  if (field.type === 'number') return all(isFiniteNumber) ? null : `${where} takes a number.`
  return null
}

/** Why a where clause cannot be run, or null. */
export function whereProblem(payload: Payload, collection: string, where: unknown): string | null {
  let conditions = 0
  const walk = (node: unknown): string | null => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return null
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (!Array.isArray(value)) return `where[${key}] takes a list of conditions.`
        for (const branch of value) {
          const problem = walk(branch)
          if (problem) return problem
        }
        continue
      }
      if (++conditions > MAX_CONDITIONS)
        return `A query can hold at most ${MAX_CONDITIONS} conditions; use “in” with a list instead of many “or”s.`
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue
      for (const [operator, operand] of Object.entries(value)) {
        const problem = conditionProblem(payload, collection, key, operator, operand)
        if (problem) return problem
      }
    }
    return null
  }
  return walk(where)
}

/** Why the paging values cannot be used, or null. Absent values take Payload's defaults. */
export function pagingProblem({
  limit,
  page,
  depth,
}: {
  limit?: unknown
  page?: unknown
  depth?: unknown
}): string | null {
  const given = (v: unknown) => v !== undefined && v !== null && v !== ''
  if (given(limit) && !(isWholeNumber(limit) && Number(limit) >= 0)) return 'limit must be a whole number, 0 or more.'
  if (given(page) && !(isWholeNumber(page) && Number(page) >= 1)) return 'page must be a whole number, 1 or more.'
  if (given(depth) && !(isWholeNumber(depth) && Number(depth) >= 0)) return 'depth must be a whole number, 0 or more.'
  const offset = (Number(page ?? 1) - 1) * Number(limit || 10)
  if (!Number.isSafeInteger(offset)) return 'page is beyond the last page there can be.'
  return null
}

/** On every collection (src/payload.config.ts), for every operation, whoever asks. */
export const checkQueryValues: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id, where, limit, page, depth } = args as {
    id?: unknown
    where?: unknown
    limit?: unknown
    page?: unknown
    depth?: unknown
  }
  if (id !== undefined && id !== null && !isId(id, idTypeOf(req.payload, collection.slug))) {
    throw publicError('There is no such document: its id is not one this collection uses.', 404)
  }
  const problem = pagingProblem({ limit, page, depth }) ?? whereProblem(req.payload, collection.slug, where)
  if (problem) throw publicError(problem, 400)
  return args
}
