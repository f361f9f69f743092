// One autocannon measurement: a warm-up (results discarded), then `duration` seconds of load with
// `connections` keep-alive connections. Loopback only.
import autocannon from 'autocannon'

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
export async function measure(url, { connections = 50, duration = 10, warmup = 2, headers = acceptEncoding(), onStart = () => {} } = {}) {
  const { hostname } = new URL(url)
  if (hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}: 127.0.0.1 only`)
  const first = await fetch(url, { headers })
  if (!first.ok) throw new Error(`GET ${url} answered ${first.status}`)
  await first.arrayBuffer()
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
