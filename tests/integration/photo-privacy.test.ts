/**
 * No personal metadata leaves the server: a phone photo with its GPS position, author,
 * XMP, comment, a colour profile and a sideways orientation, uploaded through the REST API as the
 * admin does, is stored and served upright, in sRGB, without any of it (the original as well as
 * every size), and /api/v1 hands out its web-sized version. `npm run media:clean`'s function cleans
 * an image stored the old way.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { REST_GET } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { metadataIn } from '@/services/image-clean'
import { DAMAGED_IMAGE_MESSAGE } from '@/lib/upload-rules'

import { cleanStoredMedia } from '../../scripts/lib/media-clean'
import { api } from './api'
import { cms, login } from './cms'
import { migratedPayload } from './payload'

const run = promisify(execFile)
const uploadsDir = () => process.env.UPLOADS_DIR!

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await migratedPayload()
  const credentials = { email: 'privacy-admin@example.org', password: 'privacy-test-password' }
  await payload.create({ collection: 'users', data: { ...credentials, role: 'admin', name: 'Admin' } as never })
  token = await login(credentials.email, credentials.password)
})
afterAll(() => payload?.destroy())

const AUTHOR = 'Jane Photographer'
const COPYRIGHT = 'Copyright Jane Photographer 2026'
const XMP_PERSON = 'Xmp Creator Person'
const COMMENT = 'taken at the school gate by Jane'
const IPTC_PERSON = 'Iptc Byline Person'

/** A JPEG comment (COM) segment, inserted right after the start-of-image marker. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1')
  const segment = Buffer.alloc(4 + body.length)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(body.length + 2, 2)
  body.copy(segment, 4)
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)])
}

/**
 * A phone photo as the camera stores it: pixels 1800 wide and 2400 high with EXIF orientation 6
 * (turn 90° clockwise to view), so upright it is 2400 × 1800. The top 300 rows of the stored
 * pixels are red, the rest blue: upright, the red band is on the right. GPS position, Artist and
 * Copyright in EXIF, a creator in XMP, a by-line in IPTC, a comment, and a Display P3 colour profile.
 */
function phonePhoto(): Promise<Buffer> {
  // The same bytes for every test of the file (each writes its own copy where it stores one).
  return (phonePhotoBytes ??= makePhonePhoto())
}
let phonePhotoBytes: Promise<Buffer> | undefined

async function makePhonePhoto(): Promise<Buffer> {
  const band = await sharp({ create: { width: 1800, height: 300, channels: 3, background: { r: 220, g: 40, b: 40 } } })
    .png()
    .toBuffer()
  const jpeg = await sharp({ create: { width: 1800, height: 2400, channels: 3, background: { r: 30, g: 60, b: 200 } } })
    .composite([{ input: band, top: 0, left: 0 }])
    .withExif({
      IFD0: { Artist: AUTHOR, Copyright: COPYRIGHT, Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 4/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 52/1 1200/100',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${XMP_PERSON}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer()
  // IPTC (the news photo record: by-line, city), which sharp cannot write: added with exiftool.
  const file = path.join(uploadsDir(), '..', 'fixture-iptc.jpg')
  writeFileSync(file, withComment(jpeg, COMMENT))
  await run('exiftool', ['-overwrite_original', `-IPTC:By-line=${IPTC_PERSON}`, '-IPTC:City=Mumbai', file])
  return readFileSync(file)
}

type Tags = Record<string, unknown>

/** exiftool's reading of files: every tag it finds, by group, file by file (one exiftool process). */
async function exiftoolAll(files: { data: Buffer; name: string }[]): Promise<Tags[]> {
  const paths = files.map(({ data, name }) => {
    const file = path.join(uploadsDir(), '..', `exiftool-${name}`)
    writeFileSync(file, data)
    return file
  })
  const { stdout } = await run('exiftool', ['-json', '-G', '-a', ...paths])
  const byFile = new Map((JSON.parse(stdout) as Tags[]).map((tags) => [tags.SourceFile, tags]))
  return paths.map((file) => byFile.get(file)!)
}

type Examined = { data: Buffer; mime: string; name: string }

/** Everything each file says about where, by whom, and which way up it was taken; [] when clean. */
async function personalMetadataOf(files: Examined[]): Promise<string[][]> {
  const tags = await exiftoolAll(files)
  return Promise.all(files.map((file, k) => problemsIn(file, tags[k]!)))
}

async function personalMetadata(data: Buffer, mime: string, name: string): Promise<string[]> {
  return (await personalMetadataOf([{ data, mime, name }]))[0]!
}

async function problemsIn({ data, mime }: Examined, tags: Tags): Promise<string[]> {
  const problems: string[] = []
  const meta = await sharp(data).metadata()
  for (const key of ['exif', 'xmp', 'iptc', 'icc', 'comments', 'orientation'] as const)
    if (meta[key] !== undefined) problems.push(`sharp: ${key}`)
  for (const kind of metadataIn(data, mime)) problems.push(`segment: ${kind}`)
  const text = data.toString('latin1')
  for (const s of [AUTHOR, 'Jane', XMP_PERSON, IPTC_PERSON, 'Mumbai', COMMENT, 'PhoneMaker', 'Exif\0', 'Display P3'])
    if (text.includes(s)) problems.push(`bytes: ${s}`)
  for (const key of Object.keys(tags)) {
    if (
      /^(EXIF|XMP|IPTC|ICC_Profile|Photoshop|MakerNotes|MPF|Composite:GPS)/.test(key) ||
      /GPS|Artist|Copyright|Creator|Comment|Orientation/i.test(key)
    ) {
      problems.push(`exiftool: ${key}=${JSON.stringify(tags[key])}`)
    }
  }
  return problems
}

/** A file as Payload serves it at /cms-api/media/file/<name>. */
async function served(url: string): Promise<{ data: Buffer; type: string | null }> {
  const segments = url.replace(/^(https?:\/\/[^/]+)?\/cms-api\//, '').split('/')
  const res = await REST_GET(config)(new Request(`http://test.local/cms-api/${segments.join('/')}`), {
    params: Promise.resolve({ slug: segments }),
  })
  expect(res.status).toBe(200)
  return { data: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') }
}

/** The colour of one pixel of an image (after decoding, in sRGB). */
async function pixel(data: Buffer, x: number, y: number) {
  const { data: raw } = await sharp(data)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [raw[0]!, raw[1]!, raw[2]!]
}

const close = (actual: number[], expected: number[], tolerance = 12) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance)

describe('a phone photo uploaded through /cms-api/media', () => {
  let doc: Media
  let original: Buffer

  beforeAll(async () => {
    original = await phonePhoto()
    // The fixture really carries what the server must remove.
    const [tags] = await exiftoolAll([{ data: original, name: 'fixture.jpg' }])
    const before = await problemsIn({ data: original, mime: 'image/jpeg', name: 'fixture.jpg' }, tags!)
    for (const expected of [
      'sharp: exif',
      'sharp: xmp',
      'sharp: iptc',
      'sharp: icc',
      'segment: iptc',
      'sharp: orientation',
      'segment: comment',
      `bytes: ${AUTHOR}`,
    ])
      expect(before).toContain(expected)
    expect(tags).toMatchObject({
      'EXIF:Artist': AUTHOR,
      'EXIF:Copyright': COPYRIGHT,
      'EXIF:Orientation': 'Rotate 90 CW',
      'EXIF:GPSLatitudeRef': 'North',
      'File:Comment': COMMENT,
      'IPTC:By-line': IPTC_PERSON,
    })

    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'annual-day.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Children on the annual day' }))
    const res = await cms('POST', 'media', { token, form })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    doc = res.body.doc as Media
  })

  it('is stored upright: width and height swapped, the red band on the right', async () => {
    // Upright 2400 × 1800, kept at most 1600 px a side (uploads.test.ts D13), under a name of its own.
    expect(doc).toMatchObject({ mimeType: 'image/jpeg', width: 1600, height: 1200 })
    expect(doc.filename).toMatch(/^annual-day-[0-9a-f]{20}\.jpg$/)
    expect(doc.sizes?.card).toMatchObject({ width: 400, height: 300 })
    expect(doc.sizes?.grid).toMatchObject({ width: 800, height: 600 })
    expect(doc.sizes?.full).toMatchObject({ width: 1600, height: 1200 })
    const stored = readFileSync(path.join(uploadsDir(), doc.filename!))
    expect(doc.filesize).toBe(stored.length)
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 1200])
    // Colours converted from Display P3 to sRGB: the pixels are the red and blue drawn.
    expect(close(await pixel(stored, 1550, 600), [220, 40, 40])).toBe(true)
    expect(close(await pixel(stored, 50, 600), [30, 60, 200])).toBe(true)
    const full = readFileSync(path.join(uploadsDir(), doc.sizes!.full!.filename!))
    expect(close(await pixel(full, 1550, 600), [220, 40, 40])).toBe(true)
    expect(close(await pixel(full, 50, 600), [30, 60, 200])).toBe(true)
  })

  it('no stored file, original or size, carries GPS, author, XMP, comment, profile or orientation', async () => {
    const files = [
      { name: doc.filename!, mime: 'image/jpeg' },
      ...(['card', 'grid', 'full'] as const).map((s) => ({ name: doc.sizes![s]!.filename!, mime: 'image/webp' })),
    ]
    const found = await personalMetadataOf(
      files.map((file) => ({ ...file, data: readFileSync(path.join(uploadsDir(), file.name)) })),
    )
    files.forEach((file, k) => expect(found[k], file.name).toEqual([]))
  })

  it('no served file carries them either', async () => {
    const urls = [doc.url!, doc.sizes!.card!.url!, doc.sizes!.grid!.url!, doc.sizes!.full!.url!]
    const files: Examined[] = []
    for (const url of urls) {
      const { data, type } = await served(url)
      files.push({ data, mime: type!, name: `served-${path.basename(url)}` })
    }
    const found = await personalMetadataOf(files)
    urls.forEach((url, k) => expect(found[k], url).toEqual([]))
  })

  it('/api/v1 hands out the 1600 px WebP version as avtar_url, for gallery images and trustees', async () => {
    const image = doc.id
    await payload.create({
      collection: 'gallery-images',
      data: { image, caption: 'Annual day', academicYear: '2025-2026', _status: 'published' } as never,
    })
    await payload.create({
      collection: 'trustees',
      data: { name: 'Meera Joshi', photo: image, order: 1, _status: 'published' } as never,
    })
    const fullUrl = `http://test.local${doc.sizes!.full!.url}`

    const gallery = await api('GET', 'school/gallery/institute/0')
    expect(gallery.status).toBe(200)
    expect(
      (gallery.data as { caption: string; avtar_url: string }[]).find((g) => g.caption === 'Annual day')?.avtar_url,
    ).toBe(fullUrl)
    const trustees = await api('GET', 'trustee')
    expect(
      (trustees.data as { name: string; avtar_url: string }[]).find((t) => t.name === 'Meera Joshi')?.avtar_url,
    ).toBe(fullUrl)

    const { data, type } = await served(fullUrl)
    expect(type).toBe('image/webp')
    const meta = await sharp(data).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200])
    expect(data.length).toBeLessThan(300 * 1024)
  })

  it('a photo smaller than 1600 px: avtar_url is its cleaned original', async () => {
    const small = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 150, b: 90 } },
    })
      .withExif({ IFD0: { Artist: AUTHOR }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
      .png()
      .toBuffer()
    expect(metadataIn(small, 'image/png')).toContain('exif')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(small)], { type: 'image/png' }), 'small.png')
    form.append('_payload', JSON.stringify({ alt: 'A small photo' }))
    const res = await cms('POST', 'media', { token, form })
    expect(res.status).toBe(201)
    const smallDoc = res.body.doc as Media
    await payload.create({
      collection: 'trustees',
      data: { name: 'Small Photo', photo: smallDoc.id, order: 2, _status: 'published' } as never,
    })
    const trustees = await api('GET', 'trustee')
    const url = (trustees.data as { name: string; avtar_url: string }[]).find(
      (t) => t.name === 'Small Photo',
    )?.avtar_url
    expect(url).toBe(`http://test.local${smallDoc.url}`)
    const { data } = await served(url!)
    expect(await personalMetadata(data, 'image/png', 'small.png')).toEqual([])
  })
})

describe('an image that cannot be read', () => {
  it('is refused with a message, not stored with its metadata', async () => {
    const photo = await phonePhoto()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(photo.subarray(0, Math.floor(photo.length / 2)))], { type: 'image/jpeg' }),
      'cut.jpg',
    )
    form.append('_payload', JSON.stringify({ alt: 'Cut short' }))
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const res = await cms('POST', 'media', { token, form })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(DAMAGED_IMAGE_MESSAGE)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})

describe('npm run media:clean (scripts/lib/media-clean.ts)', () => {
  it('cleans an image stored the old way, original and sizes, and updates its measurements', async () => {
    // As today's code stored a phone photo: the original as uploaded, sizes made upright by Payload,
    // width and height of the stored pixels (not upright) in the record.
    const photo = await phonePhoto()
    const dir = uploadsDir()
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'old-photo.jpg'), photo)
    const sizes: Record<
      string,
      { filename: string; width: number; height: number; filesize: number; mimeType: string }
    > = {}
    for (const [name, width] of [
      ['card', 400],
      ['grid', 800],
      ['full', 1600],
    ] as const) {
      // A size with metadata too, in case one was ever written with it.
      const data = await sharp(photo)
        .rotate()
        .resize({ width })
        .withExif({ IFD0: { Artist: AUTHOR } })
        .webp()
        .toBuffer()
      const filename = `old-photo-${width}x${(width * 3) / 4}.webp`
      writeFileSync(path.join(dir, filename), data)
      sizes[name] = { filename, width, height: (width * 3) / 4, filesize: data.length, mimeType: 'image/webp' }
    }
    const record = await payload.db.create({
      collection: 'media',
      data: {
        filename: 'old-photo.jpg',
        mimeType: 'image/jpeg',
        width: 1800,
        height: 2400,
        filesize: photo.length,
        sizes,
      },
    })
    // The alternative text is localized: written through Payload, which stores it as English.
    await payload.update({ collection: 'media', id: record.id as number, data: { alt: 'Old photo' } })
    const pdf = await payload.db.create({
      collection: 'media',
      data: { alt: 'Prospectus', filename: 'kept.pdf', mimeType: 'application/pdf', filesize: 10 },
    })
    writeFileSync(path.join(dir, 'kept.pdf'), '%PDF-1.4 author: the institution')

    const report = await cleanStoredMedia(payload, dir)
    expect(report.failed).toEqual([])
    expect(report.missing).toEqual([])
    expect(report.cleanedFiles).toBeGreaterThanOrEqual(4)

    const after = (await payload.findByID({ collection: 'media', id: record.id as number, depth: 0 })) as Media
    const stored = readFileSync(path.join(dir, 'old-photo.jpg'))
    expect(after).toMatchObject({
      alt: 'Old photo',
      filename: 'old-photo.jpg',
      width: 2400,
      height: 1800,
      filesize: stored.length,
    })
    expect(close(await pixel(stored, 2300, 900), [220, 40, 40])).toBe(true)
    const cleaned: Examined[] = [{ data: stored, mime: 'image/jpeg', name: 'old-photo.jpg' }]
    for (const name of ['card', 'grid', 'full'] as const) {
      const size = after.sizes![name]!
      expect(size.filename).toBe(sizes[name]!.filename)
      const data = readFileSync(path.join(dir, size.filename!))
      expect(size.filesize).toBe(data.length)
      cleaned.push({ data, mime: 'image/webp', name: size.filename! })
    }
    expect(await personalMetadataOf(cleaned)).toEqual([[], [], [], []])
    // PDFs are left exactly as they are.
    expect(readFileSync(path.join(dir, 'kept.pdf'), 'latin1')).toBe('%PDF-1.4 author: the institution')
    expect(await payload.findByID({ collection: 'media', id: pdf.id as number, depth: 0 })).toMatchObject({
      filesize: 10,
    })

    // A second run finds nothing left to do.
    const again = await cleanStoredMedia(payload, dir)
    expect(again).toMatchObject({ cleanedFiles: 0, updatedRecords: 0, failed: [], missing: [] })
  })
})
