'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'

/**
 * The notice-type tabs: plain links (the chosen type is in the URL, ?type=), so they work without
 * JavaScript; with it, 'Loading data...' shows while the chosen type's notices load.
 */
/**
 * `types`: each tab's code (in its link; '' for the tab of every type's notices) and name (its text,
 * in the page's language `lang`; a name staff have not yet given in Marathi shows the English one,
 * marked as English).
 * `year`: the chosen academic year of the archive, kept in every tab's link; absent for the current one.
 */
type Props = {
  types: { code: string; name: string }[]
  active: string
  basePath: string
  year?: string
  label: string
  loadingText: string
  lang: Lang
}

export function NoticeTabs({ types, active, basePath, year, label, loadingText, lang }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <>
      <nav aria-label={label} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b-2 border-brand">
          {types.map(({ code, name }) => {
            // The first tab, every type's notices (code ''), is /notices itself.
            const query = new URLSearchParams()
            if (year) query.set('year', year)
            if (code) query.set('type', code)
            const href = query.size ? `${basePath}?${query}` : basePath
            return (
              <li key={code}>
                <a
                  href={href}
                  aria-current={code === active ? 'page' : undefined}
                  onClick={(e) => {
                    // A new tab or window (modifier keys, another button) opens as the browser does.
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
                    e.preventDefault()
                    startTransition(() => router.push(href, { scroll: false }))
                  }}
                  className="flex min-h-11 items-center rounded-t px-4 font-semibold whitespace-nowrap text-brand no-underline hover:bg-brand/10 aria-[current=page]:bg-brand aria-[current=page]:text-white"
                >
                  <span lang={textLang(lang, name)}>{name}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      {pending && (
        <p role="status" className="mb-4 text-muted" data-testid="loading">
          {loadingText}
        </p>
      )}
    </>
  )
}
