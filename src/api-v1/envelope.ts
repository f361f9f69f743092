import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/db-errors'
import { waitText } from '@/services/rate-limit'

/** The response envelopes of the public contract (ARCHITECTURE.md "The /api/v1 contract"). */

const headers = { 'Cache-Control': 'no-store' }

export const ok = (data: unknown, extraHeaders: Record<string, string> = {}) =>
  Response.json({ success: 1, data }, { headers: { ...headers, ...extraHeaders } })

export const notFound = (message = 'Not found') => Response.json({ success: 0, message }, { status: 404, headers })

export const failure = (
  status: number,
  message: string,
  errors?: Record<string, string>,
  extraHeaders: Record<string, string> = {},
) =>
  Response.json(
    { success: 0, message, ...(errors ? { errors } : {}) },
    { status, headers: { ...headers, ...extraHeaders } },
  )

export const badRequest = (message: string, errors?: Record<string, string>) => failure(400, message, errors)

export const methodNotAllowed = (allow: string[]) =>
  failure(405, 'Method not allowed', undefined, { Allow: allow.join(', ') })

/** 429 with Retry-After (src/services/rate-limit.ts). */
export const tooManyRequests = (seconds: number) =>
  failure(429, `Too many requests. Please try again in ${waitText(seconds)}.`, undefined, {
    'Retry-After': String(seconds),
  })
/** The database is locked, read-only or unreachable for now: try again (src/lib/db-errors.ts). */
export const unavailable = () =>
  failure(503, 'The service is busy right now. Please try again in a moment.', undefined, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  })

export const serverError = () => failure(500, 'Something went wrong. Please try again later.')

/** Thrown by a handler to answer 429 with Retry-After (a limit on what the body names, e.g. a mobile number). */
export class TooManyRequests extends Error {
  constructor(readonly seconds: number) {
    super('too many requests')
  }
}

/** Thrown by a handler to answer 400 with a message (and per-field errors). */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }
}
