// npm run bench:profile: where the server spends its CPU under load. Starts the production server
// (`npm run build` first; fresh demo database) under `node --cpu-prof`, loads PROFILE_PATH (default
// /) with autocannon for DURATION seconds (default 10) after a 2 s warm-up, stops the server and
// prints the functions and the files with the most self time during the measurement. The profile
// stays in bench/out/ for Chrome DevTools (Performance → Load profile).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { measure } from './load.mjs'
import { startServer } from './server.mjs'

const target = process.env.PROFILE_PATH || '/'
const duration = Number(process.env.DURATION || 10)
const connections = Number(process.env.CONNECTIONS || 50)
const dir = path.resolve('bench/out/profile')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })

const server = await startServer({
  port: Number(process.env.BENCH_PORT || 3600),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
})
process.on('exit', server.stopSync)
let from = 0n
const r = await measure(server.base + target, {
  connections,
  duration,
  warmup: 2,
  onStart: () => (from = process.hrtime.bigint() / 1000n),
})
const to = process.hrtime.bigint() / 1000n
process.stdout.write(`${target}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms under --cpu-prof\n`)
await server.stop({ graceMs: 60_000 }) // the profile is written as the server exits

const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))
if (!files.length) throw new Error('no profile written')
// The server's profile is the largest (one per Node process).
const file = files
  .map((f) => path.join(dir, f))
  .reduce((a, b) => (readFileSync(a).length >= readFileSync(b).length ? a : b))
const prof = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(prof.nodes.map((n) => [n.id, n]))
const selfByFn = new Map()
const selfByFile = new Map()
let t = BigInt(prof.startTime)
let total = 0
for (let i = 0; i < prof.samples.length; i++) {
  t += BigInt(prof.timeDeltas[i])
  if (t < from || t > to) continue
  const dt = prof.timeDeltas[i + 1] ?? 0
  const { callFrame: f } = nodes.get(prof.samples[i])
  if (f.functionName === '(idle)' || f.functionName === '(program)') continue
  total += dt
  const where = f.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '') || f.functionName
  const fn = `${f.functionName || '(anonymous)'} ${where}:${f.lineNumber + 1}`
  selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + dt)
  const group = where.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? where
  selfByFile.set(group, (selfByFile.get(group) ?? 0) + dt)
}
const top = (m, n) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n')
process.stdout.write(
  `\nCPU during the measurement: ${(total / 1e6).toFixed(1)} s, ${(total / 1000 / r.requests).toFixed(1)} ms per request (${r.requests} requests)\n` +
    `\nSelf time by package or file:\n${top(selfByFile, 20)}\n\nSelf time by function:\n${top(selfByFn, 30)}\n\nProfile: ${path.relative(process.cwd(), file)}\n`,
)
process.exit(0)
