import type { MetadataRoute } from 'next'

import { env } from '@/config/env'

/** Paths crawlers are asked to leave alone: the staff side, the CMS API and search results. */
export const ROBOTS_DISALLOW = ['/admin', '/cms-api', '/search', '/mr/search']

/** robots.txt: everything public may be crawled but the above; the sitemap under SITE_URL. */
export function robotsRules(siteUrl: string = env.siteUrl): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ROBOTS_DISALLOW },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
