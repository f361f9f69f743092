/**
 * npm run bench:desk: the grievance desk at 100,000 grievances, on a temporary SQLite
 * database (or DATABASE_URL=postgres://… of a database it may fill).
 *
 * Seeds 18 institutions and GRIEVANCES grievances (bulk SQL, src/seed/bulk-grievances.ts), then
 * times, through Payload's REST handler as the admin list asks them (a page of 10 with its total,
 * newest first, with the logged-in user's access): the list, each filter, an officer's scoped list,
 * the search by reference, a far page; and streams the CSV export of about 11,000, 25,000 and
 * 100,000 rows, with its time and the process's peak resident memory while it runs.
 * Prints a table and writes it to bench/results.md ("Grievance desk" section).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'

const GRIEVANCES = Number(process.env.GRIEVANCES ?? 100_000)
const RUNS = 7
const TARGET_MS = 300

const dir = mkdtempSync(path.join(tmpdir(), 'bench-desk-'))
process.env.DATABASE_URL ??= `file:${path.join(dir, 'desk.db')}`
process.env.UPLOADS_DIR = path.join(dir, 'uploads')
process.env.PAYLOAD_SECRET ??= 'bench-desk-secret-bench-desk-secret-0123'
process.env.LOG_LEVEL ??= 'silent'

const { default: config } = await import('@payload-config')
const { getPayload, handleEndpoints } = await import('payload')
const { bulkGrievances } = await import('../src/seed/bulk-grievances')

const payload = await getPayload({ config })
const institutions: number[] = []
for (let i = 1; i <= 18; i++) {
  const doc = await payload.create({
    collection: 'institutions',
    data: { name: `School ${i}`, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
  })
  institutions.push(doc.id)
}
const password = 'bench-desk-password-1'
const token = async (email: string, data: Record<string, unknown>) => {
  await payload.create({ collection: 'users', data: { email, password, ...data } as never })
  return (await payload.login({ collection: 'users', data: { email, password } })).token!
}
const admin = await token('admin@bench.test', { role: 'admin' })
// An officer of two institutions (about 11,000 grievances): the scope is a list of institutions.
const officer = await token('officer@bench.test', {
  role: 'officer',
  allInstitutions: false,
  institutions: institutions.slice(0, 2),
})

const t = performance.now()
await bulkGrievances(payload, { count: GRIEVANCES, institutions })
const seedMs = performance.now() - t
const { docs } = await payload.find({
  collection: 'grievances',
  sort: 'createdAt',
  limit: 1,
  page: Math.floor(GRIEVANCES / 2),
  depth: 0,
})
const reference = docs[0]!.reference

const request = (query: string, as: string) =>
  handleEndpoints({
    config,
    request: new Request(`http://bench.local/cms-api/grievances${query}`, { headers: { Authorization: `JWT ${as}` } }),
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
  return { median: times[Math.floor(RUNS / 2)]!, max: times[RUNS - 1]!, total }
}

const list = '?limit=10&page=1&sort=-createdAt&depth=0'
const reads: [string, string, string][] = [
  ['list, newest first (administrator)', list, admin],
  ['filter: status = new', `${list}&where[status][equals]=new`, admin],
  ['filter: institution', `${list}&where[institution][equals]=${institutions[3]}`, admin],
  ['filter: issue type', `${list}&where[issueType][equals]=Degree`, admin],
  [
    'filter: status and institution',
    `${list}&where[and][0][status][equals]=in-progress&where[and][1][institution][equals]=${institutions[5]}`,
    admin,
  ],
  ['list of an officer of 2 institutions', list, officer],
  ['officer, filter: status = new', `${list}&where[status][equals]=new`, officer],
  ['search by whole reference (the list search box)', `${list}&where[or][0][reference][like]=${reference}`, admin],
  ['search by part of a reference', `${list}&where[or][0][reference][like]=${reference.slice(-4)}`, admin],
  ['page 5,000 of the list', '?limit=10&page=5000&sort=-createdAt&depth=0', admin],
]
const rows: string[] = []
for (const [name, query, as] of reads) {
  const r = await timed(query, as)
  rows.push(
    `| ${name} | ${r.total} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} | ${r.max < TARGET_MS ? 'met' : 'missed'} |`,
  )
  console.error(name, r)
}

/** Stream an export to nowhere, sampling the process's resident memory every 10 ms. */
async function exportRun(query: string) {
  const mb = (b: number) => b / 1024 / 1024
  const before = process.memoryUsage().rss
  const heapBefore = process.memoryUsage().heapUsed
  let peak = before
  let heapPeak = heapBefore
  const sample = () => {
    const m = process.memoryUsage()
    peak = Math.max(peak, m.rss)
    heapPeak = Math.max(heapPeak, m.heapUsed)
  }
  const sampler = setInterval(sample, 10)
  const start = performance.now()
  const res = await request(`/export.csv${query}`, admin)
  let bytes = 0
  let lines = 0
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 10) lines++
    sample()
  }
  const ms = performance.now() - start
  clearInterval(sampler)
  return {
    rows: lines - 1,
    ms,
    mbFile: mb(bytes),
    rssBefore: mb(before),
    rssPeak: mb(peak),
    heapBefore: mb(heapBefore),
    heapPeak: mb(heapPeak),
  }
}
const exports: string[] = []
for (const [name, query] of [
  ['2 institutions', `?where[institution][in]=${institutions[0]},${institutions[1]}`],
  ['status = new', '?where[status][equals]=new'],
  ['all', ''],
] as const) {
  const r = await exportRun(query)
  // Rows are counted by line ends, and every 11th seeded message holds a line break: hence ≈.
  console.error('export', name, r)
  exports.push(
    `| ${name} | ≈${r.rows.toLocaleString('en')} | ${(r.ms / 1000).toFixed(1)} | ${r.mbFile.toFixed(1)} | ${r.rssBefore.toFixed(0)} → ${r.rssPeak.toFixed(0)} (+${(r.rssPeak - r.rssBefore).toFixed(0)}) | ${r.heapBefore.toFixed(0)} → ${r.heapPeak.toFixed(0)} (+${(r.heapPeak - r.heapBefore).toFixed(0)}) |`,
  )
}

const dialect = payload.db.name
const section = [
  `## Grievance desk at ${GRIEVANCES.toLocaleString('en')} grievances (\`npm run bench:desk\`)`,
  '',
  `${new Date().toISOString()}, ${dialect}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average at start ${loadavg()
    .map((x) => x.toFixed(2))
    .join(
      ' / ',
    )}; the machine was shared with other sessions, so the times are indicative. Seeding ${GRIEVANCES.toLocaleString('en')} grievances with bulk SQL: ${(seedMs / 1000).toFixed(1)} s.`,
  '',
  `Reads through Payload's REST handler in-process, as the admin list asks them (a page of 10 with its total, the user's access applied), ${RUNS} runs each; target: under ${TARGET_MS} ms.`,
  '',
  '| read | rows found | median ms | slowest ms | target |',
  '|---|---:|---:|---:|---|',
  ...rows,
  '',
  'CSV export, streamed in keyset batches of 500 rows and read to the end; memory of the whole process (Payload included) before the export → at its peak while streaming. Flat means the growth does not follow the number of rows:',
  '',
  '| export | rows | seconds | file MB | resident MB | V8 heap used MB |',
  '|---|---:|---:|---:|---:|---:|',
  ...exports,
].join('\n')
process.stdout.write(`\n${section}\n\n`)

if (process.env.BENCH_WRITE !== '0') {
  const file = path.join(import.meta.dirname, 'results.md')
  const text = readFileSync(file, 'utf8')
  const heading = '\n## Grievance desk at '
  const at = text.indexOf(heading)
  const end = at < 0 ? -1 : text.indexOf('\n## ', at + heading.length)
  const next =
    at < 0
      ? `${text.trimEnd()}\n\n${section}\n`
      : `${text.slice(0, at + 1)}${section}\n${end < 0 ? '' : text.slice(end)}`
  writeFileSync(file, next)
}
await payload.destroy()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
