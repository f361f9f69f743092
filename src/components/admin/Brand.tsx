import './admin-fonts.css'
import './admin-labels.css'

import Link from 'next/link'

import { getSiteSettings } from '@/content/site-settings'

/**
 * The society's branding in /admin, in place of Payload's (payload.config.ts
 * `admin.components.graphics` and `beforeNavLinks`). The name is the site settings' title, so the
 * admin says what the public header says. Server components: no JavaScript reaches the browser.
 */

const CREST = '/brand/logo-crest.svg'
const EMBLEM = '/brand/logo-emblem.svg'

/** The login, first-user and password screens: emblem, society name and "Staff". */
export async function BrandLogo() {
  const { title } = await getSiteSettings()
  return (
    <div className="society-logo" style={{ display: 'flex', alignItems: 'center', gap: '0.875rem', maxWidth: '100%' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing here */}
      <img src={EMBLEM} alt={`${title} emblem`} width={64} height={64} style={{ flex: 'none' }} />
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
        <span
          className="society-logo__name"
          style={{ fontSize: '1.25rem', fontWeight: 700, color: 'var(--theme-text)' }}
        >
          {title}
        </span>
        <span style={{ fontSize: '0.9375rem', color: 'var(--theme-elevation-800)' }}>Staff sign-in · कर्मचारी प्रवेश</span>
      </span>
    </div>
  )
}

/** The small mark at the top left of every admin page (links to the dashboard). */
export async function BrandIcon() {
  const { title } = await getSiteSettings()
  // eslint-disable-next-line @next/next/no-img-element -- a small local SVG
  return <img src={CREST} alt={`${title} – dashboard`} width={28} height={28} />
}

/** Top of the navigation: the society's crest and name, and the staff guide. */
export async function BrandNav() {
  const { title } = await getSiteSettings()
  return (
    <div
      className="society-nav"
      style={{ display: 'flex', alignItems: 'center', gap: '0.625rem', marginBottom: '1.25rem' }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG */}
      <img src={CREST} alt="" width={36} height={36} style={{ flex: 'none' }} />
      <span style={{ fontWeight: 700, lineHeight: 1.25, color: 'var(--theme-text)' }}>{title}</span>
    </div>
  )
}

/** Below the navigation's collections: the staff guide, in English and Marathi. */
export function GuideNavLink() {
  return (
    <Link
      href="/admin/guide"
      className="society-nav__guide"
      style={{
        display: 'block',
        marginTop: '1.25rem',
        fontWeight: 600,
        color: 'var(--theme-text)',
        textDecoration: 'underline',
      }}
    >
      Staff guide · मार्गदर्शिका
    </Link>
  )
}
