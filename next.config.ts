import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { STATIC_SECURITY_HEADERS } from './src/lib/security-headers'

/**
 * Headers for every response, static files included. The Content-Security-Policy, whose nonce is
 * new for each request, and HSTS (which depends on the run-time SITE_URL) are added by src/proxy.ts.
 */
const securityHeaders = STATIC_SECURITY_HEADERS

const nextConfig: NextConfig = {
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  poweredByHeader: false,
  // Used only by the demo seed's HTML import (src/lib/import-html.ts); loaded from node_modules as is.
  serverExternalPackages: ['jsdom'],
  images: {
    // Uploaded files are served by Payload's REST API (see routes.api in payload.config.ts).
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/brand/**' }],
    formats: ['image/avif', 'image/webp'],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
