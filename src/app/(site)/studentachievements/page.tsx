import type { Metadata } from 'next'

import { AchievementCard } from '@/components/AchievementCard'
import { Empty, PageTitle } from '@/components/ui'
import { YearSelect } from '@/components/YearSelect'
import { listAcademicYears, listAchievements } from '@/content/achievements'
import { t } from '@/i18n'
import { currentAcademicYear, isAcademicYear } from '@/lib/academic-year'

export const metadata: Metadata = { title: t.achievements.title, description: t.achievements.description }

type Props = { searchParams: Promise<{ year?: string | string[] }> }

export default async function StudentAchievementsPage({ searchParams }: Props) {
  const years = await listAcademicYears()
  const requested = (await searchParams).year
  const wanted = Array.isArray(requested) ? requested[0] : requested
  const current = currentAcademicYear()
  const year = wanted && isAcademicYear(wanted) ? wanted : years.includes(current) ? current : (years[0] ?? current)
  const options = years.includes(year) ? years : [year, ...years]
  const achievements = await listAchievements({ year, by: 'student' })

  return (
    <>
      <PageTitle>{t.achievements.title}</PageTitle>
      <YearSelect years={options} selected={year} action="/studentachievements" label={t.achievements.yearLabel} submitLabel={t.achievements.show} />
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
