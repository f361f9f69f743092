import { NoticeList } from '@/components/NoticeList'
import { Pagination } from '@/components/Pagination'
import { SchoolFeedLinks } from '@/components/SchoolFeedLinks'
import { SiteLink } from '@/components/SiteLink'
import { PageTitle } from '@/components/PageText'
import type { InstitutionSummary } from '@/content/institutions'
import { listNoticePage } from '@/content/notices'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { sectionHref } from '@/lib/institution-sections'
import { pageHref, requestedPage } from '@/lib/paging'

type School = Pick<InstitutionSummary, 'id' | 'name'>

/**
 * The school filter of /notices: a plain GET form (a list and a button), so it works
 * without JavaScript and the choice stays in the address (/notices?institution=3). Empty: the
 * society's notices, as SPEC's /notices shows them.
 */
export async function NoticeSchoolFilter({
  schools,
  selected,
  lang,
}: {
  schools: School[]
  selected: number | null
  lang: Lang
}) {
  const { dict: t } = await getI18n()
  return (
    <form
      action={localePath(lang, '/notices')}
      method="get"
      className="mb-6 flex flex-wrap items-end gap-3"
      data-print="hide"
      data-testid="notice-school-filter"
    >
      <label className="flex min-w-0 flex-col text-sm font-semibold">
        {t.notices.school}
        <select
          name="institution"
          defaultValue={selected ? String(selected) : ''}
          className="mt-1 min-h-11 w-full max-w-[calc(100vw-2rem)] rounded border border-muted/40 bg-white px-3 text-base sm:w-auto"
        >
          <option value="">{t.notices.societyNotices}</option>
          {schools.map((s) => (
            <option key={s.id} value={s.id} lang={textLang(lang, s.name)}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {/* "Show", as every list's button, but named for what it shows: without JavaScript /notices
          has two forms, and a screen reader's list of buttons would read "Show" twice. */}
      <button
        type="submit"
        aria-label={t.notices.showSchool}
        className="min-h-11 rounded bg-brand px-4 font-semibold text-white"
      >
        {t.notices.show}
      </button>
    </form>
  )
}

/** /notices?institution={id}: one school's notices, newest first, paginated, with its feeds. */
export async function SchoolNoticesPage({
  school,
  schools,
  page,
  lang,
}: {
  school: School
  schools: School[]
  page: unknown
  lang: Lang
}) {
  const { dict: t } = await getI18n()
  const list = await listNoticePage({ institution: school.id, lang }, requestedPage(page))
  const keep = { institution: String(school.id) }
  return (
    <>
      <PageTitle intro={<span lang={textLang(lang, school.name)}>{t.notices.ofSchool(school.name)}</span>}>
        {t.notices.title}
      </PageTitle>
      <NoticeSchoolFilter schools={schools} selected={school.id} lang={lang} />
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-muted shadow" data-testid="school-notices-empty">
          {t.notices.schoolNone}
        </p>
      ) : (
        <NoticeList notices={list.items} lang={lang} />
      )}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/notices', n, keep)} />
      <p className="mt-4">
        <SiteLink
          href={sectionHref(school.id, 'notices')}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          data-testid="school-notices-link"
        >
          <span lang={textLang(lang, school.name)}>{t.notices.allOfSchool(school.name)}</span>
        </SiteLink>
      </p>
      <SchoolFeedLinks
        school={school}
        lang={lang}
        className="mt-2 flex flex-wrap items-center gap-x-4 text-sm text-muted"
      />
    </>
  )
}
