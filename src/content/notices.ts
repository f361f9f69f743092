import type { Where } from 'payload'

import type { Lang } from '@/i18n/lang'
import { isLive, type Scheduled } from '@/lib/schedule'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished } from './query'

export type NoticeType = { id: number; code: string }
export type Notice = {
  id: number
  title: string
  category: string
  academicYear: string
  description: string
  file: MediaRef | null
  date: string
} & Scheduled

/** Notice types (the tabs of /notices) in display order. */
export const listNoticeTypes = cached(
  async (): Promise<NoticeType[]> =>
    (await findPublished('notice-types', { drafts: false, sort: ['order', 'code'], depth: 0 })).map((d) => ({ id: d.id, code: d.code })),
  'notice-types:list',
  ['notice-types'],
)

/**
 * Published notices that are live now (src/lib/schedule.ts), newest first, optionally of one
 * academic year and/or one type (by its code).
 */
export type NoticeFilter = { year?: string; type?: string; lang?: Lang }

export async function listNotices(filter: NoticeFilter = {}, now = new Date()): Promise<Notice[]> {
  // An unknown type has no notices: answer without a query or a new cache entry.
  if (filter.type && !(await listNoticeTypes()).some((t) => t.code === filter.type)) return []
  return (await readNotices({ year: filter.year, type: filter.type, lang: filter.lang ?? 'en' })).filter((n) => isLive(n, now))
}

const readNotices = cached(
  async (filter: NoticeFilter = {}): Promise<Notice[]> => {
    const where: Where[] = []
    if (filter.year) where.push({ academicYear: { equals: filter.year } })
    if (filter.type) where.push({ 'type.code': { equals: filter.type } })
    const docs = await findPublished('notices', { where: where.length ? { and: where } : undefined, sort: ['-date', '-id'], lang: filter.lang })
    return docs.map((d) => ({
      id: d.id,
      title: d.title,
      category: typeof d.type === 'object' && d.type ? d.type.code : '',
      academicYear: d.academicYear,
      description: d.description ?? '',
      file: toMediaRef(d.file),
      date: d.date,
      publishAt: d.publishAt ?? null,
      expiresAt: d.expiresAt ?? null,
    }))
  },
  'notices:list',
  ['notices', 'notice-types', 'media'],
)
