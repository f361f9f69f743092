// @ts-check
/**
 * The largest request body the site takes, one rule for server.mjs (which answers 413 before
 * reading a body announced larger), next.config.ts (Next.js's proxy passes bodies up to this on to
 * the app; its default cut uploads off at 10 MB) and Payload's upload limit (payload.config.ts).
 * A little above the largest file allowed (PDFs, 20 MB: src/lib/upload-rules.ts), so that a file
 * just over its limit still gets the precise message of the upload rules.
 */
export const BODY_LIMIT_BYTES = 25 * 1024 * 1024

/** What a staff member reads when a body is over the limit (the admin shows `errors[0].message`). */
export const BODY_LIMIT_MESSAGE = 'Files can be at most 20 MB (images 10 MB); this one is larger than 25 MB.'

/** Whether a request announces a body over the limit (Content-Length). */
export function announcesTooLargeBody(/** @type {import('node:http').IncomingHttpHeaders} */ headers) {
  const length = Number(headers['content-length'])
  return Number.isFinite(length) && length > BODY_LIMIT_BYTES
}

/**
 * Next.js's body limit for a page's server action (its default `serverActions.bodySizeLimit`):
 * src/lib/page-posts.ts refuses a page POST announcing more, server/page-post-body.mjs one whose
 * chunked body turns out larger.
 */
export const PAGE_POST_LIMIT_BYTES = 1024 * 1024
export const PAGE_POST_TOO_LARGE = 'What was sent is too large for this form (at most 1 MB).'
