/**
 * Upgrading to school notices (issue 30): the notices a site already has stay the society's (no
 * institution), keep their place on /notices and in /api/v1/notice, and nothing waits for approval;
 * the approval setting starts off.
 *
 * The database is built as the previous release left it: every migration before `school_notices`
 * applied with its own up() on a plain connection and recorded, a notice (published, with a newer
 * draft) written with SQL; then Payload starts on it and applies the pending migration, as a server
 * start does. SQLite by default; PostgreSQL when PG_TEST_URL names a database that may be wiped:
 *   PG_TEST_URL=postgres://postgres@127.0.0.1:5461/upg npx vitest run tests/integration/school-notices-upgrade.test.ts
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

const PG_URL = process.env.PG_TEST_URL
if (PG_URL) process.env.DATABASE_URL = PG_URL
const dialect: 'sqlite' | 'postgres' = PG_URL ? 'postgres' : 'sqlite'

type Query = unknown
type SqlTag = ((strings: TemplateStringsArray, ...values: unknown[]) => Query) & {
  identifier: (name: string) => Query
  join: (parts: Query[], separator: Query) => Query
  raw: (text: string) => Query
}
type Migration = { name: string; up: (args: never) => Promise<void> }

let payload: Payload
let sql: SqlTag
let run: (query: Query) => Promise<unknown>
let close: () => Promise<void>

const SCHOOL_NOTICES = /_school_notices$/
const earlier = (list: Migration[]) => list.slice(0, list.findIndex((m) => SCHOOL_NOTICES.test(m.name)))

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
    ['institutions_locales', { id: 1, name: 'Vidya Vikas English School', address: 'Dadar', _locale: 'en', _parent_id: 1 }],
    ['notices', { id: 1, ...notice, type_id: 1, _status: 'published', ...stamps }],
    ['notices_locales', { id: 1, title: 'Holiday on Monday', description: 'Closed on Monday.', _locale: 'en', _parent_id: 1 }],
    ['_notices_v', { id: 1, ...version('published', false, T0) }],
    ['_notices_v_locales', { id: 1, version_title: 'Holiday on Monday', _locale: 'en', _parent_id: 1 }],
    ['_notices_v', { id: 2, ...version('draft', true, T1) }],
    ['_notices_v_locales', { id: 2, version_title: 'Holiday on Monday and Tuesday', _locale: 'en', _parent_id: 2 }],
    ['site_settings', { id: 1, ...stamps }],
  ]
}

async function insert(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row)
  await run(
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)}) VALUES (${sql.join(
      columns.map((c) => sql`${row[c]}`),
      sql`, `,
    )})`,
  )
}

beforeAll(async () => {
  let migrations: Migration[]
  if (dialect === 'postgres') {
    const pg = await import('@payloadcms/db-postgres')
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    migrations = (await import('@/migrations-postgres')).migrations as unknown as Migration[]
    const db = drizzle(PG_URL!)
    sql = pg.sql as unknown as SqlTag
    run = (q) => db.execute(q as never)
    close = () => db.$client.end()
    await run(sql`DROP SCHEMA IF EXISTS public CASCADE`)
    await run(sql`CREATE SCHEMA public`)
    for (const m of earlier(migrations)) await m.up({ db, payload: undefined, req: {} } as never)
  } else {
    const lite = await import('@payloadcms/db-sqlite')
    const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
    migrations = (await import('@/migrations')).migrations as unknown as Migration[]
    const db = drizzle({ connection: { url: process.env.DATABASE_URL! } })
    sql = lite.sql as unknown as SqlTag
    run = (q) => db.run(q as never)
    close = async () => db.$client.close()
    await run(sql`PRAGMA foreign_keys = ON`)
    for (const m of earlier(migrations)) await m.up({ db, payload: undefined, req: {} } as never)
  }
  expect(migrations.filter((m) => SCHOOL_NOTICES.test(m.name))).toHaveLength(1)
  for (const m of earlier(migrations)) await insert('payload_migrations', { name: m.name, batch: 1, ...stamps })
  for (const [table, row] of rows((b) => (dialect === 'sqlite' ? (b ? 1 : 0) : b))) await insert(table, row)
  if (dialect === 'postgres') {
    for (const t of ['notice_types', 'institutions', 'institutions_locales', 'notices', 'notices_locales', '_notices_v', '_notices_v_locales', 'site_settings']) {
      await run(sql.raw(`SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), GREATEST((SELECT max(id) FROM "${t}"), 1))`))
    }
  }
  await close()
  const config = (await import('@payload-config')).default
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
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
