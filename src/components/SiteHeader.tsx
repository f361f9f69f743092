import type { ReactNode } from 'react'

import { BrandMark, type BrandMarkName } from '@/components/BrandMark'
import type { SiteSettings } from '@/content/site-settings'
import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { MAX_QUERY_CHARS } from '@/search/tokenize'

const LOGOS: BrandMarkName[] = ['logo-emblem', 'logo-crest', 'logo-iso']

/**
 * Header on every public page (SPEC.md section 1): three logos, title, ISO, award and address lines;
 * `children` is the language switch, at the end of the row, above the site search box (a plain
 * GET form to /search, so it works without JavaScript).
 */
export function SiteHeader({
  settings,
  dict,
  lang,
  children,
}: {
  settings: SiteSettings
  dict: Dictionary
  lang: Lang
  children?: ReactNode
}) {
  return (
    <header className="border-b-4 border-gold bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-3 sm:flex-row sm:gap-5">
        <div className="flex shrink-0 gap-1 sm:gap-2">
          {LOGOS.map((name, i) => (
            <BrandMark key={name} name={name} label={dict.site.logoAlt[i]!} className="h-11 w-11 sm:h-14 sm:w-14" />
          ))}
        </div>
        <div className="min-w-0 text-center sm:text-left">
          <p
            lang={textLang(lang, settings.title)}
            className="text-lg leading-tight font-bold text-brand sm:text-2xl"
            data-testid="society-title"
          >
            {settings.title}
          </p>
          <p lang={textLang(lang, settings.isoLine)} className="text-xs font-semibold text-navy sm:text-sm">
            {settings.isoLine}
          </p>
          <p lang={textLang(lang, settings.awardLine)} className="text-xs text-muted sm:text-sm">
            {settings.awardLine}
          </p>
          <p lang={textLang(lang, settings.addressLine)} className="text-xs text-muted sm:text-sm">
            {settings.addressLine}
          </p>
        </div>
        <div className="flex w-full flex-col items-center gap-2 sm:ml-auto sm:w-auto sm:items-end">
          {children}
          <SearchBox dict={dict} lang={lang} />
        </div>
      </div>
    </header>
  )
}

/** The header's search box: labelled for screen readers, as wide as a phone allows. */
function SearchBox({ dict, lang }: { dict: Dictionary; lang: Lang }) {
  return (
    <form
      role="search"
      action={localePath(lang, '/search')}
      method="get"
      className="flex w-full max-w-sm gap-1 sm:w-64"
      data-testid="header-search"
    >
      <label htmlFor="header-search-q" className="sr-only">
        {dict.search.label}
      </label>
      <input
        id="header-search-q"
        type="search"
        name="q"
        maxLength={MAX_QUERY_CHARS}
        placeholder={dict.search.placeholder}
        className="min-w-0 flex-1 rounded border border-brand/40 px-2 py-1.5 text-sm"
      />
      <button type="submit" className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy">
        {dict.search.submit}
      </button>
    </form>
  )
}
