import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import type { CacheTag } from '@/content/tags'

/**
 * Expire the cache entries of what changed, so the next visitor of a page or an /api/v1 call gets
 * fresh content. `expire: 0` makes that next request render fresh rather than serving the stale
 * copy once (the SWR behaviour of the 'max' profile).
 *
 * Scripts outside the Next.js server (seed, migrations) have no cache to expire; they set
 * `context.disableRevalidate`, and any other call outside a request is ignored for the same reason.
 */
export function expireTags(tags: readonly CacheTag[], context: RequestContext) {
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside the Next.js server: nothing is cached here.
    }
  }
}

/** afterChange + afterDelete hooks that expire the given tags for a collection. */
export function revalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, req }) => (expireTags(tags, req.context), doc)],
    afterDelete: [({ doc, req }) => (expireTags(tags, req.context), doc)],
  }
}

/** afterChange hook that expires the given tags for a global. */
export function revalidateGlobal(...tags: CacheTag[]): { afterChange: GlobalAfterChangeHook[] } {
  return { afterChange: [({ doc, req }) => (expireTags(tags, req.context), doc)] }
}
