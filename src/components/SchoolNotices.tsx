import { NoticeList } from '@/components/NoticeList'
import { Pagination } from '@/components/Pagination'
import { SchoolFeedLinks } from '@/components/SchoolFeedLinks'
import { SiteLink } from '@/components/SiteLink'
import type { InstitutionSummary } from '@/content/institutions'
import { listNoticePage } from '@/content/notices'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { sectionHref } from '@/lib/institution-sections'
import { pageHref, requestedPage } from '@/lib/paging'

/**
 * An institution's Notices section: its published notices that are live now, newest
 * first, NOTICE_PAGE_SIZE a page (?page=), an empty state in words, and its feeds.
 */
export async function SchoolNotices({
  institution,
  page,
  lang,
}: {
  institution: Pick<InstitutionSummary, 'id' | 'name'>
  page: unknown
  lang: Lang
}) {
  const { dict: t } = await getI18n()
  const list = await listNoticePage({ institution: institution.id, lang }, requestedPage(page))
  return (
    <div data-testid="school-notices">
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-muted shadow" data-testid="school-notices-empty">
          {t.notices.schoolNone}
        </p>
      ) : (
        <>
          <NoticeList notices={list.items} lang={lang} />
          <Pagination
            page={list.page}
            pages={list.pages}
            href={(n) => pageHref(sectionHref(institution.id, 'notices'), n)}
          />
        </>
      )}
      <SchoolFeedLinks
        school={institution}
        lang={lang}
        className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-muted"
      />
    </div>
  )
}

/** How many of a school's newest notices its page shows at the top. */
export const LATEST_SCHOOL_NOTICES = 3

/**
 * The newest notices of an institution, at the top of each of its pages (the Notices section is
 * far down its menu): titles and dates, and a link to them all. Nothing while it has none.
 */
export async function LatestSchoolNotices({
  institution,
  lang,
}: {
  institution: Pick<InstitutionSummary, 'id' | 'name'>
  lang: Lang
}) {
  const { dict: t } = await getI18n()
  const { items } = await listNoticePage({ institution: institution.id, lang }, 1, undefined, LATEST_SCHOOL_NOTICES)
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="latest-notices"
      className="mb-6 rounded-lg border-l-4 border-gold bg-white p-4 shadow"
      data-testid="latest-school-notices"
    >
      <h2 id="latest-notices" className="text-lg font-bold text-navy">
        {t.notices.latest}
      </h2>
      <ul className="mt-2 space-y-1">
        {items.map((n) => (
          <li key={n.id} className="flex flex-wrap items-baseline gap-x-3">
            <SiteLink
              href={`/notices/${n.id}`}
              lang={textLang(lang, n.title)}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline"
            >
              {n.title}
            </SiteLink>
            <time dateTime={n.date} className="text-sm text-muted tabular-nums">
              {formatDate(n.date)}
            </time>
          </li>
        ))}
      </ul>
      <SiteLink
        href={sectionHref(institution.id, 'notices')}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
      >
        <span lang={textLang(lang, institution.name)}>{t.notices.allOfSchool(institution.name)}</span>
      </SiteLink>
    </section>
  )
}
