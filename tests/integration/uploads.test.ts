import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media, User } from '@/payload-types'
import { ALT_REQUIRED_MESSAGE, DAMAGED_IMAGE_MESSAGE, MB } from '@/lib/upload-rules'
import { makePdf } from '@/seed/pdf'

import { largePdf } from '../fixtures/large-pdf'
import { pngClaiming } from '../fixtures/png-claiming'
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
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#f2c14e"/></svg>`,
        ),
      },
    ])
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
    expect(await refusal(upload(html, 'notice.pdf', 'application/pdf'))).toContain(
      'This file is named .pdf but is not a PDF document; it is a web page (HTML).',
    )
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    expect(await refusal(upload(svg, 'logo.svg', 'image/svg+xml'))).toContain('this file is an SVG drawing')
    const xmlSvg = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg.toString()}`)
    expect(await refusal(upload(xmlSvg, 'logo.png', 'image/png'))).toContain(
      'This file is named .png but is not a PNG image; it is an SVG drawing',
    )
  })

  it('an image over 10 MB and a PDF over 20 MB, saying how large they are', async () => {
    // A real JPEG followed by padding: the size is what is being tested.
    const big = Buffer.concat([await photo('jpeg', 400, 300), Buffer.alloc(11 * MB)])
    expect(await refusal(upload(big, 'big.jpg', 'image/jpeg'))).toMatch(
      /Images can be at most 10 MB; this one is 11\.\d MB\./,
    )
    const huge = largePdf('Annual report', 21 * MB + 1)
    expect(huge.length).toBeGreaterThan(21 * MB)
    expect(await refusal(upload(huge, 'report.pdf', 'application/pdf'))).toMatch(
      /PDF documents can be at most 20 MB; this one is 2\d\.\d MB\./,
    )
  })

  it('a damaged PDF and an empty file', async () => {
    expect(await refusal(upload(makePdf('Cut short').subarray(0, 200), 'cut.pdf', 'application/pdf'))).toContain(
      'This PDF is damaged or incomplete.',
    )
    expect(await refusal(upload(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'))).toContain('This file is empty.')
  })

  it('an image without alternative text', async () => {
    for (const alt of [null, '', '   ']) {
      expect(await refusal(upload(await photo('png', 300, 200), 'no-alt.png', 'image/png', alt))).toContain(
        `alt: ${ALT_REQUIRED_MESSAGE}`,
      )
    }
  })
})

describe('accepted uploads', () => {
  it('JPEG, PNG and WebP images, with card, grid and full WebP sizes on disk', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const doc = await upload(
        await photo(format, 2000, 1500),
        `photo-${format}.${format === 'jpeg' ? 'jpg' : format}`,
        `image/${format}`,
      )
      expect(doc.mimeType).toBe(`image/${format}`)
      // The original is kept no larger than the largest size (D13 below).
      expect([doc.width, doc.height]).toEqual([1600, 1200])
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
    const pdf = largePdf('Prospectus', 15 * MB + 1)
    expect(pdf.length).toBeGreaterThan(15 * MB)
    const doc = await upload(pdf, 'prospectus.pdf', 'application/pdf', null)
    // Read as a whole PDF: its page's text is in search.
    expect(doc).toMatchObject({ mimeType: 'application/pdf', filesize: pdf.length, pdfHasText: true })
    expect(doc.filename).toMatch(/^prospectus-[0-9a-f]{20}\.pdf$/)
    expect(doc.sizes?.card?.url ?? null).toBeNull()
    expect(existsSync(fileOnDisk(doc.filename))).toBe(true)
  })

  it('a file whose extension disagrees with its content is stored under the right one', async () => {
    const png = await upload(await photo('png', 500, 400), 'really-a-png.jpg', 'image/jpeg')
    expect(png.mimeType).toBe('image/png')
    expect(png.filename).toMatch(/^really-a-png-[0-9a-f]{20}\.png$/)
    const pdf = await upload(makePdf('Scan'), 'scan.jpeg', 'image/jpeg', 'Scan')
    expect(pdf.mimeType).toBe('application/pdf')
    expect(pdf.filename).toMatch(/^scan-[0-9a-f]{20}\.pdf$/)
  })
})

describe('through the REST API (/cms-api), as the admin uploads', () => {
  const rest = async (method: 'GET' | 'POST', segments: string[], init: RequestInit | Promise<RequestInit> = {}) => {
    const handler = method === 'GET' ? REST_GET(config) : REST_POST(config)
    const request = new Request(`http://test.local/cms-api/${segments.join('/')}`, { method, ...(await init) })
    return handler(request, { params: Promise.resolve({ slug: segments }) })
  }
  // The multipart body as bytes, as a browser's request arrives: a FormData body is streamed by
  // Node 24's fetch, which fails (an unhandled rejection) when the server stops reading early,
  // as it does past the size limit.
  const form = async (data: Buffer, name: string, type: string, alt = 'Photo') => {
    const fields = new FormData()
    fields.append('file', new Blob([new Uint8Array(data)], { type }), name)
    fields.append('_payload', JSON.stringify({ alt }))
    const encoded = new Response(fields)
    const headers = { Authorization: `JWT ${token}`, 'Content-Type': encoded.headers.get('content-type')! }
    return { method: 'POST', body: await encoded.arrayBuffer(), headers }
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

/** Every file an upload stored, original and sizes. */
const filesOf = (doc: Media) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter((f): f is string => !!f)
const digest = (filename: string) =>
  createHash('sha256')
    .update(readFileSync(fileOnDisk(filename)))
    .digest('hex')
const uploadsDirFiles = () => (existsSync(process.env.UPLOADS_DIR!) ? readdirSync(process.env.UPLOADS_DIR!).sort() : [])
/** A file as a visitor asks for it. */
const served = (filename: string) =>
  REST_GET(config)(new Request(`http://test.local/cms-api/media/file/${encodeURIComponent(filename)}`), {
    params: Promise.resolve({ slug: ['media', 'file', filename] }),
  })
const painted = (format: 'png' | 'webp' | 'jpeg', width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 60, b: 90 } } })
    .toFormat(format)
    .toBuffer()

describe('H1: every stored file belongs to one record', () => {
  let editor: User
  beforeAll(async () => {
    editor = await payload.create({
      collection: 'users',
      data: {
        email: 'uploads-editor@example.org',
        password: 'uploads-editor-password',
        role: 'editor',
        name: 'Editor',
      } as never,
    })
  })
  const uploadAs = (user: User, data: Buffer, name: string, mimetype: string, alt = 'A trustee') =>
    payload.create({
      collection: 'media',
      data: { alt },
      file: { data, name, mimetype, size: data.length },
      overrideAccess: false,
      user,
      context,
    }) as Promise<Media>

  it('an editor uploading trustee-1.png (400 × 500) leaves an existing trustee-1 picture and its sizes as they were', async () => {
    // A picture stored before this release, named as Payload named it then: trustee-1.jpg with
    // trustee-1-400x500.webp and trustee-1-800x1000.webp beside it.
    const dir = process.env.UPLOADS_DIR!
    mkdirSync(dir, { recursive: true })
    const original = await painted('jpeg', 800, 1000, 200)
    writeFileSync(path.join(dir, 'trustee-1.jpg'), original)
    const sizes: Record<
      string,
      { filename: string; width: number; height: number; filesize: number; mimeType: string }
    > = {}
    for (const [name, width] of [
      ['card', 400],
      ['grid', 800],
    ] as const) {
      const data = await sharp(original).resize({ width }).webp().toBuffer()
      sizes[name] = {
        filename: `trustee-1-${width}x${width * 1.25}.webp`,
        width,
        height: width * 1.25,
        filesize: data.length,
        mimeType: 'image/webp',
      }
      writeFileSync(path.join(dir, sizes[name].filename), data)
    }
    const before = Object.fromEntries(
      ['trustee-1.jpg', ...Object.values(sizes).map((s) => s.filename)].map((f) => [f, digest(f)]),
    )
    const legacy = await payload.db.create({
      collection: 'media',
      data: {
        filename: 'trustee-1.jpg',
        mimeType: 'image/jpeg',
        width: 800,
        height: 1000,
        filesize: original.length,
        sizes,
        uploadedBy: admin.id,
      },
    })

    const own = await uploadAs(editor, await painted('png', 400, 500, 10), 'trustee-1.png', 'image/png')
    expect(own.sizes?.card).toMatchObject({ width: 400, height: 500 })
    for (const [filename, hash] of Object.entries(before)) {
      expect(digest(filename), filename).toBe(hash)
      expect((await served(filename)).status, filename).toBe(200)
    }
    expect(filesOf(own).some((f) => f in before)).toBe(false)
    expect(own.filename).toMatch(/^trustee-1-[0-9a-f]{20}\.png$/)
    // The old record still reads and links as before the upgrade.
    const read = await payload.findByID({ collection: 'media', id: legacy.id as number, depth: 0 })
    expect(read.sizes?.card?.url).toBe('/cms-api/media/file/trustee-1-400x500.webp')
  })

  it("an editor deleting their target.webp (1800 × 1200) leaves the administrator's target.png (1200 × 800) and its sizes", async () => {
    const admins = await uploadAs(admin, await painted('png', 1200, 800, 220), 'target.png', 'image/png')
    const kept = Object.fromEntries(filesOf(admins).map((f) => [f, digest(f)]))
    expect(Object.keys(kept)).toHaveLength(3) // original, card, grid (no full: narrower than 1600)
    const own = await uploadAs(editor, await painted('webp', 1800, 1200, 30), 'target.webp', 'image/webp')
    expect(own.sizes?.card).toMatchObject({ width: 400, height: 267 })
    expect(filesOf(own).filter((f) => f in kept)).toEqual([])

    await payload.delete({ collection: 'media', id: own.id, overrideAccess: false, user: editor, context })
    for (const f of filesOf(own)) expect(existsSync(fileOnDisk(f)), f).toBe(false)
    for (const [filename, hash] of Object.entries(kept)) {
      expect(digest(filename), filename).toBe(hash)
      expect((await served(filename)).status, filename).toBe(200)
    }
  })

  it('replacing a file removes only that record’s old files; names are never reused or guessable', async () => {
    const first = await uploadAs(editor, await painted('png', 900, 600, 80), 'notice.png', 'image/png')
    const second = await uploadAs(editor, await painted('png', 900, 600, 90), 'notice.png', 'image/png')
    expect(second.filename).not.toBe(first.filename)
    expect([first.filename, second.filename]).toEqual([
      expect.stringMatching(/^notice-[0-9a-f]{20}\.png$/),
      expect.stringMatching(/^notice-[0-9a-f]{20}\.png$/),
    ])
    const replacement = await painted('png', 900, 600, 100)
    const replaced = (await payload.update({
      collection: 'media',
      id: first.id,
      data: {},
      file: { data: replacement, name: 'notice.png', mimetype: 'image/png', size: replacement.length },
      overrideAccess: false,
      user: editor,
      context,
    })) as Media
    expect(filesOf(replaced).filter((f) => filesOf(first).includes(f) || filesOf(second).includes(f))).toEqual([])
    for (const f of filesOf(first)) expect(existsSync(fileOnDisk(f)), f).toBe(false)
    for (const f of [...filesOf(second), ...filesOf(replaced)]) expect(existsSync(fileOnDisk(f)), f).toBe(true)
  })
})

describe('D13: a stated pixel limit, and nothing larger than the largest size stored', () => {
  it('refuses images over 50 megapixels with their own message, not as damaged', async () => {
    for (const [width, height, megapixels] of [
      [20_000, 20_000, 400],
      [16_000, 16_000, 256],
    ] as const) {
      const message = await refusal(upload(await pngClaiming(width, height), 'huge.png', 'image/png'))
      expect(message).toContain(
        `this one has ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels} megapixels)`,
      )
      expect(message).not.toContain(DAMAGED_IMAGE_MESSAGE)
    }
  })

  it('keeps a large photo at most 1600 pixels a side: the original on disk and what is served', async () => {
    const doc = await upload(await photo('jpeg', 4000, 3000), 'big-photo.jpg', 'image/jpeg')
    expect([doc.width, doc.height]).toEqual([1600, 1200])
    expect(await sharp(fileOnDisk(doc.filename)).metadata()).toMatchObject({ width: 1600, height: 1200 })
    const res = await served(doc.filename!)
    expect(res.status).toBe(200)
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 1600, height: 1200 })
    expect(doc.sizes?.full).toMatchObject({ width: 1600, height: 1200 })
  })
})

describe('D14: long names, and refusals leave nothing behind', () => {
  it('a 250-character name is shortened and stored with all its sizes', async () => {
    const before = uploadsDirFiles()
    const doc = await upload(
      await photo('jpeg', 2000, 1500),
      `${'Annual day celebration '.repeat(11).slice(0, 246)}.jpg`,
      'image/jpeg',
    )
    expect(doc.filename).toMatch(/^annual-day-celebration-annual-day-celebr-[0-9a-f]{20}\.jpg$/)
    expect(uploadsDirFiles()).toEqual([...before, ...filesOf(doc)].sort())
  })

  it('refused uploads, new or replacing a file, leave no file and lose none', async () => {
    const pdf = await upload(makePdf('Circular'), 'circular.pdf', 'application/pdf', null)
    const before = uploadsDirFiles()
    await refusal(upload(windowsProgram(), 'photo.jpg', 'image/jpeg'))
    await refusal(upload(await photo('png', 800, 600), 'no-alt.png', 'image/png', ''))
    await refusal(upload(await pngClaiming(20_000, 20_000), 'huge.png', 'image/png'))
    await refusal(upload(Buffer.from('\x89PNG\r\n\x1a\n not really'), 'broken.png', 'image/png'))
    // A PDF (which needs no alternative text) replaced by an image without it: refused before any
    // file is touched, so the PDF stays and nothing new is written.
    const image = await photo('png', 800, 600)
    const message = await refusal(
      payload.update({
        collection: 'media',
        id: pdf.id,
        data: {},
        file: { data: image, name: 'photo.png', mimetype: 'image/png', size: image.length },
        overrideAccess: false,
        user: admin,
        context,
      }),
    )
    expect(message).toContain(`alt: ${ALT_REQUIRED_MESSAGE}`)
    expect(uploadsDirFiles()).toEqual(before)
    expect((await payload.findByID({ collection: 'media', id: pdf.id })).filename).toBe(pdf.filename)
  })
})
