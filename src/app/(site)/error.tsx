'use client'

import { buttonClass } from '@/components/ui'
import { t } from '@/i18n'

/**
 * A page that failed to render (e.g. the database is unavailable for a moment, src/lib/db-errors.ts)
 * shows this inside the site's header and footer instead of Next's bare error screen. Its status
 * stays 500: the App Router cannot choose another status for a render error.
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="py-10 text-center" data-testid="page-error" role="alert">
      <h1 className="text-3xl font-bold text-brand">{t.pageError.title}</h1>
      <p className="mt-2 text-muted">{t.pageError.text}</p>
      <button type="button" className={`${buttonClass} mt-6`} onClick={() => reset()}>
        {t.pageError.retry}
      </button>
    </div>
  )
}
