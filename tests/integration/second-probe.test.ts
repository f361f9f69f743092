/**
 * The access rules tried again through the doors the first tests did not take
 * (versions by id, duplicates, document locks, join queries; Payload 3.90 has no REST door for
 * distinct values), as a visitor, an officer and an editor of one institution, with real logins
 * through Payload's REST API.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as noticeCard } from '@/app/og/[lang]/notices/[file]/route'
import type { Media } from '@/payload-types'
import { MAX_LIMIT, MAX_POPULATED_LIMIT } from '@/access/cms-queries/read-limits'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
const WEEK = 7 * 24 * 3_600_000

let payload: Payload
let institution: number
let embargoed: number
const token: Record<'admin' | 'editor' | 'officer', string> = { admin: '', editor: '', officer: '' }
const ids: Record<'admin' | 'editor' | 'officer', number> = { admin: 0, editor: 0, officer: 0 }

beforeAll(async () => {
  payload = await migratedPayload()
  institution = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Probe school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  for (const role of ['admin', 'editor', 'officer'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `${role}@probe.local`,
        password: PASSWORD,
        role,
        institutions: role === 'admin' ? [] : [institution],
      },
    })
    ids[role] = user.id
    token[role] = await login(`${role}@probe.local`, PASSWORD)
  }
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'RESULTS' } })).id
  const created = await cms('POST', 'notices', {
    token: token.admin,
    json: {
      title: 'Embargoed results',
      type,
      academicYear: '2025-2026',
      date: new Date().toISOString(),
      publishAt: new Date(Date.now() + WEEK).toISOString(),
      _status: 'published',
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  embargoed = (created.body.doc as { id: number }).id
})
afterAll(() => payload?.destroy())

describe('H2: a scheduled notice through the other doors', () => {
  it('a visitor gets nothing from a version by id or a duplicate', async () => {
    const { docs } = await payload.findVersions({
      collection: 'notices',
      where: { parent: { equals: embargoed } },
      limit: 1,
    })
    for (const [method, path] of [
      ['GET', `notices/versions/${docs[0]!.id}`],
      ['POST', `notices/${embargoed}/duplicate`],
    ] as const) {
      const res = await cms(method, path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(res.body), path).not.toContain('Embargoed')
    }
  })

  it('an officer finds it neither in a count nor through a lock an administrator holds on it', async () => {
    const count = await cms('GET', 'notices/count?where[title][like]=Embargoed', { token: token.officer })
    expect(count.body.totalDocs).toBe(0)
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'notices', value: embargoed }, user: { relationTo: 'users', value: ids.admin } },
    })
    const locks = await cms('GET', 'payload-locked-documents?depth=1', { token: token.officer })
    expect(locks.status).toBe(200)
    expect(JSON.stringify(locks.body)).not.toContain('Embargoed')
  })
})

describe('D4: relationships to unreadable accounts, through the other doors', () => {
  beforeAll(async () => {
    // One committee last changed by the administrator, one by the editor.
    for (const [role, name] of [
      ['admin', 'By the administrator'],
      ['editor', 'By the editor'],
    ] as const) {
      const res = await cms('POST', 'committees', {
        token: token[role],
        json: { institution, kind: 'other', name, _status: 'published' },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
  })

  it('an editor can neither sort nor filter an institution’s joined documents by who changed them: 400, as at the top level', async () => {
    for (const query of [
      'joins[committees][sort]=changedBy.email',
      'joins[committees][where][changedBy.email][like]=admin',
    ]) {
      const res = await cms('GET', `institutions/${institution}?depth=0&${query}`, { token: token.editor })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(JSON.stringify(res.body)).toContain('changedBy.email')
    }
    // The document's own fields, and what the administrator may read, stay open.
    expect(
      (await cms('GET', `institutions/${institution}?depth=0&joins[committees][sort]=-id`, { token: token.editor }))
        .status,
    ).toBe(200)
    expect(
      (
        await cms('GET', `institutions/${institution}?depth=0&joins[committees][where][changedBy.email][like]=admin`, {
          token: token.admin,
        })
      ).status,
    ).toBe(200)
  })

  it('nobody sorts joined documents by an account’s secret fields, the administrator included', async () => {
    const res = await cms('GET', `institutions/${institution}?depth=0&joins[committees][sort]=changedBy.hash`, {
      token: token.admin,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(JSON.stringify(res.body)).toContain('cannot be queried or sorted by: changedBy.hash')
  })
})

describe('H3: bounds on the other reads', () => {
  it('versions are paged at most 250 at a time, 100 with their relationships populated', async () => {
    for (const [path, most] of [
      ['notices/versions?depth=0&limit=0', MAX_LIMIT],
      ['notices/versions?depth=0&limit=100000', MAX_LIMIT],
      ['notices/versions?depth=0&pagination=false', MAX_LIMIT],
      ['notices/versions?limit=0', MAX_POPULATED_LIMIT],
      ['notices/versions?depth=1&limit=100000', MAX_POPULATED_LIMIT],
    ] as const) {
      const res = await cms('GET', path, { token: token.admin })
      expect(res.status, path).toBe(200)
      expect(res.body.limit, path).toBe(most)
    }
  })
})

describe('H1: a duplicate of another record’s image', () => {
  it('an editor duplicating the administrator’s picture and deleting the copy leaves the administrator’s files served', async () => {
    const data = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .png()
      .toBuffer()
    const original = (await payload.create({
      collection: 'media',
      data: { alt: 'The society hall' },
      file: { data, name: 'hall.png', mimetype: 'image/png', size: data.length },
    })) as Media
    // A trustee's photo: editors read the uploads of the documents they may read (src/access/media-usage.ts).
    await payload.create({
      collection: 'trustees',
      data: { name: 'Shri A. B. Kulkarni', photo: original.id, _status: 'published' } as never,
    })
    const copy = await cms('POST', `media/${original.id}/duplicate`, { token: token.editor, json: {} })
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
    const doc = copy.body.doc as Media
    const files = (m: Media) => [m.filename, ...Object.values(m.sizes ?? {}).map((s) => s?.filename)].filter(Boolean)
    for (const file of files(doc)) expect(files(original)).not.toContain(file)
    expect((await cms('DELETE', `media/${doc.id}`, { token: token.editor })).status).toBe(200)
    for (const file of files(original)) expect((await cms('GET', `media/file/${file}`)).status, file!).toBe(200)
  })
})

describe('D11: a share card is not kept for a year under an address that stays', () => {
  it('is revalidated on every use, with its content as a strong ETag: asked again with it, 304 without a drawing until the notice changes', async () => {
    const type = (await payload.find({ collection: 'notice-types', limit: 1 })).docs[0]!.id
    const notice = await payload.create({
      collection: 'notices',
      data: {
        title: 'Sports day',
        type,
        academicYear: '2025-2026',
        date: new Date(Date.now() - 3_600_000).toISOString(),
        _status: 'published',
      },
    })
    const ask = (headers: Record<string, string> = {}) =>
      noticeCard(new Request(`http://test.local/og/en/notices/${notice.id}.png`, { headers }), {
        params: Promise.resolve({ lang: 'en', file: `${notice.id}.png` }),
      })
    const first = await ask()
    expect(first.status).toBe(200)
    // next/og sends `public, max-age=0, must-revalidate` (Next.js 16; @vercel/og's own is immutable for a year): revalidated either way.
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await ask({ 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    await payload.update({ collection: 'notices', id: notice.id, data: { title: 'Sports day (postponed)' } })
    const changed = await ask({ 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })
})
