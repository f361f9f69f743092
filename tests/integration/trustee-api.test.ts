import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE, GET, POST } from '@/app/api/v1/[[...path]]/route'
import { portrait } from '@/seed/images'

import { apiRequest, migratedPayload } from './payload'

let payload: Payload
let withPhoto: number
let draft: number

const call = async (handler: typeof GET, path: string, init?: RequestInit) => {
  const res = await handler(apiRequest(path, init), { params: Promise.resolve({ path: path.split('/') }) })
  return { status: res.status, headers: res.headers, body: await res.json() }
}

beforeAll(async () => {
  payload = await migratedPayload()
  const data = await portrait('Asha Rao', 30)
  const photo = await payload.create({
    collection: 'media',
    data: { alt: 'Portrait of Asha Rao' },
    file: { data, name: 'asha.webp', mimetype: 'image/webp', size: data.length },
  })
  withPhoto = (
    await payload.create({
      collection: 'trustees',
      data: {
        name: 'Asha Rao',
        designation: 'President',
        position: 'Chair',
        info: 'Bio',
        moreInfo: 'More',
        photo: photo.id,
        order: 1,
        _status: 'published',
      },
    })
  ).id
  await payload.create({ collection: 'trustees', data: { name: 'Bina Shah', order: 2, _status: 'published' } })
  draft = (
    await payload.create({ collection: 'trustees', data: { name: 'Draft Person', _status: 'draft' }, draft: true })
  ).id
})
afterAll(() => payload?.destroy())

describe('GET /api/v1/trustee', () => {
  it('lists published trustees in the envelope with the contract field names', async () => {
    const { status, body } = await call(GET, 'trustee')
    expect(status).toBe(200)
    expect(body.success).toBe(1)
    expect(body.data.map((t: { name: string }) => t.name)).toEqual(['Asha Rao', 'Bina Shah'])
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'avtar_url',
      'designation',
      'id',
      'info',
      'more_info',
      'name',
      'position',
    ])
    expect(body.data[0]).toMatchObject({ designation: 'President', position: 'Chair', info: 'Bio', more_info: 'More' })
    // The web-sized version (here the 400 px card, as wide as the 400 × 500 upload), never the original.
    expect(body.data[0].avtar_url).toMatch(
      /^http:\/\/test\.local\/cms-api\/media\/file\/asha-[0-9a-f]{20}-400x500\.webp$/,
    )
    expect(body.data[1]).toMatchObject({ info: '', more_info: '', avtar_url: null })
  })

  it('returns one trustee as an object by id', async () => {
    const { status, body } = await call(GET, `trustee/${withPhoto}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: 1, data: { id: withPhoto, name: 'Asha Rao' } })
  })

  it('answers 404 in the envelope for an unknown id and for a draft', async () => {
    for (const id of [999999, draft]) {
      const { status, body } = await call(GET, `trustee/${id}`)
      expect(status).toBe(404)
      expect(body).toEqual({ success: 0, message: 'Not found' })
    }
  })

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '%27%20OR%201=1']) {
      const { status, body } = await call(GET, `trustee/${id}`)
      expect(status, id).toBe(400)
      expect(body.success).toBe(0)
      expect(body.message).toMatch(/id/)
    }
  })

  it('answers 405 with Allow for a method the path does not take', async () => {
    for (const handler of [POST, DELETE]) {
      const { status, headers, body } = await call(handler, 'trustee')
      expect(status).toBe(405)
      expect(headers.get('allow')).toBe('GET')
      expect(body.success).toBe(0)
    }
  })

  it('answers 404 in the envelope for an unknown resource', async () => {
    const { status, body } = await call(GET, 'no-such-thing')
    expect(status).toBe(404)
    expect(body).toEqual({ success: 0, message: 'Not found' })
  })
})

describe('Payload REST access', () => {
  it('refuses anonymous readers (the site reads on the server) and shows drafts to staff', async () => {
    await expect(payload.find({ collection: 'trustees', overrideAccess: false, pagination: false })).rejects.toThrow(
      /not allowed/i,
    )
    const staff = await payload.find({
      collection: 'trustees',
      overrideAccess: false,
      draft: true,
      user: { id: 1, role: 'editor', collection: 'users', email: 'e@x.org' } as never,
      pagination: false,
    })
    expect(staff.docs.map((d) => d.name)).toContain('Draft Person')
  })

  it('refuses trustee edits to anyone but an administrator', async () => {
    await expect(
      payload.update({ collection: 'trustees', id: withPhoto, data: { name: 'Hacked' }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'trustees',
        id: withPhoto,
        data: { name: 'Hacked' },
        overrideAccess: false,
        user: { id: 2, role: 'officer', collection: 'users', email: 'o@x.org' } as never,
      }),
    ).rejects.toThrow()
  })
})
