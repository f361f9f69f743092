/**
 * The values of SPEC.md section 1 and 9 that staff may edit in the "Site settings" global.
 * They are the fields' default values and the fallback while the global has not been saved yet.
 */
export const SITE_SETTINGS_DEFAULTS = {
  title: 'Vidya Vikas Education Society',
  isoLine: 'An ISO 9001:2008 Certified Organisation',
  awardLine: 'Awarded “Best Educational Institution” – 2010',
  addressLine: 'Vidya Vikas Bhavan, Senapati Bapat Marg, Dadar (West), Mumbai – 400 028',
  ssesUrl: 'https://sses.example.org/',
  alumniUrl: 'https://alumni.example.org/',
  facebookUrl: 'https://www.facebook.com/',
  // SPEC.md section 1: the twitter link points to the home route.
  twitterUrl: '/',
  instagramUrl: 'https://www.instagram.com/',
  youtubeUrl: 'https://www.youtube.com/',
  pastStudents: 130800,
  presentStrength: 11375,
}

export type SiteSettings = typeof SITE_SETTINGS_DEFAULTS

/** Fill every empty field of a stored global with its default (a never-saved global is empty). */
export function withSettingsDefaults(
  stored: Partial<Record<keyof SiteSettings, unknown>> | null | undefined,
): SiteSettings {
  const out = { ...SITE_SETTINGS_DEFAULTS } as Record<string, unknown>
  for (const key of Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettings)[]) {
    const value = stored?.[key]
    if (value !== null && value !== undefined && value !== '') out[key] = value
  }
  return out as SiteSettings
}
