/**
 * The album grid's writes, through Payload's REST API with a real editor
 * login, as src/albums/admin/AlbumPhotos.tsx sends them: captions are read with `locale=all`
 * and saved per language with `locale`, so a Marathi caption never replaces the English one, also
 * after the album is published from the Marathi view; a PDF dropped into an album is refused with a
 * sentence (not "invalid selections: 232"), and the grid can take the stored file out again.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'album-captions-password'
let payload: Payload
let editor: string
let album: number

beforeAll(async () => {
  payload = await migratedPayload()
  const school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Caption school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  await payload.create({
    collection: 'users',
    data: {
      email: 'captions-editor@test.local',
      password: PASSWORD,
      role: 'editor',
      name: 'Editor',
      institutions: [school],
    } as never,
  })
  editor = await login('captions-editor@test.local', PASSWORD)
  const res = await cms('POST', 'albums?draft=true', {
    token: editor,
    json: {
      title: 'Annual day',
      date: '2025-12-20T00:00:00.000Z',
      academicYear: '2025-2026',
      institution: school,
      _status: 'draft',
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  album = (res.body.doc as { id: number }).id
})
afterAll(() => payload?.destroy())

/** Upload a file to the media library as the grid does; returns Payload's answer. */
async function upload(file: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'Annual day: photo 1' }))
  return cms('POST', 'media', { token: editor, form })
}

describe('captions in two languages', () => {
  it('a Marathi caption saved from the Marathi grid leaves the English one as it was, through publishing', async () => {
    const jpeg = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 90, g: 100, b: 150 } },
    })
      .jpeg()
      .toBuffer()
    const media = await upload(jpeg, 'lamp.jpg', 'image/jpeg')
    expect(media.status, JSON.stringify(media.body)).toBe(201)
    const added = await cms('POST', 'gallery-images?draft=true', {
      token: editor,
      json: { image: (media.body.doc as { id: number }).id, album, caption: '', order: 1, _status: 'draft' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const id = (added.body.doc as { id: number }).id

    // English first, then the editor switches to मराठी and captions the same photo.
    const save = (locale: string, caption: string) =>
      cms('PATCH', `gallery-images/${id}?draft=true&locale=${locale}`, {
        token: editor,
        json: { caption, order: 1, _status: 'draft' },
      })
    expect((await save('en', 'Lamp lighting')).status).toBe(200)
    expect((await save('mr', 'दीपप्रज्वलन')).status).toBe(200)

    // What the grid reads back: each language its own, without fallback.
    const grid = async (locale: string) => {
      const res = await cms(
        'GET',
        `gallery-images?where[album][equals]=${album}&draft=true&depth=1&locale=${locale}&fallback-locale=none`,
        { token: editor },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body.docs as { caption: unknown }[])[0]!.caption
    }
    expect(await grid('en')).toBe('Lamp lighting')
    expect(await grid('mr')).toBe('दीपप्रज्वलन')

    // Published from the Marathi view of the album.
    const published = await cms('PATCH', `albums/${album}?locale=mr`, { token: editor, json: { _status: 'published' } })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const en = await payload.findByID({ collection: 'gallery-images', id, locale: 'en', depth: 0 })
    const mr = await payload.findByID({ collection: 'gallery-images', id, locale: 'mr', depth: 0 })
    expect(en).toMatchObject({ _status: 'published', caption: 'Lamp lighting' })
    expect(mr.caption).toBe('दीपप्रज्वलन')
  })
})

describe('albums take photos only', () => {
  it('a PDF added to an album is refused with a sentence, and the grid can remove the stored file', async () => {
    const media = await upload(makePdf('Annual day programme'), 'programme.pdf', 'application/pdf')
    expect(media.status, JSON.stringify(media.body)).toBe(201)
    const mediaId = (media.body.doc as { id: number }).id
    const refused = await cms('POST', 'gallery-images?draft=true', {
      token: editor,
      json: { image: mediaId, album, caption: '', order: 2, _status: 'draft' },
    })
    expect(refused.status).toBe(400)
    const text = JSON.stringify(refused.body)
    expect(text).toContain('Albums take photos only (JPEG, PNG or WebP); this file is a PDF document.')
    expect(text).not.toContain('invalid selections')
    // The grid's clean-up: the editor's own upload, deleted again.
    expect((await cms('DELETE', `media/${mediaId}`, { token: editor })).status).toBe(200)
    expect((await payload.count({ collection: 'media', where: { id: { equals: mediaId } } })).totalDocs).toBe(0)
  })
})
