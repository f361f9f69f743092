import type { Lang } from '@/i18n/lang'
import { versionsOf } from '@/content/cache'

import { SEARCH_SOURCES } from './sources'
import type { QueryWord } from './tokenize'

/**
 * A small cache of search results, so that many visitors asking the same thing at once (a circular
 * everybody looks for) cost one query. The database stays the truth:
 * - a result is used only while the content version stamps of every indexed collection, of media
 *   (PDF text) and of `~search` (written by a rebuild of the index) are the ones it was read under:
 *   src/content/cache.ts re-reads them at most every CHECK_MS (250 ms), and at once after a change
 *   made by this process;
 * - and only within the same TTL_MS window of time, as "publish at" and "hide after" are compared
 *   with the time of the query: a scheduled notice appears at most TTL_MS after its time.
 * At most MAX_ENTRIES results (least recently used dropped first), keyed by the language and the
 * normalized words, so "Exam", "exam " and "EXAM" share one. It sits behind the page's per-address
 * rate limit (src/app/(site)/[lang]/search/page.tsx), which every request still passes through:
 * that is why /search is not in the server's micro-cache (page-cache/response-cache.mjs).
 */
export const TTL_MS = 1000
export const MAX_ENTRIES = 200
/** What an indexed result depends on. */
export const SEARCH_INDEX_SOURCES = [...SEARCH_SOURCES.map((s) => s.collection), 'media', '~search']

type Entry = { value: Promise<unknown>; versions: string; window: number }
const entries = new Map<string, Entry>()

/** The result of `read` for these words, or the one kept for them (query.ts's SearchResult). */
export async function cachedSearch<Result>(
  words: readonly QueryWord[],
  lang: Lang,
  now: Date,
  read: () => Promise<Result>,
): Promise<Result> {
  const key = `${lang}:${words.map((w) => w.word).join(' ')}`
  const versions = await versionsOf(SEARCH_INDEX_SOURCES)
  const window = Math.floor(now.getTime() / TTL_MS)
  const hit = entries.get(key)
  entries.delete(key)
  if (hit && hit.versions === versions && hit.window === window) {
    entries.set(key, hit) // keep the Map in order of last use
    return hit.value as Promise<Result>
  }
  const entry: Entry = { value: read(), versions, window }
  entries.set(key, entry)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  // A failed read is not kept.
  entry.value.catch(() => entries.get(key) === entry && entries.delete(key))
  return entry.value as Promise<Result>
}

/** Forget every result (tests). */
export const clearSearchCache = () => entries.clear()
