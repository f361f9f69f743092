import { promisify } from 'node:util'
import { gunzipSync, gzip as gzipCallback } from 'node:zlib'

import { allVersions } from '@/content/cache'
import { liveAnchor } from '@/content/live'

import { accepts } from '../../server/accept-encoding.mjs'

import { TOTAL_HEADER } from './paging'

const gzip = promisify(gzipCallback)

/**
 * The whole-list answers of /api/v1 (no `page`, no `limit`), serialized and gzipped once (issue 16).
 * SPEC.md section 7's clients read whole lists; at 100× the demo's data `/api/v1/notice` is 20,000
 * notices, 5.6 MB of JSON, which took about 70 ms of CPU to map, serialize and compress for every
 * request. Here the first request makes the gzipped answer and the next ones send it as it is.
 *
 * The database stays the truth: an answer is used only while
 * - every content version stamp is the one it was made under (src/content/cache.ts: any change to
 *   any collection or global, by any process, seen within CHECK_MS), and
 * - no scheduled notice or media talk has appeared or left since (the anchors of src/content/live.ts),
 * so a change or a notice's "publish at" shows in the answer as soon as on the pages. Reads that
 * change with the clock alone (alerts: `Route.live`) are never kept. At most MAX_ENTRIES answers
 * (least recently used dropped first); only the gzipped bytes are kept (about a tenth of the JSON),
 * and a client that does not take gzip gets them unzipped.
 */
export const MAX_ENTRIES = 100

type Answer = { gzipped: Buffer; total: number }
type Entry = { answer: Promise<Answer | null>; versions: string }
const entries = new Map<string, Entry>()

/** What a kept answer depends on, read before the answer is made. */
const currentVersions = async () => {
  const [stamps, notices, talks] = await Promise.all([allVersions(), liveAnchor('notices'), liveAnchor('media-talks')])
  return `${stamps} notices@${notices} media-talks@${talks}`
}

/**
 * The kept answer of `key` (the path, the query and the language), made by `read` when there is
 * none or it is out of date; null when `read` gives null (404, not kept). A failed read is not kept.
 */
export async function cachedListAnswer(key: string, read: () => Promise<unknown[] | null>): Promise<Answer | null> {
  const versions = await currentVersions()
  const hit = entries.get(key)
  entries.delete(key)
  if (hit && hit.versions === versions) {
    entries.set(key, hit) // keep the Map in order of last use
    return hit.answer
  }
  const answer = read().then(async (data) => (data === null ? null : { gzipped: await gzip(JSON.stringify({ success: 1, data })), total: data.length }))
  const entry: Entry = { answer, versions }
  entries.set(key, entry)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  answer.then(
    (a) => a === null && entries.get(key) === entry && entries.delete(key),
    () => entries.get(key) === entry && entries.delete(key),
  )
  return answer
}

/** The kept answer as a response: gzipped when the client takes it. */
export function answerResponse(answer: Answer, acceptEncoding: string | null): Response {
  const zipped = accepts(acceptEncoding ?? undefined, 'gzip')
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    [TOTAL_HEADER]: String(answer.total),
  }
  if (zipped) headers['Content-Encoding'] = 'gzip'
  return new Response(new Uint8Array(zipped ? answer.gzipped : gunzipSync(answer.gzipped)), { headers })
}

/** Forget every answer (tests). */
export const clearAnswerCache = () => entries.clear()
