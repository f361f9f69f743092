import type { Metadata } from 'next'

import { NoticeSchoolFilter, SchoolNoticesPage } from '@/components/NoticeSchoolFilter'
import { NoticeList } from '@/components/NoticeList'
import { NoticeTabs } from '@/components/NoticeTabs'
import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle } from '@/components/PageText'
import { YearSelect } from '@/components/YearSelect'
import { currentYear } from '@/content/academic-year'
import { listInstitutions } from '@/content/institutions'
import { listNoticePage, listNoticeTypes, listNoticeYears } from '@/content/notices'
import { getSiteSettings } from '@/content/site-settings'
import { textLang } from '@/i18n/fallback'
import { fill } from '@/i18n/format'
import { localePath } from '@/i18n/paths'
import { getI18n, getSitePath } from '@/i18n/server'
import { byAcademicYearDesc, isAcademicYear } from '@/lib/academic-year'
import { pageHref, requestedPage } from '@/lib/paging'
import { parsePositiveId } from '@/lib/whole-number'
import { noticeFeedLinks, pageMetadata } from '@/seo/metadata'
import { noticeFeedPath } from '@/seo/urls'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'
import { SubscribeLink } from '@/subscriptions/SubscribeForm'

export async function generateMetadata(): Promise<Metadata> {
  const { lang, dict: t } = await getI18n()
  const [settings, path] = await Promise.all([getSiteSettings(lang), getSitePath()])
  // The notices' feeds announced (<link rel="alternate">), beside the layout's own tags.
  return {
    title: t.notices.title,
    description: t.notices.description,
    ...pageMetadata({ lang, path, siteName: settings.title, feeds: noticeFeedLinks(lang) }),
  }
}

type Props = {
  searchParams: Promise<{
    type?: string | string[]
    year?: string | string[]
    page?: string | string[]
    institution?: string | string[]
  }>
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * Tabs by notice type (the chosen one in the URL, ?type=), listing that type's notices of the
 * current academic year, or of an earlier one chosen in the archive's year list (?year=; anything
 * that is not an academic year shows the current one). The first tab, which /notices opens on,
 * lists the newest notices of every type, each marked with its type: SPEC fixes tabs by type, not
 * which one a visitor sees first, and a parent looks for what is new. Each title leads to the notice's own page.
 * NOTICE_PAGE_SIZE notices a page (?page=, src/lib/paging.ts), the links keeping the tab and year.
 * These are the society's notices; ?institution={id} shows one school's instead, chosen
 * in a plain GET form (NoticeSchoolFilter).
 */
export default async function NoticesPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const query = await searchParams
  const [types, years, schools] = await Promise.all([listNoticeTypes(lang), listNoticeYears(), listInstitutions(lang)])
  const wantedSchool = parsePositiveId(first(query.institution))
  const school = schools.find((s) => s.id === wantedSchool)
  if (school) return <SchoolNoticesPage school={school} schools={schools} page={query.page} lang={lang} />
  // The first tab, and what /notices opens on: the newest notices of every type; ?type= one type's.
  const active = types.find((ty) => ty.code === first(query.type)) ?? null
  const current = await currentYear()
  const wanted = first(query.year)
  const year = wanted && isAcademicYear(wanted) ? wanted : current
  const options = [...new Set([current, year, ...years])].sort(byAcademicYearDesc)
  const list = await listNoticePage({ year, type: active?.code, lang }, requestedPage(query.page))
  const notices = list.items
  const keep = { year: year === current ? undefined : year, type: active?.code }

  return (
    <>
      <PageTitle intro={t.notices.yearNote(year)}>{t.notices.title}</PageTitle>
      <SubscribeLink lang={lang} />
      <NoticeSchoolFilter schools={schools} selected={null} lang={lang} />
      <YearSelect
        years={options}
        selected={year}
        action={localePath(lang, '/notices')}
        label={t.notices.yearLabel}
        submitLabel={t.notices.show}
        loadingText={t.fallback.loading}
        keep={active ? { type: active.code } : {}}
      />
      {types.length === 0 ? (
        <Empty />
      ) : (
        <>
          <NoticeTabs
            types={[{ code: '', name: t.notices.allTypes }, ...types]}
            active={active?.code ?? ''}
            basePath={localePath(lang, '/notices')}
            year={year === current ? undefined : year}
            label={t.notices.tabsLabel}
            loadingText={t.fallback.loading}
            lang={lang}
          />
          {notices.length === 0 ? <Empty /> : <NoticeList notices={notices} lang={lang} showType={!active} />}
          <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/notices', n, keep)} />
        </>
      )}
      <p className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-muted" data-testid="notice-feeds">
        {t.seo.feedsLabel}
        <a
          href={localePath(lang, noticeFeedPath('rss'))}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t.seo.rssFeed}
        </a>
        {active && (
          <a
            href={localePath(lang, noticeFeedPath('rss', active.code))}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            <span lang={textLang(lang, active.name)}>{fill(t.seo.rssTypeFeed, { type: active.name })}</span>
          </a>
        )}
        <a
          href={localePath(lang, noticeFeedPath('atom'))}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t.seo.atomFeed}
        </a>
      </p>
      <LastUpdated date={await lastChanged(['notices'])} />
    </>
  )
}
