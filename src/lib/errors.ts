import { APIError, ValidationError } from 'payload'

/**
 * Errors whose message Payload shows to the person (the admin's toast, the REST API's
 * `errors[0].message`). Payload recognises its errors by class, and failing that by name; in the
 * production build its classes can be duplicated across chunks and their names minified away, and
 * then it answered "An unknown error occurred." (tests/faults/staff-side.test.mjs). So these set a
 * name, and a message that says it all, explicitly.
 */

/** A refusal with its own message and status (4xx). */
export function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data ?? null, true)
  error.name = 'APIError'
  return error
}

/** Field errors (400): each shown next to its field, and together as the message. */
export function fieldErrors(collection: string, errors: { path: string; message: string }[]): ValidationError {
  const error = new ValidationError({ collection, errors })
  error.name = 'ValidationError'
  error.message = [...new Set(errors.map((e) => e.message))].join(' ')
  return error
}
