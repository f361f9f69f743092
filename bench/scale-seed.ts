/**
 * The 100× data of `npm run bench:scale` (bench/scale.mjs runs it with tsx on a database that holds
 * the demo content): SCALE / 100 × (20,000 notices over ten academic years, 20,000 achievements,
 * 50,000 gallery photos, 1,000 media talks, 100,000 grievances). Payload's hooks would take hours,
 * so rows are written with multi-row INSERTs (as src/seed/bulk-grievances.ts does), each a copy of a
 * published demo document of its collection taken in turn, with its `_locales` rows (both
 * languages): the relations (notice type, institution, album, the files) are the demo's own, so
 * they are valid, and the photos share the demo's few image files. Notices and media talks get
 * their own titles and dates spread over ten academic years, achievements their years.
 * Version history (`_…_v`) is not copied: the site reads published documents from the main tables.
 * The search index is not filled for the copies (`npm run search:rebuild` would).
 * Prints one JSON line: the rows written per table and the time.
 */
export {}

process.env.LOG_LEVEL ||= 'warn'
const SCALE = Number(process.env.SCALE || 100)
const n = (at100: number) => Math.round((at100 * SCALE) / 100)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { bulkGrievances } = await import('../src/seed/bulk-grievances')
const { currentAcademicYear, shiftAcademicYear } = await import('../src/lib/academic-year')

const payload = await getPayload({ config })
const postgres = payload.db.name === 'postgres'
type Row = Record<string, unknown>
type SqliteClient = {
  execute: (s: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }>
  batch: (s: { sql: string; args: unknown[] }[], mode: 'write') => Promise<{ rows: Row[] }[]>
}
type PgPool = { query: (text: string, params?: unknown[]) => Promise<{ rows: Row[] }> }
const client = (payload.db as unknown as { drizzle: { $client: unknown } }).drizzle.$client

async function query(text: string, args: unknown[] = []): Promise<Row[]> {
  if (postgres)
    return (
      await (client as PgPool).query(
        text.replace(
          /\?/g,
          (
            (i) => () =>
              `$${++i}`
          )(0),
        ),
        args,
      )
    ).rows
  return (await (client as SqliteClient).execute({ sql: text, args })).rows.map((r) => ({ ...r }))
}

/** A row to copy: the database gives the copy its own id. */
const withoutId = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'id'))

/** Insert rows (same columns) in statements of at most 400 rows; returns the new ids in order. */
async function insert(table: string, rows: Row[]): Promise<number[]> {
  if (!rows.length) return []
  const columns = Object.keys(rows[0]!)
  const ids: number[] = []
  const per = Math.max(1, Math.floor(8000 / columns.length))
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per)
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    const args = chunk.flatMap((r) => columns.map((c) => r[c] ?? null))
    const result = await query(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values} RETURNING id`,
      args,
    )
    ids.push(...result.map((r) => Number(r.id)))
  }
  return ids
}

/**
 * `count` copies of the published documents of `table` in turn, with their locale rows. `vary`
 * changes a copy's columns, `varyLocale` its locale rows' (i: the copy's number).
 */
async function copies(
  table: string,
  count: number,
  vary: (row: Row, i: number) => Row = (r) => r,
  varyLocale: (row: Row, i: number) => Row = (r) => r,
) {
  const templates = await query(`SELECT * FROM "${table}" WHERE _status = 'published' ORDER BY id`)
  if (!templates.length) throw new Error(`${table}: no published document to copy`)
  const locales = await query(
    `SELECT * FROM "${table}_locales" WHERE _parent_id IN (${templates.map(() => '?').join(', ')})`,
    templates.map((t) => t.id),
  )
  const BATCH = 2000
  for (let from = 0; from < count; from += BATCH) {
    const rows: Row[] = []
    const sources: Row[] = []
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const template = templates[i % templates.length]!
      sources.push(template)
      rows.push(vary(withoutId(template), i))
    }
    const ids = await insert(table, rows)
    const localeRows: Row[] = []
    ids.forEach((id, k) => {
      for (const l of locales.filter((row) => row._parent_id === sources[k]!.id)) {
        localeRows.push(varyLocale({ ...withoutId(l), _parent_id: id }, from + k))
      }
    })
    await insert(`${table}_locales`, localeRows)
  }
}

const started = Date.now()
const year = currentAcademicYear()
// Copy i is in the academic year i % 10 years back (they start in April), its date spread over
// that year and never after now.
const yearOf = (i: number) => shiftAcademicYear(year, -(i % 10))
const dateOf = (i: number, count: number) => {
  const start = Date.UTC(Number(yearOf(i).slice(0, 4)), 3, 1)
  // The current year only as far as today.
  const span = Math.min(360 * 86_400_000, Date.now() - 60_000 - start)
  return new Date(start + Math.floor(((i - (i % 10)) / Math.max(10, count)) * span)).toISOString()
}

const counts = {
  notices: n(20_000),
  achievements: n(20_000),
  gallery_images: n(50_000),
  media_talks: n(1_000),
  grievances: n(100_000),
}
await copies(
  'notices',
  counts.notices,
  (r, i) => ({ ...r, academic_year: yearOf(i), date: dateOf(i, counts.notices), publish_at: null, expires_at: null }),
  (l, i) => ({ ...l, title: `${l.title} (${i + 1})` }),
)
await copies(
  'achievements',
  counts.achievements,
  (r, i) => ({ ...r, academic_year: yearOf(i) }),
  (l, i) => ({ ...l, achiever_name: `${l.achiever_name ?? ''} ${i + 1}`.trim() }),
)
await copies('gallery_images', counts.gallery_images)
await copies(
  'media_talks',
  counts.media_talks,
  (r, i) => ({ ...r, date: dateOf(i, counts.media_talks), publish_at: null, expires_at: null }),
  (l, i) => ({ ...l, title: `${l.title} (${i + 1})` }),
)
const institutions = (await query(`SELECT id FROM institutions WHERE _status = 'published' ORDER BY id`)).map((r) =>
  Number(r.id),
)
await bulkGrievances(payload, { count: counts.grievances, institutions })
// Content changed without Payload's hooks: a `*` stamp, so that no server keeps what it read before.
const { bumpSql } = await import('../src/content/cache')
await query(bumpSql('*'))
process.stdout.write(`${JSON.stringify({ scale: SCALE, counts, ms: Date.now() - started })}\n`)
await payload.destroy()
process.exit(0)
