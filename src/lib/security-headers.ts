/**
 * The security headers of every response (ARCHITECTURE.md "Security baseline"), in one place:
 * next.config.ts sends the static ones (server/static-security-headers.mjs, which server.mjs also sends
 * with the precompressed build files) with every response, static files included, and
 * src/proxy.ts adds the Content-Security-Policy, whose script nonce is new for each request.
 */

export { STATIC_SECURITY_HEADERS } from '../../server/static-security-headers.mjs'

/** HSTS only when the site is served over HTTPS (a browser ignores it over HTTP anyway). */
export function transportHeaders(siteUrl: string): { key: string; value: string }[] {
  return siteUrl.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []
}

/**
 * The policy for pages and the admin. Scripts run only with this response's nonce (Next.js puts it
 * on its own scripts when it finds the policy in the request); 'strict-dynamic' lets those load the
 * page's chunks. Styles may be inline (React and Payload's admin set style attributes); nothing may
 * be framed by other sites, no plugins, no <base> tricks, forms post only here.
 */
export function contentSecurityPolicy(nonce: string, opts: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
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

export { newNonce } from '../../server/request-tokens.mjs'
