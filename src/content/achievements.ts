import type { Where } from 'payload'

import type { Lang } from '@/i18n/lang'
import { ACHIEVEMENT_PAGE_SIZE, type Page } from '@/lib/paging'
import { typeName } from '@/lib/type-name'

import { cached } from './cache'
import { listInstitutions } from './institutions'
import { toMediaRef, type MediaRef } from './media'
import { findAllPublished, findPublished, findPublishedPage, relationId } from './query'

export type AchievementType = { id: number; code: string }
export type Achievement = {
  id: number
  achieverName: string
  achievement: string
  description: string
  /** The type's code (the API's achievement_type_code). */
  typeCode: string
  /** The type's name in the read's language (the cards' label). */
  typeName: string
  academicYear: string
  file: MediaRef | null
  createdAt: string
  by: 'student' | 'teacher'
  institutionId: number | null
}

export type AchievementFilter = { year?: string; by?: 'student' | 'teacher'; institution?: number; lang?: Lang }

type AchievementDoc = Awaited<ReturnType<typeof findPublished<'achievements'>>>[number]

const toAchievement = (d: AchievementDoc): Achievement => ({
  id: d.id,
  achieverName: d.achieverName,
  achievement: d.achievement,
  description: d.description ?? '',
  typeCode: typeof d.type === 'object' && d.type ? d.type.code : '',
  typeName: typeof d.type === 'object' && d.type ? typeName(d.type) : '',
  academicYear: d.academicYear,
  file: toMediaRef(d.file),
  createdAt: d.createdAt,
  by: d.by,
  institutionId: relationId(d.institution),
})

function achievementWhere(filter: AchievementFilter): Where[] {
  const where: Where[] = []
  if (filter.year) where.push({ academicYear: { equals: filter.year } })
  if (filter.by) where.push({ by: { equals: filter.by } })
  if (filter.institution) where.push({ institution: { equals: filter.institution } })
  return where
}

const ACHIEVEMENT_ORDER = ['-createdAt', '-id']

/** Published achievements, newest first, filtered by academic year, achiever kind and institution. */
export const listAchievements = cached(
  async (filter: AchievementFilter = {}): Promise<Achievement[]> => {
    const where = achievementWhere(filter)
    // Achievements of an institution that is not published stay hidden with it.
    const published = new Set((await listInstitutions()).map((i) => i.id))
    return findAllPublished(
      'achievements',
      { where: where.length ? { and: where } : undefined, sort: ACHIEVEMENT_ORDER, lang: filter.lang },
      (d) => (published.has(relationId(d.institution) ?? -1) ? [toAchievement(d)] : []),
    )
  },
  'achievements:list',
  ['achievements', 'achievement-types', 'institutions', 'media'],
)

/**
 * One page (ACHIEVEMENT_PAGE_SIZE) of `listAchievements`: the database reads only that page (the
 * pages of /studentachievements and an institution's Awards and Student Achievements).
 */
export const listAchievementPage = cached(
  async (filter: AchievementFilter, page: number): Promise<Page<Achievement>> => {
    // Achievements of an institution that is not published stay hidden with it.
    const published = (await listInstitutions()).map((i) => i.id)
    if (published.length === 0) return { items: [], page: 1, pages: 1, total: 0 }
    const where = [...achievementWhere(filter), { institution: { in: published } }]
    const found = await findPublishedPage('achievements', {
      where: { and: where },
      sort: ACHIEVEMENT_ORDER,
      lang: filter.lang,
      page,
      size: ACHIEVEMENT_PAGE_SIZE,
    })
    return { items: found.docs.map(toAchievement), page: found.page, pages: found.pages, total: found.total }
  },
  'achievements:page',
  ['achievements', 'achievement-types', 'institutions', 'media'],
)

/** Achievement types in display order; with an institution, only the types its achievements use. */
export const listAchievementTypes = cached(
  async (institution?: number): Promise<AchievementType[]> => {
    const types = (await findPublished('achievement-types', { drafts: false, sort: ['order', 'code'], depth: 0 })).map(
      (d) => ({
        id: d.id,
        code: d.code,
      }),
    )
    if (!institution) return types
    const used = new Set((await listAchievements({ institution })).map((a) => a.typeCode))
    return types.filter((t) => used.has(t.code))
  },
  'achievement-types:list',
  ['achievement-types', 'achievements', 'institutions', 'media'],
)

/** Academic years, newest first. */
export const listAcademicYears = cached(
  async (): Promise<string[]> =>
    (await findPublished('academic-years', { drafts: false, sort: '-code', depth: 0 })).map((d) => d.code),
  'academic-years:list',
  ['academic-years'],
)
