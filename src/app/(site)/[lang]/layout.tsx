import '../devanagari-font.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { AlertBar } from '@/components/AlertBar'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { NavBar } from '@/components/NavBar'
import { PreviewBanner } from '@/components/PreviewBanner'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { env } from '@/config/env'
import { listInstitutions } from '@/content/institutions'
import { getFooterMagazine } from '@/content/magazine'
import { listPolicyDates } from '@/content/policies'
import { getHelplines, getSiteSettings } from '@/content/site-settings'
import { getDictionary, isLang, LANG_TAG } from '@/i18n'
import { getSitePath } from '@/i18n/server'
import { institutionOfPath } from '@/alerts/rules'
import { helplinesForPage } from '@/lib/helplines'
import { logger } from '@/services/logger'
import { pageMetadata } from '@/seo/metadata'

import '../globals.css'

/**
 * Every public page, in English (the proxy rewrites SPEC.md's addresses to /en/… inside the app)
 * or in Marathi (/mr/…). Pages render per request from cached content (src/content/*), so a build
 * needs no database and an edit in /admin shows on the next request.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }> }

async function langOf(params: Props['params']) {
  const { lang } = await params
  if (!isLang(lang)) notFound()
  return lang
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params)
  const [settings, path] = await Promise.all([getSiteSettings(lang), getSitePath()])
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: settings.title, template: `%s | ${settings.title}` },
    description: getDictionary(lang).site.metaDescription,
    // A static file (public/), the same for both languages.
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
    // The same page in both languages, English for everyone else (search engines, link previews);
    // OpenGraph and Twitter tags with the society's card (pages with a picture of their own, or
    // feeds, replace these with src/seo/metadata.ts too).
    ...pageMetadata({ lang, path, siteName: settings.title }),
  }
}

export const viewport: Viewport = { themeColor: '#7a1f1f', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children, params }: Props & { children: ReactNode }) {
  const lang = await langOf(params)
  const dict = getDictionary(lang)
  const [settings, magazine, helplines, footerExtras] = await Promise.all([
    getSiteSettings(lang),
    getFooterMagazine(lang),
    getHelplines(lang),
    footerContext(),
  ])

  return (
    <html lang={LANG_TAG[lang]}>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
        >
          {dict.site.skipToContent}
        </a>
        <PreviewBanner lang={lang} />
        <AlertBar />
        <SiteHeader settings={settings} dict={dict} lang={lang}>
          <Suspense>
            <LanguageSwitch lang={lang} labels={dict.language} />
          </Suspense>
        </SiteHeader>
        <NavBar
          labels={dict.nav}
          lang={lang}
          ssesUrl={settings.ssesUrl}
          alumniUrl={settings.alumniUrl}
          externalLabel={dict.externalLink.leavesNewTab}
        />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8">
          {children}
        </main>
        <SiteFooter
          settings={settings}
          magazine={magazine}
          dict={dict}
          lang={lang}
          helplines={helplinesForPage(helplines, footerExtras.institutionKind)}
          policies={footerExtras.policies}
        />
      </body>
    </html>
  )
}

/**
 * What the footer needs beyond the settings: the kind of the institution whose page this is (the
 * colleges' helplines show on college pages only) and the published policy pages. Like the
 * settings, a failed read leaves the footer without them rather than the page without a footer.
 */
async function footerContext(): Promise<{
  institutionKind: string | null
  policies: Awaited<ReturnType<typeof listPolicyDates>>[number]['kind'][]
}> {
  try {
    const institution = institutionOfPath(await getSitePath())
    const [institutions, policies] = await Promise.all([
      institution === null ? [] : listInstitutions(),
      listPolicyDates(),
    ])
    return {
      institutionKind: institutions.find((i) => i.id === institution)?.kind ?? null,
      policies: policies.map((p) => p.kind),
    }
  } catch (error) {
    logger.error({ err: error }, 'footer context could not be read')
    return { institutionKind: null, policies: [] }
  }
}
