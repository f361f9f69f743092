import type { PortalCategory } from '@/collections/PortalLinks'

import type { Lang } from '@/i18n/lang'

import { cached } from './cache'
import { findPublished } from './query'

export type PortalLink = { id: number; institutionId: number; institutionName: string; url: string }

/** Published portal links of a category whose institution is published, in display order. */
export const listPortalLinks = cached(
  async (category: PortalCategory, lang: Lang = 'en'): Promise<PortalLink[]> => {
    const docs = await findPublished('portal-links', {
      where: { category: { equals: category } },
      sort: ['order', 'id'],
      depth: 1,
      lang,
    })
    return docs.flatMap((d) => {
      const inst = d.institution
      if (!inst || typeof inst !== 'object' || inst._status !== 'published') return []
      return [{ id: d.id, institutionId: inst.id, institutionName: inst.name, url: d.url }]
    })
  },
  'portal-links:list',
  ['portal-links', 'institutions'],
)
