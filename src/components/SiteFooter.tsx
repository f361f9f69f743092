import Image from '@/components/Img'

import type { SiteSettings } from '@/content/site-settings'
import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { fill } from '@/i18n/format'
import { localePath } from '@/i18n/paths'
import { telHref, type Helpline } from '@/lib/helplines'
import { POLICY_PAGES, type PolicyKind } from '@/lib/policies'
import { FOOTER_MORE_PATHS, FOOTER_ROUTES } from '@/lib/navigation'
import { isExternal } from '@/lib/urls'

import { Counter } from './Counter'
import { SiteLink as Link } from './SiteLink'
import { SocialIcon, type SocialNetwork } from './SocialIcon'

type Props = {
  settings: SiteSettings
  magazine: { title: string; cover: string; coverSrc: string; pdf: string; pdfLabel: string }
  dict: Dictionary
  lang: Lang
  /** The helplines this page shows (src/lib/helplines.ts: the colleges' only on a college's pages). */
  helplines: Helpline[]
  /** The policy pages that are published. */
  policies: PolicyKind[]
}

/** Footer on every public page (SPEC.md section 1): helplines, routes, social links, magazine, counters, policies. */
export function SiteFooter({ settings, magazine, dict, lang, helplines, policies }: Props) {
  const social: { network: SocialNetwork; href: string }[] = [
    { network: 'facebook', href: settings.facebookUrl },
    { network: 'twitter', href: settings.twitterUrl },
    { network: 'instagram', href: settings.instagramUrl },
    { network: 'youtube', href: settings.youtubeUrl },
  ]
  const moreLabels: Record<(typeof FOOTER_MORE_PATHS)[number], string> = {
    '/studentachievements': dict.nav.studentachievements,
    '/admission': dict.nav.admission,
    '/events': dict.events.title,
    '/disclosures': dict.disclosures.title,
  }
  const heading = 'mb-3 text-sm font-bold tracking-wide text-gold uppercase'

  return (
    <footer className="mt-12 bg-navy text-white">
      {helplines.length > 0 && (
        <section aria-labelledby="footer-helplines" className="border-b border-white/15 bg-black/20">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <h2 id="footer-helplines" className="text-sm font-bold tracking-wide text-gold uppercase">
              {dict.helplines.title}
            </h2>
            <ul className="flex flex-wrap gap-2" data-testid="helplines">
              {helplines.map((h) => (
                <li key={`${h.label}-${h.number}`}>
                  <a
                    href={telHref(h.number)}
                    aria-label={fill(dict.helplines.call, { label: h.label, number: h.number })}
                    data-scope={h.scope}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-3 text-sm text-white hover:bg-gold hover:text-ink"
                  >
                    <span lang={textLang(lang, h.label)}>{h.label}</span>{' '}
                    <strong className="text-base whitespace-nowrap tabular-nums">{h.number}</strong>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {dict.footer.quickLinks}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-3" data-testid="footer-links">
            {FOOTER_ROUTES.map((route) => (
              <li key={route.href}>
                <Link
                  href={route.href}
                  className="inline-flex min-h-11 items-center text-sm text-white hover:text-gold"
                >
                  {dict.nav[route.key]}
                </Link>
              </li>
            ))}
          </ul>
          {/* Beside the SPEC's 13 routes, not among them: the other top-level pages. */}
          <ul
            className="mt-2 grid grid-cols-2 gap-x-4 border-t border-white/15 pt-2 sm:grid-cols-3"
            data-testid="footer-more-links"
          >
            {FOOTER_MORE_PATHS.map((href) => (
              <li key={href}>
                <Link
                  href={href}
                  className="inline-flex min-h-11 items-center text-sm text-white hover:text-gold"
                  {...(href === '/disclosures' ? { 'data-testid': 'footer-disclosures' } : {})}
                >
                  {moreLabels[href]}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            {dict.footer.followUs}
          </h2>
          <ul className="flex gap-2" data-testid="social-links">
            {social.map(({ network, href }) => {
              const external = isExternal(href)
              return (
                <li key={network}>
                  <a
                    // A path on this site (Twitter's default, the home route) in the page's language.
                    href={external ? href : localePath(lang, href)}
                    data-network={network}
                    {...(external ? { 'data-external': 'true' } : {})}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-gold hover:text-ink"
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <SocialIcon network={network} />
                    <span className="sr-only">
                      {dict.footer.social[network]}
                      {external ? ` ${dict.externalLink.leavesNewTab}` : ''}
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
          <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-1 lg:grid-cols-2">
            <Counter target={settings.pastStudents} label={dict.footer.pastStudents} />
            <Counter target={settings.presentStrength} label={dict.footer.presentStrength} />
          </div>
        </section>

        <section aria-labelledby="footer-magazine">
          <h2 id="footer-magazine" className={heading}>
            {dict.footer.magazine}
          </h2>
          <a
            href={magazine.pdf}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block"
            data-testid="magazine-link"
          >
            <Image
              src={magazine.coverSrc}
              alt={`${dict.footer.magazineCoverAlt}: ${magazine.title}`}
              width={150}
              height={200}
              sizes="150px"
              // The default cover is our own SVG: served as it is; uploaded covers get AVIF/WebP.
              unoptimized={magazine.coverSrc.endsWith('.svg')}
              className="h-auto w-[150px] rounded shadow-lg"
              data-testid="magazine-cover"
            />
            <span className="mt-2 block text-sm underline">
              {dict.footer.magazineOpen}
              <span data-testid="file-label"> ({magazine.pdfLabel || 'PDF'})</span>
              <span className="sr-only"> {dict.nav.newTab}</span>
            </span>
          </a>
        </section>
      </div>
      {policies.length > 0 && (
        <nav aria-label={dict.policies.footerTitle} className="border-t border-white/15">
          <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 px-4 py-2" data-testid="policy-links">
            {POLICY_PAGES.filter((p) => policies.includes(p.kind)).map((p) => (
              <li key={p.kind}>
                <Link
                  href={p.path}
                  className="inline-flex min-h-11 items-center text-sm text-white underline hover:text-gold"
                >
                  {dict.policies[p.kind]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="border-t border-white/15 py-4 text-center text-xs text-white/80">
        © <span lang={textLang(lang, settings.title)}>{settings.title}</span>. {dict.footer.copyright}
      </div>
    </footer>
  )
}
