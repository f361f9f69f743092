// @ts-check
import pino from 'pino'

import { errorForLog } from './log-errors.mjs'

/**
 * The application's structured logger (JSON lines on stdout), shared by server.mjs and the app
 * (src/lib/logger.ts), and Payload's logger (payload.config.ts). Never pass personal data (grievance
 * fields, emails, names) to it. Errors are logged without query values (server/log-errors.mjs).
 */

export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  serializers: { err: errorForLog },
  redact: { paths: ['*.email', '*.mobile', '*.name', '*.password', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
})
