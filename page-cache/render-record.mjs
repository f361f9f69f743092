// @ts-check
/**
 * What a render read: the content sources and their version stamps, and the earliest
 * moment its content changes by the clock alone. server.mjs keeps a rendered page for as long as
 * both hold (page-cache/response-cache.mjs).
 *
 * The render runs inside Next.js, which bundles src/content (and this file) as module instances of
 * its own, apart from server.mjs's. So nothing here is module state: server.mjs puts an
 * AsyncLocalStorage on globalThis under RECORDS and runs each render it makes for the cache in it;
 * the reads of the app add to the record of the render they run in (the async context follows the
 * render through React's and Next.js's promises and timers: tests/faults/page-cache.test.mjs proves
 * it on the real build). The content cache puts the function that gives the current stamps of
 * sources on globalThis under STAMPS. A request Next.js answers directly runs in a record of its own,
 * of which only `notFound` is read. Outside a request (tests, scripts, a browser bundle) recording
 * does nothing. No imports: files that browsers load too
 * (src/lib/academic-year.ts) record through this one.
 */

/** globalThis key of the AsyncLocalStorage whose store is the RenderRecord of the render running. */
export const RECORDS = Symbol.for('society-site.render-record')
/** globalThis key of the content cache's `(sources) => stamps` (src/content/cache.ts, `currentStamps`). */
export const STAMPS = Symbol.for('society-site.content-stamps')

/**
 * `stamps`: each source read and its stamp when first read in this render (the first is the oldest:
 * a change seen later in the same render makes the page out of date at once, as it should);
 * `until`: the first moment (ms) the content read changes without a write (Infinity: none known);
 * `notFound`: the page rendered the site's not-found page (recordNotFound).
 * @typedef {{ stamps: Map<string, string>, until: number, notFound: boolean }} RenderRecord
 */

/** @returns {RenderRecord} */
export const newRecord = () => ({ stamps: new Map(), until: Infinity, notFound: false })

/** @returns {RenderRecord | undefined} */
function current() {
  const storage = /** @type {{ getStore(): unknown } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[RECORDS]
  )
  return /** @type {RenderRecord | undefined} */ (storage?.getStore())
}

/**
 * The render running read `sources` under `stamps` (same order).
 * @param {readonly string[]} sources
 * @param {readonly string[]} stamps
 */
export function recordSources(sources, stamps) {
  const record = current()
  if (!record) return
  sources.forEach((source, i) => {
    if (!record.stamps.has(source)) record.stamps.set(source, stamps[i] ?? '')
  })
}

/**
 * The answer a read of the render running gave goes stale at `at` (ms) by the clock alone: a
 * notice's publishAt, an alert's end, an event becoming past, a new academic year. The content layer
 * calls this with what its reads return (src/content/cache.ts, `timed`); moments not after `now`
 * are ignored.
 * @param {number} at
 * @param {number} [now]
 */
export function recordStaleAt(at, now = Date.now()) {
  const record = current()
  if (record && at > now && at < record.until) record.until = at
}

/**
 * The render running shows the site's not-found page (src/components/NotFound.tsx): server.mjs
 * answers it with 404. Next.js's own notFound() cannot be used for this: in a production build it
 * sends, for a page that calls it, an error document whose body stays empty until its scripts run.
 */
export function recordNotFound() {
  const record = current()
  if (record) record.notFound = true
}

/**
 * A response whose render recorded "not found" goes out as 404 instead of 200 (its headers are
 * written after the page's content has rendered: Next.js waits for the page before the first byte).
 * @param {import('node:http').ServerResponse} res
 * @param {RenderRecord} record
 */
export function answerNotFound(res, record) {
  const writeHead = res.writeHead.bind(res)
  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {number} */ status, /** @type {any[]} */ ...rest) =>
      record.notFound && status === 200
        ? writeHead(404, ...rest.filter((r) => typeof r !== 'string'))
        : writeHead(status, ...rest)
  )
}

/**
 * The stamps of `sources` now, from the content cache (re-read from the database if older than its
 * CHECK_MS), or null before the app has loaded it. Synchronous when no re-read is due.
 * @param {readonly string[]} sources
 * @returns {readonly string[] | Promise<readonly string[]> | null}
 */
export function currentStamps(sources) {
  const stamps = /** @type {((s: readonly string[]) => readonly string[] | Promise<readonly string[]>) | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[STAMPS]
  )
  return stamps ? stamps(sources) : null
}
