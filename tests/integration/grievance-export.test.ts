import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXPORT_BATCH } from '@/grievances/export'
import { bulkGrievances } from '@/seed/bulk-grievances'

import { migratedPayload } from './payload'

/**
 * The CSV export streamed in batches: several batches of rows, many of them filed at
 * the same time (the keyset's tie-break on id), in each order the export pages by; every row
 * exactly once and in the list's order; a scoped officer's file holds only their institutions.
 */

let payload: Payload
let schoolA: number
let schoolB: number
const tokens: Record<'admin' | 'officer', string> = {} as never
const COUNT = EXPORT_BATCH * 3 + 17

beforeAll(async () => {
  payload = await migratedPayload()
  const school = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      })
    ).id
  schoolA = await school('School A')
  schoolB = await school('School B')
  const password = 'export-test-password-1'
  for (const role of ['admin', 'officer'] as const) {
    const email = `${role}@export.test`
    // The officer works School A's grievances only.
    await payload.create({
      collection: 'users',
      data: { email, password, role, allInstitutions: false, institutions: role === 'officer' ? [schoolA] : [] },
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  // Seven grievances a minute: a batch boundary falls inside a run of equal filing times.
  await bulkGrievances(payload, { count: COUNT, institutions: [schoolA, schoolB], sameTime: 7 })
})
afterAll(() => payload?.destroy())

async function exportCsv(query: string, token: string) {
  const res = await handleEndpoints({
    config,
    request: new Request(`http://test.local/cms-api/grievances/export.csv${query}`, {
      headers: { Authorization: `JWT ${token}` },
    }),
  })
  expect(res.status).toBe(200)
  expect(res.body).toBeInstanceOf(ReadableStream)
  const bytes = new Uint8Array(await res.arrayBuffer())
  // The byte order mark first (decoding drops it), then the header.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder().decode(bytes)
  expect(text.startsWith('Reference,Status,Filed (IST),')).toBe(true)
  return text
}

/** The references of a CSV file, in order (the first cell of each row; references need no quoting). */
const references = (csv: string) =>
  csv
    .split('\r\n')
    .slice(1)
    .filter((line) => /^GRV-\d{4}-/.test(line))
    .map((line) => line.slice(0, line.indexOf(',')))

/** What the list shows for the same order, read at once (tie-break on id, as the export's keyset). */
async function listOrder(sort: string, where = {}) {
  const { docs } = await payload.find({
    collection: 'grievances',
    where,
    sort: [sort, sort.startsWith('-') ? '-id' : 'id'],
    pagination: false,
    depth: 0,
  })
  return docs.map((d) => d.reference)
}

describe('the streamed CSV export', () => {
  it('holds every grievance once, in the list order, across batches and equal filing times', async () => {
    const csv = await exportCsv('', tokens.admin)
    const refs = references(csv)
    expect(refs).toHaveLength(COUNT)
    expect(new Set(refs).size).toBe(COUNT)
    expect(refs).toEqual(await listOrder('-createdAt'))
    // Escaping survives the batches: quotes doubled, formulas defused, line breaks inside quotes.
    expect(csv).toContain('"Rao, ""Jr"""')
    expect(csv).toContain(`"'=SUM(A1:A2) and a line\nbreak"`)
    expect(csv).not.toMatch(/,=SUM/)
  })

  it('pages through each sort it supports', async () => {
    for (const sort of ['createdAt', 'reference', '-reference', 'status', '-institution', '-id']) {
      const refs = references(await exportCsv(`?sort=${sort}`, tokens.admin))
      expect(refs, sort).toEqual(await listOrder(sort))
    }
  })

  it('exports newest first for a sort it cannot page by', async () => {
    expect(references(await exportCsv('?sort=closedAt', tokens.admin))).toEqual(await listOrder('-createdAt'))
  })

  it("gives a scoped officer their institutions' grievances only, with the filters", async () => {
    const all = references(await exportCsv('', tokens.officer))
    expect(all).toEqual(await listOrder('-createdAt', { institution: { equals: schoolA } }))
    expect(all.length).toBeGreaterThan(EXPORT_BATCH)
    const resolved = references(await exportCsv('?where[status][equals]=resolved', tokens.officer))
    expect(resolved).toEqual(
      await listOrder('-createdAt', {
        and: [{ institution: { equals: schoolA } }, { status: { equals: 'resolved' } }],
      }),
    )
    expect(resolved.length).toBeGreaterThan(0)
  })
})
