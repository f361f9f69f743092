/**
 * Upgrading to fees, admission facts and the school finder (migration
 * `fees_admission_finder`): existing institutions keep their name, address, kind, medium and
 * sections (and their versions), and a mandatory disclosure keeps the fee table entered in it
 * before, still readable; the new fields start empty and the upgraded database takes them.
 *
 * The old database is built by upgrade.ts (SQLite, or PostgreSQL with PG_TEST_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { bool, upgradedPayload } from './upgrade'

let payload: Payload

const FEES_MIGRATION = /_fees_admission_finder$/

const T0 = '2025-06-01T10:00:00.000Z'
const stamps = { created_at: T0, updated_at: T0 }

function rows(bool: (b: boolean) => unknown): [string, Record<string, unknown>][] {
  return [
    ['institutions', { id: 1, kind: 'junior-college', medium: 'marathi', order: 1, _status: 'published', ...stamps }],
    [
      'institutions_locales',
      { id: 1, name: 'Vidya Vikas Junior College', address: 'Gokhale Road, Dadar', _locale: 'en', _parent_id: 1 },
    ],
    [
      'institutions_locales',
      { id: 2, name: 'विद्या विकास कनिष्ठ महाविद्यालय', address: 'गोखले रस्ता, दादर', _locale: 'mr', _parent_id: 1 },
    ],
    [
      '_institutions_v',
      {
        id: 1,
        parent_id: 1,
        version_kind: 'junior-college',
        version_medium: 'marathi',
        version_order: 1,
        version__status: 'published',
        version_created_at: T0,
        version_updated_at: T0,
        latest: bool(true),
        ...stamps,
      },
    ],
    [
      '_institutions_v_locales',
      {
        id: 1,
        version_name: 'Vidya Vikas Junior College',
        version_address: 'Gokhale Road, Dadar',
        _locale: 'en',
        _parent_id: 1,
      },
    ],
    ['disclosures', { id: 1, institution_id: 1, board: 'junior', _status: 'published', ...stamps }],
    [
      'disclosures_fees',
      { _order: 1, _parent_id: 1, id: 'fee-1', amount: 48000, approval_ref: 'FRA/2025/17', approval_date: T0 },
    ],
    [
      'disclosures_fees_locales',
      { id: 1, standard: 'FYJC Commerce', note: 'Per year', _locale: 'en', _parent_id: 'fee-1' },
    ],
  ]
}

beforeAll(async () => {
  ;({ payload } = await upgradedPayload(FEES_MIGRATION, rows(bool)))
})
afterAll(() => payload?.destroy())

it('an existing institution keeps its texts, kind, medium and version; the new facts start empty', async () => {
  const doc = await payload.findByID({ collection: 'institutions', id: 1, depth: 0 })
  expect(doc).toMatchObject({
    name: 'Vidya Vikas Junior College',
    address: 'Gokhale Road, Dadar',
    kind: 'junior-college',
    medium: 'marathi',
    _status: 'published',
  })
  expect(doc.levels ?? []).toEqual([])
  expect(doc.board ?? null).toBeNull()
  expect(doc.fees?.rows ?? []).toEqual([])
  expect(doc.admission?.faq ?? []).toEqual([])
  const mr = await payload.findByID({ collection: 'institutions', id: 1, depth: 0, locale: 'mr' })
  expect(mr.name).toBe('विद्या विकास कनिष्ठ महाविद्यालय')
  const versions = await payload.findVersions({
    collection: 'institutions',
    where: { parent: { equals: 1 } },
    depth: 0,
  })
  expect(versions.docs.map((v) => v.version.name)).toEqual(['Vidya Vikas Junior College'])
  // The page reads it, with an empty Fees section (imported here: the config must read PG_TEST_URL first).
  const { getInstitution } = await import('@/content/institutions')
  const page = await getInstitution(1, 'en')
  expect(page).toMatchObject({
    name: 'Vidya Vikas Junior College',
    area: '',
    phone: '',
    fees: { rows: [], link: null },
  })
})

it('the disclosure keeps the fee table entered before, still readable', async () => {
  const d = await payload.findByID({ collection: 'disclosures', id: 1, depth: 0 })
  expect(d.fees?.map((f) => [f.standard, f.amount, f.approvalRef])).toEqual([['FYJC Commerce', 48000, 'FRA/2025/17']])
  const { getDisclosure } = await import('@/content/disclosures')
  expect((await getDisclosure(1, 'en'))!.fees.map((f) => f.standard)).toEqual(['FYJC Commerce'])
})

it('the upgraded database takes fees, admission facts and finder facts', async () => {
  const saved = await payload.update({
    collection: 'institutions',
    id: 1,
    data: {
      levels: ['junior-college'],
      board: 'state',
      area: 'Dadar',
      phone: '022 2430 1102',
      fees: { rows: [{ course: 'FYJC Commerce', period: 'year', amount: 48000 }], approvedOn: '2026-04-02' },
      admission: { opensOn: '2027-05-25', seats: [{ course: 'FYJC Commerce', seats: 360 }] },
    },
  })
  expect(saved).toMatchObject({
    levels: ['junior-college'],
    board: 'state',
    area: 'Dadar',
    fees: { rows: [{ amount: 48000, period: 'year' }] },
  })
  expect(saved.admission?.seats?.[0]).toMatchObject({ seats: 360 })
})
