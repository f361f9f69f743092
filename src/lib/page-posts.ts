/**
 * Which POSTs to a public page the proxy (src/proxy.ts) refuses before Next.js sees them. A page
 * takes a POST only for a server action (the grievance form without JavaScript), and Next.js
 * already refuses the two kinds below, but answers them with a 500: another site's form (its
 * CSRF check, `Origin` against `X-Forwarded-Host` or `Host`), and a body over its server-action
 * limit. Refused here with the same rules, they get a 403 or 413 that says why.
 */

import { PAGE_POST_LIMIT_BYTES, PAGE_POST_TOO_LARGE } from '../../http/body-limit.mjs'

// Next.js's body limit for server actions (1 MB), shared with the production server, which reads
// a chunked page POST up to it (server/page-post-body.mjs).
export { PAGE_POST_LIMIT_BYTES }

export type PagePostRefusal = { status: 403 | 413; message: string }

export function refusePagePost(method: string, headers: Headers): PagePostRefusal | null {
  if (method !== 'POST') return null
  const origin = headers.get('origin')
  if (origin !== null) {
    // As Next.js compares them (action-handler's parseHostHeader): the first X-Forwarded-Host, else Host.
    const site = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
    if (!site || hostOf(origin) !== site)
      return { status: 403, message: 'This form can only be sent from this site’s own pages.' }
  }
  const length = Number(headers.get('content-length'))
  if (Number.isFinite(length) && length > PAGE_POST_LIMIT_BYTES) return { status: 413, message: PAGE_POST_TOO_LARGE }
  return null
}

/** The host (name and port) of an Origin header; 'null' (an opaque origin) and junk match no site. */
function hostOf(origin: string): string | null {
  if (origin === 'null') return null
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
