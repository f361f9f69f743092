import { existsSync, readdirSync } from 'node:fs'
import net from 'node:net'

import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { IMAGE_CSP, PDF_CSP } from '@/collections/Media'
import { makePdf } from '@/seed/pdf'

import { startObjectStore } from '../../scripts/lib/object-store.mjs'

/**
 * Uploads in an S3-compatible object store (S3_* set; src/config/storage.ts): a local s3rver on
 * 127.0.0.1:5852. Files and their sizes go to the bucket, not to UPLOADS_DIR, and are still served
 * through Payload's REST route (/cms-api/media/file/…) with the collection's Content-Security-Policy;
 * a missing file is a 404 and a deleted document's objects are removed.
 */

const store = await startObjectStore({ port: 5852 })
// Before Payload's config is imported (below): the configuration reads S3_* when it is built.
Object.assign(process.env, store.env)

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let rest: (method: 'GET' | 'POST' | 'DELETE', segments: string[], init?: RequestInit) => Promise<Response>
let token: string

beforeAll(async () => {
  const config = (await import('@payload-config')).default as Promise<SanitizedConfig>
  const { REST_DELETE, REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { migratedPayload } = await import('./payload')
  payload = await migratedPayload()
  const handlers: Record<string, Handler> = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    DELETE: REST_DELETE(config),
  }
  rest = (method, segments, init = {}) =>
    handlers[method]!(new Request(`http://test.local/cms-api/${segments.join('/')}`, { method, ...init }), {
      params: Promise.resolve({ slug: segments }),
    })
  const credentials = { email: 's3-admin@example.org', password: 's3-storage-test-password' }
  await payload.create({ collection: 'users', data: { ...credentials, role: 'admin', name: 'Admin' } as never })
  token = (await payload.login({ collection: 'users', data: credentials })).token!
})
afterAll(async () => {
  await payload?.destroy()
  await store.stop()
})

const auth = () => ({ Authorization: `JWT ${token}` })
const upload = async (data: Buffer, name: string, type: string, alt: string) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type }), name)
  body.append('_payload', JSON.stringify({ alt }))
  const res = await rest('POST', ['media'], { body, headers: auth() })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: Media }).doc
}
const get = (url: string) =>
  rest(
    'GET',
    new URL(url, 'http://test.local').pathname
      .replace(/^\/cms-api\//, '')
      .split('/')
      .map(decodeURIComponent),
  )
const uploadsDirFiles = () => (existsSync(process.env.UPLOADS_DIR!) ? readdirSync(process.env.UPLOADS_DIR!) : [])

describe('uploads in the object store', () => {
  it('has the same media fields as on local disk (one schema, one set of migrations)', () => {
    const names = payload.collections.media.config.fields.map((f) => ('name' in f ? f.name : ''))
    expect(names).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    expect(payload.collections.media.config.upload.disableLocalStorage).toBe(true)
  })

  let photo: Media
  let pdf: Media
  const pdfBytes = makePdf('Annual report')

  it('stores a JPEG, cleaned, with its sizes, and a PDF as uploaded in the bucket, nothing in UPLOADS_DIR', async () => {
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone' } })
      .toBuffer()
    photo = await upload(jpeg, 'school day.jpg', 'image/jpeg', 'A school building')
    pdf = await upload(pdfBytes, 'report.pdf', 'application/pdf', 'Annual report')
    const sizes = ['card', 'grid'] as const
    for (const size of sizes) expect(photo.sizes?.[size]?.filename, size).toBeTruthy()
    expect(photo.sizes?.full?.filename ?? null).toBeNull() // wider than the photo: not made
    expect(await store.keys()).toEqual(
      [photo.filename, ...sizes.map((s) => photo.sizes![s]!.filename), pdf.filename].sort(),
    )
    expect(uploadsDirFiles()).toEqual([])
    // Served through Payload, never straight from the bucket.
    expect(photo.url).toBe(`/cms-api/media/file/${encodeURIComponent(photo.filename!)}`)
    expect(photo.sizes?.card?.url).toMatch(/^\/cms-api\/media\/file\//)
  })

  it('serves them through /cms-api with their type and Content-Security-Policy', async () => {
    const original = await get(photo.url!)
    expect(original.status, await original.clone().text()).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.headers.get('content-security-policy')).toBe(IMAGE_CSP)
    const bytes = Buffer.from(await original.arrayBuffer())
    expect(bytes.length).toBe(photo.filesize)
    // The stored original is the cleaned one: no EXIF left.
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()

    const card = await get(photo.sizes!.card!.url!)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
    expect(card.headers.get('content-security-policy')).toBe(IMAGE_CSP)
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(400)

    const file = await get(pdf.url!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-security-policy')).toBe(PDF_CSP)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes)
  })

  it('answers 404 for a file that does not exist', async () => {
    expect((await rest('GET', ['media', 'file', 'no-such-photo.jpg'])).status).toBe(404)
  })

  it('answers 404 for a document whose object is gone from the bucket', async () => {
    const res = await fetch(`${store.endpoint}/${store.bucket}/${encodeURIComponent(pdf.filename!)}`, {
      method: 'DELETE',
    })
    expect(res.status).toBe(204)
    expect((await get(pdf.url!)).status).toBe(404)
  })

  it('removes the objects when the document is deleted', async () => {
    const res = await rest('DELETE', ['media', String(photo.id)], { headers: auth() })
    expect(res.status).toBe(200)
    expect(await store.keys()).toEqual([])
    expect((await get(photo.url!)).status).toBe(404)
  })
})

describe('/readyz with an object store', () => {
  const readyz = async () => (await import('@/app/readyz/route')).GET()
  const withEnv = async (vars: Record<string, string>, run: () => Promise<void>) => {
    const saved = { ...process.env }
    Object.assign(process.env, vars)
    try {
      await run()
    } finally {
      for (const name of Object.keys(vars)) process.env[name] = saved[name]
    }
  }

  it('answers 200 while the bucket answers too', async () => {
    const res = await readyz()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ready: true, database: 'ok', objectStore: 'ok' })
  })

  it('answers 503 when the bucket does not exist', async () => {
    await withEnv({ S3_BUCKET: 'no-such-bucket' }, async () => {
      const res = await readyz()
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(await res.json()).toEqual({ ready: false, database: 'ok', objectStore: 'unavailable' })
    })
  })

  it('answers 503 within its 3 s when the store accepts connections but never answers', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => void sockets.push(socket)).listen(5853, '127.0.0.1')
    try {
      await withEnv({ S3_ENDPOINT: 'http://127.0.0.1:5853' }, async () => {
        const started = Date.now()
        const res = await readyz()
        expect(res.status).toBe(503)
        expect(await res.json()).toEqual({ ready: false, database: 'ok', objectStore: 'unavailable' })
        expect(Date.now() - started).toBeLessThan(4500)
      })
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((r) => silent.close(r))
    }
  })
})
