// @ts-check
/**
 * The security headers that every response carries, static files included (ARCHITECTURE.md
 * "Security baseline"). src/lib/security-headers.ts gives them to next.config.ts with the rest of
 * the policy; server.mjs sends them itself with the precompressed build files it answers
 * (server/static-files.mjs).
 * @type {{ key: string, value: string }[]}
 */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
]
