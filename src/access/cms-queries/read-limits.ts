import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { publicError } from '@/lib/errors'
import { takeToken, waitText } from '@/services/rate-limit'

import { hasRole, ROLES } from '../staff-user'

/**
 * Bounds on what one request to Payload's API (/cms-api) may make the server read.
 * Visitors read nothing there (src/access/roles.ts); these bound the staff's reads, whose size the
 * request names.
 *
 * - At most MAX_LIMIT documents a page, MAX_POPULATED_LIMIT when their relationships are populated.
 *   `limit=0` and `pagination=false` ("all of them") and any larger limit get the most, with
 *   Payload's usual page fields (`hasNextPage`, `totalDocs`), so a
 *   caller that wants more reads the next page. Capped rather than refused: the admin itself asks
 *   for `limit=0` (documents by id, bulk edits), for up to 250 documents by id (the labels of a
 *   list's relationship cells) and pages of 5 to 100 (list views, relationship pickers).
 * - Relationships populated one level deep at most (`maxDepth` in src/payload.config.ts, which
 *   Payload applies to every read, the site's included: none needs more, the admin uses 0 and 1).
 * - One language at a time: `locale=all` (every language of every localized field) is refused; the
 *   admin never asks for it over HTTP (its Marathi report reads on the server).
 * - STAFF_READS requests a minute per account (src/services/rate-limit.ts `staffReads`).
 *
 * Only for Payload's HTTP API (REST, GraphQL): the server's own reads (the site, the CSV export,
 * the Marathi report) choose their sizes themselves and read in batches.
 */
export const MAX_LIMIT = 250
/**
 * At most this many documents a page when their relationships are populated (`depth` 1, Payload's
 * default over HTTP): each document then costs a read of every document it names, and the page is
 * put together and serialized on the server's one thread, where it holds up every other request
 * (the health check included). The admin reads its pages and pickers at depth 0 or in pages of up
 * to 100.
 */
export const MAX_POPULATED_LIMIT = 100

/**
 * Payload's read operations that take a page size, as its hooks are told them: `read` is also
 * find, findVersions, and findByID and findVersionByID (which have an id and no page).
 */
const PAGED = new Set(['read', 'readDistinct'])
/** Every read operation a staff member's request counts as, once per request. */
const READS = new Set([...PAGED, 'count', 'countVersions'])

type PagedArgs = {
  id?: unknown
  limit?: unknown
  pagination?: boolean
  overrideAccess?: boolean
  joins?: unknown
  currentDepth?: number
  depth?: unknown
}

const overHttp = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

/**
 * The page size to use instead of the one asked for, or null to keep it; `populated` when the
 * documents' relationships are read with them. Pure, for the tests.
 */
export function boundedLimit(limit: unknown, pagination: boolean | undefined, populated = false): number | null {
  const max = populated ? MAX_POPULATED_LIMIT : MAX_LIMIT
  const asked = limit === undefined || limit === null || limit === '' ? undefined : Number(limit)
  if (pagination === false) return Math.min(asked || max, max)
  if (asked === 0 || (asked !== undefined && asked > max)) return max
  return null
}

/** Whether a read populates relationships: a depth above 0, or none named (Payload's default is 2, kept to maxDepth 1). */
const populates = (depth: unknown) => depth === undefined || depth === null || depth === '' || Number(depth) > 0

/** A mark in the request's context (a string key: Payload copies those into the nested reads' context). */
const COUNTED = 'staffReadCounted'

/** Counts one request of a staff member against their allowance; a second read in the same request is free. */
async function countStaffRead(req: PayloadRequest) {
  if (req.context[COUNTED]) return
  req.context[COUNTED] = true
  const wait = await takeToken('staffReads', `user:${req.user!.id}`)
  if (wait !== null) {
    throw publicError(
      `Too many requests from your account in a short time. Please wait ${waitText(wait)} and try again.`,
      429,
    )
  }
}

/** On every collection (src/payload.config.ts). */
export const boundReads: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const paged = args as PagedArgs
  if (paged.overrideAccess || !overHttp(req) || !READS.has(operation)) return args
  if (req.locale === 'all') throw publicError('Ask for one language at a time: locale=en or locale=mr.', 400)
  if (hasRole(req.user, ...ROLES)) await countStaffRead(req)
  // Relationships being populated (Payload reads them by id, all at once): the page they belong to is bounded.
  if (paged.currentDepth) return args
  const bounded = { ...args, joins: boundedJoins(paged.joins) }
  if (!PAGED.has(operation) || (operation === 'read' && paged.id !== undefined)) return bounded
  const limit = boundedLimit(paged.limit, paged.pagination, populates(paged.depth))
  return limit === null ? bounded : { ...bounded, limit, pagination: true }
}

/** Join fields (an institution's achievements, photos, links) hold pages of their own: the same bound. */
function boundedJoins(joins: unknown): unknown {
  if (!joins || typeof joins !== 'object') return joins
  return Object.fromEntries(
    Object.entries(joins).map(([field, query]) => {
      if (!query || typeof query !== 'object') return [field, query]
      const limit = boundedLimit((query as { limit?: unknown }).limit, undefined)
      return [field, limit === null ? query : { ...query, limit }]
    }),
  )
}
