'use client'

import { usePathname } from 'next/navigation'

import { buttonClass, secondaryButtonClass } from '@/components/classes'
import { localePath, stripLang } from '@/i18n/paths'
import { SERVER_ERROR } from '@/i18n/server-error'

/**
 * A page that failed on the server: a designed page inside the site's chrome that reveals nothing
 * about the failure (the details are in the server log, under the request id). A client component
 * (Next.js's rule for error pages): its language comes from the address, its strings from
 * src/i18n/server-error.ts.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { lang } = stripLang(usePathname())
  const t = SERVER_ERROR[lang]
  return (
    <div className="py-10 text-center" data-testid="server-error">
      <h1 className="text-3xl font-bold text-brand">{t.title}</h1>
      <p className="mt-2 text-muted">{t.text}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass}>
          {t.retry}
        </button>
        <a href={localePath(lang, '/')} className={secondaryButtonClass}>
          {t.home}
        </a>
      </div>
    </div>
  )
}
