'use client'

import { usePathname } from 'next/navigation'
import { useRef } from 'react'

import type { Dictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { localePath, stripLang } from '@/i18n/paths'
import { isCurrentRoute, NAV_ROUTES } from '@/lib/navigation'

import { ExternalIcon } from './ExternalIcon'

type Props = {
  labels: Dictionary['nav']
  lang: Lang
  ssesUrl: string
  alumniUrl: string
  /** Screen-reader text of a link that leaves the site for a new tab. */
  externalLabel: string
}

const itemClass =
  'flex min-h-11 items-center px-3 py-2 text-sm font-medium text-white no-underline hover:bg-brand-dark hover:underline aria-[current=page]:bg-brand-dark aria-[current=page]:underline lg:px-2.5'

/**
 * The navigation bar (SPEC.md sections 1 and 4): collapsed behind a toggle below the lg breakpoint,
 * collapsed again whenever a link is chosen. Plain links: each page is loaded with its own layout
 * (src/components/SiteLink.tsx says why).
 *
 * The toggle is a <details> element's <summary>: the browser opens and closes it, and
 * tells screen readers whether it is expanded, with or without JavaScript. The list is the
 * details' next sibling (shown by `peer-open:`), not its content, so that it is always shown from
 * the lg breakpoint on whatever the toggle's state. Script only closes it when a link is chosen.
 */
export function NavBar({ labels, lang, ssesUrl, alumniUrl, externalLabel }: Props) {
  const toggle = useRef<HTMLDetailsElement>(null)
  const pathname = stripLang(usePathname()).path
  const close = () => {
    if (toggle.current) toggle.current.open = false
  }

  return (
    <nav aria-label={labels.label} className="sticky top-0 z-30 bg-brand shadow">
      <div className="mx-auto max-w-7xl">
        <details ref={toggle} className="group peer lg:hidden" data-testid="nav-toggle">
          <summary
            aria-controls="site-nav-list"
            className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 font-semibold text-white hover:bg-brand-dark [&::-webkit-details-marker]:hidden"
          >
            {labels.menu}
            <svg
              aria-hidden="true"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path className="group-open:hidden" d="M3 6h18M3 12h18M3 18h18" />
              <path className="hidden group-open:inline" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </summary>
        </details>
        <ul
          id="site-nav-list"
          // Open on a phone, the list scrolls within the screen: the bar is sticky, so what reached below it could not be scrolled to.
          className="hidden max-h-[calc(100dvh-2.75rem)] flex-col overflow-y-auto border-t border-brand-dark pb-2 peer-open:flex lg:flex lg:max-h-none lg:flex-row lg:flex-wrap lg:items-center lg:justify-center lg:overflow-visible lg:border-0 lg:pb-0"
        >
          {NAV_ROUTES.map((route) => (
            <li key={route.href}>
              <a
                href={localePath(lang, route.href)}
                className={itemClass}
                aria-current={isCurrentRoute(route.href, pathname) ? 'page' : undefined}
                onClick={close}
              >
                {labels[route.key]}
              </a>
            </li>
          ))}
          <li>
            <a
              href={ssesUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass}
              onClick={close}
              data-external="true"
            >
              {labels.sses}
              <ExternalIcon />
              <span className="sr-only"> {externalLabel}</span>
            </a>
          </li>
          <li className="px-3 py-1 lg:px-2">
            <a
              href={alumniUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              data-external="true"
              className="inline-flex min-h-11 items-center rounded bg-gold px-4 text-sm font-bold text-ink no-underline hover:bg-white"
            >
              {labels.alumni}
              <ExternalIcon />
              <span className="sr-only"> {externalLabel}</span>
            </a>
          </li>
        </ul>
      </div>
    </nav>
  )
}
