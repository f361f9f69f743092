import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
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
