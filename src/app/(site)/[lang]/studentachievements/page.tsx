import type { Metadata } from 'next'

import { AchievementCard } from '@/components/AchievementCard'
import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle } from '@/components/PageText'
import { YearSelect } from '@/components/YearSelect'
import { currentYear } from '@/content/academic-year'
import { listAcademicYears, listAchievementPage } from '@/content/achievements'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { isAcademicYear } from '@/lib/academic-year'
import { pageHref, requestedPage } from '@/lib/paging'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.achievements.title, description: t.achievements.description }
}

type Props = { searchParams: Promise<{ year?: string | string[]; page?: string | string[] }> }

/** The student achievements of one academic year (?year=), ACHIEVEMENT_PAGE_SIZE a page (?page=, keeping the year). */
export default async function StudentAchievementsPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const years = await listAcademicYears()
  const query = await searchParams
  const requested = query.year
  const wanted = Array.isArray(requested) ? requested[0] : requested
  const current = await currentYear()
  const year = wanted && isAcademicYear(wanted) ? wanted : years.includes(current) ? current : (years[0] ?? current)
  const options = years.includes(year) ? years : [year, ...years]
  const list = await listAchievementPage({ year, by: 'student', lang }, requestedPage(query.page))
  const achievements = list.items

  return (
    <>
      <PageTitle>{t.achievements.title}</PageTitle>
      <YearSelect
        years={options}
        selected={year}
        action={localePath(lang, '/studentachievements')}
        label={t.achievements.yearLabel}
        submitLabel={t.achievements.show}
        loadingText={t.fallback.loading}
      />
      {achievements.length === 0 ? (
        <Empty text={t.achievements.none} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {achievements.map((a) => (
            <li key={a.id}>
              <AchievementCard a={a} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={list.pages}
        href={(n) => pageHref('/studentachievements', n, { year: wanted === year ? year : undefined })}
      />
      <LastUpdated date={await lastChanged(['achievements'])} />
    </>
  )
}
