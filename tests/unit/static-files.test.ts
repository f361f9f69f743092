import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadPrecompressed, servePrecompressed } from '../../server/static-files.mjs'

const script = Buffer.from('console.log("a chunk");'.repeat(100))
let dir = ''

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  fs.mkdirSync(path.join(dir, 'chunks'))
  fs.writeFileSync(path.join(dir, 'chunks/a.js'), script)
  fs.writeFileSync(path.join(dir, 'chunks/a.js.br'), brotliCompressSync(script))
  fs.writeFileSync(path.join(dir, 'chunks/a.js.gz'), gzipSync(script))
  fs.writeFileSync(path.join(dir, 'chunks/plain.js'), script) // no copies: left to Next.js
  fs.writeFileSync(path.join(dir, 'chunks/logo.png.br'), 'x') // not a precompressed type
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** What servePrecompressed wrote, for a request of `url` with these headers. */
function answer(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const sent: { status?: number; headers?: Record<string, string>; body?: Buffer } = {}
  const res = {
    writeHead: (status: number, h: Record<string, string>) => Object.assign(sent, { status, headers: h }),
    end: (body?: Buffer) => Object.assign(sent, { body }),
  } as unknown as ServerResponse
  const handled = servePrecompressed(loadPrecompressed(dir), { url, method, headers } as IncomingMessage, res)
  return { handled, ...sent }
}

describe('precompressed build files', () => {
  it('loads only the copies of scripts and styles, by URL path', () => {
    expect([...loadPrecompressed(dir).keys()]).toEqual(['/_next/static/chunks/a.js'])
    expect(loadPrecompressed(path.join(dir, 'missing')).size).toBe(0)
  })

  it('sends brotli when taken, else gzip, with the type, length and security headers', () => {
    const br = answer('/_next/static/chunks/a.js?dpl=1', { 'accept-encoding': 'gzip, br' })
    expect(br.handled).toBe(true)
    expect(br.headers).toMatchObject({
      'Content-Encoding': 'br',
      'Content-Type': 'application/javascript; charset=UTF-8',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    })
    expect(br.body?.length).toBe(Number(br.headers?.['Content-Length']))
    const gz = answer('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers?.['Content-Encoding']).toBe('gzip')
    expect(gz.body).toEqual(gzipSync(script))
  })

  it('HEAD: the headers without a body', () => {
    const head = answer('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.handled).toBe(true)
    expect(head.body).toBeUndefined()
  })

  it('leaves to Next.js: no coding taken, a range, another method, a file without copies, an unknown path', () => {
    expect(answer('/_next/static/chunks/a.js', { 'accept-encoding': 'identity' }).handled).toBe(false)
    expect(answer('/_next/static/chunks/a.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }).handled).toBe(false)
    expect(answer('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'POST').handled).toBe(false)
    expect(answer('/_next/static/chunks/plain.js', { 'accept-encoding': 'br' }).handled).toBe(false)
    expect(answer('/_next/static/chunks/../chunks/a.js', { 'accept-encoding': 'br' }).handled).toBe(false)
  })
})
