import { describe, expect, it } from 'vitest'

import { parseWrk, wrkMs } from '../../bench/load.mjs'

const report = `Running 10s test @ http://127.0.0.1:3601/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.02ms  412.35us  12.20ms   88.13%
    Req/Sec    24.61k     1.20k   27.00k    71.00%
  Latency Distribution
     50%  812.00us
     75%    1.10ms
     90%    1.40ms
     99%    2.50ms
  489768 requests in 10.00s, 4.67GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 3
Requests/sec:  48976.80
Transfer/sec:    478.00MB
`

describe('wrk report (bench LOADGEN=wrk)', () => {
  it('reads durations in microseconds, milliseconds and seconds', () => {
    expect(wrkMs('812.00us')).toBeCloseTo(0.812)
    expect(wrkMs('2.50ms')).toBe(2.5)
    expect(wrkMs('1.20s')).toBe(1200)
    expect(() => wrkMs('fast')).toThrow(/unreadable/)
  })

  it('gives the rate, the percentiles, the errors and the bytes per response', () => {
    const r = parseWrk(report)
    expect(r).toMatchObject({ rps: 48977, p50: 0.81, p99: 2.5, errors: 6, requests: 489768 })
    expect(r.bytesPerRequest).toBe(Math.round((4.67 * 1024 ** 3) / 489768))
  })

  it('reads percentiles in seconds, which wrk pads with a space', () => {
    const slow = report.replace('     99%    2.50ms', '     99%    1.52s ')
    expect(parseWrk(slow).p99).toBe(1520)
  })

  it('refuses a report without its figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:3601 Connection refused')).toThrow(/wrk: no/)
  })
})
