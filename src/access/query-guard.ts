import type { CollectionBeforeOperationHook } from 'payload'

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

/** Every path of a where clause (any depth, `and`/`or` included) and of a sort that names a secret field. */
export function secretFieldPaths(where: unknown, sort: unknown): string[] {
  const found = new Set<string>()
  const check = (path: string) => {
    if (path.split(/\.|__/).some((segment) => SECRET_FIELDS.has(segment))) found.add(path)
  }
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      check(key)
      walk(value)
    }
  }
  walk(where)
  for (const entry of Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []) {
    if (typeof entry === 'string') check(entry.trim().replace(/^-/, ''))
  }
  return [...found]
}

/** On every collection (src/payload.config.ts): such queries get a 400, unless the server itself asks. */
export const refuseSecretFieldQueries: CollectionBeforeOperationHook = ({ args }) => {
  const { where, sort, overrideAccess } = args as { where?: unknown; sort?: unknown; overrideAccess?: boolean }
  if (overrideAccess) return args
  const paths = secretFieldPaths(where, sort)
  if (paths.length) throw publicError(`These fields cannot be queried or sorted by: ${paths.join(', ')}.`, 400, { paths })
  return args
}
