/** The response envelopes of the public contract (ARCHITECTURE.md "The /api/v1 contract"). */

const headers = { 'Cache-Control': 'no-store' }

export const ok = (data: unknown) => Response.json({ success: 1, data }, { headers })

export const notFound = (message = 'Not found') => Response.json({ success: 0, message }, { status: 404, headers })

export const badRequest = (message: string, errors?: Record<string, string>) =>
  Response.json({ success: 0, message, ...(errors ? { errors } : {}) }, { status: 400, headers })

export const methodNotAllowed = (allow: string[]) =>
  Response.json(
    { success: 0, message: 'Method not allowed' },
    { status: 405, headers: { ...headers, Allow: allow.join(', ') } },
  )

export const serverError = () =>
  Response.json({ success: 0, message: 'Something went wrong. Please try again later.' }, { status: 500, headers })

/** Thrown by a handler to answer 400 with a message (and per-field errors). */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }
}
