import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { NavBar } from '@/components/NavBar'
import { getFooterMagazine } from '@/content/magazine'
import { getSiteSettings } from '@/content/site-settings'
import { getDictionary } from '@/i18n'

import './globals.css'

/**
 * Pages render per request from cached content (src/content/*), so a build needs no database and an
 * edit in /admin shows on the next request (cache tags expired by Payload hooks).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { default: settings.title, template: `%s | ${settings.title}` },
    description: getDictionary().site.metaDescription,
  }
}

export const viewport: Viewport = { themeColor: '#7a1f1f', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const dict = getDictionary()
  const [settings, magazine] = await Promise.all([getSiteSettings(), getFooterMagazine()])

  return (
    <html lang="en">
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
        >
          {dict.site.skipToContent}
        </a>
        <SiteHeader settings={settings} />
        <NavBar labels={dict.nav} ssesUrl={settings.ssesUrl} alumniUrl={settings.alumniUrl} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8">
          {children}
        </main>
        <SiteFooter settings={settings} magazine={magazine} dict={dict} />
      </body>
    </html>
  )
}
