import Image from '@/components/Img'

import type { SiteSettings } from '@/content/site-settings'
import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { FOOTER_ROUTES } from '@/lib/routes'
import { isExternal } from '@/lib/urls'

import { Counter } from './Counter'
import { SiteLink as Link } from './SiteLink'
import { SocialIcon, type SocialNetwork } from './SocialIcon'

type Props = {
  settings: SiteSettings
  magazine: { title: string; cover: string; coverSrc: string; pdf: string }
  dict: Dictionary
  lang: Lang
}

/** Footer on every public page (SPEC.md section 1): routes, social links, magazine, counters. */
export function SiteFooter({ settings, magazine, dict, lang }: Props) {
  const social: { network: SocialNetwork; href: string }[] = [
    { network: 'facebook', href: settings.facebookUrl },
    { network: 'twitter', href: settings.twitterUrl },
    { network: 'instagram', href: settings.instagramUrl },
    { network: 'youtube', href: settings.youtubeUrl },
  ]
  const heading = 'mb-3 text-sm font-bold tracking-wide text-gold uppercase'

  return (
    <footer className="mt-12 bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {dict.footer.quickLinks}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-3" data-testid="footer-links">
            {FOOTER_ROUTES.map((route) => (
              <li key={route.href}>
                <Link href={route.href} className="inline-flex min-h-11 items-center text-sm text-white hover:text-gold">
                  {dict.nav[route.key]}
                </Link>
              </li>
            ))}
          </ul>
          {/* Issue 13; beside the SPEC's 13 routes, not one of them. */}
          <p>
            <Link href="/disclosures" className="inline-flex min-h-11 items-center text-sm font-semibold text-white underline hover:text-gold" data-testid="footer-disclosures">
              {dict.disclosures.title}
            </Link>
          </p>
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
                    href={href}
                    data-network={network}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-gold hover:text-ink"
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <SocialIcon network={network} />
                    <span className="sr-only">
                      {dict.footer.social[network]}
                      {external ? ` ${dict.nav.newTab}` : ''}
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
          <a href={magazine.pdf} target="_blank" rel="noopener noreferrer" className="inline-block" data-testid="magazine-link">
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
              <span className="sr-only"> {dict.nav.newTab}</span>
            </span>
          </a>
        </section>
      </div>
      <div className="border-t border-white/15 py-4 text-center text-xs text-white/80">
        © <span lang={textLang(lang, settings.title)}>{settings.title}</span>. {dict.footer.copyright}
      </div>
    </footer>
  )
}
