import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/seo/sitemap'

/** /sitemap.xml, read from the database on each request (src/seo/sitemap.ts lists what is in it). */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries()
}
