import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/en'
import { FOOTER_ROUTES, isCurrentRoute, NAV_ROUTES } from '@/lib/navigation'

describe('routes', () => {
  it('link the 13 footer routes of SPEC section 1, in order', () => {
    expect(FOOTER_ROUTES.map((r) => r.href)).toEqual([
      '/',
      '/aboutus',
      '/trustees',
      '/institutions',
      '/awards',
      '/gallery/all',
      '/contactus',
      '/rti',
      '/notices',
      '/mediatalks',
      '/grievances',
      '/importantlinks',
      '/studentlogin',
    ])
  })
  it('give every internal route of SPEC section 2 a nav entry with a label', () => {
    const hrefs = NAV_ROUTES.map((r) => r.href)
    for (const route of [
      '/',
      '/aboutus',
      '/trustees',
      '/institutions',
      '/awards',
      '/gallery/all',
      '/contactus',
      '/rti',
      '/notices',
      '/mediatalks',
      '/grievances',
      '/importantlinks',
      '/studentachievements',
      '/admission',
      '/studentlogin',
    ]) {
      expect(hrefs).toContain(route)
    }
    for (const r of NAV_ROUTES) expect(en.nav[r.key]).toBeTruthy()
  })
  it('mark the current section', () => {
    expect(isCurrentRoute('/', '/')).toBe(true)
    expect(isCurrentRoute('/', '/trustees')).toBe(false)
    expect(isCurrentRoute('/gallery/all', '/gallery/2024-2025/3')).toBe(true)
    expect(isCurrentRoute('/institutions', '/institutions/4')).toBe(true)
    expect(isCurrentRoute('/rti', '/rtis')).toBe(false)
  })
})
