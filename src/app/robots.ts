import type { MetadataRoute } from 'next'

import { robotsRules } from '@/seo/robots'

/** /robots.txt (src/seo/robots.ts); SITE_URL is read at run time, not at build. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return robotsRules()
}
