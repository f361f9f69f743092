/**
 * Site search as people search: any of the words finds, the documents with all
 * of them (in titles) first; fees are found in an institution's Fees section, never in a fee table
 * entered on a disclosure before (the Fees section is the one place they are kept); committees by their kind and its usual abbreviations (POSH, ICC, PTA, SMC); each
 * language's search also finds the other language's content, marked with its language.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { search, type SearchResult } from '@/search/query'

import { migratedPayload } from './payload'

let payload: Payload
let school: number
const context = { disableRevalidate: true }
const hits = (r: SearchResult) =>
  r.status === 'done'
    ? r.groups.flatMap((g) => g.hits.map((h) => ({ kind: g.kind, title: h.title, href: h.href, lang: h.lang })))
    : []
const titles = (r: SearchResult) => hits(r).map((h) => h.title)

beforeAll(async () => {
  payload = await migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: {
        name: 'Shivaji Vidyalaya',
        address: 'Parel',
        kind: 'school',
        medium: 'english',
        fees: { rows: [{ course: 'Std V', period: 'term', amount: 16500 }] },
        _status: 'published',
      } as never,
      context,
    })
  ).id
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  const notice = (title: string, description = '') =>
    payload.create({
      collection: 'notices',
      data: {
        title,
        description,
        type,
        academicYear: '2026-2027',
        date: new Date(Date.now() - 3600_000).toISOString(),
        _status: 'published',
      } as never,
      context,
    })
  await notice('Fee structure 2026-27', 'The fees approved for every class.')
  await notice('Revised fees for the bus', 'Bus fees from June.')
  await notice('Building structure audit', 'The engineers checked the building.')
  await payload.create({
    collection: 'disclosures',
    data: {
      institution: school,
      board: 'state',
      fees: [
        {
          standard: 'Class 5',
          amount: 12000,
          approvalRef: 'FRC/2026/17',
          approvalDate: '2026-03-14T00:00:00.000Z',
          note: 'Including the term exam',
        },
      ],
      _status: 'published',
    } as never,
    context,
  })
  await payload.create({
    collection: 'committees',
    data: {
      institution: school,
      kind: 'posh',
      name: 'Women’s Cell',
      purpose: 'Hears complaints at the workplace.',
      _status: 'published',
    } as never,
    context,
  })
  await payload.create({
    collection: 'committees',
    data: { institution: school, kind: 'pta', name: 'Palak Sangh', _status: 'published' } as never,
    context,
  })
  // Content in one language only: an English notice, and a Marathi title given to another.
  await notice('Hydroponics club begins')
  const mr = await notice('Chess club')
  await payload.update({
    collection: 'notices',
    id: mr.id,
    locale: 'mr',
    data: { title: 'बुद्धिबळ मंडळ सुरू', description: 'मंडळाची पहिली बैठक सोमवारी.' } as never,
    context,
  })
})
afterAll(() => payload?.destroy())

describe('any of the words', () => {
  it('"fee structure" finds what holds either word, the one with both in its title first', async () => {
    const found = titles(await search(payload, 'fee structure', 'en', new Date(), { cache: false }))
    expect(found[0]).toBe('Fee structure 2026-27')
    expect(found).toEqual(
      expect.arrayContaining(['Revised fees for the bus', 'Building structure audit', 'Shivaji Vidyalaya: Fees']),
    )
    expect(found).not.toContain('Shivaji Vidyalaya: Approved fee structure')
    // Within a kind, documents with both words come before those with one; kinds follow their best hit.
    const result = await search(payload, 'fee structure', 'en', new Date(), { cache: false })
    expect(result.status === 'done' && result.groups.map((g) => [g.kind, g.hits[0]!.title])).toEqual([
      ['notices', 'Fee structure 2026-27'],
      ['institutions', 'Shivaji Vidyalaya: Fees'],
    ])
  })
})

describe('fee tables and committees', () => {
  it('"fees" finds the school’s Fees section, in both languages, and no fee table entered on a disclosure', async () => {
    const en = hits(await search(payload, 'fees', 'en', new Date(), { cache: false }))
    expect(en).toContainEqual({
      kind: 'institutions',
      title: 'Shivaji Vidyalaya: Fees',
      href: `/institutions/${school}/fees`,
      lang: null,
    })
    expect(en.filter((h) => h.href.endsWith('/mandatory-disclosure'))).toEqual([])
    const mr = hits(await search(payload, 'शुल्क', 'mr', new Date(), { cache: false }))
    expect(mr.find((h) => h.kind === 'institutions')).toMatchObject({ href: `/institutions/${school}/fees` })
    expect(mr.filter((h) => h.href.endsWith('/mandatory-disclosure'))).toEqual([])
  })

  it('"POSH", "ICC", "sexual harassment" and "PTA" find the committees whatever their own names', async () => {
    for (const q of ['POSH', 'posh committee', 'ICC', 'sexual harassment']) {
      expect(hits(await search(payload, q, 'en', new Date(), { cache: false }))[0], q).toMatchObject({
        kind: 'committees',
        title: 'Shivaji Vidyalaya: Women’s Cell',
      })
    }
    expect(hits(await search(payload, 'PTA', 'en', new Date(), { cache: false }))[0]).toMatchObject({
      kind: 'committees',
      title: 'Shivaji Vidyalaya: Palak Sangh',
    })
    expect(hits(await search(payload, 'POSH', 'mr', new Date(), { cache: false }))[0]).toMatchObject({
      kind: 'committees',
      href: `/institutions/${school}/committees`,
    })
  })
})

describe('the other language', () => {
  it('a Marathi page finds English-only content, marked English; an English page finds Marathi content, marked Marathi', async () => {
    expect(hits(await search(payload, 'hydroponics', 'mr', new Date(), { cache: false }))).toEqual([
      expect.objectContaining({ title: 'Hydroponics club begins', lang: 'en' }),
    ])
    expect(hits(await search(payload, 'बुद्धिबळ', 'en', new Date(), { cache: false }))).toEqual([
      expect.objectContaining({ title: 'बुद्धिबळ मंडळ सुरू', lang: 'mr' }),
    ])
    // Content in the page's language is shown in it, unmarked, once.
    expect(hits(await search(payload, 'chess', 'en', new Date(), { cache: false }))).toEqual([
      expect.objectContaining({ title: 'Chess club', lang: null }),
    ])
    expect(hits(await search(payload, 'बुद्धिबळ', 'mr', new Date(), { cache: false }))).toEqual([
      expect.objectContaining({ title: 'बुद्धिबळ मंडळ सुरू', lang: null }),
    ])
  })
})

describe('an index built by older code', () => {
  it('indexes again, once, the sources whose indexing changed since, and drops the rows of sources removed', async () => {
    const { run, sql } = await import('@/search/db')
    const { indexMissingSources } = await import('@/search/indexer')
    // As an index of version 1 left it: no version row, no abbreviation terms.
    await run(payload, sql`DELETE FROM search_docs WHERE source = '~units-version'`)
    await run(payload, sql`DELETE FROM search_terms WHERE term = 'posh'`)
    expect(titles(await search(payload, 'POSH', 'en', new Date(), { cache: false }))).toEqual([])
    // And a row of a source no longer indexed (a disclosure's fee table, before version 4).
    await run(
      payload,
      sql`INSERT INTO search_docs (source, doc_id, lang, kind, href, title, body) VALUES ('disclosures', 1, 'en', 'disclosures', '/institutions/1/mandatory-disclosure', 'Old fee table', 'fees')`,
    )
    expect(await indexMissingSources(payload)).toEqual(['institutions', 'committees'])
    expect(await run(payload, sql`SELECT 1 FROM search_docs WHERE source = 'disclosures'`)).toEqual([])
    expect(hits(await search(payload, 'POSH', 'en', new Date(), { cache: false }))[0]).toMatchObject({
      kind: 'committees',
    })
    // Up to date now: the next start reads two small queries per source and indexes nothing.
    expect(await indexMissingSources(payload)).toEqual([])
  })
})
