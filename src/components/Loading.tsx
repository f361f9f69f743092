import { t } from '@/i18n'

/** Shown by Next.js while a page of fresh data loads on the client (SPEC.md section 4). */
export function Loading() {
  return (
    <p role="status" className="py-10 text-center text-muted" data-testid="loading">
      {t.fallback.loading}
    </p>
  )
}
