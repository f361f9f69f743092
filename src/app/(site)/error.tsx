'use client'

import Link from 'next/link'

import { buttonClass, secondaryButtonClass } from '@/components/ui'
import { t } from '@/i18n'

/**
 * A page that failed on the server: a designed page inside the site's chrome that reveals nothing
 * about the failure (the details are in the server log, under the request id).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="py-10 text-center" data-testid="server-error">
      <h1 className="text-3xl font-bold text-brand">{t.serverError.title}</h1>
      <p className="mt-2 text-muted">{t.serverError.text}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass}>
          {t.serverError.retry}
        </button>
        <Link href="/" className={secondaryButtonClass}>
          {t.serverError.home}
        </Link>
      </div>
    </div>
  )
}
