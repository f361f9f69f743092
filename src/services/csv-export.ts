import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { csvLine, csvStart } from '@/lib/csv'
import { indianDay } from '@/lib/dates'
import { relationId } from '@/lib/relation'

/**
 * A desk's CSV export (the grievance desk's, src/grievances/export.ts, and the admission
 * enquiries', src/admissions/export.ts): GET /cms-api/<collection>/export.csv?where[...] answers the
 * rows the admin list shows for the same filters, search and order, as a download of any length.
 *
 * Read access is the collection's own: every batch runs as the logged-in user (overrideAccess:
 * false), so a scoped member of staff exports only what they may read. The file is streamed: batches
 * of EXPORT_BATCH rows are read as the client takes the bytes, each by keyset (see afterRow).
 */

/** Rows read from the database at a time: the export holds one batch, whatever the number of rows. */
export const EXPORT_BATCH = 500

type Row = { id: number; institution?: unknown }

export type CsvExport<T extends Row> = {
  collection: CollectionSlug
  /** The admin list's search box fields (the collection's admin.listSearchableFields). */
  searchFields: readonly string[]
  /**
   * Orders the export can page through by keyset (the sort field, then id): fields every document
   * has a value in (a NULL cannot be compared, and the dialects order NULLs differently). Any other
   * sort of the list exports newest first.
   */
  sorts: readonly string[]
  header: readonly string[]
  /** One row's cells; `institution` is the institution's name. */
  row: (doc: T, institution: string) => readonly unknown[]
  /** The file's name before the date: "grievances" → grievances-2026-11-28.csv. */
  filename: string
}

const DEFAULT_SORT = '-createdAt'

/**
 * The list's query as Payload's REST API reads it (`req.query` is parsed with qs-esm like every
 * Payload request): `where`, the search box (`search`) and `sort`.
 */
export function exportQuery(
  query: PayloadRequest['query'],
  searchFields: readonly string[],
  sorts: readonly string[],
): { where: Where; sort: string } {
  const and: Where[] = []
  const where = query.where
  if (where && typeof where === 'object' && !Array.isArray(where) && Object.keys(where).length) and.push(where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) and.push({ or: searchFields.map((f) => ({ [f]: { like: search } })) })
  const sort =
    typeof query.sort === 'string' && sorts.includes(query.sort.replace(/^-/, '')) ? query.sort : DEFAULT_SORT
  return { where: and.length ? { and } : {}, sort }
}

/**
 * The condition for the rows after `last` in the order `sort` (keyset paging): each batch is an
 * index range read that starts where the previous one stopped, so the 200th batch costs what the
 * first did (an OFFSET would re-read every row before it).
 */
export function afterRow(sort: string, last: Row): Where {
  const field = sort.replace(/^-/, '')
  const beyond = sort.startsWith('-') ? 'less_than' : 'greater_than'
  if (field === 'id') return { id: { [beyond]: last.id } }
  const value = field === 'institution' ? relationId(last.institution) : (last as Record<string, unknown>)[field]
  // `field ≤ value AND (field < value OR id < last id)`: the first condition is an index range the
  // database starts from (an OR alone is not, and would read every row before each batch again).
  const upTo = sort.startsWith('-') ? 'less_than_equal' : 'greater_than_equal'
  return {
    and: [{ [field]: { [upTo]: value } }, { or: [{ [field]: { [beyond]: value } }, { id: { [beyond]: last.id } }] }],
  }
}

export function csvExportEndpoint<T extends Row>(spec: CsvExport<T>): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user)
        return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 401 })
      const { where, sort } = exportQuery(req.query, spec.searchFields, spec.sorts)
      const { payload, user } = req
      const batch = async (after: T | null) =>
        (
          await payload.find({
            collection: spec.collection,
            where: after ? { and: [where, afterRow(sort, after)] } : where,
            sort: sort.replace(/^-/, '') === 'id' ? sort : [sort, sort.startsWith('-') ? '-id' : 'id'],
            limit: EXPORT_BATCH,
            pagination: false,
            depth: 0,
            overrideAccess: false,
            user,
          })
        ).docs as unknown as T[]
      // Institution names, read once each (a few dozen) rather than populated in every batch.
      const names = new Map<number, string>()
      const nameBatch = async (docs: T[]) => {
        const missing = [...new Set(docs.map((d) => relationId(d.institution)))].filter(
          (id): id is number => id !== null && !names.has(id),
        )
        if (!missing.length) return
        const { docs: found } = await payload.find({
          collection: 'institutions',
          where: { id: { in: missing } },
          select: { name: true },
          depth: 0,
          limit: missing.length,
          pagination: false,
          joins: false,
          overrideAccess: false,
          user,
        })
        for (const i of found) names.set(i.id, i.name)
      }
      const name = (d: T) => {
        const id = relationId(d.institution)
        return id === null ? '' : (names.get(id) ?? String(id))
      }
      // The first batch before the answer: no read access (403) or an unknown field (400) is thrown
      // here, and Payload's endpoint handler answers it.
      let docs: T[] | null = await batch(null)
      const encoder = new TextEncoder()
      let started = false
      const body = new ReadableStream<Uint8Array>({
        // Called when the client wants more: one batch in memory at a time.
        async pull(controller) {
          try {
            if (!started) {
              started = true
              controller.enqueue(encoder.encode(csvStart(spec.header)))
            }
            if (!docs) return controller.close()
            await nameBatch(docs)
            controller.enqueue(encoder.encode(docs.map((d) => csvLine(spec.row(d, name(d)))).join('')))
            docs = docs.length < EXPORT_BATCH ? null : await batch(docs[docs.length - 1]!)
          } catch (error) {
            // The download ends broken rather than looking complete; nothing personal is logged.
            payload.logger.error({
              msg: `${spec.filename} export failed mid-stream`,
              err: error instanceof Error ? error.name : 'error',
            })
            controller.error(new Error(`${spec.filename} export failed`))
          }
        },
      })
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${spec.filename}-${indianDay(new Date())}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }
}
