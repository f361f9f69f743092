import type { Lang } from '@/i18n/lang'
import { newestDate } from '@/lib/dates'
import { richTextToHtml, type SafeHtml } from '@/lib/rich-text'
import { AWARD_PAGE_SIZE, LINK_PAGE_SIZE, MEDIA_TALK_PAGE_SIZE, RTI_PAGE_SIZE, type Page } from '@/lib/paging'
import { firstAfter, isLive, type Scheduled } from '@/lib/schedule'

import { cached, timed } from './cache'
import { liveAnchor, liveAt } from './live'
import { toMediaRef, type MediaRef } from './media'
import { findPublished, findPublishedPage } from './query'

/**
 * Society-wide lists: awards, RTI items, media talks, important links. `list*` read a whole list
 * (/api/v1); `list*Page` one page of it, the database reading only that page (the public pages).
 */

export type Award = { id: number; awardeeName: string; image: MediaRef | null; html: SafeHtml }
export type RtiItem = { id: number; html: SafeHtml }
export type MediaTalk = {
  id: number
  title: string
  source: string
  description: string
  file: MediaRef | null
  url: string
  date: string
} & Scheduled
export type ImportantLink = { id: number; title: string; url: string; createdAt: string }

type Doc<C extends 'awards' | 'rti-items' | 'media-talks' | 'important-links'> = Awaited<
  ReturnType<typeof findPublished<C>>
>[number]
const pageFrom = <D extends { updatedAt: string }, T>(
  found: { docs: D[]; page: number; pages: number; total: number },
  map: (d: D) => T,
): Page<T> => {
  const updatedAt = newestDate(...found.docs.map((d) => d.updatedAt))
  return {
    items: found.docs.map(map),
    page: found.page,
    pages: found.pages,
    total: found.total,
    ...(updatedAt ? { updatedAt } : {}),
  }
}

const AWARD_ORDER = ['order', '-createdAt']
const toAward = (d: Doc<'awards'>): Award => ({
  id: d.id,
  awardeeName: d.awardeeName,
  image: toMediaRef(d.image),
  html: richTextToHtml(d.content),
})

export const listAwards = cached(
  async (lang: Lang = 'en'): Promise<Award[]> =>
    (await findPublished('awards', { sort: AWARD_ORDER, lang })).map(toAward),
  'awards:list',
  ['awards', 'media'],
)

export const listAwardPage = cached(
  async (lang: Lang, page: number): Promise<Page<Award>> =>
    pageFrom(
      await findPublishedPage('awards', { sort: [...AWARD_ORDER, '-id'], lang, page, size: AWARD_PAGE_SIZE }),
      toAward,
    ),
  'awards:page',
  ['awards', 'media'],
)

const RTI_ORDER = ['order', 'createdAt']
const toRtiItem = (d: Doc<'rti-items'>): RtiItem => ({ id: d.id, html: richTextToHtml(d.description) })

export const listRtiItems = cached(
  async (lang: Lang = 'en'): Promise<RtiItem[]> =>
    (await findPublished('rti-items', { sort: RTI_ORDER, depth: 0, lang })).map(toRtiItem),
  'rti:list',
  ['rti-items'],
)

export const listRtiPage = cached(
  async (lang: Lang, page: number): Promise<Page<RtiItem>> =>
    pageFrom(
      await findPublishedPage('rti-items', { sort: [...RTI_ORDER, 'id'], depth: 0, lang, page, size: RTI_PAGE_SIZE }),
      toRtiItem,
    ),
  'rti:page',
  ['rti-items'],
)

const toMediaTalk = (d: Doc<'media-talks'>): MediaTalk => ({
  id: d.id,
  title: d.title,
  source: d.source ?? '',
  description: d.description ?? '',
  file: toMediaRef(d.file),
  url: d.url ?? '',
  date: d.date,
  publishAt: d.publishAt ?? null,
  expiresAt: d.expiresAt ?? null,
})

const readMediaTalks = cached(
  async (lang: Lang = 'en'): Promise<MediaTalk[]> =>
    (await findPublished('media-talks', { sort: '-date', lang })).map(toMediaTalk),
  'media-talks:list',
  ['media-talks', 'media'],
)

/** One page of the media talks live now, newest first (src/content/live.ts). */
export async function listMediaTalkPage(lang: Lang, page: number, now = Date.now()): Promise<Page<MediaTalk>> {
  return readMediaTalkPage(lang, page, await liveAnchor('media-talks', now))
}

const readMediaTalkPage = cached(
  async (lang: Lang, page: number, at: number): Promise<Page<MediaTalk>> =>
    pageFrom(
      await findPublishedPage('media-talks', {
        where: liveAt(at),
        sort: ['-date', '-id'],
        lang,
        page,
        size: MEDIA_TALK_PAGE_SIZE,
      }),
      toMediaTalk,
    ),
  'media-talks:page',
  ['media-talks', 'media'],
)

/** Published media talks that are live now (src/lib/schedule.ts), newest first. */
export const listMediaTalks = timed(async (lang: Lang = 'en', now: Date = new Date()) => {
  const all = await readMediaTalks(lang)
  // Stale when the first of them appears or leaves.
  return {
    value: all.filter((t) => isLive(t, now)),
    staleAt: firstAfter(
      all.flatMap((t) => [t.publishAt, t.expiresAt]),
      now.getTime(),
    ),
  }
})

const LINK_ORDER = ['order', 'title']
const toLink = (d: Doc<'important-links'>): ImportantLink => ({
  id: d.id,
  title: d.title,
  url: d.url,
  createdAt: d.createdAt,
})

export const listImportantLinks = cached(
  async (lang: Lang = 'en'): Promise<ImportantLink[]> =>
    (await findPublished('important-links', { sort: LINK_ORDER, depth: 0, lang })).map(toLink),
  'links:list',
  ['important-links'],
)

export const listImportantLinkPage = cached(
  async (lang: Lang, page: number): Promise<Page<ImportantLink>> =>
    pageFrom(
      await findPublishedPage('important-links', {
        sort: [...LINK_ORDER, 'id'],
        depth: 0,
        lang,
        page,
        size: LINK_PAGE_SIZE,
      }),
      toLink,
    ),
  'links:page',
  ['important-links'],
)
