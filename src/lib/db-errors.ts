/**
 * Which database errors mean "the database is unavailable for a moment" rather than "this request
 * is wrong" or "the code is wrong": answered with 503 and Retry-After instead of 500, because the
 * same request will succeed once the lock is gone, the file is writable again or PostgreSQL is
 * back. The connection is not reopened: SQLite keeps its file open and PostgreSQL's pool connects
 * again by itself, so recovery needs no restart.
 */

export type DatabaseUnavailableKind = 'busy' | 'readonly' | 'connection'

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** SQLite primary result codes (https://sqlite.org/rescode.html). */
const SQLITE_PRIMARY: Record<number, DatabaseUnavailableKind> = { 5: 'busy', 6: 'busy', 8: 'readonly' }

/** SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED_SHAREDCACHE, SQLITE_READONLY_DBMOVED … */
const SQLITE_NAME = /^SQLITE_(BUSY|LOCKED|READONLY)(_[A-Z]+)?$/

/** Node socket errors when PostgreSQL cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53300 too many connections, 57P01–57P03
 * (administrator shutdown, crash shutdown, cannot connect now: the server is starting or stopping),
 * 25006 read-only transaction (a standby or default_transaction_read_only).
 */
const PG_STATE = /^(08[0-9A-Z]{3}|53300|57P0[123]|25006)$/

/** Messages of node-postgres for a lost or impossible connection, which carry no code. */
const PG_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i

/** SQLite messages, for wrappers that keep the message but drop the code. */
const SQLITE_MESSAGE: [RegExp, DatabaseUnavailableKind][] = [
  [/database (table )?is locked|database is busy/i, 'busy'],
  [/attempt to write a readonly database/i, 'readonly'],
]

function classifyOne(error: object): DatabaseUnavailableKind | null {
  const { code, rawCode, message } = error as { code?: unknown; rawCode?: unknown; message?: unknown }
  if (typeof code === 'string') {
    const sqlite = SQLITE_NAME.exec(code)
    if (sqlite) return sqlite[1] === 'READONLY' ? 'readonly' : 'busy'
    if (NETWORK_CODES.has(code) || PG_STATE.test(code)) return code === '25006' ? 'readonly' : 'connection'
  }
  if (typeof rawCode === 'number' && SQLITE_PRIMARY[rawCode & 0xff]) return SQLITE_PRIMARY[rawCode & 0xff]!
  if (typeof message === 'string') {
    for (const [pattern, kind] of SQLITE_MESSAGE) if (pattern.test(message)) return kind
    if (PG_MESSAGE.test(message)) return 'connection'
  }
  return null
}

/**
 * The kind of temporary unavailability behind an error, or null for any other error. Follows
 * `cause` chains (Drizzle wraps driver errors in DrizzleQueryError, the app in its own errors) and
 * AggregateError's `errors` (a connection refused on both IPv4 and IPv6).
 */
export function databaseUnavailable(error: unknown): DatabaseUnavailableKind | null {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const e = queue.shift()
    if (typeof e !== 'object' || e === null || seen.has(e)) continue
    seen.add(e)
    if (e instanceof DatabaseUnavailableError) return e.kind
    const kind = classifyOne(e)
    if (kind) return kind
    const { cause, errors } = e as { cause?: unknown; errors?: unknown }
    queue.push(cause)
    if (Array.isArray(errors)) queue.push(...errors)
  }
  return null
}

/** True when the request may well succeed if it is tried again shortly (answer 503). */
export const isDatabaseUnavailable = (error: unknown): boolean => databaseUnavailable(error) !== null

/**
 * Thrown where an error must not be passed on as it is (database errors carry the query's values,
 * e.g. a grievance's personal data) but its kind still matters: it keeps only the kind.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly kind: DatabaseUnavailableKind) {
    super(`database unavailable (${kind})`)
    this.name = 'DatabaseUnavailableError'
  }
}
