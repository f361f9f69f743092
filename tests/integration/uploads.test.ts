import { existsSync } from 'node:fs'
import path from 'node:path'

import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media, User } from '@/payload-types'
import { ALT_REQUIRED_MESSAGE, MB } from '@/lib/upload-rules'
import { makePdf } from '@/seed/pdf'

import { migratedPayload } from './payload'

/**
 * Uploads are checked by their content, with messages an editor understands (src/lib/upload-rules.ts,
 * the Media collection's beforeOperation hook), images get WebP sizes, and files are served with
 * their real type and, for images, a sandboxing Content-Security-Policy.
 */

let payload: Payload
let admin: User
let token: string

beforeAll(async () => {
  payload = await migratedPayload()
  const credentials = { email: 'uploads-admin@example.org', password: 'uploads-test-password' }
  admin = await payload.create({ collection: 'users', data: { ...credentials, role: 'admin', name: 'Admin' } as never })
  token = (await payload.login({ collection: 'users', data: credentials })).token!
})
afterAll(() => payload?.destroy())

const context = { disableRevalidate: true }
const photo = (format: 'jpeg' | 'png' | 'webp', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#f2c14e"/></svg>`) }])
    .toFormat(format)
    .toBuffer()

/** Upload as a logged-in administrator would, with access control applied. */
const upload = (data: Buffer, name: string, mimetype: string, alt: string | null = 'A school building') =>
  payload.create({
    collection: 'media',
    data: alt === null ? {} : { alt },
    file: { data, name, mimetype, size: data.length },
    overrideAccess: false,
    user: admin,
    context,
  }) as Promise<Media>

/** The message an editor sees (the error's message, which the admin shows in its toast). */
const refusal = async (attempt: Promise<unknown>): Promise<string> => {
  try {
    await attempt
  } catch (e) {
    const err = e as { message: string; data?: { errors?: { message: string; path: string }[] } }
    return [err.message, ...(err.data?.errors ?? []).map((x) => `${x.path}: ${x.message}`)].join(' | ')
  }
  throw new Error('the upload was accepted')
}

const fileOnDisk = (filename: string | null | undefined) => path.join(process.env.UPLOADS_DIR!, filename ?? 'missing')
const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs

/** A Windows program header ("MZ", the DOS stub and a PE signature). */
const windowsProgram = () => {
  const b = Buffer.alloc(4096)
  b.write('MZ', 0, 'latin1')
  b.writeUInt32LE(0x80, 0x3c)
  b.write('PE\0\0', 0x80, 'latin1')
  b.writeUInt16LE(0x14c, 0x84)
  return b
}

describe('refused uploads', () => {
  it('a renamed Windows program, as .jpg or .pdf', async () => {
    const before = await mediaCount()
    expect(await refusal(upload(windowsProgram(), 'holiday.jpg', 'image/jpeg'))).toContain(
      'This file is named .jpg but is not a JPEG image; it is a Windows program.',
    )
    expect(await refusal(upload(windowsProgram(), 'circular.pdf', 'application/pdf'))).toContain(
      'This file is named .pdf but is not a PDF document; it is a Windows program.',
    )
    expect(await refusal(upload(windowsProgram(), 'setup.exe', 'application/x-msdownload'))).toContain(
      'Only JPEG, PNG or WebP images and PDF documents can be uploaded; this file is a Windows program.',
    )
    expect(await mediaCount()).toBe(before)
  })

  it('an HTML page named .pdf, and SVG drawings', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
    expect(await refusal(upload(html, 'notice.pdf', 'application/pdf'))).toContain('This file is named .pdf but is not a PDF document; it is a web page (HTML).')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    expect(await refusal(upload(svg, 'logo.svg', 'image/svg+xml'))).toContain('this file is an SVG drawing')
    const xmlSvg = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg.toString()}`)
    expect(await refusal(upload(xmlSvg, 'logo.png', 'image/png'))).toContain('This file is named .png but is not a PNG image; it is an SVG drawing')
  })

  it('an image over 10 MB and a PDF over 20 MB, saying how large they are', async () => {
    // A real JPEG followed by padding: the size is what is being tested.
    const big = Buffer.concat([await photo('jpeg', 400, 300), Buffer.alloc(11 * MB)])
    expect(await refusal(upload(big, 'big.jpg', 'image/jpeg'))).toMatch(/Images can be at most 10 MB; this one is 11\.\d MB\./)
    const huge = makePdf('Annual report', Array.from({ length: 21 * 10_500 }, (_, i) => `Line ${i} `.padEnd(100, 'x')))
    expect(huge.length).toBeGreaterThan(21 * MB)
    expect(await refusal(upload(huge, 'report.pdf', 'application/pdf'))).toMatch(/PDF documents can be at most 20 MB; this one is 2\d\.\d MB\./)
  })

  it('a damaged PDF and an empty file', async () => {
    expect(await refusal(upload(makePdf('Cut short').subarray(0, 200), 'cut.pdf', 'application/pdf'))).toContain('This PDF is damaged or incomplete.')
    expect(await refusal(upload(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'))).toContain('This file is empty.')
  })

  it('an image without alternative text', async () => {
    for (const alt of [null, '', '   ']) {
      expect(await refusal(upload(await photo('png', 300, 200), 'no-alt.png', 'image/png', alt))).toContain(`alt: ${ALT_REQUIRED_MESSAGE}`)
    }
  })
})

describe('accepted uploads', () => {
  it('JPEG, PNG and WebP images, with card, grid and full WebP sizes on disk', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const doc = await upload(await photo(format, 2000, 1500), `photo-${format}.${format === 'jpeg' ? 'jpg' : format}`, `image/${format}`)
      expect(doc.mimeType).toBe(`image/${format}`)
      expect(doc.width).toBe(2000)
      expect(existsSync(fileOnDisk(doc.filename))).toBe(true)
      const sizes = doc.sizes!
      expect(sizes.card).toMatchObject({ width: 400, height: 300, mimeType: 'image/webp' })
      expect(sizes.grid).toMatchObject({ width: 800, height: 600, mimeType: 'image/webp' })
      expect(sizes.full).toMatchObject({ width: 1600, height: 1200, mimeType: 'image/webp' })
      for (const size of [sizes.card, sizes.grid, sizes.full]) {
        expect(size?.filename).toMatch(/\.webp$/)
        expect(existsSync(fileOnDisk(size?.filename))).toBe(true)
        expect(size?.url).toBe(`/cms-api/media/file/${size?.filename}`)
      }
    }
  })

  it('no size wider than the image itself', async () => {
    const doc = await upload(await photo('jpeg', 1000, 700), 'medium.jpg', 'image/jpeg')
    expect(doc.sizes?.card?.width).toBe(400)
    expect(doc.sizes?.grid?.width).toBe(800)
    expect(doc.sizes?.full?.url ?? null).toBeNull()
  })

  it('a portrait photo: the full size fits in 1600 × 1600', async () => {
    const doc = await upload(await photo('jpeg', 1500, 2000), 'portrait.jpg', 'image/jpeg')
    expect(doc.sizes?.card).toMatchObject({ width: 400, height: 533 })
    expect(doc.sizes?.full).toMatchObject({ width: 1200, height: 1600 })
  })

  it('a 15 MB PDF, without a title', async () => {
    const pdf = makePdf('Prospectus', Array.from({ length: 15 * 10_500 }, (_, i) => `Line ${i} `.padEnd(100, 'x')))
    expect(pdf.length).toBeGreaterThan(15 * MB)
    const doc = await upload(pdf, 'prospectus.pdf', 'application/pdf', null)
    expect(doc).toMatchObject({ mimeType: 'application/pdf', filename: 'prospectus.pdf', filesize: pdf.length })
    expect(doc.sizes?.card?.url ?? null).toBeNull()
    expect(existsSync(fileOnDisk(doc.filename))).toBe(true)
  })

  it('a file whose extension disagrees with its content is stored under the right one', async () => {
    const png = await upload(await photo('png', 500, 400), 'really-a-png.jpg', 'image/jpeg')
    expect(png).toMatchObject({ filename: 'really-a-png.png', mimeType: 'image/png' })
    const pdf = await upload(makePdf('Scan'), 'scan.jpeg', 'image/jpeg', 'Scan')
    expect(pdf).toMatchObject({ filename: 'scan.pdf', mimeType: 'application/pdf' })
  })
})

describe('through the REST API (/cms-api), as the admin uploads', () => {
  const rest = (method: 'GET' | 'POST', segments: string[], init: RequestInit = {}) => {
    const handler = method === 'GET' ? REST_GET(config) : REST_POST(config)
    const request = new Request(`http://test.local/cms-api/${segments.join('/')}`, { method, ...init })
    return handler(request, { params: Promise.resolve({ slug: segments }) })
  }
  const form = (data: Buffer, name: string, type: string, alt = 'Photo') => {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(data)], { type }), name)
    body.append('_payload', JSON.stringify({ alt }))
    return { method: 'POST', body, headers: { Authorization: `JWT ${token}` } }
  }

  it('refuses a renamed program with the message in the JSON answer', async () => {
    const res = await rest('POST', ['media'], form(windowsProgram(), 'photo.jpg', 'image/jpeg'))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toBe(
      'This file is named .jpg but is not a JPEG image; it is a Windows program. Only JPEG, PNG or WebP images and PDF documents can be uploaded.',
    )
  })

  it('cuts off bodies over 25 MB with a clear message', async () => {
    const res = await rest('POST', ['media'], form(Buffer.alloc(26 * MB, 1), 'huge.pdf', 'application/pdf'))
    expect(res.status).toBe(413)
    expect(JSON.stringify(await res.json())).toContain('Files can be at most 20 MB (images 10 MB)')
  })

  it('serves images with their real type, sandboxed, and PDFs with theirs', async () => {
    const res = await rest('POST', ['media'], form(await photo('webp', 900, 600), 'served.webp', 'image/webp'))
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: Media }
    for (const url of [doc.url, doc.sizes?.card?.url]) {
      const file = await rest('GET', url!.replace('/cms-api/', '').split('/'))
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/webp')
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    }
    const pdf = await upload(makePdf('Served'), 'served.pdf', 'application/pdf', 'Served')
    const file = await rest('GET', ['media', 'file', pdf.filename!])
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
  })
})
