import { describe, expect, it } from 'vitest'

import { SITE_SETTINGS_DEFAULTS, withSettingsDefaults } from '@/globals/site-settings-defaults'

describe('site settings defaults', () => {
  it('carry the SPEC values', () => {
    expect(SITE_SETTINGS_DEFAULTS.pastStudents).toBe(130800)
    expect(SITE_SETTINGS_DEFAULTS.presentStrength).toBe(11375)
    expect(SITE_SETTINGS_DEFAULTS.twitterUrl).toBe('/')
    expect(SITE_SETTINGS_DEFAULTS.isoLine).toContain('ISO 9001:2008')
    expect(SITE_SETTINGS_DEFAULTS.awardLine).toMatch(/Best Educational Institution.*2010/)
    expect(SITE_SETTINGS_DEFAULTS.addressLine).toContain('Mumbai')
  })
  it('fill a never-saved global entirely', () => {
    expect(withSettingsDefaults(null)).toEqual(SITE_SETTINGS_DEFAULTS)
  })
  it('keep stored values and fill only empty ones', () => {
    const merged = withSettingsDefaults({ title: 'Edited', isoLine: '', pastStudents: 5, presentStrength: null })
    expect(merged.title).toBe('Edited')
    expect(merged.isoLine).toBe(SITE_SETTINGS_DEFAULTS.isoLine)
    expect(merged.pastStudents).toBe(5)
    expect(merged.presentStrength).toBe(11375)
  })
})
