import { SiteLink } from '@/components/SiteLink'
import { ExternalLink } from '@/components/FileLinks'
import type { Notice } from '@/content/notices'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { noticeAnchor } from '@/lib/notices-path'

/**
 * A list of notices, each title leading to its own page, with its date and PDF: /notices (the
 * society's, or one school's) and an institution's Notices section. `showType`: each
 * notice's type beside its date, where notices of every type are listed together.
 */
export async function NoticeList({
  notices,
  lang,
  showType = false,
}: {
  notices: Notice[]
  lang: Lang
  showType?: boolean
}) {
  const { dict: t } = await getI18n()
  return (
    <ul className="divide-y rounded-lg bg-white shadow" data-testid="notice-list">
      {notices.map((n) => (
        // The home page's strip leads here to one notice (#notice-{id}): it is scrolled to below the sticky menu and marked.
        <li
          key={n.id}
          id={noticeAnchor(n.id)}
          className="flex scroll-mt-16 flex-col gap-2 p-4 target:bg-gold/20 target:shadow-[inset_4px_0_0_var(--color-brand)] sm:flex-row sm:items-center sm:justify-between"
          data-testid="notice"
        >
          <div>
            <h2 lang={textLang(lang, n.title)} className="font-semibold text-ink">
              <SiteLink
                href={`/notices/${n.id}`}
                className="text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand"
                data-testid="notice-link"
              >
                {n.title}
              </SiteLink>
            </h2>
            {n.description && (
              <p lang={textLang(lang, n.description)} className="text-sm text-muted">
                {n.description}
              </p>
            )}
          </div>
          {/* Wraps on a phone: a type, a date and a PDF link with its size are wider than 375 px together. */}
          <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1">
            {showType && n.categoryName && (
              <span
                lang={textLang(lang, n.categoryName)}
                className="rounded bg-brand/10 px-2 py-0.5 text-sm font-semibold text-brand"
                data-testid="notice-type"
              >
                {n.categoryName}
              </span>
            )}
            <time dateTime={n.date} className="text-sm text-muted tabular-nums" data-testid="notice-date">
              {formatDate(n.date)}
            </time>
            {n.file && (
              <ExternalLink
                href={n.file.url}
                file={n.file}
                className="inline-flex min-h-11 items-center font-semibold text-brand underline"
              >
                {t.common.openPdf}
              </ExternalLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
