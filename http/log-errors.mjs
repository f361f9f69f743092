// @ts-check
/**
 * How an error is written to the log (the `err` serializer of http/logger.mjs, which Payload logs
 * through too). Errors carry what must never reach a log: a failed database query's message holds
 * its SQL and, after "params:", every value bound to it (a complainant's email and mobile in an
 * officer's failing filter); a driver's message may quote a value ("invalid input syntax for type
 * integer: "abc""); and Drizzle adds the values again as `params`. So an error is logged by its
 * name, code, status, first line of message and stack frames only, a database error's message
 * reduced to the table it read, and a client's error (4xx) without a stack: it is not a fault of
 * the code.
 */

/** Longest message kept: an error's message is a sentence, not a document. */
const MESSAGE_MAX = 300
/** Causes followed: Drizzle wraps the driver's error, the app wraps Drizzle's. */
const CAUSE_DEPTH = 3

/** Whether `e` is a failed query: Drizzle's DrizzleQueryError, or anything carrying SQL and its values. */
function isQueryError(/** @type {Error & Record<string, unknown>} */ e) {
  return e.name === 'DrizzleQueryError' || /^Failed query:/.test(e.message) || 'params' in e || 'query' in e
}

/** Whether `e` comes from the database driver: its message may quote a value. */
function isDriverError(/** @type {Error & Record<string, unknown>} */ e) {
  const code = e.code
  return (
    e.name === 'LibsqlError' ||
    e.name === 'DatabaseError' ||
    (typeof code === 'string' && (/^SQLITE_/.test(code) || /^[0-9A-Z]{5}$/.test(code)))
  )
}

/** The message of a failed query, without its SQL and values: which table it was about. */
function queryMessage(/** @type {string} */ message) {
  const table = /\b(?:from|into|update)\s+"([^"]+)"/i.exec(message)?.[1]
  return table ? `database query on "${table}" failed` : 'database query failed'
}

const firstLine = (/** @type {string} */ s) => (s.split('\n', 1)[0] ?? '').slice(0, MESSAGE_MAX)
/** Quoted parts of a driver's message are the values it could not take. */
const withoutQuoted = (/** @type {string} */ s) => s.replace(/"[^"]*"|'[^']*'/g, '"…"')
/** A stack's frames, without its first lines (the message again, SQL and values included). */
const frames = (/** @type {string | undefined} */ stack) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')

/**
 * @param {unknown} e
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
export function errorForLog(e, depth = 0) {
  if (!(e instanceof Error)) return { type: typeof e, message: '(not an Error; not logged)' }
  const error = /** @type {Error & Record<string, unknown>} */ (e)
  const message = isQueryError(error)
    ? queryMessage(error.message)
    : isDriverError(error)
      ? withoutQuoted(firstLine(error.message))
      : firstLine(error.message)
  /** @type {Record<string, unknown>} */
  const out = { type: error.name, message }
  if (typeof error.code === 'string' || typeof error.code === 'number') out.code = error.code
  const status = typeof error.status === 'number' ? error.status : undefined
  if (status) out.status = status
  if (status && status >= 400 && status < 500) return out
  if (depth === 0) out.stack = frames(error.stack)
  if (error.cause !== undefined && depth < CAUSE_DEPTH) out.cause = errorForLog(error.cause, depth + 1)
  return out
}
