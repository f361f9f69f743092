/**
 * Uploaded files answer HEAD as they answer GET, without the body: link checkers
 * probe every PDF with HEAD, and Payload, which routes by method, answered 404. Called through the
 * route handlers the server mounts (src/app/(payload)/cms-api/[...slug]/route.ts).
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, HEAD } from '@/app/(payload)/cms-api/[...slug]/route'
import type { Media, User } from '@/payload-types'
import { makePdf } from '@/seed/pdf'

import { migratedPayload } from './payload'

let payload: Payload
let admin: User

beforeAll(async () => {
  payload = await migratedPayload()
  admin = await payload.create({
    collection: 'users',
    data: { email: 'head-admin@example.org', password: 'head-test-password', role: 'admin', name: 'Admin' } as never,
  })
})
afterAll(() => payload?.destroy())

const upload = (data: Buffer, name: string, mimetype: string) =>
  payload.create({
    collection: 'media',
    data: { alt: 'A file' },
    file: { data, name, mimetype, size: data.length },
    overrideAccess: false,
    user: admin,
    context: { disableRevalidate: true },
  }) as Promise<Media>

const call = (handler: typeof GET, method: 'GET' | 'HEAD', filename: string) =>
  handler(new Request(`http://test.local/cms-api/media/file/${encodeURIComponent(filename)}`, { method }), {
    params: Promise.resolve({ slug: ['media', 'file', filename] }),
  })

/** The headers a client reads from either answer (the date is the only one that may differ). */
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'))

describe('HEAD of an uploaded file', () => {
  it('answers a PDF and an image with the status and headers of GET (type, length, policy) and no body', async () => {
    const pdf = await upload(makePdf('Fee structure 2026-27'), 'fees-head.pdf', 'application/pdf')
    const image = await upload(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } })
        .jpeg()
        .toBuffer(),
      'head.jpg',
      'image/jpeg',
    )
    for (const filename of [pdf.filename!, image.filename!, image.sizes?.card?.filename ?? image.filename!]) {
      const get = await call(GET, 'GET', filename)
      const bytes = (await get.arrayBuffer()).byteLength
      const head = await call(HEAD, 'HEAD', filename)
      expect(get.status, filename).toBe(200)
      expect(head.status, filename).toBe(200)
      expect(headersOf(head), filename).toEqual(headersOf(get))
      expect(head.headers.get('content-type'), filename).toMatch(/^(application\/pdf|image\/(jpeg|webp))/)
      expect(Number(head.headers.get('content-length')), filename).toBe(bytes)
      // Next.js drops a route handler's Content-Length: the length also goes as the header server.mjs sends as Content-Length.
      expect(Number(get.headers.get('x-content-length')), filename).toBe(bytes)
      expect(Number(head.headers.get('x-content-length')), filename).toBe(bytes)
      expect(head.body, filename).toBeNull()
    }
    expect((await call(HEAD, 'HEAD', image.filename!)).headers.get('content-security-policy')).toBe(
      "default-src 'none'; sandbox",
    )
  })

  it('answers a file that is not there as GET does: 404, no body', async () => {
    const get = await call(GET, 'GET', 'no-such-file.pdf')
    const head = await call(HEAD, 'HEAD', 'no-such-file.pdf')
    expect(get.status).toBe(404)
    expect(head.status).toBe(404)
    expect(head.body).toBeNull()
  })
})
