import type { Dictionary } from '@/i18n'

type NavKey = Exclude<keyof Dictionary['nav'], 'label' | 'menu' | 'newTab' | 'sses' | 'alumni'>

export type InternalRoute = { href: string; key: NavKey }

/** Every internal route of SPEC.md section 2, in navigation-bar order. */
export const NAV_ROUTES: InternalRoute[] = [
  { href: '/', key: 'home' },
  { href: '/aboutus', key: 'aboutus' },
  { href: '/trustees', key: 'trustees' },
  { href: '/institutions', key: 'institutions' },
  { href: '/awards', key: 'awards' },
  { href: '/gallery/all', key: 'gallery' },
  { href: '/notices', key: 'notices' },
  { href: '/rti', key: 'rti' },
  { href: '/mediatalks', key: 'mediatalks' },
  { href: '/studentachievements', key: 'studentachievements' },
  { href: '/importantlinks', key: 'importantlinks' },
  { href: '/grievances', key: 'grievances' },
  { href: '/admission', key: 'admission' },
  { href: '/studentlogin', key: 'studentlogin' },
  { href: '/contactus', key: 'contactus' },
]

/** The 13 routes linked from the footer (SPEC.md section 1), in the SPEC's order. */
export const FOOTER_ROUTES: InternalRoute[] = [
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
].map((href) => NAV_ROUTES.find((r) => r.href === href)!)

/**
 * The top-level pages the footer links beside SPEC.md's 13 (the footer reaches every
 * top-level page, so that a phone without JavaScript, whose menu stays closed, can reach them too).
 */
export const FOOTER_MORE_PATHS = ['/studentachievements', '/admission', '/events', '/disclosures'] as const

/** Whether a nav entry is the current page (a section's sub-pages count: /gallery/2024 → Gallery). */
export function isCurrentRoute(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  const section = href.split('/')[1]
  return pathname === href || pathname.startsWith(`/${section}/`) || pathname === `/${section}`
}
