// @ts-check
/**
 * The Content-Security-Policy of pages and the admin, in one place for its two makers:
 * src/proxy.ts (src/lib/security-headers.ts), which gives every rendered response a policy with a
 * fresh script nonce, and server.mjs's page cache (page-cache/script-hashes.mjs), which sends a kept
 * page, the same bytes for every visitor, with the hashes of the inline scripts its render wrote
 * instead. Either way `script-src` never has 'unsafe-inline': an inline script runs only when
 * this response's nonce or one of its hashes names it.
 *
 * With a nonce, 'strict-dynamic' lets the nonced scripts load the page's chunks. The hash policy
 * has no 'strict-dynamic': with it a browser ignores 'self', and the chunks Next.js writes as
 * plain `<script src>` tags (parser-inserted, so 'strict-dynamic' does not cover them) would be
 * refused; 'self' allows them and whatever they load from this origin. Styles may be inline (React
 * and Payload's admin set style attributes); nothing may be framed by other sites, no plugins, no
 * <base> tricks, forms post only here.
 */

/**
 * The policy with these `script-src` sources after 'self' (`'nonce-…' 'strict-dynamic'`, or the
 * `'sha256-…'` hashes of a kept page).
 * @param {string[]} scriptSources
 * @param {{ https: boolean }} opts
 */
export function contentSecurityPolicy(scriptSources, opts) {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ]
  if (opts.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The `script-src` sources of a per-response nonce. */
export const nonceSources = (/** @type {string} */ nonce) => [`'nonce-${nonce}'`, "'strict-dynamic'"]
