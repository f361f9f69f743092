import type { Lang } from '@/i18n/lang'
import type { PolicyKind } from '@/lib/policies'
import { richTextToHtml, type SafeHtml } from '@/lib/rich-text'

import { cached } from './cache'
import { findPublished } from './query'

export type Policy = { kind: PolicyKind; title: string; html: SafeHtml; updatedAt: string }

/** The published policy page of a kind (privacy, accessibility …), or null while there is none. */
export const getPolicy = cached(
  async (kind: PolicyKind, lang: Lang = 'en'): Promise<Policy | null> => {
    const [doc] = await findPublished('policies', { where: { kind: { equals: kind } }, limit: 1, depth: 0, lang })
    return doc ? { kind, title: doc.title, html: richTextToHtml(doc.content), updatedAt: doc.updatedAt } : null
  },
  'policies:one',
  ['policies'],
)

/** The published policy pages with their last change (the sitemap and the footer list them). */
export const listPolicyDates = cached(
  async (): Promise<{ kind: PolicyKind; updatedAt: string }[]> =>
    (await findPublished('policies', { depth: 0, sort: 'kind' })).map((d) => ({
      kind: d.kind as PolicyKind,
      updatedAt: d.updatedAt,
    })),
  'policies:dates',
  ['policies'],
)
