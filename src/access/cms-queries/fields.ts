import {
  getLocalizedPaths,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

import { publicError } from '@/lib/errors'

/**
 * Fields of staff accounts that no query or sort may touch, whoever asks. Payload never returns
 * them, but a `where` or `sort` on them, directly or through a relationship (`changedBy.hash`,
 * `uploadedBy.sessions.id`), answers yes or no about their content, and so gives away a session id
 * or a password hash character by character.
 */
const SECRET_FIELDS = new Set([
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  '_verificationToken',
])

/** Every path a where clause (any depth, `and`/`or` included) and a sort name. */
export function queryPaths(where: unknown, sort: unknown): string[] {
  const found = new Set<string>()
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      // Operator names (`equals`, `like` …) come along too: no field is named like one, and a
      // nested query's paths (an operand of `contains`) are found this way.
      if (key !== 'and' && key !== 'or') found.add(key)
      walk(value)
    }
  }
  walk(where)
  for (const entry of Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []) {
    if (typeof entry === 'string' && entry.trim()) found.add(entry.trim().replace(/^-/, ''))
  }
  return [...found]
}

/** Every path of a where clause and of a sort that names a secret field. */
export function secretFieldPaths(where: unknown, sort: unknown): string[] {
  return queryPaths(where, sort).filter((path) => path.split(/\.|__/).some((segment) => SECRET_FIELDS.has(segment)))
}

/** On every collection (src/payload.config.ts): such queries get a 400, unless the server itself asks. */
export const refuseSecretFieldQueries: CollectionBeforeOperationHook = ({ args, collection }) => {
  const { where, sort, joins, overrideAccess } = args as {
    where?: unknown
    sort?: unknown
    joins?: unknown
    overrideAccess?: boolean
  }
  if (overrideAccess) return args
  const paths = [{ where, sort }, ...joinQueries(collection, joins)].flatMap((query) =>
    secretFieldPaths(query.where, query.sort),
  )
  if (paths.length)
    throw publicError(`These fields cannot be queried or sorted by: ${paths.join(', ')}.`, 400, { paths })
  return args
}

const RELATIONS = new Set(['relationship', 'upload', 'join'])

/**
 * The collections a query path reaches through relationships: `changedBy.email` on a notice reaches
 * users; `institution.name` institutions; `changedBy` alone, `institution.id` and a polymorphic
 * relationship's `relationTo`/`value` stay in the document (its own column). Paths of versions
 * (`version.changedBy.email`) are read as the document's; `parent.title` reaches the collection itself.
 */
export function collectionsReached(req: PayloadRequest, collection: string, path: string): string[] {
  let rest = path.replace(/__/g, '.')
  const reached: string[] = []
  const config = req.payload.collections[collection as CollectionSlug]?.config
  if (!config) return reached
  // Payload tells its hooks a read of versions as a `read`; a version's paths start with `version.`
  // or `parent.`, which no field of these collections is named.
  const [first] = rest.split('.')
  if (
    config.versions &&
    (first === 'version' || first === 'parent') &&
    !config.flattenedFields.some((f) => f.name === first)
  ) {
    rest = rest.slice(first.length + 1)
    if (first === 'parent' && rest !== 'id' && rest !== '') reached.push(collection)
    if (first === 'parent') return reached
  }
  let paths: ReturnType<typeof getLocalizedPaths>
  try {
    paths = getLocalizedPaths({
      collectionSlug: collection,
      fields: config.flattenedFields,
      incomingPath: rest,
      locale: req.locale ?? undefined,
      overrideAccess: true,
      payload: req.payload,
    })
  } catch {
    return reached // a path Payload cannot read: its own validation answers it
  }
  for (let i = 1; i < paths.length; i++) {
    const through = paths[i - 1]!.field
    const here = paths[i]!
    if (!through || !RELATIONS.has(through.type) || !here.collectionSlug) continue
    if (here.path === 'id' || here.path === 'relationTo' || here.path === 'value') continue
    reached.push(here.collectionSlug)
  }
  return reached
}

/**
 * Sorting and filtering through a relationship follow read access on the related collection: a where or sort path that reaches a collection this user may not read in full is
 * refused with a 400. Payload scopes a filter through a relationship to the related documents the
 * user may read, but not a sort: an editor sorting notices by `changedBy.email`, who may read only
 * their own account, learnt where the administrator's address falls, and by changing their own,
 * each character of it. Refused rather than ignored: a list silently sorted or filtered otherwise
 * than asked would be a wrong answer, and the admin never asks for such a path (its filters and
 * sorts stay on the document's own fields and relationship ids). "In full" because a partly
 * readable collection (an editor's own institutions, their own account) is exactly where the order
 * and the matches of the rows they may not read tell what is in them.
 */
export const refuseQueriesThroughUnreadable: CollectionBeforeOperationHook = async ({ args, collection, req }) => {
  const { where, sort, joins, overrideAccess } = args as {
    where?: unknown
    sort?: unknown
    joins?: unknown
    overrideAccess?: boolean
  }
  if (overrideAccess || (!where && !sort && !joins)) return args
  const readable = new Map<string, Promise<boolean>>()
  const mayReadAll = (slug: string) => {
    let known = readable.get(slug)
    if (!known) {
      const read = req.payload.collections[slug as CollectionSlug]?.config.access?.read
      known = Promise.resolve(read ? read({ req }) : false).then((result) => result === true)
      readable.set(slug, known)
    }
    return known
  }
  const refused: string[] = []
  for (const query of [{ slug: collection.slug, where, sort }, ...joinQueries(collection, joins)]) {
    for (const path of queryPaths(query.where, query.sort)) {
      for (const slug of collectionsReached(req, query.slug, path)) {
        if (!(await mayReadAll(slug))) {
          refused.push(path)
          break
        }
      }
    }
  }
  if (refused.length) {
    throw publicError(
      `These fields lead to documents you may not read all of, so they cannot be queried or sorted by: ${refused.join(', ')}.`,
      400,
      { paths: refused },
    )
  }
  return args
}

/**
 * The queries of join fields (`joins[committees][sort]=changedBy.email` on an institution), each
 * with the collection it reads: a join's sort and filter follow the same rule as the document's own.
 */
function joinQueries(collection: { flattenedFields: readonly { name: string; type: string }[] }, joins: unknown) {
  if (!joins || typeof joins !== 'object') return []
  return Object.entries(joins).flatMap(([name, query]) => {
    const field = collection.flattenedFields.find((f) => f.name === name)
    const slug = field?.type === 'join' ? (field as { collection?: unknown }).collection : undefined
    if (typeof slug !== 'string' || !query || typeof query !== 'object') return []
    const { where, sort } = query as { where?: unknown; sort?: unknown }
    return [{ slug, where, sort }]
  })
}
