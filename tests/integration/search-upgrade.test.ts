/**
 * A collection that becomes searchable in an upgrade has documents but no rows in the index; the
 * server's start indexes them (indexMissingSources, payload.config.ts onInit). Migrations no longer
 * call the indexer (they must not import application code).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { htmlToRichText } from '@/lib/import-html'
import { indexMissingSources } from '@/search/indexer'
import { run, sql } from '@/search/db'
import { search } from '@/search/query'

import { migratedPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(() => payload?.destroy())

const policy = async (kind: string, title: string, status: 'published' | 'draft') =>
  payload.create({
    collection: 'policies',
    draft: status === 'draft',
    data: { kind, title, content: await htmlToRichText('<p>Our rules.</p>', payload.config), _status: status } as never,
  })

const found = async (word: string) => {
  const r = await search(payload, word, 'en')
  return r.status === 'done' ? r.groups.flatMap((g) => g.hits.map((h) => h.title)) : []
}

it('indexes a searchable collection that has published documents and no index rows, once', async () => {
  await policy('privacy', 'Privacy of pupils', 'published')
  expect(await found('pupils')).toEqual(['Privacy of pupils'])
  const rows = async () =>
    (await run(payload, sql`SELECT count(*) AS n FROM search_docs WHERE source = 'policies'`))[0]!.n

  // What a site had before policies were searchable: the documents, and no rows for them.
  await run(payload, sql`DELETE FROM search_terms WHERE doc IN (SELECT id FROM search_docs WHERE source = 'policies')`)
  await run(payload, sql`DELETE FROM search_docs WHERE source = 'policies'`)
  expect(await rows()).toBe(0)

  expect(await indexMissingSources(payload)).toEqual(['policies'])
  // Both languages (the Marathi falls back to the English title).
  expect(await rows()).toBe(2)
  // Nothing is missing any more: the next start indexes nothing.
  expect(await indexMissingSources(payload)).toEqual([])
})

it('leaves a collection without published documents alone', async () => {
  await payload.create({
    collection: 'important-links',
    draft: true,
    data: { title: 'A draft link', url: 'https://example.org/', _status: 'draft' } as never,
  })
  expect(await indexMissingSources(payload)).not.toContain('important-links')
})
