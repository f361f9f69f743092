/**
 * Every main read of the public pages, /api/v1 and the grievance desk uses an index.
 *
 * The reads run through the content layer, the /api/v1 handlers and Payload's local API as the
 * pages and the desk make them; the SQL Payload emits is captured from drizzle's logger and each
 * distinct SELECT is explained on the same database:
 * - SQLite: `EXPLAIN QUERY PLAN`. SQLite plans from the schema alone (no ANALYZE statistics), so
 *   the plan on the demo content is the plan at any size. No table that grows with the content is
 *   read with a full `SCAN` (a scan of an index in its order is allowed: it is how a sorted list
 *   is read, and it stops at the page's LIMIT), and no such table's whole list is sorted in a temp
 *   B-tree (the sort comes from an index).
 * - PostgreSQL, when PG_TEST_URL names a database that may be wiped (like
 *   localization-upgrade.test.ts): `EXPLAIN (FORMAT JSON)` with `enable_seqscan = off`, so that on
 *   the small demo tables the planner still picks an index when one can serve the query; a
 *   `Seq Scan` of a growing table left in the plan means none can.
 *   PG_TEST_URL=postgres://postgres@127.0.0.1:5449/plans npx vitest run tests/integration/query-plans.test.ts
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const PG_URL = process.env.PG_TEST_URL
// Before the config is imported (below, dynamically): env.ts reads DATABASE_URL once.
if (PG_URL) process.env.DATABASE_URL = PG_URL
const dialect: 'sqlite' | 'postgres' = PG_URL ? 'postgres' : 'sqlite'

/**
 * Tables whose size is bounded by the society itself (18 institutions, a few types, years and
 * trustees, one settings row, Payload's bookkeeping): a full scan of them is as cheap as an index.
 * Every other table grows with the content and must be read through an index.
 */
const BOUNDED =
  /^(_?institutions(_v)?(_.*)?|notice_types|achievement_types|academic_years|_?trustees(_v)?(_locales)?|site_settings(_locales)?|content_versions|visitor_counter|payload_(migrations|kv|preferences.*|locked_documents.*)|users(_.*)?)$/

type Captured = { sql: string; params: unknown[] }
type Db = {
  session: { logger: { logQuery: (sql: string, params: unknown[]) => void } }
  $client: {
    execute?: (q: {
      sql: string
      args: unknown[]
    }) => Promise<{ rows: { id: number; parent: number; detail: string }[] }>
    query?: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  }
}

let payload: Payload
let db: Db
const captured: Captured[] = []

beforeAll(async () => {
  if (PG_URL) {
    // A clean schema: the migrations build it as a server start does.
    const { Client } = await import('pg')
    const client = new Client({ connectionString: PG_URL })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
    await client.end()
  }
  const { seededPayload } = await import('./payload')
  payload = await seededPayload()
  db = (payload.db as unknown as { drizzle: Db }).drizzle
})
afterAll(() => payload?.destroy())

/** Run `reads` with drizzle's logger recording every statement Payload sends. */
async function capture(reads: () => Promise<unknown>) {
  const before = db.session.logger
  db.session.logger = { logQuery: (sql, params) => captured.push({ sql, params }) }
  try {
    await reads()
  } finally {
    db.session.logger = before
  }
}

/** The tables a statement reads, by the alias drizzle gives them (`from "notices" "notices"`). */
function aliases(sql: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const m of sql.matchAll(/(?:from|join) "([\w]+)" "([\w-]+)"/gi)) map.set(m[2]!, m[1]!)
  for (const m of sql.matchAll(/(?:from|join) "([\w]+)"(?! ")/gi)) map.set(m[1]!, m[1]!)
  return map
}

/** What in a plan reads a growing table without an index (empty when every read uses one). */
async function planProblems({ sql, params }: Captured): Promise<{ plan: string[]; problems: string[] }> {
  const tables = aliases(sql)
  const growing = (alias: string) => {
    const table = tables.get(alias)
    return table !== undefined && !BOUNDED.test(table)
  }
  if (dialect === 'sqlite') {
    const { rows } = await db.$client.execute!({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params })
    const plan = rows.map((r) => `${r.id}<${r.parent} ${r.detail}`)
    const problems: string[] = []
    // Subqueries SQLite runs as co-routines are scanned under their alias (often the table's name).
    const subqueries = new Set(rows.flatMap((r) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)$/.exec(r.detail)?.[1] ?? []))
    rows.forEach((row, i) => {
      const scan = /^SCAN (\S+)$/.exec(row.detail)
      if (scan && growing(scan[1]!) && !subqueries.has(scan[1]!)) problems.push(row.detail)
      // A sort of a growing table's rows: the temp B-tree follows the step that reads them.
      const read = rows
        .slice(0, i)
        .reverse()
        .find((r) => r.parent === row.parent && /^(SCAN|SEARCH) /.test(r.detail))
      const readAlias = read ? /^(?:SCAN|SEARCH) (\S+)/.exec(read.detail)![1]! : ''
      // Sorting the rows of one document's array (found by `_parent_id=?`) or of its has-many
      // relationship (`parent_id=?` in its `_rels` table) is bounded by that document.
      const oneDocument = / USING (INTEGER PRIMARY KEY|INDEX \S+ \(_?parent_id=\?\))/.test(read?.detail ?? '')
      // An officer's scope is a list of institutions (`institution_id in (…)`): SQLite finds each
      // one's rows through the index, but cannot merge their orders, so it sorts them. Bounded by
      // that officer's grievances; bench/desk.mjs measures it at 100,000.
      const scopeList =
        / USING INDEX \S+ \(institution_id=\?\)/.test(read?.detail ?? '') && /"institution_id" in \(\?, /.test(sql)
      if (row.detail === 'USE TEMP B-TREE FOR ORDER BY' && growing(readAlias) && !oneDocument && !scopeList) {
        problems.push(`sort of ${readAlias} after: ${read!.detail}`)
      }
    })
    return { plan, problems }
  }
  const client = db.$client
  const { rows } = await client.query!(`EXPLAIN (FORMAT JSON) ${sql}`, params)
  const root = (rows[0]!['QUERY PLAN'] as { Plan: PgNode }[])[0]!.Plan
  const plan: string[] = []
  const problems: string[] = []
  // `limited`: under a Limit of the same (sub)query, where walking an index in its order stops early.
  const walk = (node: PgNode, depth: number, limited: boolean) => {
    const table = node['Relation Name']
    plan.push(
      `${'  '.repeat(depth)}${node['Node Type']}${table ? ` on ${table} ${node.Alias ?? ''}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
    )
    const index = node['Index Name'] ? pgIndexes.get(node['Index Name']) : undefined
    if (table && !BOUNDED.test(table) && node['Node Type'] === 'Seq Scan') problems.push(`Seq Scan on ${table}`)
    if (index && !BOUNDED.test(index.table)) {
      const cond = node['Index Cond'] ?? ''
      // PostgreSQL also takes a condition on a later column of an index, by walking all of it (as
      // it would a missing index's table, seqscan being off): the condition must hold the first.
      if (cond && !new RegExp(`\\b${index.first}\\b`).test(cond))
        problems.push(`${node['Node Type']} of all ${node['Index Name']} for ${cond}`)
      // A walk of a whole index, not to stop at a LIMIT nor to filter it (a tiny table's planner
      // walks the ordered index and filters rather than sort; at size the condition's index wins).
      // The list's total (`count(*)` of all rows) is such a walk in both dialects, by necessity.
      if (!cond && !limited && !node.Filter && !/^select count\(/i.test(sql))
        problems.push(`${node['Node Type']} of all ${node['Index Name']}`)
    }
    for (const child of node.Plans ?? []) {
      const subquery = child['Parent Relationship'] === 'SubPlan' || child['Parent Relationship'] === 'InitPlan'
      walk(child, depth + 1, subquery ? false : limited || node['Node Type'] === 'Limit')
    }
  }
  walk(root, 0, false)
  return { plan, problems }
}
/** Each PostgreSQL index: its table and its first column. */
const pgIndexes = new Map<string, { table: string; first: string }>()
type PgNode = {
  'Node Type': string
  'Parent Relationship'?: string
  'Relation Name'?: string
  Alias?: string
  'Index Name'?: string
  'Index Cond'?: string
  Filter?: string
  Plans?: PgNode[]
}

/** Explain every distinct SELECT captured so far; answer the ones that read a growing table without an index. */
async function unindexed(): Promise<{ sql: string; plan: string[]; problems: string[] }[]> {
  const client = db.$client
  if (dialect === 'postgres') {
    await client.query!('SET enable_seqscan = off')
    const { rows } = await client.query!(
      `SELECT i.relname AS index, t.relname AS table, a.attname AS first FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]`,
    )
    for (const r of rows) pgIndexes.set(String(r.index), { table: String(r.table), first: String(r.first) })
  }
  const seen = new Set<string>()
  const out: { sql: string; plan: string[]; problems: string[] }[] = []
  try {
    for (const c of captured) {
      if (!/^\s*select/i.test(c.sql) || seen.has(c.sql)) continue
      seen.add(c.sql)
      const { plan, problems } = await planProblems(c)
      // The statement's start and the plan's problems are enough to find it (the whole plan is long).
      if (problems.length)
        out.push({
          sql: `${c.sql.slice(0, 120)} … ${c.sql.slice(-250)}`,
          plan: plan.filter((l) => / (SCAN|SEARCH|TEMP|Scan)/.test(l)).slice(0, 12),
          problems,
        })
    }
  } finally {
    if (dialect === 'postgres') await client.query!('RESET enable_seqscan')
  }
  captured.length = 0
  return out
}

describe(`query plans (${dialect})`, () => {
  it('the public pages and /api/v1 read the growing tables through indexes', async () => {
    const { ROUTES } = await import('@/api-v1/routes')
    const { currentAcademicYear } = await import('@/lib/academic-year')
    const { clearContentCache } = await import('@/content/cache')
    const notices = await import('@/content/notices')
    const achievements = await import('@/content/achievements')
    const { listGalleryImages, GENERAL_GALLERY } = await import('@/content/gallery')
    const institutions = await import('@/content/institutions')
    const society = await import('@/content/society')
    const { listPortalLinks } = await import('@/content/portal-links')
    const { listMagazines } = await import('@/content/magazine')
    const { listTrustees } = await import('@/content/trustees')
    const { getSiteSettings } = await import('@/content/site-settings')
    const events = await import('@/content/events')
    const { liveAlertsFor } = await import('@/content/alerts')
    const { listDownloads } = await import('@/content/downloads')
    const { listStaff } = await import('@/content/staff-directory')

    const year = currentAcademicYear()
    const inst = (await payload.find({ collection: 'institutions', sort: 'order', limit: 1, depth: 0 })).docs[0]!.id
    const notice = (await payload.find({ collection: 'notices', limit: 1, depth: 0 })).docs[0]!.id
    const type = (await notices.listNoticeTypes())[0]!.code
    clearContentCache()
    await capture(async () => {
      for (const lang of ['en', 'mr'] as const) {
        await notices.listNotices({ lang })
        await notices.listNotices({ lang, year })
        await notices.listNotices({ lang, type })
        await notices.listNotices({ lang, year, type })
        await notices.getNotice(notice, lang)
        await achievements.listAchievements({ lang })
        await achievements.listAchievements({ lang, year, by: 'student' })
        await achievements.listAchievements({ lang, institution: inst })
        await listGalleryImages({ lang })
        await listGalleryImages({ lang, year })
        await listGalleryImages({ lang, institution: inst, year })
        await listGalleryImages({ lang, institution: GENERAL_GALLERY })
        await institutions.listInstitutions(lang)
        await institutions.getInstitution(inst, lang)
        await society.listAwards(lang)
        await society.listRtiItems(lang)
        await society.listMediaTalks(lang)
        await society.listImportantLinks(lang)
        await listPortalLinks('ADMISSION-PORTAL', lang)
        await listMagazines(lang)
        await listTrustees(lang)
        await getSiteSettings(lang)
        await events.listEvents({}, lang)
        await events.listEvents({ institution: inst, category: 'examination' }, lang)
        await events.getEvent(1, lang)
        await liveAlertsFor(`/institutions/${inst}`, lang)
        await listDownloads(inst, lang)
        await listStaff(inst, lang)
      }
      await events.listEventPages()
      // Every /api/v1 read, uncached.
      clearContentCache()
      for (const route of ROUTES.filter((r) => r.method === 'GET')) {
        const params = { institute: inst, galleryInstitute: inst, year, id: notice }
        const query = route.query ? route.query.parse({ institute: String(inst), category: 'ADMISSION-PORTAL' }) : {}
        await route.handler({ params, query, body: undefined, lang: 'en' } as never)
      }
    })
    const selects = captured.filter((c) => /^\s*select/i.test(c.sql)).length
    expect(selects).toBeGreaterThan(20)
    expect(await unindexed()).toEqual([])
  })

  it('the grievance desk reads its list, filters and search through indexes', async () => {
    const inst = (await payload.find({ collection: 'institutions', limit: 1, depth: 0 })).docs[0]!.id
    const { newGrievanceReference } = await import('@/grievances/create')
    for (let i = 0; i < 3; i++) {
      await payload.create({
        collection: 'grievances',
        data: {
          reference: newGrievanceReference(),
          status: 'new',
          institution: inst,
          issueType: 'Other',
          firstName: 'A',
          lastName: 'B',
          dateOfBirth: '2000-01-01',
          email: 'a@b.c',
          mobile: '9876543210',
          message: 'Text',
        },
      })
    }
    const reference = (await payload.find({ collection: 'grievances', limit: 1 })).docs[0]!.reference
    // What the admin list asks for (a page of 10, newest first, with its count), by each filter.
    const desk = (where: Record<string, unknown>) =>
      payload.find({
        collection: 'grievances',
        where: where as never,
        sort: '-createdAt',
        limit: 10,
        page: 1,
        depth: 1,
      })
    await capture(async () => {
      await desk({})
      await desk({ status: { equals: 'new' } })
      await desk({ institution: { equals: inst } })
      await desk({ institution: { in: [inst] } })
      await desk({ and: [{ institution: { in: [inst] } }, { status: { equals: 'in-progress' } }] })
      await desk({ reference: { equals: reference } })
      // The CSV export's batch after a row (keyset): newest first (the list's order), also by status
      // or institution, and by reference. (Other pairs of a filter and an order sort the filtered
      // rows in every batch: correct, slower, not indexed.)
      const { afterRow } = await import('@/grievances/export')
      const last = (await payload.find({ collection: 'grievances', sort: '-createdAt', limit: 1, depth: 0 })).docs[0]!
      const batch = (sort: string, where: Record<string, unknown>[] = []) =>
        payload.find({
          collection: 'grievances',
          where: { and: [...where, afterRow(sort, last)] } as never,
          sort: [sort, sort.startsWith('-') ? '-id' : 'id'],
          limit: 500,
          pagination: false,
          depth: 0,
        })
      await batch('-createdAt')
      await batch('-createdAt', [{ status: { equals: 'new' } }])
      await batch('-createdAt', [{ institution: { equals: inst } }])
      await batch('reference')
    })
    expect(captured.length).toBeGreaterThan(5)
    expect(await unindexed()).toEqual([])
  })
})
