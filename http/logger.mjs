// @ts-check
import pino from 'pino'

import { errorForLog } from './log-errors.mjs'

/**
 * The application's structured logger (JSON lines on stdout), shared by server.mjs and the app
 * (src/lib/logger.ts), and Payload's logger (payload.config.ts). Never pass personal data (grievance
 * fields, emails, names) to it. Errors are logged without query values (http/log-errors.mjs).
 */

/** pino's level numbers: warn 40, error 50. */
const ERROR_LEVEL = 50
/** A refusal that says something of the site's defences (a failed login, a denied read, a limit reached): warn; other client errors: info. */
const WARN_STATUSES = new Set([401, 403, 423, 429])

/**
 * The level a line is written at. A request the server refused (an error with a 4xx status: a
 * failed login, a 429, a cross-site request read as anonymous and denied, an approval refused) is
 * not a fault of the server, and Payload logs every one at error level: anyone could fill the
 * error log at will and hide real faults in it. Those go to warn (401, 403, 423, 429) or info;
 * error and fatal stay for the server's own faults.
 * @param {number} level the level asked for
 * @param {unknown[]} args the arguments of the call
 * @returns {'warn' | 'info' | null} the level to write at instead, or null to keep it
 */
export function clientErrorLevel(level, args) {
  if (level < ERROR_LEVEL) return null
  const [first] = args
  const err =
    first instanceof Error
      ? first
      : first && typeof first === 'object'
        ? /** @type {{ err?: unknown }} */ (first).err
        : undefined
  const status = err && typeof err === 'object' ? Number(/** @type {{ status?: unknown }} */ (err).status) : NaN
  if (!(status >= 400 && status < 500)) return null
  return WARN_STATUSES.has(status) ? 'warn' : 'info'
}

/**
 * A line that logs an error and says nothing of its own (`logger.error({ err })`, `logger.error(err)`:
 * how Payload logs a failed request) would get the error's own message as its `msg` from pino, SQL
 * and values included: it gets the message errorForLog keeps instead. A client's error is written
 * at a lower level (clientErrorLevel).
 * @this {pino.Logger}
 * @param {Parameters<pino.LogFn>} args
 * @param {pino.LogFn} method
 * @param {number} level
 */
function errorMessageAsMsg(args, method, level) {
  const lower = clientErrorLevel(level, /** @type {unknown[]} */ (args))
  // The lower level's own method runs this hook again, at a level it leaves alone.
  if (lower) return void this[lower](.../** @type {Parameters<pino.LogFn>} */ (args))
  const [first, second] = /** @type {unknown[]} */ (args)
  if (typeof second !== 'string' && first && typeof first === 'object' && !('msg' in first)) {
    const err = first instanceof Error ? first : /** @type {{ err?: unknown }} */ (first).err
    if (err instanceof Error) return method.call(this, first, String(errorForLog(err).message))
  }
  return method.apply(this, args)
}

/** The logger's options, for tests that log to a stream of their own. */
export const loggerOptions = /** @type {pino.LoggerOptions} */ ({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  serializers: { err: errorForLog },
  hooks: { logMethod: errorMessageAsMsg },
  redact: {
    paths: ['*.email', '*.mobile', '*.name', '*.password', 'req.headers.cookie', 'req.headers.authorization'],
    censor: '[redacted]',
  },
})

/** Standard output, for the application's logger (the request log writes its own way, below). */
const stdout = pino.destination()

export const logger = pino(loggerOptions, stdout)

/**
 * A stream for pino that hands `stream` the lines written during one turn of the event loop in one
 * write, as that turn ends: under load one turn ends many requests. No line waits longer than the
 * turn it was logged in; `flushSync` writes what is left when the process exits.
 * @param {{ write(text: string): unknown, flushSync(): void }} stream
 */
export function linesPerTurn(stream) {
  let pending = ''
  const flush = () => {
    const lines = pending
    pending = ''
    if (lines) stream.write(lines)
  }
  return {
    /** @param {string} line */
    write(line) {
      if (pending === '') setImmediate(flush)
      pending += line
    },
    flushSync() {
      flush()
      stream.flushSync()
    },
  }
}

// The request log's lines: one synchronous write per turn, as Node writes to its own stdout (files
// and pipes, on Linux). An asynchronous write per line passed each line through Node's thread pool,
// the largest cost of a page hit after the socket's own write (docs/benchmarks.md, "Figures behind
// the design").
const requestLines = linesPerTurn(pino.destination({ dest: process.stdout.fd, sync: true }))
process.once('exit', () => requestLines.flushSync())

/**
 * server.mjs's line per request: its fields are fixed (request id, method, path without the query,
 * status, duration, how the page cache answered) and never personal, so it goes without the
 * redaction and the error handling above, which were a visible share of a page hit's CPU when every
 * request's line went through them (docs/benchmarks.md, "Figures behind the design").
 */
export const requestLogger = pino({ level: loggerOptions.level, base: undefined }, requestLines)
