/**
 * Upgrading to admission enquiries (migration `admission_enquiries`): the database of the previous
 * release (every earlier migration applied with its own up(), rows written with SQL) gets the
 * enquiries' table and the new jobs; a grievance filed before is untouched; the upgraded database
 * takes an enquiry for the school, which its editor reads, and queues its mails and the retention
 * job (new values of PostgreSQL's enums). Built as grievance-mail-upgrade.test.ts; SQLite by
 * default, PostgreSQL when PG_TEST_URL names a database that may be wiped.
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

const MIGRATION = /_admission_enquiries$/
const earlier = (list: Migration[]) =>
  list.slice(
    0,
    list.findIndex((m) => MIGRATION.test(m.name)),
  )

const T0 = '2026-06-01T10:00:00.000Z'
const stamps = { created_at: T0, updated_at: T0 }

function rows(bool: (b: boolean) => unknown): [string, Record<string, unknown>][] {
  return [
    ['institutions', { id: 1, kind: 'school', medium: 'marathi', order: 1, _status: 'published', ...stamps }],
    ['institutions_locales', { id: 1, name: 'Vidya Vikas Vidyalaya', address: 'Dadar', _locale: 'en', _parent_id: 1 }],
    ['users', { id: 1, email: 'editor@society.test', role: 'editor', all_institutions: bool(false), ...stamps }],
    ['users_rels', { id: 1, order: 1, parent_id: 1, path: 'institutions', institutions_id: 1 }],
    [
      'grievances',
      {
        id: 1,
        reference: 'GRV-2026-OLD234',
        status: 'new',
        institution_id: 1,
        due_at: T0,
        open: bool(true),
        issue_type: 'Marksheet',
        first_name: 'Asha',
        last_name: 'Rao',
        date_of_birth: '2004-05-17',
        email: 'asha@example.org',
        mobile: '9876543210',
        message: 'x',
        language: 'en',
        ...stamps,
      },
    ],
  ]
}

async function insert(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row)
  await run(
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) VALUES (${sql.join(
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
  expect(migrations.filter((m) => MIGRATION.test(m.name))).toHaveLength(1)
  for (const m of earlier(migrations)) await insert('payload_migrations', { name: m.name, batch: 1, ...stamps })
  for (const [table, row] of rows((b) => (dialect === 'sqlite' ? (b ? 1 : 0) : b))) await insert(table, row)
  if (dialect === 'postgres') {
    for (const t of ['institutions', 'institutions_locales', 'users', 'users_rels', 'grievances']) {
      await run(
        sql.raw(`SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), GREATEST((SELECT max(id) FROM "${t}"), 1))`),
      )
    }
  }
  await close()
  const config = (await import('@payload-config')).default
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
})
afterAll(() => payload?.destroy())

it('a grievance filed before is untouched', async () => {
  const g = await payload.findByID({ collection: 'grievances', id: 1, depth: 0, overrideAccess: true })
  expect(g).toMatchObject({ reference: 'GRV-2026-OLD234', status: 'new', firstName: 'Asha' })
})

it('the upgraded database takes an enquiry, which the school’s editor reads, and the new jobs', async () => {
  const e = await payload.create({
    collection: 'admission-enquiries',
    overrideAccess: true,
    data: {
      reference: 'ADM-2026-NEW234',
      status: 'new',
      institution: 1,
      language: 'mr',
      classSought: 'std-5',
      academicYear: '2027-2028',
      childName: 'आरव पाटील',
      childDateOfBirth: '2016-08-14',
      parentName: 'सुनीता पाटील',
      email: 'p@example.org',
      mobile: '9820000001',
      message: 'जागा आहे का?',
    },
  })
  expect(e.dueAt).toBeTruthy()
  const editor = await payload.findByID({ collection: 'users', id: 1, depth: 0, overrideAccess: true })
  const seen = await payload.find({
    collection: 'admission-enquiries',
    user: { ...editor, collection: 'users' },
    overrideAccess: false,
    depth: 0,
  })
  expect(seen.docs.map((d) => d.reference)).toEqual(['ADM-2026-NEW234'])
  for (const task of ['admissionAcknowledgement', 'admissionStaffNotice', 'admissionReply'] as const)
    await payload.jobs.queue({ task, input: { enquiry: e.id } })
  await payload.jobs.queue({ task: 'deleteExpiredEnquiries', input: {} })
  expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(4)
})
