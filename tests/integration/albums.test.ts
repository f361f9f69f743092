/**
 * Albums in one drop: an album (academic year, institution or society, title, date)
 * takes many photos, each stored as a gallery image of the album's year and institution; captions
 * and order are saved as drafts; one publish of the album publishes them all; the public gallery
 * and /api/v1 keep their shapes; an editor does all of it for their own institutions only. All
 * through Payload's REST API with real logins, as the admin's album grid calls it.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api } from './api'
import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'album-test-password'
let payload: Payload
let own: number
let other: number
let editor: string
let admin: string

beforeAll(async () => {
  payload = await migratedPayload()
  own = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Own school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  other = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Other school', address: 'Parel', _status: 'published' } as never,
    })
  ).id
  await payload.create({
    collection: 'users',
    data: { email: 'album-admin@test.local', password: PASSWORD, role: 'admin', name: 'Admin' } as never,
  })
  await payload.create({
    collection: 'users',
    data: {
      email: 'album-editor@test.local',
      password: PASSWORD,
      role: 'editor',
      name: 'Editor',
      institutions: [own],
    } as never,
  })
  admin = await login('album-admin@test.local', PASSWORD)
  editor = await login('album-editor@test.local', PASSWORD)
})
afterAll(() => payload?.destroy())

const photo = (shade: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: shade, g: 100, b: 150 } } })
    .jpeg()
    .toBuffer()

/** What the album grid does for each dropped file: upload it, then add it to the album as a draft. */
async function drop(token: string, album: number, file: Buffer, name: string, type: string, order: number) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `Photo ${order}` }))
  const media = await cms('POST', 'media', { token, form })
  if (media.status !== 201) return { status: media.status, body: media.body }
  return cms('POST', 'gallery-images?draft=true', {
    token,
    json: { image: (media.body.doc as { id: number }).id, album, caption: '', order, _status: 'draft' },
  })
}

const newAlbum = async (token: string, institution: number | null, title = 'Annual day 2025') =>
  cms('POST', 'albums?draft=true', {
    token,
    json: { title, date: '2025-12-20T00:00:00.000Z', academicYear: '2025-2026', institution, _status: 'draft' },
  })

type Row = { id: number; year_code: string; avtar_url: string; caption: string }
const galleryOf = async (institution: number, year = '2025-2026') =>
  (await api('GET', `school/gallery/institute/${institution}/${year}`)).data as Row[]

describe('an editor drops photos into an album of their institution and publishes it', () => {
  let album: number
  const photos: number[] = []

  it('creates the album and drops five photos, one of them refused with its reason', async () => {
    const res = await newAlbum(editor, own)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    album = (res.body.doc as { id: number }).id
    for (let i = 1; i <= 4; i++) {
      const added = await drop(editor, album, await photo(40 * i), `photo-${i}.jpg`, 'image/jpeg', i)
      expect(added.status, JSON.stringify(added.body)).toBe(201)
      photos.push((added.body.doc as { id: number }).id)
    }
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const refused = await drop(editor, album, svg, 'drawing.svg', 'image/svg+xml', 5)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('this file is an SVG drawing')
  })

  it('the photos take the album’s year and institution, and stay off the website while it is a draft', async () => {
    for (const id of photos) {
      const doc = await payload.findByID({ collection: 'gallery-images', id, draft: true, depth: 0 })
      expect(doc).toMatchObject({ academicYear: '2025-2026', institution: own, album, _status: 'draft' })
    }
    expect(await galleryOf(own)).toEqual([])
  })

  it('captions and order are saved from the grid as drafts; one publish of the album publishes them all', async () => {
    // The grid: new captions, and the last photo moved first.
    const order = [photos[3]!, photos[0]!, photos[1]!, photos[2]!]
    for (const [i, id] of order.entries()) {
      const res = await cms('PATCH', `gallery-images/${id}?draft=true`, {
        token: editor,
        json: { caption: `Caption ${i + 1}`, order: i + 1, _status: 'draft' },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect(await galleryOf(own)).toEqual([])

    const published = await cms('PATCH', `albums/${album}`, { token: editor, json: { _status: 'published' } })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const rows = await galleryOf(own)
    expect(rows.map((r) => r.id)).toEqual(order)
    expect(rows.map((r) => r.caption)).toEqual(['Caption 1', 'Caption 2', 'Caption 3', 'Caption 4'])
    // The contract's shape, unchanged.
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['avtar_url', 'caption', 'id', 'year_code'])
      expect(row.year_code).toBe('2025-2026')
      expect(row.avtar_url).toMatch(/^http:\/\/test\.local\/cms-api\/media\/file\/photo-\d-[0-9a-f]{20}\.jpg$/)
    }
    const all = (await api('GET', `school/gallery/institute/${own}`)).data as Row[]
    expect(all.map((r) => r.id)).toEqual(order)
  })

  it('unpublishing the album hides its photos; deleting it removes them', async () => {
    expect((await cms('PATCH', `albums/${album}`, { token: editor, json: { _status: 'draft' } })).status).toBe(200)
    expect(await galleryOf(own)).toEqual([])
    expect((await cms('DELETE', `albums/${album}`, { token: editor })).status).toBe(200)
    expect((await payload.count({ collection: 'gallery-images', where: { id: { in: photos } } })).totalDocs).toBe(0)
  })
})

describe('an editor and other institutions’ albums', () => {
  it('cannot create an album for another institution or for the society', async () => {
    for (const institution of [other, null]) {
      const res = await newAlbum(editor, institution)
      expect(res.status).toBe(400)
    }
  })

  it('cannot drop photos into another institution’s album, nor see it', async () => {
    const theirs = (await newAlbum(admin, other, 'Their sports day')).body.doc as { id: number }
    expect((await cms('GET', `albums/${theirs.id}?draft=true`, { token: editor })).status).toBe(404)
    const before = (await payload.count({ collection: 'gallery-images' })).totalDocs
    const res = await drop(editor, theirs.id, await photo(10), 'sneaky.jpg', 'image/jpeg', 1)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Choose one of your albums.')
    expect((await payload.count({ collection: 'gallery-images' })).totalDocs).toBe(before)
  })

  it('an administrator’s society album lands in the general gallery (institution 0)', async () => {
    const album = (await newAlbum(admin, null, 'Founders’ day')).body.doc as { id: number }
    const added = await drop(admin, album.id, await photo(200), 'founders.jpg', 'image/jpeg', 1)
    expect(added.status).toBe(201)
    expect((await cms('PATCH', `albums/${album.id}`, { token: admin, json: { _status: 'published' } })).status).toBe(
      200,
    )
    const rows = await galleryOf(0)
    expect(rows.map((r) => r.id)).toContain((added.body.doc as { id: number }).id)
  })
})
