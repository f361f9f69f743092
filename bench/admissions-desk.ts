/**
 * npx tsx bench/admissions-desk.ts: the admissions desk at 50,000 enquiries, on a temporary SQLite
 * database. Seeds 18 schools and ENQUIRIES enquiries with plain SQL, then times, through Payload's
 * REST handler as the admin list asks them (a page of 10 with its total, open first by due date,
 * the logged-in user's access): the administrator's list, a filter, one school's editor's list and
 * search; and streams the CSV export of every enquiry (administrator) and of one school's (editor),
 * with the process's peak resident memory. Prints the figures on stderr (docs/benchmarks.md keeps them).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ENQUIRIES = Number(process.env.ENQUIRIES ?? 50_000)
const RUNS = 7

const dir = mkdtempSync(path.join(tmpdir(), 'bench-admissions-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'desk.db')}`
process.env.UPLOADS_DIR = path.join(dir, 'uploads')
process.env.PAYLOAD_SECRET ??= 'bench-desk-secret-bench-desk-secret-0123'
process.env.LOG_LEVEL ??= 'silent'

const { default: config } = await import('@payload-config')
const { getPayload, handleEndpoints } = await import('payload')
const { newEnquiryReference } = await import('../src/admissions/filing')
const { CLASSES, ENQUIRY_STATUSES, firstAnswerDue } = await import('../src/admissions/desk')

const payload = await getPayload({ config })
const schools: number[] = []
for (let i = 1; i <= 18; i++) {
  schools.push(
    (
      await payload.create({
        collection: 'institutions',
        data: { name: `School ${i}`, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      })
    ).id,
  )
}
const password = 'bench-desk-password-1'
const token = async (email: string, data: Record<string, unknown>) => {
  await payload.create({ collection: 'users', data: { email, password, ...data } as never })
  return (await payload.login({ collection: 'users', data: { email, password } })).token!
}
const admin = await token('admin@bench.test', { role: 'admin' })
const editor = await token('editor@bench.test', { role: 'editor', institutions: [schools[0]] })

const COLUMNS = [
  'reference',
  'status',
  'institution_id',
  'due_at',
  'closed_at',
  'closed',
  'created_at',
  'updated_at',
  'language',
  'class_sought',
  'academic_year',
  'child_name',
  'child_date_of_birth',
  'parent_name',
  'email',
  'mobile',
  'message',
] as const
const now = Date.now()
const refs = new Set<string>()
const rows: unknown[][] = []
for (let i = 0; i < ENQUIRIES; i++) {
  let ref = newEnquiryReference()
  while (refs.has(ref)) ref = newEnquiryReference()
  refs.add(ref)
  const at = new Date(now - i * 60_000).toISOString()
  const status = ENQUIRY_STATUSES[i % ENQUIRY_STATUSES.length]!.value
  const closed = status === 'closed'
  rows.push([
    ref,
    status,
    schools[i % schools.length],
    firstAnswerDue(at).toISOString(),
    closed ? at : null,
    closed ? 1 : 0,
    at,
    at,
    i % 2 ? 'mr' : 'en',
    CLASSES[i % CLASSES.length]!.value,
    '2027-2028',
    `Child ${i}`,
    '2016-08-14',
    `Parent ${i}`,
    `parent${i}@example.org`,
    '9820000000',
    `Question ${i}, "quoted"`,
  ])
}
const client = (
  payload.db as unknown as {
    drizzle: { $client: { batch: (s: { sql: string; args: unknown[] }[], mode: 'write') => Promise<unknown> } }
  }
).drizzle.$client
const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`
const batches: { sql: string; args: unknown[] }[] = []
for (let s = 0; s < rows.length; s += 500) {
  const chunk = rows.slice(s, s + 500)
  batches.push({
    sql: `INSERT INTO admission_enquiries (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`,
    args: chunk.flat(),
  })
}
await client.batch(batches, 'write')

const request = (query: string, as: string) =>
  handleEndpoints({
    config,
    request: new Request(`http://bench.local/cms-api/admission-enquiries${query}`, {
      headers: { Authorization: `JWT ${as}` },
    }),
  })

async function timed(query: string, as: string) {
  const times: number[] = []
  let total = 0
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const res = await request(query, as)
    const body = (await res.json()) as { totalDocs?: number }
    times.push(performance.now() - start)
    if (res.status !== 200) throw new Error(`${query}: ${res.status}`)
    total = body.totalDocs ?? 0
  }
  times.sort((a, b) => a - b)
  return { total, median: +times[Math.floor(RUNS / 2)]!.toFixed(1), max: +times[RUNS - 1]!.toFixed(1) }
}

const list = '?limit=10&page=1&sort=closed,dueAt&depth=0'
for (const [name, query, as] of [
  ['list, open first by due date (administrator)', list, admin],
  ['filter: status = new (administrator)', `${list}&where[status][equals]=new`, admin],
  ["list of one school's editor", list, editor],
  ["editor, search by child's name", `${list}&where[or][0][childName][like]=Child 4999`, editor],
  ['page 2,000 of the list (administrator)', '?limit=10&page=2000&sort=-createdAt&depth=0', admin],
] as const) {
  console.error(name, JSON.stringify(await timed(query, as)))
}

async function exportRun(as: string) {
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
  const start = performance.now()
  const res = await request('/export.csv', as)
  let lines = 0
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    for (const byte of value) if (byte === 10) lines++
  }
  clearInterval(sampler)
  return { rows: lines - 1, ms: Math.round(performance.now() - start), rssPeakMb: Math.round(peak / 1024 / 1024) }
}
console.error('CSV export, every enquiry (administrator)', JSON.stringify(await exportRun(admin)))
console.error("CSV export, one school's (editor)", JSON.stringify(await exportRun(editor)))

await payload.destroy()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
