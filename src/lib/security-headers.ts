/**
 * The security headers of every response (ARCHITECTURE.md "Security baseline"), in one place:
 * next.config.ts sends the static ones (http/static-security-headers.mjs, which server.mjs also sends
 * with the precompressed build files) with every response, static files included, and
 * src/proxy.ts adds the Content-Security-Policy, whose script nonce is new for each request (a
 * page the production server keeps is sent with its scripts' hashes instead, server.mjs).
 */

import { contentSecurityPolicy as policyWith, nonceSources } from '../../http/content-security-policy.mjs'

export { STATIC_SECURITY_HEADERS } from '../../http/static-security-headers.mjs'

/** HSTS only when the site is served over HTTPS (a browser ignores it over HTTP anyway). */
export function transportHeaders(siteUrl: string): { key: string; value: string }[] {
  return siteUrl.startsWith('https://')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []
}

/**
 * The policy for pages and the admin with this response's script nonce (Next.js puts it on its own
 * scripts when it finds the policy in the request; 'strict-dynamic' lets those load the page's
 * chunks). The directives are http/content-security-policy.mjs's, shared with the page cache,
 * which sends a kept page with its inline scripts' hashes instead.
 */
export function contentSecurityPolicy(nonce: string, opts: { https: boolean }): string {
  return policyWith(nonceSources(nonce), opts)
}

export { newNonce } from '../../http/request-tokens.mjs'
