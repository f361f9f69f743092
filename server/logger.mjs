// @ts-check
import pino from 'pino'

import { errorForLog } from './log-errors.mjs'

/**
 * The application's structured logger (JSON lines on stdout), shared by server.mjs and the app
 * (src/lib/logger.ts), and Payload's logger (payload.config.ts). Never pass personal data (grievance
 * fields, emails, names) to it. Errors are logged without query values (server/log-errors.mjs).
 */

/**
 * A line that logs an error and says nothing of its own (`logger.error({ err })`, `logger.error(err)`:
 * how Payload logs a failed request) would get the error's own message as its `msg` from pino, SQL
 * and values included: it gets the message errorForLog keeps instead.
 * @this {pino.Logger}
 * @param {Parameters<pino.LogFn>} args
 * @param {pino.LogFn} method
 */
function errorMessageAsMsg(args, method) {
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
  redact: { paths: ['*.email', '*.mobile', '*.name', '*.password', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
})

/** Standard output, one stream for both loggers below. */
const stdout = pino.destination()

export const logger = pino(loggerOptions, stdout)

/**
 * server.mjs's line per request: its fields are fixed (request id, method, path without the query,
 * status, duration, how the page cache answered) and never personal, so it goes without the
 * redaction and the error handling above, which cost a page hit about 8 % of its CPU when every
 * request's line went through them (profiled under wrk).
 */
export const requestLogger = pino({ level: loggerOptions.level, base: undefined }, stdout)
