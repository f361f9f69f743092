import { withSettingsDefaults, type SiteSettings } from '@/globals/site-settings-defaults'
import type { Lang } from '@/i18n/lang'
import { logger } from '@/lib/logger'

import { cached } from './cache'
import { getPayloadClient } from './payload'

export type { SiteSettings }

/** Header lines, outbound links and counters; the SPEC defaults wherever staff left a field empty. */
const readSiteSettings = cached(
  async (lang: Lang = 'en'): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    return withSettingsDefaults(await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: lang }))
  },
  'site-settings',
  ['site-settings'],
)

export async function getSiteSettings(lang: Lang = 'en'): Promise<SiteSettings> {
  try {
    return await readSiteSettings(lang)
  } catch (error) {
    // The shell must render even when the database is unavailable (and the failure is not cached).
    logger.error({ err: error }, 'site settings could not be read; using defaults')
    return withSettingsDefaults(null)
  }
}
