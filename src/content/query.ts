import type { CollectionSlug, JoinQuery, Where } from 'payload'

import type { Lang } from '@/i18n/lang'
import { PUBLISHED } from '@/lib/published'

import { getPayloadClient } from './payload'

/** Only published documents ever leave the content layer. */
export { PUBLISHED }

type FindOptions = { where?: Where; sort?: string | string[]; depth?: number; limit?: number; drafts?: boolean; lang?: Lang }

/**
 * Published documents of a collection, all of them (no paging) unless `limit` is given.
 * `drafts: false` for collections without drafts (reference data). Texts in `lang` (English by
 * default); a field without Marathi comes back in English (Payload's fallback).
 */
export async function findPublished<C extends CollectionSlug>(collection: C, opts: FindOptions = {}) {
  const payload = await getPayloadClient()
  const filters = [opts.drafts === false ? null : PUBLISHED, opts.where ?? null].filter((w): w is Where => w !== null)
  const { docs } = await payload.find({
    collection,
    where: filters.length ? { and: filters } : {},
    sort: opts.sort,
    depth: opts.depth ?? 1,
    limit: opts.limit ?? 0,
    locale: opts.lang ?? 'en',
    pagination: false,
    // The institutions' join fields (their achievements, photos, links) serve the admin only: the
    // public reads never show them, and each costs a sorted query per document.
    // (JoinQuery<C> is `never` for collections without joins, which TypeScript cannot tell for a generic C.)
    joins: false as JoinQuery<C>,
  })
  return docs
}

export { relationId } from '@/lib/relation'
