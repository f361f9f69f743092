import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { BODY_LIMIT_BYTES } from './http/body-limit.mjs'
import { ENGLISH_PAGES_REWRITE } from './src/i18n/paths'
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
  // English pages keep SPEC.md's addresses; inside the app they are app/(site)/[lang] with lang=en
  // (src/i18n/paths.ts). A rewrite of the router's, not the proxy's: it stays inside the server
  // (a proxy rewrite to another host name than the request's turns into a second HTTP request).
  async rewrites() {
    return { beforeFiles: ENGLISH_PAGES_REWRITE, afterFiles: [], fallback: [] }
  },
  poweredByHeader: false,
  // `npm test` builds with NEXT_BUILD_TYPECHECK=0 (scripts/test.sh): the project's type check is
  // `npm run typecheck` (tsc over every file, tests included), which CI runs before `npm test`, so
  // the build's own pass over the app's files would only repeat it. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === '0' },
  experimental: {
    // Bodies pass through the proxy (src/proxy.ts), which cut them at 10 MB: uploads up to the
    // site's own limit (http/body-limit.mjs; a megabyte more for the form around the file).
    proxyClientMaxBodySize: BODY_LIMIT_BYTES + 1024 * 1024,
    // Turbopack keeps a build cache in .next (on by default since Next.js 16.4): a second build on
    // the same checkout compiles in a fraction of the time. CI builds once in a fresh clone that it
    // then throws away, so there writing the cache is only cost (29 s in a CI run here).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Loaded from node_modules as they are, once per process, instead of bundled:
  // - jsdom: used only by the demo seed's HTML import (src/lib/import-html.ts);
  // - Payload, its database adapters and the mailer: Turbopack gives every route handler (/api/v1,
  //   /cms-api, the feeds, the cards, /readyz …) its own 3 MB copy of them, each parsed and kept in
  //   memory once that route is used (about 15 MB of heap a copy, eight copies). External, Node's
  //   module cache holds one. This is how `withPayload` itself runs them in development.
  serverExternalPackages: [
    'jsdom',
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    'nodemailer',
    'rate-limiter-flexible',
    'zod',
    '@aws-sdk/client-s3',
    'file-type',
    'unpdf',
  ],
  images: {
    // Uploaded files are served by Payload's REST API (see routes.api in payload.config.ts).
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/brand/**' }],
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's defaults (8 + 8, up to 3840 px): uploads are at most 1600 px wide
    // (src/collections/Media.ts), so wider variants only repeat the original, and every width is
    // written out in each image's srcset, twice per page (HTML and the React payload). 750 is for
    // the phones: a photo the width of a 412 px phone's column (380 px at 1.75×, 665 pixels) would
    // otherwise get the 828 px rendition, wider than twice its layout.
    deviceSizes: [640, 750, 828, 1200, 1920],
    imageSizes: [32, 64, 128, 256, 384],
    // The renditions of uploads are kept under the media collection's version stamp, so a deleted or
    // replaced photo is never served from here (server/image-renditions.mjs); those made under an
    // older stamp are unreachable and leave the disk when this bound evicts them (least recently
    // used first). Next.js's default is half the free disk space.
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
}

/**
 * withPayload gives every response Accept-CH, Critical-CH and Vary for Sec-CH-Prefers-Color-Scheme:
 * the admin picks its light or dark theme from that hint. Critical-CH makes Chrome send a visitor's
 * first request to the site again, with the hint: a whole round trip more before the first page
 * starts (a 307 in Lighthouse's network records, 370 ms of the first page's load here). The public
 * site has one theme, so the three headers are kept for the admin only.
 */
const THEME_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])

function themeHintsForAdminOnly(config: NextConfig): NextConfig {
  const headersOf = config.headers!
  return {
    ...config,
    async headers() {
      return (await headersOf()).flatMap((rule) => {
        const hints = rule.headers.filter(
          (h) => THEME_HINT_HEADERS.has(h.key.toLowerCase()) && h.value === 'Sec-CH-Prefers-Color-Scheme',
        )
        if (rule.source !== '/:path*' || hints.length === 0) return [rule]
        const others = rule.headers.filter((h) => !hints.includes(h))
        return [
          ...(others.length ? [{ ...rule, headers: others }] : []),
          { ...rule, source: '/admin/:path*', headers: hints },
        ]
      })
    },
  }
}

export default themeHintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
