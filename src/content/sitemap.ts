import { newestDate } from '@/lib/dates'
import { firstAfter, isLive } from '@/lib/schedule'

import { cached, timed, type Source } from './cache'
import { listGalleryImages } from './gallery'
import { listInstitutions } from './institutions'
import { getPayloadClient } from './payload'
import { findPublished } from './query'

/**
 * When public content last changed, for sitemap.xml's <lastmod> (src/seo/sitemap.ts). Published
 * documents only; dates as ISO strings.
 */

/** Collections whose newest published change dates a list page. */
const DATED = [
  'notices',
  'institutions',
  'trustees',
  'awards',
  'achievements',
  'gallery-images',
  'albums',
  'media-talks',
  'rti-items',
  'important-links',
  'portal-links',
  'events',
] as const satisfies Source[]
export type DatedCollection = (typeof DATED)[number]

/**
 * The newest `updatedAt` of one collection's published documents, kept per collection: a page
 * dated by trustees depends on trustees only (a page kept by the server is rendered again when
 * what it read changes, page-cache/response-cache.mjs).
 */
const latestOf = Object.fromEntries(
  DATED.map((c) => [
    c,
    cached(
      async (): Promise<string | undefined> =>
        (await findPublished(c, { sort: '-updatedAt', limit: 1, depth: 0 }))[0]?.updatedAt,
      `sitemap:latest:${c}`,
      [c],
    ),
  ]),
) as Record<DatedCollection, () => Promise<string | undefined>>

/** The newest `updatedAt` of each collection's published documents (absent: none published). */
export async function latestUpdates(collections: DatedCollection[]): Promise<Partial<Record<DatedCollection, string>>> {
  const rows = await Promise.all(collections.map(async (c) => [c, await latestOf[c]()] as const))
  return Object.fromEntries(rows.filter(([, at]) => at))
}

/** When the site settings (the header, footer and counters of every page) last changed. */
export const settingsUpdatedAt = cached(
  async (): Promise<string | null> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return settings.updatedAt ?? null
  },
  'sitemap:settings',
  ['site-settings'],
)

/** Published institutions with their last change. */
export const institutionDates = cached(
  async (): Promise<{ id: number; updatedAt: string }[]> => {
    const visible = new Set((await listInstitutions()).map((i) => i.id))
    const docs = await findPublished('institutions', { sort: ['order', 'name'], depth: 0 })
    return docs.filter((d) => visible.has(d.id)).map((d) => ({ id: d.id, updatedAt: d.updatedAt }))
  },
  'sitemap:institutions',
  ['institutions', 'media'],
)

/**
 * Notices that have a page now (published and past their Publish at; expired ones keep their page,
 * see getNotice) with their last change, newest first.
 */
export const noticeDates = timed(async (now: Date = new Date()) => {
  const all = await readNoticeDates()
  return {
    value: all
      .filter((n) => isLive({ publishAt: n.publishAt, expiresAt: null }, now))
      .map(({ id, updatedAt }) => ({ id, updatedAt })),
    // Stale when the next of them gets its page.
    staleAt: firstAfter(
      all.map((n) => n.publishAt),
      now.getTime(),
    ),
  }
})

const readNoticeDates = cached(
  async (): Promise<{ id: number; updatedAt: string; publishAt: string | null }[]> =>
    (await findPublished('notices', { sort: ['-date', '-id'], depth: 0 })).map((d) => ({
      id: d.id,
      updatedAt: d.updatedAt,
      publishAt: d.publishAt ?? null,
    })),
  'sitemap:notices',
  ['notices'],
)

/**
 * The gallery's pages that show photos: each academic year, each institution (0 = the society's
 * general gallery) and each year of an institution, with the newest change of their photos.
 */
export const galleryDates = cached(
  async (): Promise<{
    years: Dated<string>[]
    institutions: Dated<number>[]
    yearInstitutions: Dated<{ year: string; institution: number }>[]
  }> => {
    const [images, docs] = await Promise.all([listGalleryImages(), findPublished('gallery-images', { depth: 0 })])
    const updated = new Map(docs.map((d) => [d.id, d.updatedAt]))
    const years = new Map<string, string>()
    const institutions = new Map<number, string>()
    const pairs = new Map<string, string>()
    const newer = <K>(map: Map<K, string>, key: K, at: string) => {
      if ((map.get(key) ?? '') < at) map.set(key, at)
    }
    for (const image of images) {
      const at = updated.get(image.id) ?? ''
      newer(years, image.academicYear, at)
      newer(institutions, image.institutionId, at)
      newer(pairs, `${image.academicYear}|${image.institutionId}`, at)
    }
    return {
      years: [...years].map(([key, updatedAt]) => ({ key, updatedAt })),
      institutions: [...institutions].map(([key, updatedAt]) => ({ key, updatedAt })),
      yearInstitutions: [...pairs].map(([k, updatedAt]) => {
        const [year, institution] = k.split('|') as [string, string]
        return { key: { year, institution: Number(institution) }, updatedAt }
      }),
    }
  },
  'sitemap:gallery',
  ['gallery-images', 'albums', 'institutions', 'media'],
)

type Dated<K> = { key: K; updatedAt: string }

/**
 * "Last updated" of a page that shows whole collections (trustees, awards, links …): the newest
 * change among their published documents (null: none published).
 */
export async function lastChanged(collections: DatedCollection[]): Promise<string | null> {
  const latest = await latestUpdates(collections)
  return newestDate(...collections.map((c) => latest[c]))
}
