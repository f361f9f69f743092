import type { Where } from 'payload'

import type { Lang } from '@/i18n/lang'
import { byAcademicYearDesc } from '@/lib/academic-year'
import { typeName } from '@/lib/type-name'
import { parsePositiveId } from '@/lib/whole-number'
import { NOTICE_PAGE_SIZE, type Page } from '@/lib/paging'
import { firstAfter, isLive, nextScheduleChange, type Scheduled } from '@/lib/schedule'

import { cached, timed, type Timed } from './cache'
import { liveAnchor, liveAt } from './live'
import { toMediaRef, type MediaRef } from './media'
import { getPayloadClient } from './payload'
import { isPreviewing } from './preview'
import { findAllPublished, findPublished, findPublishedPage, PUBLISHED, relationId } from './query'

/** `code`: the type in addresses and the API; `name`: what visitors read, in the page's language. */
export type NoticeType = { id: number; code: string; name: string }
export type Notice = {
  id: number
  title: string
  /** The type's code (addresses, feeds' categories, the API's notice_code). */
  category: string
  /** The type's name in the read's language (labels, share cards). */
  categoryName: string
  academicYear: string
  description: string
  file: MediaRef | null
  /** The file's size in bytes, when known (its download label). */
  fileSize: number | null
  date: string
  /** When the notice last changed ("Last updated" on its page). */
  updatedAt: string
  /** The institution whose notice it is; null: the society's. */
  institution: number | null
} & Scheduled

/** Notice types (the tabs of /notices) in display order, named in `lang`. */
export const listNoticeTypes = cached(
  async (lang: Lang = 'en'): Promise<NoticeType[]> =>
    (await findPublished('notice-types', { drafts: false, sort: ['order', 'code'], depth: 0, lang })).map((d) => ({
      id: d.id,
      code: d.code,
      name: typeName(d),
    })),
  'notice-types:list',
  ['notice-types'],
)

/**
 * Published notices that are live now (src/lib/schedule.ts), newest first, optionally of one
 * academic year and/or one type (by its code). The society's notices (SPEC's /notices, the home
 * strip, /api/v1/notice), or with `institution` one institution's.
 */
/** `society`: with `institution`, the society's notices too (a school's feed that a parent follows alone). */
export type NoticeFilter = { year?: string; type?: string; lang?: Lang; institution?: number; society?: boolean }

export const listNotices = timed(
  async (filter: NoticeFilter = {}, now: Date = new Date()): Promise<Timed<Notice[]>> => {
    // An unknown type has no notices: answer without a query or a new cache entry.
    if (filter.type && !(await listNoticeTypes()).some((t) => t.code === filter.type))
      return { value: [], staleAt: Infinity }
    const all = await readNotices({
      year: filter.year,
      type: filter.type,
      lang: filter.lang ?? 'en',
      institution: filter.institution,
    })
    // Stale when the first of them appears or leaves.
    return {
      value: all.filter((n) => isLive(n, now)),
      staleAt: firstAfter(
        all.flatMap((n) => [n.publishAt, n.expiresAt]),
        now.getTime(),
      ),
    }
  },
)

type NoticeDoc = Awaited<ReturnType<typeof findPublished<'notices'>>>[number]

function toNotice(d: NoticeDoc): Notice {
  const file = toMediaRef(d.file)
  return {
    id: d.id,
    title: d.title,
    category: typeof d.type === 'object' && d.type ? d.type.code : '',
    categoryName: typeof d.type === 'object' && d.type ? typeName(d.type) : '',
    academicYear: d.academicYear,
    description: d.description ?? '',
    file,
    fileSize: file?.filesize ?? null,
    date: d.date,
    updatedAt: d.updatedAt,
    institution: relationId(d.institution),
    publishAt: d.publishAt ?? null,
    expiresAt: d.expiresAt ?? null,
  }
}

function noticeWhere(filter: NoticeFilter): Where[] {
  const where: Where[] = []
  if (filter.year) where.push({ academicYear: { equals: filter.year } })
  if (filter.type) where.push({ 'type.code': { equals: filter.type } })
  // One institution's notices, or the society's (no institution).
  const society: Where = { institution: { exists: false } }
  if (!filter.institution) where.push(society)
  else if (filter.society) where.push({ or: [{ institution: { equals: filter.institution } }, society] })
  else where.push({ institution: { equals: filter.institution } })
  return where
}

const NOTICE_ORDER = ['-date', '-id']

const readNotices = cached(
  async (filter: NoticeFilter = {}): Promise<Notice[]> => {
    const where = noticeWhere(filter)
    return findAllPublished(
      'notices',
      { where: where.length ? { and: where } : undefined, sort: NOTICE_ORDER, lang: filter.lang },
      (d) => [toNotice(d)],
    )
  },
  'notices:list',
  ['notices', 'notice-types', 'media'],
)

/**
 * One page (NOTICE_PAGE_SIZE, or `size`: a feed's newest) of the notices live now, newest first, of
 * one academic year and/or type: the database reads only that page (the notices of /notices; /api/v1 reads `listNotices`).
 * `page` past the last gives the last page.
 */
export async function listNoticePage(
  filter: NoticeFilter,
  page: number,
  now = Date.now(),
  size = NOTICE_PAGE_SIZE,
): Promise<Page<Notice>> {
  if (filter.type && !(await listNoticeTypes()).some((t) => t.code === filter.type))
    return { items: [], page: 1, pages: 1, total: 0 }
  return readNoticePage(
    {
      year: filter.year,
      type: filter.type,
      lang: filter.lang ?? 'en',
      institution: filter.institution,
      society: filter.institution ? filter.society : undefined,
    },
    page,
    await liveAnchor('notices', now),
    size,
  )
}

const readNoticePage = cached(
  async (filter: NoticeFilter, page: number, at: number, size: number): Promise<Page<Notice>> => {
    const where = [...noticeWhere(filter), liveAt(at)]
    const found = await findPublishedPage('notices', {
      where: { and: where },
      sort: NOTICE_ORDER,
      lang: filter.lang,
      page,
      size,
    })
    return { items: found.docs.map(toNotice), page: found.page, pages: found.pages, total: found.total }
  },
  'notices:page',
  ['notices', 'notice-types', 'media'],
)

/**
 * The academic years that have published society notices, newest first (the archive of /notices). Years
 * only: a year whose notices have all expired is still listed, and shows what is live in it.
 */
export const listNoticeYears = cached(
  async (): Promise<string[]> => {
    // The distinct years only (one grouped query), not every notice.
    const payload = await getPayloadClient()
    const where = { and: [PUBLISHED, { institution: { exists: false } }] }
    const { values } = await payload.findDistinct({
      collection: 'notices',
      field: 'academicYear',
      where,
      sort: '-academicYear',
      depth: 0,
    })
    return values.map((v) => String(v.academicYear)).sort(byAcademicYearDesc)
  },
  'notices:years',
  ['notices'],
)

/** A notice on its own page: `expired` when its expiry has passed (the page says so). */
export type NoticeDetail = Notice & { expired: boolean }

/**
 * One notice for /notices/{id}: only a published one that has been published by now (publishAt);
 * an expired one is still returned, marked `expired`, so that a shared address keeps working.
 * Anything else (not an id, unknown, a draft, scheduled for later) is null.
 */
export const getNotice = timed(
  async (rawId: unknown, lang: Lang = 'en', now: Date = new Date()): Promise<Timed<NoticeDetail | null>> => {
    const id = parsePositiveId(rawId)
    if (id === null) return { value: null, staleAt: Infinity }
    const notice = await readNotice(id, lang)
    if (!notice) return { value: null, staleAt: Infinity }
    // Its page appears at its publishAt and says "expired" from its expiresAt.
    const staleAt = nextScheduleChange(notice, now.getTime())
    // Staff previewing it (src/content/preview.ts) see it before its time too.
    if (notice.publishAt && Date.parse(notice.publishAt) > now.getTime() && !(await isPreviewing('notices', id)))
      return { value: null, staleAt }
    return { value: { ...notice, expired: !isLive({ expiresAt: notice.expiresAt }, now) }, staleAt }
  },
)

const readNotice = cached(
  async (id: number, lang: Lang): Promise<Notice | null> => {
    const [doc] = await findPublished('notices', { where: { id: { equals: id } }, limit: 1, lang })
    return doc ? toNotice(doc) : null
  },
  'notices:one',
  ['notices', 'notice-types', 'media'],
)
