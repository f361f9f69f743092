import { withSettingsDefaults, type SiteSettings } from '@/globals/site-settings-defaults'
import type { Lang } from '@/i18n/lang'
import { helplineList, type Helpline } from '@/lib/helplines'
import { logger } from '@/services/logger'

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

/** The helplines listed in the site settings, or the defaults while none are (src/lib/helplines.ts). */
const readHelplines = cached(
  async (lang: Lang): Promise<Helpline[]> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: lang })
    return helplineList(settings.helplines, lang)
  },
  'site-settings:helplines',
  ['site-settings'],
)

export async function getHelplines(lang: Lang = 'en'): Promise<Helpline[]> {
  try {
    return await readHelplines(lang)
  } catch (error) {
    // Like the settings: the footer, and its helplines, must render even without the database.
    logger.error({ err: error }, 'helplines could not be read; using defaults')
    return helplineList(null, lang)
  }
}
