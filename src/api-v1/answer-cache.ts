import { allVersions } from '@/content/cache'
import { liveAnchor } from '@/content/live'

import { etagOf, matchesEtag } from '../../http/etag.mjs'

import { TOTAL_HEADER } from './paging'

/**
 * The whole-list answers of /api/v1 (no `page`, no `limit`), serialized once. SPEC.md
 * section 7's clients read whole lists; at 100× the demo's data `/api/v1/notice` is 20,000 notices,
 * 5.6 MB of JSON, which cost tens of milliseconds of CPU to map and serialize for every request.
 * Here the first request makes the answer's bytes and the next ones send them as they are.
 *
 * Each answer has a strong ETag (a hash of its bytes) and `Cache-Control: no-cache`: a client may
 * keep a list and ask again with If-None-Match, and gets 304 without a body while the list is the
 * same (a phone re-reading 5.6 MB of notices gets a few hundred bytes). server.mjs does the same:
 * it keeps each list gzipped once and asks this route with If-None-Match whether it still holds
 * (page-cache/response-cache.mjs). Compression cannot happen here: Next.js drops a Content-Encoding set
 * by a route handler.
 *
 * The database stays the truth: an answer is used only while
 * - every content version stamp is the one it was made under (src/content/cache.ts: any change to
 *   any collection or global, by any process, seen within CHECK_MS), and
 * - no scheduled notice or media talk has appeared or left since (the anchors of src/content/live.ts),
 * so a change or a notice's "publish at" shows in the answer as soon as on the pages. Reads that
 * change with the clock alone (alerts: `Route.live`) are never kept. At most MAX_BYTES of answers
 * are kept (least recently used dropped first).
 */
export const MAX_BYTES = 24 * 1024 * 1024

type Answer = { body: Uint8Array<ArrayBuffer>; total: number; etag: string }
type Entry = { answer: Promise<Answer | null>; versions: string; bytes: number }
const entries = new Map<string, Entry>()
let keptBytes = 0

/** What a kept answer depends on, read before the answer is made. */
const currentVersions = async () => {
  const [stamps, notices, talks] = await Promise.all([allVersions(), liveAnchor('notices'), liveAnchor('media-talks')])
  return `${stamps} notices@${notices} media-talks@${talks}`
}

const drop = (key: string, entry: Entry) => {
  if (entries.get(key) !== entry) return
  entries.delete(key)
  keptBytes -= entry.bytes
}

/**
 * The kept answer of `key` (the path, the query and the language), made by `read` when there is
 * none or it is out of date; null when `read` gives null (404, not kept). A failed read is not kept.
 */
export async function cachedListAnswer(key: string, read: () => Promise<unknown[] | null>): Promise<Answer | null> {
  const versions = await currentVersions()
  const hit = entries.get(key)
  if (hit && hit.versions === versions) {
    entries.delete(key) // keep the Map in order of last use
    entries.set(key, hit)
    return hit.answer
  }
  if (hit) drop(key, hit)
  const answer = read().then((data) => (data === null ? null : answerOf(data)))
  const entry: Entry = { answer, versions, bytes: 0 }
  entries.set(key, entry)
  answer.then(
    (a) => {
      if (a === null) return drop(key, entry)
      if (entries.get(key) !== entry) return
      entry.bytes = a.body.length
      keptBytes += entry.bytes
      for (const [oldKey, old] of entries) {
        if (keptBytes <= MAX_BYTES || old === entry) break
        drop(oldKey, old)
      }
    },
    () => drop(key, entry),
  )
  return answer
}

function answerOf(data: unknown[]): Answer {
  const body = new TextEncoder().encode(JSON.stringify({ success: 1, data }))
  return { body, total: data.length, etag: etagOf(body) }
}

/**
 * The kept answer as a response: the envelope of envelope.ts's `ok`, with its ETag; 304 without a
 * body when the request's If-None-Match names it.
 */
export function answerResponse(answer: Answer, ifNoneMatch: string | null): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': 'no-cache' }
  if (matchesEtag(ifNoneMatch, answer.etag)) return new Response(null, { status: 304, headers })
  return new Response(answer.body, {
    headers: { ...headers, 'Content-Type': 'application/json', [TOTAL_HEADER]: String(answer.total) },
  })
}

/** Forget every answer (tests). */
export function clearAnswerCache() {
  entries.clear()
  keptBytes = 0
}
