// @ts-check
import pino from 'pino'

/**
 * The application's structured logger (JSON lines on stdout), shared by server.mjs and the app
 * (src/lib/logger.ts). Never pass personal data (grievance fields, emails, names) to it.
 */
/** Errors are logged by type, message and stack only: database errors carry query parameters. */
const err = (/** @type {unknown} */ e) => (e instanceof Error ? { type: e.name, message: e.message, stack: e.stack } : { message: String(e) })

export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  serializers: { err },
  redact: { paths: ['*.email', '*.mobile', '*.name', '*.password', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
})
