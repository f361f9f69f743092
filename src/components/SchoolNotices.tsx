import { NoticeList } from '@/components/NoticeList'
import { Pagination } from '@/components/Pagination'
import { SchoolFeedLinks } from '@/components/SchoolFeedLinks'
import type { InstitutionSummary } from '@/content/institutions'
import { listNoticePage } from '@/content/notices'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { sectionHref } from '@/lib/institution-sections'
import { pageHref, requestedPage } from '@/lib/paging'

/**
 * An institution's Notices section (issue 30): its published notices that are live now, newest
 * first, NOTICE_PAGE_SIZE a page (?page=), an empty state in words, and its feeds.
 */
export async function SchoolNotices({ institution, page, lang }: { institution: Pick<InstitutionSummary, 'id' | 'name'>; page: unknown; lang: Lang }) {
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
          <Pagination page={list.page} pages={list.pages} href={(n) => pageHref(sectionHref(institution.id, 'notices'), n)} />
        </>
      )}
      <SchoolFeedLinks school={institution} lang={lang} className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-muted" />
    </div>
  )
}
