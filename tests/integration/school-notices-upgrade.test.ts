/**
 * Upgrading to school notices: the notices a site already has stay the society's (no
 * institution), keep their place on /notices and in /api/v1/notice, and nothing waits for approval;
 * the approval setting starts off.
 *
 * The old database, with a notice (published, with a newer draft), is built by upgrade.ts (SQLite,
 * or PostgreSQL with PG_TEST_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { bool, upgradedPayload } from './upgrade'

let payload: Payload

const SCHOOL_NOTICES = /_school_notices$/

const T0 = '2025-06-01T10:00:00.000Z'
const T1 = '2025-06-02T10:00:00.000Z'
const stamps = { created_at: T0, updated_at: T0 }

function rows(bool: (b: boolean) => unknown): [string, Record<string, unknown>][] {
  const notice = { academic_year: '2025-2026', date: T0 }
  const version = (status: 'published' | 'draft', latest: boolean, at: string) => ({
    parent_id: 1,
    version_academic_year: '2025-2026',
    version_date: T0,
    version_type_id: 1,
    version__status: status,
    version_created_at: T0,
    version_updated_at: at,
    latest: bool(latest),
    created_at: at,
    updated_at: at,
  })
  return [
    ['notice_types', { id: 1, code: 'CIRCULAR', order: 1, ...stamps }],
    ['institutions', { id: 1, kind: 'school', medium: 'english', order: 1, _status: 'published', ...stamps }],
    [
      'institutions_locales',
      { id: 1, name: 'Vidya Vikas English School', address: 'Dadar', _locale: 'en', _parent_id: 1 },
    ],
    ['notices', { id: 1, ...notice, type_id: 1, _status: 'published', ...stamps }],
    [
      'notices_locales',
      { id: 1, title: 'Holiday on Monday', description: 'Closed on Monday.', _locale: 'en', _parent_id: 1 },
    ],
    ['_notices_v', { id: 1, ...version('published', false, T0) }],
    ['_notices_v_locales', { id: 1, version_title: 'Holiday on Monday', _locale: 'en', _parent_id: 1 }],
    ['_notices_v', { id: 2, ...version('draft', true, T1) }],
    ['_notices_v_locales', { id: 2, version_title: 'Holiday on Monday and Tuesday', _locale: 'en', _parent_id: 2 }],
    ['site_settings', { id: 1, ...stamps }],
  ]
}

beforeAll(async () => {
  ;({ payload } = await upgradedPayload(SCHOOL_NOTICES, rows(bool)))
})
afterAll(() => payload?.destroy())

it('an existing notice stays a society notice, published and with its draft; nothing waits for approval', async () => {
  const published = await payload.findByID({ collection: 'notices', id: 1, depth: 0 })
  expect(published).toMatchObject({ title: 'Holiday on Monday', _status: 'published' })
  expect(published.institution ?? null).toBeNull()
  expect(published.approval?.state ?? null).toBeNull()
  const draft = await payload.findByID({ collection: 'notices', id: 1, depth: 0, draft: true })
  expect(draft.title).toBe('Holiday on Monday and Tuesday')
  expect(draft.institution ?? null).toBeNull()
  // The society's list still holds it; no school's list does.
  const society = await payload.find({ collection: 'notices', where: { institution: { exists: false } }, depth: 0 })
  expect(society.docs.map((d) => d.id)).toEqual([1])
  expect((await payload.count({ collection: 'notices', where: { institution: { equals: 1 } } })).totalDocs).toBe(0)
  const versions = await payload.findVersions({ collection: 'notices', where: { parent: { equals: 1 } }, depth: 0 })
  expect(versions.docs.map((v) => v.version.institution ?? null)).toEqual([null, null])
})

it('the approval setting starts off', async () => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  expect(settings.noticeApproval ?? false).toBe(false)
})

it('the upgraded database takes a school notice', async () => {
  const type = 1
  const made = await payload.create({
    collection: 'notices',
    data: { title: 'Sports day', type, academicYear: '2025-2026', date: T1, institution: 1, _status: 'published' },
  })
  expect(made.institution).toMatchObject({ id: 1 })
})
