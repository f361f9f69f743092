import pino from 'pino'

/**
 * The application's structured logger (JSON lines on stdout).
 * Never pass personal data (grievance fields, emails, names) to it.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  redact: { paths: ['*.email', '*.mobile', '*.name', '*.password', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
})
