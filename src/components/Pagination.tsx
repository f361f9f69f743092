import { getI18n } from '@/i18n/server'

import { SiteLink as Link } from './SiteLink'

/**
 * The page numbers to link: the first, the last, and the current one with its neighbours; `null`
 * stands for the numbers left out between them (shown as …). Short lists show every number.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  if (pages <= 7) for (let n = 1; n <= pages; n++) wanted.add(n)
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]))
}

/**
 * The pages of a list: plain links (they work without JavaScript), Previous, the page numbers (the
 * current one marked `aria-current="page"`) and Next; `href(n)` builds the address of page n.
 * Nothing when the list fits on one page. Plain links load the page (SiteLink.tsx); a list that
 * should keep its place puts an anchor in `href` (/gallery/all's collages).
 */
export async function Pagination({ page, pages, href }: { page: number; pages: number; href: (n: number) => string }) {
  if (pages <= 1) return null
  const { dict: t } = await getI18n()
  const cls =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-brand px-3 font-semibold text-brand no-underline hover:bg-brand hover:text-white'
  return (
    <nav aria-label={t.common.pagination} className="mt-6 flex flex-col items-center gap-2" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} className={`${cls} px-4`} rel="prev">
              {t.common.previous}
            </Link>
          ) : (
            <span className={`${cls} invisible px-4`} aria-hidden="true">
              {t.common.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted max-sm:hidden">
              …
            </li>
          ) : (
            // On a phone only the current number fits between Previous and Next (the line below says how many pages).
            <li key={n} className={n === page ? undefined : 'max-sm:hidden'}>
              <Link
                href={href(n)}
                aria-label={t.common.pageNumber(n)}
                aria-current={n === page ? 'page' : undefined}
                className={`${cls} tabular-nums aria-[current=page]:bg-brand aria-[current=page]:text-white`}

                data-testid="page-link"
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} className={`${cls} px-4`} rel="next">
              {t.common.next}
            </Link>
          ) : (
            <span className={`${cls} invisible px-4`} aria-hidden="true">
              {t.common.next}
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-muted" data-testid="page-status">
        {t.common.page(page, pages)}
      </p>
    </nav>
  )
}
