import type { Metadata } from 'next'

import { AchievementCard } from '@/components/AchievementCard'
import { Empty, PageTitle } from '@/components/ui'
import { YearSelect } from '@/components/YearSelect'
import { listAcademicYears, listAchievements } from '@/content/achievements'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { currentAcademicYear, isAcademicYear } from '@/lib/academic-year'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.achievements.title, description: t.achievements.description }
}

type Props = { searchParams: Promise<{ year?: string | string[] }> }

export default async function StudentAchievementsPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const years = await listAcademicYears()
  const requested = (await searchParams).year
  const wanted = Array.isArray(requested) ? requested[0] : requested
  const current = currentAcademicYear()
  const year = wanted && isAcademicYear(wanted) ? wanted : years.includes(current) ? current : (years[0] ?? current)
  const options = years.includes(year) ? years : [year, ...years]
  const achievements = await listAchievements({ year, by: 'student', lang })

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
    </>
  )
}
