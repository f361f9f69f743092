import type { CollectionSlug, Payload } from 'payload'

import { currentAcademicYear, shiftAcademicYear } from '@/lib/academic-year'
import { htmlToRichText } from '@/lib/import-html'

import { collectGarbage } from './memory'
import { makeMarathiPdf, makePdf } from './pdf'

export type Log = (line: string) => void

/**
 * What every seeding step uses: the academic year and relative dates, uploads with their English
 * and Marathi alternative texts, rich text from HTML, the Marathi second write, and `step`, which
 * fills a collection only while it is empty (so seeding again keeps existing data).
 */
export function seedContext(payload: Payload, log: Log) {
  const year = currentAcademicYear()
  const state = { changed: false }
  const yearsAgo = (n: number) => shiftAcademicYear(year, -n)
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

  const file = (data: Buffer, name: string) => ({
    data,
    name,
    mimetype: name.endsWith('.pdf') ? 'application/pdf' : 'image/webp',
    size: data.length,
  })
  /** An uploaded file with its alternative text in English and, when given, in Marathi. */
  const upload = async (data: Buffer, name: string, alt: string, altMr?: string) => {
    const { id } = await payload.create({ collection: 'media', data: { alt }, file: file(data, name), depth: 0 })
    if (altMr) await payload.update({ collection: 'media', id, locale: 'mr', data: { alt: altMr }, depth: 0 })
    return id
  }
  const pdf = (name: string, title: string, lines: string[] = []) => upload(makePdf(title, lines), name, title)
  /** A Marathi PDF, the `mr` file beside an English one: its title (alt) is Marathi only. */
  const pdfMr = async (name: string, title: string, lines: string[] = []) =>
    (
      await payload.create({
        collection: 'media',
        locale: 'mr',
        data: { alt: title },
        file: file(await makeMarathiPdf(title, lines), name),
        depth: 0,
      })
    ).id
  const rich = (html: string) => htmlToRichText(html, payload.config)
  /** Write the Marathi (`mr` locale) of a document created in English; what is not given stays as it is. */
  const translate = (collection: CollectionSlug, id: number, data: Record<string, unknown>) =>
    payload.update({ collection, id, locale: 'mr', data: data as never, depth: 0 })
  /** Array rows with their ids, each with its Marathi texts: `rows` from the English document, `texts` row for row. */
  const rowsMr = <R extends { id?: string | null }, T>(rows: R[] | null | undefined, texts: T[], what: string) => {
    if (rows?.length !== texts.length)
      throw new Error(`The Marathi of ${what} has ${texts.length} rows, the English ${rows?.length ?? 0}`)
    return rows.map((row, k) => ({ row, text: texts[k]!, k }))
  }

  /** Fill `collection` with `fill` unless it already has documents; `fill` returns how many it added. */
  const step = async (collection: CollectionSlug, label: string, fill: () => Promise<number>) => {
    const { totalDocs } = await payload.count({ collection })
    if (totalDocs > 0) return log(`${label}: already present, kept`)
    const started = Date.now()
    state.changed = true
    const n = await fill()
    // The step's garbage goes now, not on top of the next step's (memory.ts).
    collectGarbage()
    log(`${label}: ${n} added (${Date.now() - started} ms)`)
  }
  /** A global's content unless staff or a previous run saved it: `fill` runs only for a never-saved global. */
  const once = async (slug: 'site-settings' | 'rti-disclosure', label: string, fill: () => Promise<string>) => {
    const saved = await payload.findGlobal({ slug, locale: 'en', fallbackLocale: false, depth: 0 })
    if (saved.updatedAt) return log(`${label}: already present, kept`)
    state.changed = true
    log(`${label}: ${await fill()}`)
  }
  const idsOf = async (collection: 'notice-types' | 'achievement-types' | 'institutions') => {
    const { docs } = await payload.find({ collection, pagination: false, sort: 'order', depth: 0 })
    return docs as { id: number; code?: string }[]
  }

  return {
    payload,
    log,
    year,
    yearsAgo,
    daysAgo,
    upload,
    pdf,
    pdfMr,
    rich,
    translate,
    rowsMr,
    step,
    once,
    idsOf,
    state,
  }
}

export type SeedContext = ReturnType<typeof seedContext>

/** An institution as the steps after `seedInstitutions` refer to it (in the admin's order). */
export type SeededInstitution = { id: number; code?: string }
