// One load measurement: a warm-up (results discarded), then `duration` seconds of load with
// `connections` keep-alive connections. Loopback only.
//
// The load generator is autocannon (in-process, JavaScript), or wrk with LOADGEN=wrk (C, Debian's
// `wrk` package): against nginx autocannon itself is the bottleneck (it reaches about a seventh of
// what wrk does), so the "ours / nginx" ratio of cached pages is honest only with wrk.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'

import { treeCpuSeconds } from './memory.mjs'

/** Browsers ask for compressed responses; the server gzips (level 6), nginx.mjs matches. */
export const acceptEncoding = () => (process.env.GZIP === '0' ? {} : { 'accept-encoding': 'gzip' })

function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)))
    // A test that cannot connect at all would otherwise wait for every timeout.
    instance.on('error', () => {})
  })
}

/**
 * Measure GET url. Returns { rps, p50, p99, errors, requests, bytesPerRequest, loadgenCpuSeconds },
 * where errors counts socket errors, timeouts and non-2xx answers and loadgenCpuSeconds is the CPU
 * time this process (autocannon) spent measuring. onStart() runs just before the measurement.
 */
export async function measure(
  url,
  { connections = 50, duration = 10, warmup = 2, headers = acceptEncoding(), onStart = () => {} } = {},
) {
  const { hostname } = new URL(url)
  if (hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}: 127.0.0.1 only`)
  const first = await fetch(url, { headers })
  if (!first.ok) throw new Error(`GET ${url} answered ${first.status}`)
  await first.arrayBuffer()
  if (loadgen() === 'wrk') {
    if (warmup > 0) await runWrk({ url, connections, duration: warmup, headers })
    onStart()
    return runWrk({ url, connections, duration, headers })
  }
  if (warmup > 0) await run({ url, connections, duration: warmup, headers })
  onStart()
  const cpu0 = process.cpuUsage()
  const r = await run({ url, connections, duration, headers })
  const cpu = process.cpuUsage(cpu0)
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    loadgenCpuSeconds: (cpu.user + cpu.system) / 1e6,
  }
}

/** 'wrk' with LOADGEN=wrk, else 'autocannon'. */
export const loadgen = () => (process.env.LOADGEN === 'wrk' ? 'wrk' : 'autocannon')

/** wrk's durations ("812.00us", "1.20ms", "2.01s") in milliseconds. */
export function wrkMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!m) throw new Error(`wrk: unreadable duration "${text}"`)
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]]
}

/** wrk's sizes ("1.23GB", "512.00KB", "300B") in bytes. */
const wrkBytes = (text) => {
  const m = /^([\d.]+)([KMGT]?B)$/.exec(text.trim())
  if (!m) throw new Error(`wrk: unreadable size "${text}"`)
  return Number(m[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 }[m[2]]
}

/** The figures of `wrk --latency`'s report, in measure()'s shape (without loadgenCpuSeconds). */
export function parseWrk(out) {
  const grab = (re) => {
    const m = re.exec(out)
    if (!m) throw new Error(`wrk: no ${re} in its report:\n${out}`)
    return m
  }
  const requests = Number(grab(/(\d+) requests in ([\d.]+\w+), ([\d.]+\w?B) read/)[1])
  const read = wrkBytes(grab(/requests in [\d.]+\w+, ([\d.]+\w?B) read/)[1])
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)
  return {
    rps: Math.round(Number(grab(/Requests\/sec:\s+([\d.]+)/)[1])),
    p50: Math.round(wrkMs(grab(/^\s+50%\s+(\S+)\s*$/m)[1]) * 100) / 100,
    p99: Math.round(wrkMs(grab(/^\s+99%\s+(\S+)\s*$/m)[1]) * 100) / 100,
    errors: (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0),
    requests,
    bytesPerRequest: requests ? Math.round(read / requests) : 0,
  }
}

/** One wrk run (two threads: this machine's cores); its CPU time read from /proc while it runs. */
function runWrk({ url, connections, duration, headers }) {
  const args = [
    '--latency',
    '-t',
    '2',
    '-c',
    String(connections),
    '-d',
    `${duration}s`,
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.env.WRK || 'wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let cpuSeconds = 0
    const timer = setInterval(() => (cpuSeconds = treeCpuSeconds(child.pid) || cpuSeconds), 200)
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.once(
      'error',
      (error) => (
        clearInterval(timer),
        reject(new Error(`wrk could not start (apt-get install wrk): ${error.message}`))
      ),
    )
    child.once('exit', (code) => {
      clearInterval(timer)
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`))
      try {
        resolve({ ...parseWrk(out), loadgenCpuSeconds: cpuSeconds })
      } catch (error) {
        reject(error)
      }
    })
  })
}
