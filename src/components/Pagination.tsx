import { getI18n } from '@/i18n/server'

import { SiteLink as Link } from './SiteLink'

/** Previous / next links between pages of a list; `href(n)` builds the URL of page n. */
export async function Pagination({ page, pages, href }: { page: number; pages: number; href: (n: number) => string }) {
  if (pages <= 1) return null
  const { dict: t } = await getI18n()
  const cls = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-brand px-4 font-semibold text-brand no-underline hover:bg-brand hover:text-white'
  return (
    <nav aria-label={t.common.pagination} className="mt-6 flex items-center justify-center gap-3" data-testid="pagination">
      {page > 1 ? (
        <Link href={href(page - 1)} className={cls} rel="prev">
          {t.common.previous}
        </Link>
      ) : (
        <span className={`${cls} invisible`} aria-hidden="true">
          {t.common.previous}
        </span>
      )}
      <span className="text-sm text-muted">{t.common.page(page, pages)}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className={cls} rel="next">
          {t.common.next}
        </Link>
      ) : (
        <span className={`${cls} invisible`} aria-hidden="true">
          {t.common.next}
        </span>
      )}
    </nav>
  )
}
