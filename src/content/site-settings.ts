import { withSettingsDefaults, type SiteSettings } from '@/globals/site-settings-defaults'
import { logger } from '@/lib/logger'

import { cached } from './cache'
import { getPayloadClient } from './payload'

export type { SiteSettings }

/** Header lines, outbound links and counters; the SPEC defaults wherever staff left a field empty. */
const readSiteSettings = cached(
  async (): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    return withSettingsDefaults(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  },
  'site-settings',
  ['site-settings'],
)

export async function getSiteSettings(): Promise<SiteSettings> {
  try {
    return await readSiteSettings()
  } catch (error) {
    // The shell must render even when the database is unavailable (and the failure is not cached).
    logger.error({ err: error }, 'site settings could not be read; using defaults')
    return withSettingsDefaults(null)
  }
}
