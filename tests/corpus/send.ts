import http from 'node:http'

import type { CorpusCase } from './requests'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }

/**
 * Send one corpus case over a fresh connection, byte for byte: the raw request target (no
 * normalisation of `..` or percent-escapes), exactly the headers given (no Content-Type unless the
 * case has one), and a body with an honest Content-Length unless the case sets its own or asks for
 * chunked transfer. Transport errors (a reset after a 413, say) are reported as status 0 only when
 * no response arrived.
 */
export function send(base: URL, c: CorpusCase, timeoutMs = 20_000): Promise<Answer> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const body = c.body === undefined ? undefined : Buffer.isBuffer(c.body) ? c.body : Buffer.from(c.body, 'utf8')
    const headers: Record<string, string> = { ...(c.headers ?? {}) }
    const hasLength = Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')
    if (body && !c.chunked && !hasLength) headers['content-length'] = String(body.length)
    const req = http.request({
      host: base.hostname,
      port: base.port,
      method: c.method,
      path: c.path,
      headers,
      agent: false,
      timeout: timeoutMs,
    })
    let settled = false
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        settled = true
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: Date.now() - started,
        })
      })
      res.on('error', (error) => {
        if (!settled) reject(error)
      })
    })
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)))
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413) and close before the whole body is written: that is fine.
      if (!settled && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        setTimeout(() => !settled && reject(error), 1000)
        return
      }
      if (!settled) reject(error)
    })
    if (body && c.chunked) {
      // Several writes without Content-Length: Node sends Transfer-Encoding: chunked.
      for (let i = 0; i < body.length; i += 4096) req.write(body.subarray(i, i + 4096))
      req.end()
    } else {
      req.end(body)
    }
  })
}

/** Run `fn` over `items` with at most `width` in flight. */
export async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return out
}
