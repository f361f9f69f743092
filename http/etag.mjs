// @ts-check
/**
 * Entity tags (RFC 9110 section 8.8.3), shared by the /api/v1 whole-list answers
 * (src/api-v1/answer-cache.ts), which make them, and the page cache (page-cache/response-cache.mjs), which
 * asks the app with them whether a kept answer still holds, and tags each kept page (weak: the
 * page goes out gzipped or not, and both are the same page).
 */
import { createHash } from 'node:crypto'

/** A strong tag for these bytes: a hash of them, so equal tags mean equal bytes. */
export function etagOf(/** @type {Uint8Array} */ body) {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
}

/**
 * Whether an If-None-Match header names `etag`: a list of tags, or `*` for any; compared weakly
 * (RFC 9110 section 13.1.2), so `W/"x"` and `"x"` match each other.
 * @param {string | string[] | null | undefined} ifNoneMatch
 * @param {string} etag
 */
export function matchesEtag(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== 'string') return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}
