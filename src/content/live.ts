import { cached, timed } from './cache'
import { getPayloadClient } from './payload'
import { PUBLISHED } from './query'

/**
 * Scheduled items (notices, media talks: src/lib/schedule.ts) read one page at a time. The database
 * picks the items live at a moment, so a cached page holds for that moment only until the next
 * `publishAt` or `expiresAt` after it. Each collection keeps an anchor: the moment its cached pages
 * are read at. While no item of the collection appears or leaves between the anchor and now, the
 * pages read at the anchor are exactly what is live now; once one does, the anchor moves to now,
 * and the pages are read again. So items still appear and leave at the second, and the pages stay
 * cached between those moments.
 */
export type ScheduledCollection = 'notices' | 'media-talks'

/** Published documents live at `at` (ms). */
export { liveAt } from '@/lib/schedule'

/** The first `publishAt` or `expiresAt` of a published document after `at` (ms), or Infinity. */
const nextChangeAfter = cached(
  async (collection: ScheduledCollection, at: number): Promise<number> => {
    const payload = await getPayloadClient()
    const iso = new Date(at).toISOString()
    const first = async (field: 'publishAt' | 'expiresAt') => {
      const { docs } = await payload.find({
        collection,
        where: { and: [PUBLISHED, { [field]: { greater_than: iso } }] },
        sort: field,
        limit: 1,
        depth: 0,
        pagination: false,
        select: { [field]: true },
      })
      const value = (docs[0] as Record<string, unknown> | undefined)?.[field]
      return typeof value === 'string' ? Date.parse(value) : Infinity
    }
    const [publish, expire] = await Promise.all([first('publishAt'), first('expiresAt')])
    return Math.min(publish, expire)
  },
  'schedule:next',
  ['notices', 'media-talks'],
)

const anchors = new Map<ScheduledCollection, number>()

/**
 * The moment to read the live pages of `collection` at (see above); what is read at it holds until
 * the next publishAt or expiresAt after it.
 */
export const liveAnchor = timed(async (collection: ScheduledCollection, now: number = Date.now()) => {
  const at = anchors.get(collection)
  const next = at !== undefined && at <= now ? await nextChangeAfter(collection, at) : -Infinity
  if (next > now) return { value: at!, staleAt: next }
  anchors.set(collection, now)
  return { value: now, staleAt: await nextChangeAfter(collection, now) }
})
