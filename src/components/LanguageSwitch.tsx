'use client'

import { usePathname, useSearchParams } from 'next/navigation'

import type { Dictionary } from '@/i18n'
import { otherLang, type Lang } from '@/i18n/lang'
import { localePath, stripLang } from '@/i18n/paths'

type Props = { lang: Lang; labels: Dictionary['language'] }

/**
 * The header's language switch: a plain link to the same page (same path and query: institution,
 * section, tab, year, page) in the other language. It works without JavaScript (the server renders
 * the link); a client component only so that it follows client-side navigation.
 */
export function LanguageSwitch({ lang, labels }: Props) {
  const path = stripLang(usePathname()).path
  const query = useSearchParams().toString()
  const target = otherLang(lang)
  const href = localePath(target, query ? `${path}?${query}` : path)
  return (
    <a
      href={href}
      hrefLang={target}
      title={labels.switchLabel}
      className="inline-flex min-h-11 items-center rounded border border-brand px-3 text-sm font-semibold text-brand no-underline hover:bg-brand hover:text-white"
      data-testid="language-switch"
    >
      <span lang={labels.otherCode} className="language-switch-word">
        {labels.other}
      </span>
    </a>
  )
}
