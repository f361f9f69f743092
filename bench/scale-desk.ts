/**
 * The grievance desk's part of `npm run bench:scale` (bench/scale.mjs runs it with tsx on the
 * database DATABASE_URL points to, with whatever grievances it holds): the admin list as the desk
 * asks it (a page of 10, newest first, with its total; RUNS runs) and the streamed CSV export of
 * every grievance, through Payload's REST handler in-process as bench/desk.ts does, with the export's
 * time, the process's peak resident memory, and the live heap (after full collections) during a
 * second export. Prints one JSON line.
 */
import v8 from 'node:v8'
import vm from 'node:vm'

export {}

process.env.LOG_LEVEL ||= 'warn'
const RUNS = 7

const { default: config } = await import('@payload-config')
const { getPayload, handleEndpoints } = await import('payload')
const payload = await getPayload({ config })

const email = `scale-bench-${Date.now()}@bench.test`
const password = 'scale-bench-password-1'
await payload.create({ collection: 'users', data: { email, password, role: 'admin' } as never })
const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
const request = (query: string) =>
  handleEndpoints({
    config,
    request: new Request(`http://bench.local/cms-api/grievances${query}`, {
      headers: { Authorization: `JWT ${token}` },
    }),
  })

const times: number[] = []
let rows = 0
for (let i = 0; i < RUNS; i++) {
  const start = performance.now()
  const res = await request('?limit=10&page=1&sort=-createdAt&depth=0')
  const body = (await res.json()) as { totalDocs?: number }
  times.push(performance.now() - start)
  if (res.status !== 200) throw new Error(`the desk list answered ${res.status}`)
  rows = body.totalDocs ?? 0
}
times.sort((a, b) => a - b)

const mb = (b: number) => b / 1024 / 1024

/** Read the whole export; `each` runs after every chunk. */
async function readExport(each: () => void): Promise<number> {
  const res = await request('/export.csv')
  if (res.status !== 200) throw new Error(`the CSV export answered ${res.status}`)
  let bytes = 0
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    each()
  }
  return bytes
}

// 1. Time and resident memory. V8 lets the batches' garbage pile up before it collects, so the
// resident peak of a first export says how far the heap grew, not what the export holds.
const rssBefore = process.memoryUsage().rss
let rssPeak = rssBefore
const sample = () => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss))
const sampler = setInterval(sample, 10)
const start = performance.now()
const bytes = await readExport(sample)
const exportMs = performance.now() - start
clearInterval(sampler)

// 2. What the export holds: the live heap (after a full collection) every 10 chunks of a second
// export. Flat means it does not follow the number of rows.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
gc()
const liveBefore = process.memoryUsage().heapUsed
let livePeak = liveBefore
let chunks = 0
await readExport(() => {
  if (++chunks % 10 === 1) {
    gc()
    livePeak = Math.max(livePeak, process.memoryUsage().heapUsed)
  }
})
await payload.delete({ collection: 'users', where: { email: { equals: email } } })

process.stdout.write(
  `${JSON.stringify({ grievances: rows, listMedianMs: times[Math.floor(RUNS / 2)], listMaxMs: times[RUNS - 1], exportMs, exportMb: mb(bytes), rssBeforeMb: mb(rssBefore), rssPeakMb: mb(rssPeak), liveBeforeMb: mb(liveBefore), livePeakMb: mb(livePeak) })}\n`,
)
await payload.destroy()
process.exit(0)
