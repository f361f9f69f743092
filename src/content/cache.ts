import { unstable_cache } from 'next/cache'

import type { CacheTag } from './tags'

/**
 * Wrap a read function in Next.js' data cache under `key`, tagged so that Payload hooks can expire
 * it (src/hooks/revalidate.ts). Results must be plain JSON-serialisable values.
 *
 * Outside the Next.js server (Vitest, scripts) there is no data cache; CONTENT_CACHE=off calls the
 * function directly there.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: CacheTag[],
): (...args: A) => Promise<R> {
  const wrapped = unstable_cache(fn, [key], { tags: [...tags] })
  return (...args: A) => (process.env.CONTENT_CACHE === 'off' ? fn(...args) : wrapped(...args))
}
