/**
 * Synthetic documents for the search benchmarks (bench/search-index.ts, and `SEARCH_DOCS=… npm run
 * bench` through bench/search-seed-run.ts): `docs` documents with a title and a paragraph, the last
 * `pdfs` of them also with a PDF of `pages` pages of text; a third of the words Marathi, common words
 * often and a long tail of rare ones (`word…`). They are written straight into the index with the
 * code the change hooks use (src/search/indexer.ts insertUnits), in transactions of BATCH documents
 * (one transaction per document would measure SQLite's fsyncs, not the index). Later documents
 * are newer, as on a site.
 */
import type { Payload } from 'payload'

import { insertUnits, type Unit } from '../src/search/indexer'

/** Documents per transaction. */
const BATCH = 500

// A deterministic pseudo-random text. mulberry32: exact in 32-bit integer arithmetic.
function generator(seed = 42) {
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return (n: number) =>
    Array.from({ length: n }, () => {
      const r = rand()
      return r < 0.5
        ? EN[Math.floor(rand() * EN.length)]
        : r < 0.8
          ? MR[Math.floor(rand() * MR.length)]
          : rareWord(Math.floor(rand() * 200_000))
    }).join(' ')
}
const EN =
  'school notice examination timetable students parents teacher admission result holiday sports science library annual meeting circular principal college standard division term fees uniform'.split(
    ' ',
  )
const MR = 'शाळा सूचना परीक्षा वेळापत्रक विद्यार्थी पालक शिक्षक प्रवेश निकाल सुट्टी क्रीडा विज्ञान ग्रंथालय वार्षिक सभा'.split(' ')

/** The n-th rare word (each appears in a handful of documents at most). */
export const rareWord = (i: number) => `word${i.toString(36)}`

export type SeedOptions = {
  docs: number
  pdfs: number
  pages: number
  firstId?: number
  onProgress?: (done: number, ms: number) => void
}

/**
 * Index `docs` synthetic notices (ids from firstId, addresses /notices/{id}), the last `pdfs` with a
 * PDF; returns the milliseconds it took.
 */
export async function seedSearchDocs(
  payload: Payload,
  { docs, pdfs, pages, firstId = 1_000_000, onProgress }: SeedOptions,
): Promise<number> {
  const text = generator()
  const base = {
    lang: 'en' as const,
    kind: 'notices',
    fileHref: null,
    mediaId: null,
    page: null,
    publishAt: null,
    expiresAt: null,
    titleTerms: true,
  }
  const started = Date.now()
  for (let from = 0; from < docs; from += BATCH) {
    const transactionID = await payload.db.beginTransaction()
    const req = transactionID ? { transactionID } : undefined
    try {
      for (let i = from; i < Math.min(docs, from + BATCH); i++) {
        const id = firstId + i
        const doc: Unit = {
          ...base,
          source: 'notices',
          docId: id,
          href: `/notices/${id}`,
          title: text(8),
          body: text(60),
          date: new Date(started - (docs - i) * 60_000).toISOString(),
        }
        const units = [doc]
        if (i >= docs - pdfs) {
          for (let p = 1; p <= pages; p++)
            units.push({
              ...doc,
              page: p,
              fileHref: `/cms-api/media/file/doc-${id}.pdf#page=${p}`,
              body: text(300),
              titleTerms: false,
            })
        }
        await insertUnits(payload, units, req)
      }
      if (transactionID) await payload.db.commitTransaction(transactionID)
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
    onProgress?.(Math.min(docs, from + BATCH), Date.now() - started)
  }
  return Date.now() - started
}
