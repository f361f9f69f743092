/**
 * Staff preview of drafts (src/content/preview.ts): who may open the preview address
 * (no session, a forged or expired session, another school's editor, a grievance officer, an
 * administrator), what a preview render reads (the document's latest draft, past the content
 * cache, scheduled and never-published documents included) and that nothing of it is kept for the
 * next visitor.
 */
import { SignJWT } from 'jose'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import configPromise from '@payload-config'
import { getEvent, listEvents } from '@/content/events'
import { listDownloads } from '@/content/downloads'
import { listGalleryPage } from '@/content/gallery-pages'
import { getInstitution } from '@/content/institutions'
import { getNotice } from '@/content/notices'
import {
  decidePreview,
  PREVIEW_COLLECTIONS,
  previewOfRequest,
  previewTarget,
  runWithPreview,
  type Preview,
  type PreviewTarget,
} from '@/content/preview'

import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
const ctx = { disableRevalidate: true }
let payload: Payload
const inst: Record<'A' | 'B', number> = { A: 0, B: 0 }
const ids: Record<string, number> = {}
const tokens: Record<string, string> = {}

/** What a browser sends from the site itself with the staff login cookie. */
const browser = (token: string | null, extra: Record<string, string> = {}) =>
  new Headers({ 'sec-fetch-site': 'same-origin', ...(token ? { cookie: `payload-token=${token}` } : {}), ...extra })

beforeAll(async () => {
  payload = await migratedPayload()
  inst.A = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School A', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  inst.B = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School B', address: 'Parel', _status: 'published' } as never,
    })
  ).id
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  const event = async (key: string, institution: number) => {
    const doc = await payload.create({
      collection: 'events',
      data: {
        title: `${key} published`,
        category: 'sports',
        institution,
        start: '2030-01-10T04:30:00.000Z',
        _status: 'published',
      } as never,
      context: ctx,
    })
    ids[key] = doc.id
    // A later draft, not published: only a preview shows it.
    await payload.update({
      collection: 'events',
      id: doc.id,
      data: { title: `${key} draft` } as never,
      draft: true,
      context: ctx,
    })
  }
  await event('eventA', inst.A)
  await event('eventB', inst.B)
  const notice = async (key: string, data: Record<string, unknown>, draft = false) => {
    const doc = await payload.create({
      collection: 'notices',
      data: {
        title: key,
        type,
        academicYear: '2025-2026',
        date: new Date(Date.now() - 3600_000).toISOString(),
        institution: inst.A,
        ...data,
      } as never,
      draft,
      context: ctx,
    })
    ids[key] = doc.id
  }
  await notice('Scheduled notice', { _status: 'published', publishAt: new Date(Date.now() + 86_400_000).toISOString() })
  await notice('Unpublished notice', { _status: 'draft' }, true)
  await notice('Society notice', { _status: 'published', institution: null })
  const users = [
    { key: 'admin', email: 'admin@preview.test', role: 'admin' },
    { key: 'editorA', email: 'a@preview.test', role: 'editor', institutions: [inst.A] },
    { key: 'editorB', email: 'b@preview.test', role: 'editor', institutions: [inst.B] },
    { key: 'officer', email: 'officer@preview.test', role: 'officer', institutions: [inst.A] },
  ]
  for (const { key, ...u } of users) {
    await payload.create({ collection: 'users', data: { ...u, password: PASSWORD } as never })
    tokens[key] = (await payload.login({ collection: 'users', data: { email: u.email, password: PASSWORD } })).token!
  }
})
afterAll(() => payload?.destroy())

const target = (collection: PreviewTarget['collection'], key: string): PreviewTarget => ({ collection, id: ids[key]! })

describe('the preview route (who may open a preview)', () => {
  it('refuses an address without a staff session, with a forged token, an expired one or one sent cross-site', async () => {
    const t = target('events', 'eventA')
    expect(await decidePreview(payload, browser(null), t, 'en')).toMatchObject({ ok: false, status: 401 })
    expect(await decidePreview(payload, browser('not.a.token'), t, 'en')).toMatchObject({ ok: false, status: 401 })
    // A token signed with another secret, and a real account's token past its expiry.
    const [head, body] = tokens.admin!.split('.')
    const header = JSON.parse(Buffer.from(head!, 'base64url').toString())
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const now = Math.floor(Date.now() / 1000)
    const forged = await new SignJWT(claims)
      .setProtectedHeader(header)
      .sign(new TextEncoder().encode('someone-elses-secret-0123456789abcdef'))
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 60 })
      .setProtectedHeader(header)
      .sign(new TextEncoder().encode(payload.secret))
    expect(await decidePreview(payload, browser(forged), t, 'en')).toMatchObject({ ok: false, status: 401 })
    expect(await decidePreview(payload, browser(expired), t, 'en')).toMatchObject({ ok: false, status: 401 })
    // The same valid cookie sent from another site does not count (Payload's csrf rule).
    expect(
      await decidePreview(payload, browser(tokens.admin!, { 'sec-fetch-site': 'cross-site' }), t, 'en'),
    ).toMatchObject({ ok: false, status: 401 })
    // An address naming no document.
    expect(await decidePreview(payload, browser(tokens.admin!), previewTarget('users', '1'), 'en')).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(previewTarget('events', '1 OR 1=1')).toBeNull()
  })

  it('lets an editor preview their own school’s documents only, and a grievance officer none', async () => {
    expect(await decidePreview(payload, browser(tokens.editorA!), target('events', 'eventA'), 'en')).toMatchObject({
      ok: true,
      path: `/events/${ids.eventA}`,
    })
    expect(await decidePreview(payload, browser(tokens.editorA!), target('events', 'eventA'), 'mr')).toMatchObject({
      ok: true,
      path: `/mr/events/${ids.eventA}`,
    })
    expect(await decidePreview(payload, browser(tokens.editorB!), target('events', 'eventA'), 'en')).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await decidePreview(payload, browser(tokens.editorA!), target('events', 'eventB'), 'en')).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(
      await decidePreview(payload, browser(tokens.editorA!), { collection: 'institutions', id: inst.B }, 'en'),
    ).toMatchObject({ ok: false, status: 403 })
    expect(
      await decidePreview(payload, browser(tokens.editorA!), { collection: 'institutions', id: inst.A }, 'en'),
    ).toMatchObject({ ok: true, path: `/institutions/${inst.A}` })
    // The society's notices are the administrators' (an editor reads them only as the site shows them).
    expect(
      await decidePreview(payload, browser(tokens.editorA!), target('notices', 'Society notice'), 'en'),
    ).toMatchObject({ ok: false, status: 403 })
    expect(
      await decidePreview(payload, browser(tokens.editorA!), target('notices', 'Unpublished notice'), 'mr'),
    ).toMatchObject({ ok: true, path: `/mr/notices/${ids['Unpublished notice']}` })
    expect(await decidePreview(payload, browser(tokens.officer!), target('events', 'eventA'), 'en')).toMatchObject({
      ok: false,
      status: 403,
    })
    // An id that does not exist answers as one that is not theirs.
    expect(
      await decidePreview(payload, browser(tokens.editorA!), { collection: 'events', id: 99999 }, 'en'),
    ).toMatchObject({ ok: false, status: 403 })
  })

  it('lets an administrator preview every school’s documents and the society’s', async () => {
    expect(await decidePreview(payload, browser(tokens.admin!), target('events', 'eventB'), 'en')).toMatchObject({
      ok: true,
      path: `/events/${ids.eventB}`,
    })
    expect(
      await decidePreview(payload, browser(tokens.admin!), target('notices', 'Society notice'), 'en'),
    ).toMatchObject({ ok: true })
  })

  it('re-checks every page render: draft mode, the named document and the session must all hold', async () => {
    const cookie = (token: string | null, named: string) =>
      browser(token, { cookie: [`site-preview=${named}`, ...(token ? [`payload-token=${token}`] : [])].join('; ') })
    const named = `events:${ids.eventA}`
    expect(await previewOfRequest(payload, cookie(tokens.editorA!, named), true)).toMatchObject({
      collection: 'events',
      id: ids.eventA,
    })
    // A stale draft-mode cookie without a session, draft mode off, another school's editor, a forged name.
    expect(await previewOfRequest(payload, cookie(null, named), true)).toBeNull()
    expect(await previewOfRequest(payload, cookie(tokens.editorA!, named), false)).toBeNull()
    expect(await previewOfRequest(payload, cookie(tokens.editorB!, named), true)).toBeNull()
    expect(await previewOfRequest(payload, cookie(tokens.editorA!, 'users:1'), true)).toBeNull()
    // Logged out: the session is gone, so the same token previews nothing.
    const loggedIn = (
      await payload.login({ collection: 'users', data: { email: 'a@preview.test', password: PASSWORD } })
    ).token!
    expect(await previewOfRequest(payload, cookie(loggedIn, named), true)).not.toBeNull()
    const user = await payload.findByID({
      collection: 'users',
      id: (await payload.find({ collection: 'users', where: { email: { equals: 'a@preview.test' } } })).docs[0]!.id,
      depth: 0,
    })
    await payload.update({ collection: 'users', id: user.id, data: { sessions: [] } as never })
    expect(await previewOfRequest(payload, cookie(loggedIn, named), true)).toBeNull()
    tokens.editorA = (
      await payload.login({ collection: 'users', data: { email: 'a@preview.test', password: PASSWORD } })
    ).token!
  })
})

describe('what a preview render reads', () => {
  const preview = (collection: Preview['collection'], id: number): Preview => ({ collection, id, userId: 1 })

  it('shows the latest draft of the previewed document only, and leaves the cache to visitors', async () => {
    // A visitor's read first, so that the content cache holds the published version.
    expect((await getEvent(ids.eventA))?.title).toBe('eventA published')
    const inPreview = await runWithPreview(
      preview('events', ids.eventA!),
      async () => [await getEvent(ids.eventA), await listEvents({}, 'en', new Date('2029-12-01'))] as const,
    )
    expect(inPreview[0]?.title).toBe('eventA draft')
    expect(inPreview[1].map((e) => e.title).sort()).toEqual(['eventA draft', 'eventB published'])
    // The next visitor gets the published version, from the cache or not.
    expect((await getEvent(ids.eventA))?.title).toBe('eventA published')
    expect((await listEvents({}, 'en', new Date('2029-12-01'))).map((e) => e.title).sort()).toEqual([
      'eventA published',
      'eventB published',
    ])
    // Previewing one document does not show another's draft.
    expect((await runWithPreview(preview('events', ids.eventA!), () => getEvent(ids.eventB)))?.title).toBe(
      'eventB published',
    )
  })

  it('shows a scheduled and a never-published notice to staff, and still nothing to visitors', async () => {
    const scheduled = ids['Scheduled notice']!
    const unpublished = ids['Unpublished notice']!
    expect(await getNotice(String(scheduled))).toBeNull()
    expect(await getNotice(String(unpublished))).toBeNull()
    expect((await runWithPreview(preview('notices', scheduled), () => getNotice(String(scheduled))))?.title).toBe(
      'Scheduled notice',
    )
    expect((await runWithPreview(preview('notices', unpublished), () => getNotice(String(unpublished))))?.title).toBe(
      'Unpublished notice',
    )
    expect(await getNotice(String(scheduled))).toBeNull()
    expect(await getNotice(String(unpublished))).toBeNull()
    // A preview of one notice does not open another.
    expect(await runWithPreview(preview('notices', scheduled), () => getNotice(String(unpublished)))).toBeNull()
  })

  it('shows an institution’s draft in the language being edited', async () => {
    await payload.update({
      collection: 'institutions',
      id: inst.A,
      locale: 'mr',
      data: { name: 'शाळा अ (मसुदा)' } as never,
      draft: true,
    })
    expect((await getInstitution(inst.A, 'mr'))?.name).toBe('School A')
    expect((await runWithPreview(preview('institutions', inst.A), () => getInstitution(inst.A, 'mr')))?.name).toBe(
      'शाळा अ (मसुदा)',
    )
    expect((await runWithPreview(preview('institutions', inst.A), () => getInstitution(inst.A, 'en')))?.name).toBe(
      'School A',
    )
    expect((await getInstitution(inst.A, 'mr'))?.name).toBe('School A')
  })
})

describe('an album’s preview', () => {
  it('shows a never-published album’s photos with their draft captions on its gallery page, to staff only', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 100, b: 150 } } })
      .jpeg()
      .toBuffer()
    const image = (
      await payload.create({
        collection: 'media',
        data: { alt: 'A photo' },
        file: { data: jpeg, name: 'album-photo.jpg', mimetype: 'image/jpeg', size: jpeg.length },
      })
    ).id
    const album = (
      await payload.create({
        collection: 'albums',
        data: {
          title: 'Annual day',
          date: '2025-12-20T00:00:00.000Z',
          academicYear: '2025-2026',
          institution: inst.A,
          _status: 'draft',
        } as never,
        draft: true,
      })
    ).id
    const photo = (
      await payload.create({
        collection: 'gallery-images',
        data: { image, album, caption: '', order: 1, _status: 'draft' } as never,
        draft: true,
      })
    ).id
    await payload.update({
      collection: 'gallery-images',
      id: photo,
      data: { caption: 'Prize giving (draft caption)' } as never,
      draft: true,
    })
    const filter = { institution: inst.A, year: '2025-2026' }
    expect((await listGalleryPage(filter, 1, 'en')).items).toEqual([])
    const previewed = await runWithPreview({ collection: 'albums', id: album, userId: 1 }, () =>
      listGalleryPage(filter, 1, 'en'),
    )
    expect(previewed.items.map((p) => [p.id, p.caption])).toEqual([[photo, 'Prize giving (draft caption)']])
    expect((await listGalleryPage(filter, 1, 'en')).items).toEqual([])
    expect(
      await decidePreview(payload, browser(tokens.editorA!), { collection: 'albums', id: album }, 'mr'),
    ).toMatchObject({ ok: true, path: `/mr/gallery/2025-2026/${inst.A}` })
    expect(
      await decidePreview(payload, browser(tokens.editorB!), { collection: 'albums', id: album }, 'en'),
    ).toMatchObject({ ok: false, status: 403 })
  })
})

describe('a school’s download and person in preview', () => {
  it('shows a draft download on its school’s Downloads section, to staff only, and names the section', async () => {
    // A scanned page (downloads take PDFs or images).
    const scan = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    const file = await payload.create({
      collection: 'media',
      data: { alt: 'Prospectus' },
      file: { data: scan, name: 'prospectus.jpg', mimetype: 'image/jpeg', size: scan.length },
    })
    const download = (
      await payload.create({
        collection: 'downloads',
        data: { title: 'Prospectus (draft)', kind: 'prospectus', file: file.id, institution: inst.A, _status: 'draft' },
        draft: true,
      })
    ).id
    expect(await listDownloads(inst.A, 'en')).toEqual([])
    const previewed = await runWithPreview({ collection: 'downloads', id: download, userId: 1 }, () =>
      listDownloads(inst.A, 'en'),
    )
    expect(previewed.map((d) => d.title)).toEqual(['Prospectus (draft)'])
    expect(await listDownloads(inst.A, 'en')).toEqual([])
    expect(
      await decidePreview(payload, browser(tokens.editorA!), { collection: 'downloads', id: download }, 'mr'),
    ).toMatchObject({ ok: true, path: `/mr/institutions/${inst.A}/downloads` })
    expect(
      await decidePreview(payload, browser(tokens.editorB!), { collection: 'downloads', id: download }, 'en'),
    ).toMatchObject({ ok: false, status: 403 })
    const person = (
      await payload.create({
        collection: 'staff-members',
        data: {
          name: 'Smt. Kavita Nene',
          group: 'head',
          designation: 'Principal',
          institution: inst.A,
          _status: 'draft',
        } as never,
        draft: true,
      })
    ).id
    expect(
      await decidePreview(payload, browser(tokens.editorA!), { collection: 'staff-members', id: person }, 'en'),
    ).toMatchObject({ ok: true, path: `/institutions/${inst.A}/staff-directory` })
  })
})

describe('the admin’s Preview button', () => {
  it('is on every collection with a public page and on no other, and names the document and the language', async () => {
    const config = await configPromise
    const withPreview = config.collections.filter((c) => typeof c.admin?.preview === 'function').map((c) => c.slug)
    expect(withPreview.sort()).toEqual([...PREVIEW_COLLECTIONS].sort())
    const notices = config.collections.find((c) => c.slug === 'notices')!
    const url = await notices.admin.preview!({ id: 12 }, { locale: 'mr', req: {} as never, token: null })
    expect(url).toBe('/api/preview?collection=notices&id=12&locale=mr')
  })
})
