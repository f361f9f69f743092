import { NoticeList } from '@/components/NoticeList'
import { Pagination } from '@/components/Pagination'
import type { InstitutionSummary } from '@/content/institutions'
import { listNoticePage } from '@/content/notices'
import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { sectionHref } from '@/lib/institution-sections'
import { pageHref, requestedPage } from '@/lib/paging'
import { noticeFeedPath } from '@/seo/urls'

/**
 * An institution's Notices section (issue 30): its published notices that are live now, newest
 * first, NOTICE_PAGE_SIZE a page (?page=), an empty state in words, and its feeds.
 */
export async function SchoolNotices({ institution, page, lang }: { institution: Pick<InstitutionSummary, 'id' | 'name'>; page: unknown; lang: Lang }) {
  const { dict: t } = await getI18n()
  const list = await listNoticePage({ institution: institution.id, lang }, requestedPage(page))
  const feed = (format: 'rss' | 'atom') => localePath(lang, noticeFeedPath(format, undefined, institution.id))
  return (
    <div data-testid="school-notices">
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-muted shadow" data-testid="school-notices-empty">
          {t.notices.schoolNone}
        </p>
      ) : (
        <>
          <NoticeList notices={list.items} lang={lang} />
          <Pagination page={list.page} pages={list.pages} href={(n) => pageHref(sectionHref(institution.id, 'notices'), n)} />
        </>
      )}
      <p className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-muted" data-testid="notice-feeds">
        {t.seo.feedsLabel}
        <a href={feed('rss')} className="inline-flex min-h-11 items-center font-semibold text-brand underline">
          {fill(t.seo.rssSchoolFeed, { school: institution.name })}
        </a>
        <a href={feed('atom')} className="inline-flex min-h-11 items-center font-semibold text-brand underline">
          {fill(t.seo.rssSchoolFeed, { school: institution.name }).replace('(RSS)', '(Atom)')}
        </a>
      </p>
    </div>
  )
}
