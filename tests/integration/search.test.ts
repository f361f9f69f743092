/**
 * Site search on a real database: the index follows publish, unpublish, edit and delete; scheduled
 * and expired notices follow their dates; words inside PDFs are found with their page; a scan is
 * flagged; Marathi; typos; bad queries never fail.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rebuildSearchIndex, searchIndexStats } from '@/search/indexer'
import { search, type SearchResult } from '@/search/query'
import { makeMarathiPdf, makePdf } from '@/seed/pdf'

import { migratedPayload } from './payload'

let payload: Payload
let type: number
const hour = 3600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const pdfFile = (name: string, data: Buffer) => ({ name, mimetype: 'application/pdf', size: data.length, data })
const titles = (r: SearchResult, kind = 'notices') =>
  r.status === 'done' ? (r.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? []) : []
const notice = async (title: string, data: Record<string, unknown> = {}) =>
  (
    await payload.create({
      collection: 'notices',
      data: { title, type, academicYear: '2025-2026', date: at(-hour), _status: 'published', ...data },
    })
  ).id

beforeAll(async () => {
  payload = await migratedPayload()
  type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
})
afterAll(() => payload?.destroy())

describe('the index follows changes', () => {
  it('finds a published notice by its title and description, in words of other forms', async () => {
    await notice('Annual sports day', { description: 'Races and relays for all standards.' })
    expect(titles(await search(payload, 'sports', 'en'))).toEqual(['Annual sports day'])
    expect(titles(await search(payload, 'relay', 'en'))).toEqual(['Annual sports day'])
    expect(titles(await search(payload, 'spo', 'en'))).toEqual(['Annual sports day'])
  })

  it('drops a notice when it is unpublished and takes it back when published again', async () => {
    const id = await notice('Swimming gala')
    expect(titles(await search(payload, 'swimming', 'en'))).toEqual(['Swimming gala'])
    await payload.update({ collection: 'notices', id, data: { _status: 'draft' } })
    expect(titles(await search(payload, 'swimming', 'en'))).toEqual([])
    await payload.update({ collection: 'notices', id, data: { _status: 'published' } })
    expect(titles(await search(payload, 'swimming', 'en'))).toEqual(['Swimming gala'])
  })

  it('keeps the published text while a draft of an edit is saved, and follows the edit once published', async () => {
    const id = await notice('Chess tournament')
    await payload.update({ collection: 'notices', id, draft: true, data: { title: 'Carrom tournament' } })
    expect(titles(await search(payload, 'chess', 'en'))).toEqual(['Chess tournament'])
    expect(titles(await search(payload, 'carrom', 'en'))).toEqual([])
    await payload.update({ collection: 'notices', id, data: { title: 'Carrom tournament', _status: 'published' } })
    expect(titles(await search(payload, 'chess', 'en'))).toEqual([])
    expect(titles(await search(payload, 'carrom', 'en'))).toEqual(['Carrom tournament'])
  })

  it('drops a deleted notice', async () => {
    const id = await notice('Kabaddi finals')
    expect(titles(await search(payload, 'kabaddi', 'en'))).toHaveLength(1)
    await payload.delete({ collection: 'notices', id })
    expect(titles(await search(payload, 'kabaddi', 'en'))).toEqual([])
  })

  it('does not find a notice scheduled for later before its time, and finds it after; nor an expired one', async () => {
    await notice('Debate competition', { publishAt: at(hour) })
    await notice('Elocution competition', { expiresAt: at(-1000) })
    expect(titles(await search(payload, 'competition', 'en'))).toEqual([])
    expect(titles(await search(payload, 'debate', 'en', new Date(Date.now() + 2 * hour)))).toEqual([
      'Debate competition',
    ])
  })

  it('ranks title matches above body matches, and newer notices first among equals', async () => {
    await notice('Library week', { description: 'Bring a telescope.', date: at(-10 * hour) })
    await notice('Telescope evening', { date: at(-20 * hour) })
    await notice('Telescope workshop', { date: at(-5 * hour) })
    expect(titles(await search(payload, 'telescope', 'en'))).toEqual([
      'Telescope workshop',
      'Telescope evening',
      'Library week',
    ])
  })

  it('tolerates one typo in a word of five letters or more', async () => {
    await notice('Scholarship examination')
    expect(titles(await search(payload, 'scholarshp', 'en'))).toEqual(['Scholarship examination'])
    expect(titles(await search(payload, 'exmination scholarship', 'en'))).toEqual(['Scholarship examination'])
  })

  it('finds Marathi text on the Marathi side, and English fallback text too', async () => {
    const id = await notice('Parents meeting')
    await payload.update({
      collection: 'notices',
      id,
      locale: 'mr',
      data: { title: 'पालक सभा', description: 'सर्व पालकांनी शाळेच्या सभागृहात उपस्थित राहावे.' },
    })
    expect(titles(await search(payload, 'सभागृहात', 'mr'))).toEqual(['पालक सभा'])
    expect(titles(await search(payload, 'पालक', 'mr'))).toEqual(['पालक सभा'])
    // Another case form of the same word: "शाळा" (school) in the text as "शाळेच्या".
    expect(titles(await search(payload, 'शाळा', 'mr'))).toEqual(['पालक सभा'])
    // English pages find the Marathi text too, marked as Marathi.
    const onEnglish = await search(payload, 'सभागृहात', 'en')
    expect(
      onEnglish.status === 'done' && onEnglish.groups.flatMap((g) => g.hits.map((h) => [h.title, h.lang])),
    ).toEqual([['पालक सभा', 'mr']])
    // A notice without Marathi shows its English on Marathi pages, and is found there (marked English).
    expect(titles(await search(payload, 'kabaddi sports', 'mr'))).toEqual(['Annual sports day'])
    const sports = await search(payload, 'sports', 'mr')
    expect(sports.status === 'done' && sports.groups.flatMap((g) => g.hits.map((h) => [h.title, h.lang]))).toEqual([
      ['Annual sports day', 'en'],
    ])
  })
})

describe('PDF text', () => {
  it('reads the text of an uploaded PDF page by page and finds a word with its page', async () => {
    const data = makePdf('Timetable', ['First page'], [['Second page'], ['Practicals in the hydroponics laboratory']])
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Timetable' },
      file: pdfFile('timetable.pdf', data),
    })
    expect(media.pdfHasText).toBe(true)
    expect(media.pdfText).toHaveLength(3)
    await notice('Examination timetable', { file: media.id })
    const result = await search(payload, 'hydroponics', 'en')
    if (result.status !== 'done') throw new Error('results expected')
    const hit = result.groups.find((g) => g.kind === 'notices')!.hits[0]!
    expect(hit.title).toBe('Examination timetable')
    expect(hit.href).toMatch(/^\/notices\/\d+$/)
    expect(hit.pages).toEqual([{ page: 3, href: expect.stringMatching(/timetable-[0-9a-f]{20}\.pdf#page=3$/) }])
    expect(hit.snippet?.parts.find((p) => p.mark)?.text).toBe('hydroponics')
  })

  it('accepts a PDF without text and flags it', async () => {
    const data = await makeMarathiPdf('परिपत्रक', ['शाळा'])
    const media = await payload.create({ collection: 'media', data: { alt: 'Scan' }, file: pdfFile('scan.pdf', data) })
    expect(media.pdfHasText).toBe(false)
    expect(media.pdfText ?? null).toBeNull()
  })

  it('ignores pdfText and pdfHasText sent by a request', async () => {
    const data = makePdf('Plain', ['plain words'])
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Plain', pdfText: ['forged'], pdfHasText: false } as never,
      file: pdfFile('plain.pdf', data),
    })
    expect(media.pdfHasText).toBe(true)
    expect(JSON.stringify(media.pdfText)).not.toContain('forged')
  })

  it('re-indexes the documents of a PDF whose file is replaced', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Menu' },
      file: pdfFile('menu.pdf', makePdf('Menu', ['Idli and sambar'])),
    })
    await notice('Canteen menu', { file: media.id })
    expect(titles(await search(payload, 'sambar', 'en'))).toEqual(['Canteen menu'])
    await payload.update({
      collection: 'media',
      id: media.id,
      data: {},
      file: pdfFile('menu2.pdf', makePdf('Menu', ['Poha and upma'])),
    })
    expect(titles(await search(payload, 'sambar', 'en'))).toEqual([])
    expect(titles(await search(payload, 'upma', 'en'))).toEqual(['Canteen menu'])
  })
})

describe('bad queries', () => {
  it('answers empty, too long or no results, never an error', async () => {
    expect(await search(payload, '', 'en')).toEqual({ status: 'empty' })
    expect(await search(payload, '"*()', 'en')).toEqual({ status: 'empty' })
    expect(await search(payload, '\u0000\u0001', 'en')).toEqual({ status: 'empty' })
    expect(await search(payload, 'x'.repeat(2000), 'en')).toEqual({ status: 'too-long' })
    for (const q of [
      `sports" OR 1=1 --`,
      'NEAR(sports day)',
      'sports*',
      "'; DROP TABLE search_terms; --",
      '%_%',
      'sports\\',
      '\uffff\ud800',
    ]) {
      const r = await search(payload, q, 'en')
      expect(['done', 'empty']).toContain(r.status)
    }
    expect(titles(await search(payload, 'sports', 'en'))).toEqual(['Annual sports day'])
  })
})

describe('rebuild', () => {
  it('indexes everything published again, the same as the hooks did', async () => {
    const before = await searchIndexStats(payload)
    const result = await rebuildSearchIndex(payload)
    expect(result.documents).toBeGreaterThan(5)
    expect(await searchIndexStats(payload)).toEqual(before)
    expect(titles(await search(payload, 'hydroponics', 'en'))).toEqual(['Examination timetable'])
  })
})

describe('words of a PDF page and of its document', () => {
  it('finds a page by a word on it together with a word of the title, but not by title words alone', async () => {
    const result = await search(payload, 'timetable hydroponics', 'en')
    if (result.status !== 'done') throw new Error('results expected')
    expect(result.groups[0]!.hits.map((h) => [h.title, h.pages.map((p) => p.page)])).toEqual([
      ['Examination timetable', [3]],
    ])
    const both = await search(payload, 'examination hydroponics', 'en')
    if (both.status !== 'done') throw new Error('results expected')
    // Both words first; notices with one of them ("Scholarship examination") follow.
    expect(both.groups[0]!.hits[0]!).toMatchObject({
      title: 'Examination timetable',
      pages: [expect.objectContaining({ page: 3 })],
    })
    expect(both.groups[0]!.hits[0]!.pages).toHaveLength(1)
    // "Examination" is in the notice's title, not in its PDF: the notice is found, none of its pages.
    const byTitle = await search(payload, 'examination', 'en')
    if (byTitle.status !== 'done') throw new Error('results expected')
    expect(byTitle.groups[0]!.hits.filter((h) => h.title === 'Examination timetable').map((h) => h.pages)).toEqual([[]])
  })
})

describe('events and upgrades', () => {
  it('finds a published event by its title and place, linked to its page', async () => {
    const id = (
      await payload.create({
        collection: 'events',
        data: {
          title: 'Science exhibition',
          category: 'cultural',
          start: at(24 * hour),
          place: 'Gymkhana hall',
          _status: 'published',
        } as never,
      })
    ).id
    const found = await search(payload, 'gymkhana', 'en')
    expect(titles(found, 'events')).toEqual(['Science exhibition'])
    if (found.status === 'done')
      expect(found.groups.find((g) => g.kind === 'events')?.hits[0]?.href).toBe(`/events/${id}`)
  })

  it('an empty index on a site with content (just upgraded) is built once at start, by the lease holder only', async () => {
    await payload.create({
      collection: 'institutions',
      data: { name: 'Upgrade school', address: 'Matunga', _status: 'published' } as never,
    })
    const { run, sql } = await import('@/search/db')
    const { fillEmptySearchIndex } = await import('@/search/indexer')
    const empty = async () => {
      await run(payload, sql`DELETE FROM search_terms`)
      await run(payload, sql`DELETE FROM search_docs`)
    }
    await empty()
    await fillEmptySearchIndex(payload, async () => false)
    expect((await searchIndexStats(payload)).units).toBe(0)
    await fillEmptySearchIndex(payload, async () => true)
    await expect
      .poll(async () => titles(await search(payload, 'matunga', 'en'), 'institutions'), { timeout: 10_000 })
      .toEqual(['Upgrade school'])
  })
})

describe('content of an unpublished institution', () => {
  it('is not found: it is not on the site either', async () => {
    const hidden = (
      await payload.create({
        collection: 'institutions',
        data: { name: 'Draft school', address: 'Wadala', _status: 'draft' } as never,
        draft: true,
      })
    ).id
    const shown = (
      await payload.create({
        collection: 'institutions',
        data: { name: 'Open school', address: 'Sion', _status: 'published' } as never,
      })
    ).id
    for (const [institution, title] of [
      [hidden, 'Kite festival hidden'],
      [shown, 'Kite festival shown'],
    ] as const) {
      await payload.create({
        collection: 'albums',
        data: { title, date: at(-hour), academicYear: '2025-2026', institution, _status: 'published' } as never,
      })
    }
    expect(titles(await search(payload, 'kite festival', 'en'), 'gallery')).toEqual(['Kite festival shown'])
  })
})
