import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AsyncLocalStorage } from 'node:async_hooks'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { clearContentCache, reads } from '@/content/cache'
import { currentAcademicYear } from '@/lib/academic-year'

import { seededPayload } from './payload'

/**
 * Each cached read of the content layer (src/content/cache.ts, `cached`) declares the collections
 * and globals it depends on; a kept result, and every page the server keeps with it, is read again
 * only when one of those changes. A read that queries a collection it does not declare keeps
 * showing that collection's old content until something else changes. Here every read runs on the
 * seeded demo with Payload's database adapter watched: what it queries (its populated relations and
 * the cached reads it calls included) must be among its sources.
 */

let payload: Payload
/** What the read running queried (collection and global slugs). */
const queried = new AsyncLocalStorage<Set<string>>()

beforeAll(async () => {
  payload = await seededPayload()
  // Every module of the content layer, so that each of its cached reads is registered.
  const folder = path.resolve(import.meta.dirname, '../../src/content')
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.ts'))) await import(path.join(folder, name))
  const db = payload.db as unknown as Record<string, unknown>
  for (const name of Object.keys(db)) {
    const method = db[name]
    if (typeof method !== 'function' || !/^(find|count|query)/.test(name)) continue
    db[name] = function (
      this: unknown,
      args: { collection?: string; global?: string; slug?: string } | undefined,
      ...rest: unknown[]
    ) {
      const slug = args?.collection ?? args?.global ?? args?.slug
      if (slug) queried.getStore()?.add(slug)
      return (method as (...a: unknown[]) => unknown).call(this, args, ...rest)
    }
  }
  // The first file of a run seeds the template (minutes on a busy machine).
}, 900_000)
afterAll(async () => {
  await payload?.destroy()
})

/** Arguments to call each read with (by its key): every read of the content layer must be here. */
async function argumentsByKey(): Promise<Record<string, unknown[]>> {
  const first = async (collection: 'notices' | 'events' | 'media') =>
    (await payload.find({ collection, limit: 1, depth: 0, sort: 'id', overrideAccess: true })).docs[0]!
  const notice = await first('notices')
  const event = await first('events')
  const file = (await first('media')) as { filename?: string | null }
  const year = currentAcademicYear()
  const now = Date.now()
  const sitemapLatest = Object.fromEntries(
    [...reads.keys()].filter((key) => key.startsWith('sitemap:latest:')).map((key) => [key, []]),
  )
  return {
    ...sitemapLatest,
    'academic-years:list': [],
    'achievement-types:list': [1],
    'achievements:list': [{ institution: 1, lang: 'en' }],
    'achievements:page': [{ by: 'student', year, lang: 'mr' }, 1],
    'alerts:current': ['en'],
    'awards:list': ['en'],
    'awards:page': ['mr', 1],
    'committees:list': [1, 'en'],
    'disclosures:list': ['en'],
    'downloads:list': [1, 'mr'],
    'events:list': ['en', '2000-01-01'],
    'events:one': ['mr', event.id],
    'gallery:album': [1, 1, 'en'],
    'gallery:albums': [{}, 'en'],
    'gallery:collages': [[[1, year]], 'en'],
    'gallery:list': [{ institution: 1 }],
    'gallery:page': [{}, 1, 'mr'],
    'gallery:years': [],
    'institutions:list': ['en'],
    'institutions:one': [1, 'mr'],
    'links:list': ['en'],
    'links:page': ['mr', 1],
    'magazines:list': ['en'],
    'media-talks:list': ['en'],
    'media-talks:page': ['mr', 1, now],
    'media:file-labels': [[file.filename], 'en'],
    'notice-types:list': ['en'],
    'notices:list': [{ lang: 'en' }],
    'notices:one': [notice.id, 'mr'],
    'notices:page': [{ lang: 'en', year }, 1, now, 10],
    'notices:years': [],
    'policies:dates': [],
    'policies:one': ['privacy', 'mr'],
    'portal-links:list': ['ADMISSION-PORTAL', 'en'],
    'rti-disclosure': ['mr'],
    'rti:list': ['en'],
    'rti:page': ['mr', 1],
    'schedule:next': ['notices', 0],
    'site-settings': ['en'],
    'staff:list': [1, 'mr'],
    'site-settings:helplines': ['mr'],
    'sitemap:events': [],
    'sitemap:gallery': [],
    'sitemap:institutions': [],
    'sitemap:notices': [],
    'sitemap:settings': [],
    'trustees:list': ['en'],
  }
}

describe('cached reads and their sources', () => {
  it('each read declares every collection and global it queries', async () => {
    const args = await argumentsByKey()
    expect(Object.keys(args).sort(), 'a read without arguments here is not checked').toEqual([...reads.keys()].sort())
    const missing: Record<string, string[]> = {}
    for (const [key, { read, sources }] of reads) {
      // Nested cached reads must run (and query) inside this one, not answer from memory.
      clearContentCache()
      const seen = new Set<string>()
      await queried.run(seen, () => read(...(args[key] as never[])))
      expect(seen.size, `${key} queried nothing: its arguments do not exercise it`).toBeGreaterThan(0)
      const undeclared = [...seen].filter((slug) => !(sources as readonly string[]).includes(slug))
      if (undeclared.length) missing[key] = undeclared
    }
    expect(missing).toEqual({})
  })
})
