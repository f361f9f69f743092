import type { Lang } from '@/i18n/lang'
import { richTextToHtml, type SafeHtml } from '@/lib/rich-text'
import { isLive, type Scheduled } from '@/lib/schedule'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished } from './query'

/** Society-wide lists: awards, RTI items, media talks, important links. */

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

export const listAwards = cached(
  async (lang: Lang = 'en'): Promise<Award[]> =>
    (await findPublished('awards', { sort: ['order', '-createdAt'], lang })).map((d) => ({
      id: d.id,
      awardeeName: d.awardeeName,
      image: toMediaRef(d.image),
      html: richTextToHtml(d.content),
    })),
  'awards:list',
  ['awards', 'media'],
)

export const listRtiItems = cached(
  async (lang: Lang = 'en'): Promise<RtiItem[]> =>
    (await findPublished('rti-items', { sort: ['order', 'createdAt'], depth: 0, lang })).map((d) => ({
      id: d.id,
      html: richTextToHtml(d.description),
    })),
  'rti:list',
  ['rti-items'],
)

const readMediaTalks = cached(
  async (lang: Lang = 'en'): Promise<MediaTalk[]> =>
    (await findPublished('media-talks', { sort: '-date', lang })).map((d) => ({
      id: d.id,
      title: d.title,
      source: d.source ?? '',
      description: d.description ?? '',
      file: toMediaRef(d.file),
      url: d.url ?? '',
      date: d.date,
      publishAt: d.publishAt ?? null,
      expiresAt: d.expiresAt ?? null,
    })),
  'media-talks:list',
  ['media-talks', 'media'],
)

/** Published media talks that are live now (src/lib/schedule.ts), newest first. */
export async function listMediaTalks(lang: Lang = 'en', now = new Date()): Promise<MediaTalk[]> {
  return (await readMediaTalks(lang)).filter((t) => isLive(t, now))
}

export const listImportantLinks = cached(
  async (lang: Lang = 'en'): Promise<ImportantLink[]> =>
    (await findPublished('important-links', { sort: ['order', 'title'], depth: 0, lang })).map((d) => ({
      id: d.id,
      title: d.title,
      url: d.url,
      createdAt: d.createdAt,
    })),
  'links:list',
  ['important-links'],
)
