import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Config, GlobalSlug, Payload, PayloadRequest, Plugin } from 'payload'

import { logger } from '@/services/logger'

import { recordSources, recordStaleAt, STAMPS } from '../../page-cache/render-record.mjs'

import { currentPreview } from './preview'

/**
 * The content cache: the database is the truth, this only saves repeating the same query.
 *
 * Design. Each process keeps the results of the read functions of src/content in memory (a Map,
 * at most MAX_ENTRIES, least recently used dropped first). Every read declares the collections and
 * globals it depends on. The database holds a tiny table, `content_versions` (slug → random
 * stamp), and every change that goes through Payload (any process: the server, another instance,
 * a script, a scheduled job) writes a new stamp for its collection or global, in the same
 * transaction as the change (the afterChange/afterDelete hooks that `contentVersions()` adds to
 * every collection and global, so no collection file keeps a list of tags). A process re-reads the
 * table at most every CHECK_MS (lazily, on a read; one small query) and a cached result is used
 * only while the stamps of everything it depends on are the ones it was read under. So:
 *
 * - a start (and so a restore, which needs a stopped server) begins with an empty memory: what is
 *   shown is what the database holds;
 * - an edit through any instance or a script shows everywhere within CHECK_MS, on the instance that
 *   made it on the first read after its commit (it re-checks on every read until it sees its own
 *   stamp);
 * - a migration applied while servers run changes the count of payload_migrations, which every
 *   result depends on; `npm run restore` into a running PostgreSQL writes a new `*` stamp, which
 *   every result depends on too;
 * - stamps are random, not counters, so a database put back to an older state (a restore) never
 *   shows a stamp a process saw for other content.
 *
 * Why not the alternatives: Next.js's data cache lives on disk per machine and outlives the
 * database it copied (restarts, restores) and other instances' edits; LISTEN/NOTIFY exists only on
 * PostgreSQL (SQLite is the default) and loses messages while a process reconnects; Redis would be
 * one more service to run. A version table works the same on SQLite and PostgreSQL, costs one
 * indexed read per process every CHECK_MS, and cannot be missed: a process that was away simply
 * sees different stamps.
 *
 * The server's cache of rendered pages (page-cache/response-cache.mjs) follows the same stamps: each
 * read records its sources and their stamps into the render it runs in (page-cache/render-record.mjs),
 * and a kept page is served while `currentStamps` of them are unchanged, so what a page shows is at
 * most CHECK_MS behind the database (a page that recorded nothing: CHECK_MS + PAGE_CACHE_MS = 1 s).
 *
 * The table is created by the module itself (`CREATE TABLE IF NOT EXISTS` at Payload's init and
 * whenever it is missing, e.g. in a database restored from an older backup); it is not part of the
 * content model and needs no migration.
 *
 * Results are frozen (they are shared by every caller) and must be plain values. A failed read is
 * not kept. Outside Next.js (tests, scripts) the cache works the same way.
 */

/** A collection or global a read depends on. */
export type Source = CollectionSlug | GlobalSlug

/** How often a process re-reads the version table, at most (ms). */
export const CHECK_MS = 250
/** Results kept per process. */
const MAX_ENTRIES = 2000
/** How long the process that made a change re-checks on every read while waiting to see its stamp. */
const OWN_CHANGE_WAIT_MS = 10_000

const TABLE = 'content_versions'
/** Every result also depends on these: `*` (written by a restore) and the applied migrations. */
const ALWAYS = ['*', '~migrations'] as const

type Entry = { value: Promise<unknown>; sources: readonly string[]; stamps: string[] }

const entries = new Map<string, Entry>()

/**
 * What this process knows of the version table. Next.js bundles this file into several module
 * instances (pages, route handlers, Payload's API), so the knowledge is kept once per process on
 * globalThis: a change made through Payload's API is seen at once by the instance that renders the
 * next page, and the table is read once per CHECK_MS per process, not per instance.
 * - known: the stamps as last read from the table (a missing slug is '');
 * - ownChanges: stamps this process wrote and has not read back yet (its own changes, maybe not
 *   committed yet).
 */
type Versions = {
  known: Map<string, string>
  checkedAt: number
  checking: Promise<void> | null
  ownChanges: Map<string, { stamp: string; until: number }>
  checkFailing: boolean
}
const VERSIONS = Symbol.for('society-site.content-versions')
const versions: Versions =
  ((globalThis as Record<symbol, unknown>)[VERSIONS] as Versions | undefined) ??
  ((globalThis as Record<symbol, unknown>)[VERSIONS] = {
    known: new Map(),
    checkedAt: -Infinity,
    checking: null,
    ownChanges: new Map(),
    checkFailing: false,
  } satisfies Versions)

/**
 * Every cached read of this module instance by its key, with the function it wraps and the sources
 * it declares: tests/integration/cached-read-sources.test.ts checks that they cover what it queries
 * (a read that forgets a source keeps answering, and pages keep showing, what was true before).
 */
export const reads = new Map<string, { read: (...args: never[]) => Promise<unknown>; sources: readonly Source[] }>()

/**
 * Wrap a read function: its results are kept per `key` and arguments (JSON) while the collections
 * and globals in `sources` are unchanged in the database.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  sources: readonly Source[],
): (...args: A) => Promise<R> {
  const deps = [...ALWAYS, ...sources]
  reads.set(key, { read: fn as unknown as (...args: never[]) => Promise<unknown>, sources })
  return async (...args: A) => {
    // A staff preview (src/content/preview.ts) reads the database itself, and its results are not kept.
    if (await currentPreview()) return fn(...args)
    await checkVersions()
    const stamps = deps.map(stampOf)
    // The page being rendered for the server's cache depends on these, hit or miss (page-cache/render-record.mjs).
    recordSources(deps, stamps)
    const id = `${key}:${JSON.stringify(args)}`
    const hit = entries.get(id)
    if (hit && hit.stamps.every((s, i) => s === stamps[i])) {
      entries.delete(id) // keep the Map in order of last use
      entries.set(id, hit)
      return hit.value as Promise<R>
    }
    // The stamps are taken before the query runs: a change committed meanwhile has a newer stamp,
    // so this result is replaced after the next check even if it missed the change.
    const entry: Entry = { value: fn(...args).then(deepFreeze), sources: deps, stamps }
    entries.delete(id)
    entries.set(id, entry)
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entry.value.catch(() => entries.get(id) === entry && entries.delete(id))
    return entry.value as Promise<R>
  }
}

/** A read's answer and the first moment it goes stale by the clock alone (ms; Infinity: only an edit makes it stale). */
export type Timed<T> = { value: T; staleAt: number }

/**
 * Wrap a read whose answer changes with the clock as well as with the content (a scheduled notice
 * appears, an alert ends, an event becomes past, a new day or academic year): `fn` returns its
 * answer and when that goes stale, the wrapper gives the answer, and the render running collects
 * the moment (page-cache/render-record.mjs), so the page cache keeps the page until then. The date
 * helpers of src/lib stay pure: the read asks them when its answer changes.
 */
export function timed<A extends unknown[], R>(fn: (...args: A) => Promise<Timed<R>>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const { value, staleAt } = await fn(...args)
    recordStaleAt(staleAt)
    return value
  }
}

const stampOf = (source: string) => versions.known.get(source) ?? ''

/** Re-read the version table if the last read is older than CHECK_MS (or this process changed something). */
async function checkVersions(): Promise<void> {
  if (!checkDue()) return
  versions.checking ??= readVersions().finally(() => (versions.checking = null))
  await versions.checking
}

const checkDue = () => Date.now() - versions.checkedAt >= CHECK_MS || versions.ownChanges.size > 0

async function readVersions(): Promise<void> {
  const started = Date.now()
  try {
    const { getPayloadClient } = await import('./payload')
    const rows = await stampsIn(await getPayloadClient())
    versions.known = new Map(rows.map((r) => [String(r.slug), String(r.stamp ?? '')]))
    for (const [slug, own] of versions.ownChanges)
      if (versions.known.get(slug) === own.stamp || own.until < started) versions.ownChanges.delete(slug)
    if (versions.checkFailing) logger.info('content cache: the version table can be read again')
    versions.checkFailing = false
  } catch (error) {
    // The database cannot be read: keep what we have (reads that miss fail on their own), and say so once.
    if (!versions.checkFailing)
      logger.warn({ err: error }, 'content cache: the version table cannot be read; cached content is kept meanwhile')
    versions.checkFailing = true
    versions.ownChanges.clear()
  }
  versions.checkedAt = started
}

type Row = { slug?: unknown; stamp?: unknown }
type RawDb = {
  drizzle: unknown
  sessions?: Record<string, { db: unknown } | undefined>
  execute: (args: { db?: unknown; drizzle: unknown; raw: string }) => Promise<{ rows?: Row[] }> | { rows?: Row[] }
}
const rawDb = (payload: Payload) => payload.db as unknown as RawDb

const CREATE = `CREATE TABLE IF NOT EXISTS ${TABLE} (slug VARCHAR(100) PRIMARY KEY NOT NULL, stamp VARCHAR(64) NOT NULL)`
const SELECT =
  `SELECT slug, stamp FROM ${TABLE} UNION ALL ` +
  `SELECT '~migrations', CAST(COUNT(*) AS VARCHAR(20)) || ':' || CAST(COALESCE(MAX(id), 0) AS VARCHAR(20)) FROM payload_migrations`

async function stampsIn(payload: Payload): Promise<Row[]> {
  const db = rawDb(payload)
  try {
    return (await db.execute({ drizzle: db.drizzle, raw: SELECT })).rows ?? []
  } catch (error) {
    if (
      !/no such table|does not exist/i.test(
        String((error as Error)?.message) + String((error as { cause?: Error })?.cause?.message),
      )
    )
      throw error
    await db.execute({ drizzle: db.drizzle, raw: CREATE })
    return (await db.execute({ drizzle: db.drizzle, raw: SELECT })).rows ?? []
  }
}

/** SQL that gives `slug` a new random stamp (also used by scripts/restore.mjs for `*`). */
export const bumpSql = (slug: string, stamp: string = randomUUID()) => {
  if (!/^[\w*~-]{1,100}$/.test(slug)) throw new Error(`not a collection or global slug: ${slug}`)
  return `INSERT INTO ${TABLE} (slug, stamp) VALUES ('${slug}', '${stamp}') ON CONFLICT (slug) DO UPDATE SET stamp = excluded.stamp`
}

/**
 * Write a new stamp for `slug`, in the transaction of the change when there is one (PostgreSQL), so
 * that the stamp and the change are committed together.
 */
async function bump(slug: string, req: PayloadRequest): Promise<void> {
  const db = rawDb(req.payload)
  const transaction = req.transactionID ? db.sessions?.[String(await req.transactionID)]?.db : undefined
  const stamp = randomUUID()
  versions.ownChanges.set(slug, { stamp, until: Date.now() + OWN_CHANGE_WAIT_MS })
  try {
    await db.execute({ db: transaction, drizzle: db.drizzle, raw: bumpSql(slug, stamp) })
  } catch (error) {
    versions.ownChanges.delete(slug)
    // Forget this process's results for it at least; other processes see the change only with a stamp.
    for (const [id, entry] of entries) if (entry.sources.includes(slug)) entries.delete(id)
    logger.error({ err: error, slug }, 'content cache: the change could not be stamped')
    // Inside a transaction the statement failed it: the change must not look saved.
    if (transaction) throw error
  }
}

/**
 * The Payload plugin that stamps every change of every collection and global, and creates the
 * version table at init (after the migrations of onInit).
 */
export const contentVersions =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [
          ...(collection.hooks?.afterChange ?? []),
          async ({ doc, req }) => (await bump(collection.slug, req), doc),
        ],
        afterDelete: [
          ...(collection.hooks?.afterDelete ?? []),
          async ({ doc, req }) => (await bump(collection.slug, req), doc),
        ],
      },
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: {
        ...global.hooks,
        afterChange: [
          ...(global.hooks?.afterChange ?? []),
          async ({ doc, req }) => (await bump(global.slug, req), doc),
        ],
      },
    })),
    onInit: async (payload) => {
      await config.onInit?.(payload)
      try {
        await rawDb(payload).execute({ drizzle: rawDb(payload).drizzle, raw: CREATE })
      } catch (error) {
        // Another instance creating it at the same moment (PostgreSQL); the first read creates it otherwise.
        logger.warn({ err: error }, 'content cache: the version table could not be created at start')
      }
    },
  })

/** Forget every cached result (tests). */
export function clearContentCache() {
  entries.clear()
  versions.checkedAt = -Infinity
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/**
 * The stamps of `sources` and of what every result depends on, as this process knows them (re-read
 * if older than CHECK_MS, as for a cached read): for a cache kept elsewhere that follows the same
 * rule (src/search/cache.ts). Take them before the read they guard, as cached() does.
 */
export async function versionsOf(sources: readonly string[]): Promise<string> {
  await checkVersions()
  const deps = [...ALWAYS, ...sources]
  const stamps = deps.map(stampOf)
  recordSources(deps, stamps)
  return stamps.join(' ')
}

/**
 * Every stamp this process knows (re-read if older than CHECK_MS): for a cache whose entries may
 * depend on any content (src/api-v1/answer-cache.ts). Take it before the read it guards.
 */
export async function allVersions(): Promise<string> {
  await checkVersions()
  const all = everyStamp()
  recordSources([ANY], [all])
  return all
}

/** The source "any content" (what allVersions guards), as a render records it: its stamp is every stamp. */
const ANY = '*any'
const everyStamp = () =>
  [...versions.known]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([slug, stamp]) => `${slug}=${stamp}`)
    .join(' ')
const stampNow = (source: string) => (source === ANY ? everyStamp() : stampOf(source))

/**
 * The stamps of `sources` now (re-read if older than CHECK_MS, as for a cached read), for the
 * server's cache of rendered pages (page-cache/response-cache.mjs), which compares them with those a
 * render recorded. Synchronous when no re-read is due: that is most requests, and a kept page is
 * then sent without waiting. Given to server.mjs through globalThis (page-cache/render-record.mjs).
 */
export function currentStamps(sources: readonly string[]): readonly string[] | Promise<readonly string[]> {
  if (!checkDue()) return sources.map(stampNow)
  return checkVersions().then(() => sources.map(stampNow))
}
;(globalThis as Record<symbol, unknown>)[STAMPS] = currentStamps
