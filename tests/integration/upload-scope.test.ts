/**
 * Uploads follow the documents that use them (src/access/media-usage.ts, src/collections/Media.ts):
 * - the file of an upload that a published or waiting document uses is not replaced by an editor
 *   (the public never gets a file the administrator who approved or published the document did not
 *   see); an administrator replaces it, and the public API, the old address and search follow;
 * - staff read an upload's record (its PDF text included) only if they uploaded it, it belongs to
 *   their institution, or a document they may read uses it, by every door of /cms-api;
 * - a replaced PDF's text is read again.
 * Through /cms-api with real logins, as the admin and the probe ask.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as apiGet } from '@/app/api/v1/[[...path]]/route'
import { REPLACE_REFUSED } from '@/access/media-usage'
import { search } from '@/search/query'
import { portrait } from '@/seed/images'
import { makePdf } from '@/seed/pdf'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
type Who = 'admin' | 'ed1' | 'ed2' | 'officer'
const tokens = {} as Record<Who, string>
let payload: Payload
let school1: number
let school2: number
let type: number

const pdfForm = (name: string, words: string, alt = 'A circular') => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(makePdf('Circular', [words]))], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify({ alt }))
  return form
}
type MediaDoc = { id: number; filename: string; url: string; pdfText?: unknown; pdfHasText?: boolean | null }
const uploadPdf = async (who: Who, name: string, words: string) => {
  const res = await cms('POST', 'media', { token: tokens[who], form: pdfForm(name, words) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.doc as MediaDoc
}
const replacePdf = (who: Who, id: number, name: string, words: string) =>
  cms('PATCH', `media/${id}`, { token: tokens[who], form: pdfForm(name, words) })
const media = (id: number) => payload.findByID({ collection: 'media', id, depth: 0 }) as Promise<MediaDoc>

const notice = (title: string, file: number, institution: number | null = school1) => ({
  title,
  type,
  academicYear: '2025-2026',
  date: new Date(Date.now() - 60_000).toISOString(),
  institution,
  file,
})
const publicNotice = async (id: number) => {
  const res = await apiGet(new Request(`http://test.local/api/v1/notice/${id}`), {
    params: Promise.resolve({ path: ['notice', String(id)] }),
  })
  const body = (await res.json()) as { data?: { file_url?: string | null } }
  return body.data ?? {}
}
/** A file through Payload's file route, as a visitor's browser asks for it. */
const fileStatus = async (url: string, token?: string) =>
  (await cms('GET', url.replace(/^.*\/cms-api\//, ''), { token })).status

beforeAll(async () => {
  payload = await migratedPayload()
  const institution = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Mumbai', _status: 'published' } as never,
      })
    ).id
  school1 = await institution('Vidya Vikas English School')
  school2 = await institution('Shardashram Vidyamandir')
  type = (await payload.create({ collection: 'notice-types', data: { code: 'Circular' } })).id
  const accounts: [Who, Record<string, unknown>][] = [
    ['admin', { role: 'admin' }],
    ['ed1', { role: 'editor', institutions: [school1] }],
    ['ed2', { role: 'editor', institutions: [school2] }],
    ['officer', { role: 'officer', allInstitutions: true }],
  ]
  for (const [who, data] of accounts) {
    await payload.create({
      collection: 'users',
      data: { email: `${who}@upload-scope.test`, password: PASSWORD, ...data } as never,
    })
    tokens[who] = await login(`${who}@upload-scope.test`, PASSWORD)
  }
  await payload.updateGlobal({ slug: 'site-settings', data: { noticeApproval: true } })
})
afterAll(() => payload?.destroy())

describe('replacing the file of an approved notice', () => {
  let mediaId: number
  let noticeId: number
  let approvedUrl: string

  beforeAll(async () => {
    const approved = await uploadPdf('ed1', 'approved.pdf', 'Admissions open on Monday')
    mediaId = approved.id
    const draft = await cms('POST', 'notices?draft=true', {
      token: tokens.ed1,
      json: { ...notice('Admissions', mediaId), _status: 'draft', approval: { state: 'submitted' } },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    noticeId = (draft.body.doc as { id: number }).id
    const published = await cms('PATCH', `notices/${noticeId}`, { token: tokens.admin, json: { _status: 'published' } })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    approvedUrl = (await publicNotice(noticeId)).file_url!
    expect(approvedUrl).toMatch(/approved-[0-9a-f]{20}\.pdf$/)
  })

  it('is refused to the editor with a sentence, and the public keeps the approved file', async () => {
    const res = await replacePdf('ed1', mediaId, 'evil.pdf', 'Admissions closed forever')
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.body)).toContain(REPLACE_REFUSED.en)
    expect(REPLACE_REFUSED.en).toContain('upload a new file')
    expect((await publicNotice(noticeId)).file_url).toBe(approvedUrl)
    expect(await fileStatus(approvedUrl)).toBe(200)
    expect((await media(mediaId)).filename).toMatch(/^approved-/)
  })

  it('is refused in Marathi too when the admin works in Marathi', async () => {
    const res = await cms('PATCH', `media/${mediaId}?locale=mr`, {
      token: tokens.ed1,
      form: pdfForm('evil.pdf', 'Admissions closed forever'),
    })
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.body)).toContain(REPLACE_REFUSED.mr)
  })

  it('is refused while the notice waits for approval, and for the files of other published documents', async () => {
    const waiting = await uploadPdf('ed1', 'waiting.pdf', 'Picnic on Friday')
    const res = await cms('POST', 'notices?draft=true', {
      token: tokens.ed1,
      json: { ...notice('Picnic', waiting.id), _status: 'draft', approval: { state: 'submitted' } },
    })
    expect(res.status).toBe(201)
    expect((await replacePdf('ed1', waiting.id, 'other.pdf', 'Picnic cancelled')).status).toBe(409)
    // An event of school 1, published by its editor (events need no approval): its PDF is on the site.
    const eventPdf = await uploadPdf('ed1', 'event.pdf', 'Science fair timetable')
    const start = new Date(Date.now() + 86_400_000).toISOString()
    const event = await cms('POST', 'events', {
      token: tokens.ed1,
      json: {
        title: 'Science fair',
        category: 'sports',
        start,
        institution: school1,
        file: eventPdf.id,
        _status: 'published',
      },
    })
    expect(event.status, JSON.stringify(event.body)).toBe(201)
    expect((await replacePdf('ed1', eventPdf.id, 'event2.pdf', 'Fair postponed')).status).toBe(409)
    expect((await media(eventPdf.id)).filename).toMatch(/^event-/)
    // An upload placed in a published event's rich text (its Marathi description): the page shows it.
    const inText = await uploadPdf('ed1', 'intext.pdf', 'Route map')
    const description = {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        children: [
          {
            type: 'upload',
            relationTo: 'media',
            value: inText.id,
            fields: null,
            format: '',
            version: 3,
            id: '65f0c0ffee0000000000abcd',
          },
        ],
      },
    }
    const withText = await cms('POST', 'events?locale=mr', {
      token: tokens.ed1,
      json: { title: 'Trip', category: 'sports', start, institution: school1, description, _status: 'published' },
    })
    expect(withText.status, JSON.stringify(withText.body)).toBe(201)
    expect((await replacePdf('ed1', inText.id, 'intext2.pdf', 'Another route')).status).toBe(409)
  })

  it('the editor attaches a new file instead: the change waits for approval, the public keeps the approved file', async () => {
    const corrected = await uploadPdf('ed1', 'approved-v2.pdf', 'Admissions open on Monday and Tuesday')
    const res = await cms('PATCH', `notices/${noticeId}?draft=true`, {
      token: tokens.ed1,
      json: { file: corrected.id, approval: { state: 'submitted' }, _status: 'draft' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await publicNotice(noticeId)).file_url).toBe(approvedUrl)
    const waiting = await payload.findByID({ collection: 'notices', id: noticeId, draft: true, depth: 0 })
    expect(waiting).toMatchObject({ file: corrected.id, approval: { state: 'submitted' } })
  })

  it('an editor still replaces the file of a draft that does not wait', async () => {
    const own = await uploadPdf('ed1', 'draft.pdf', 'Sports day on Tuesday')
    const res = await cms('POST', 'notices?draft=true', {
      token: tokens.ed1,
      json: { ...notice('Sports day', own.id), _status: 'draft' },
    })
    expect(res.status).toBe(201)
    const replaced = await replacePdf('ed1', own.id, 'draft2.pdf', 'Sports day on Wednesday')
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
  })

  it('an administrator replaces it: the public API, the old address and search follow, and the new text is indexed', async () => {
    expect((await search(payload, 'monday', 'en')).status).toBe('done')
    const res = await replacePdf('admin', mediaId, 'corrected.pdf', 'Admissions open on Tuesday xylophone')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const url = (await publicNotice(noticeId)).file_url!
    expect(url).toMatch(/corrected-[0-9a-f]{20}\.pdf$/)
    expect(await fileStatus(approvedUrl)).toBe(404)
    expect(await fileStatus(url)).toBe(200)
    const after = await media(mediaId)
    expect(after.pdfHasText).toBe(true)
    expect(JSON.stringify(after.pdfText)).toContain('xylophone')
    const found = await search(payload, 'xylophone', 'en')
    expect(found.status).toBe('done')
    if (found.status === 'done') expect(found.groups.flatMap((g) => g.hits.map((h) => h.title))).toContain('Admissions')
    const old = await search(payload, 'monday', 'en')
    if (old.status === 'done') expect(old.groups.flatMap((g) => g.hits.map((h) => h.title))).not.toContain('Admissions')
  })
})

describe('replacing a published photo', () => {
  const photoForm = async (name: string, colour: number) => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(await portrait(name, colour))], { type: 'image/webp' }),
      `${name}.webp`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Children at the science fair' }))
    return form
  }
  type Photo = MediaDoc & { sizes: Record<string, { url?: string | null }> }

  it('an editor may not; an administrator may, and the old file and its sizes are gone', async () => {
    const created = await cms('POST', 'media', { token: tokens.ed1, form: await photoForm('fair', 40) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const photo = created.body.doc as Photo
    const gallery = await cms('POST', 'gallery-images', {
      token: tokens.ed1,
      json: {
        image: photo.id,
        caption: 'Science fair',
        academicYear: '2025-2026',
        institution: school1,
        _status: 'published',
      },
    })
    expect(gallery.status, JSON.stringify(gallery.body)).toBe(201)
    expect(
      (await cms('PATCH', `media/${photo.id}`, { token: tokens.ed1, form: await photoForm('other', 200) })).status,
    ).toBe(409)
    const oldUrls = [photo.url, ...Object.values(photo.sizes).flatMap((s) => (s.url ? [s.url] : []))]
    expect(oldUrls.length).toBeGreaterThan(1)
    for (const url of oldUrls) expect(await fileStatus(url), url).toBe(200)
    const replaced = await cms('PATCH', `media/${photo.id}`, {
      token: tokens.admin,
      form: await photoForm('fair-corrected', 120),
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    for (const url of oldUrls) expect(await fileStatus(url), url).toBe(404)
    const now = replaced.body.doc as Photo
    expect(now.url).toMatch(/fair-corrected-[0-9a-f]{20}\.webp$/)
    expect(await fileStatus(now.url)).toBe(200)
  })
})

describe('a replaced PDF is read again', () => {
  it('its text is the new file’s, over /cms-api as the admin replaces it', async () => {
    const own = await uploadPdf('ed1', 'menu.pdf', 'Idli and sambar')
    expect(JSON.stringify((await media(own.id)).pdfText)).toContain('sambar')
    const res = await replacePdf('ed1', own.id, 'menu2.pdf', 'Poha and upma')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const after = await media(own.id)
    expect(after.pdfHasText).toBe(true)
    expect(JSON.stringify(after.pdfText)).toContain('upma')
    expect(JSON.stringify((res.body.doc as MediaDoc).pdfText)).toContain('upma')
  })
})

describe('who reads an upload', () => {
  let exam: MediaDoc
  let societyFile: MediaDoc
  let otherLive: MediaDoc

  beforeAll(async () => {
    exam = await uploadPdf('ed1', 'exam.pdf', 'EXAM paper for standard ten')
    const draft = await cms('POST', 'notices?draft=true', {
      token: tokens.ed1,
      json: { ...notice('Exam', exam.id), _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    // A society notice, published by the administrator: its file is in every editor's library.
    societyFile = await uploadPdf('admin', 'society.pdf', 'Society holiday EXAMPLE list')
    expect(
      (
        await cms('POST', 'notices', {
          token: tokens.admin,
          json: { ...notice('Holidays', societyFile.id, null), _status: 'published' },
        })
      ).status,
    ).toBe(201)
    // A document of school 2 uploaded by the administrator: school 2's editor reads it, school 1's does not.
    otherLive = await uploadPdf('admin', 'school2.pdf', 'School two EXAMINATION rules')
    const start = new Date(Date.now() + 86_400_000).toISOString()
    expect(
      (
        await cms('POST', 'events', {
          token: tokens.admin,
          json: {
            title: 'Open day',
            category: 'sports',
            start,
            institution: school2,
            file: otherLive.id,
            _status: 'published',
          },
        })
      ).status,
    ).toBe(201)
  })

  const ids = (res: { body: { docs?: unknown[] } }) => (res.body.docs as { id: number }[]).map((d) => d.id)

  it('another school’s editor cannot find a draft’s PDF by its text, list it, read it by id or count it', async () => {
    const byText = await cms('GET', 'media?where[pdfText][like]=EXAM&depth=0', { token: tokens.ed2 })
    expect(byText.status).toBe(200)
    expect(ids(byText)).not.toContain(exam.id)
    expect(JSON.stringify(byText.body)).not.toContain('standard ten')
    expect(ids(await cms('GET', 'media?limit=100&depth=0', { token: tokens.ed2 }))).not.toContain(exam.id)
    expect((await cms('GET', `media/${exam.id}?depth=0`, { token: tokens.ed2 })).status).toBe(404)
    const count = await cms('GET', `media/count?where[id][equals]=${exam.id}`, { token: tokens.ed2 })
    expect(count.body.totalDocs).toBe(0)
    expect(
      (await cms('GET', `media?where[filename][equals]=${exam.filename}`, { token: tokens.ed2 })).body.totalDocs,
    ).toBe(0)
    // Nor by duplicating it into an upload of their own.
    const copy = await cms('POST', `media/${exam.id}/duplicate`, { token: tokens.ed2, json: {} })
    expect(copy.status).toBe(403)
    expect(JSON.stringify(copy.body)).not.toContain('standard ten')
  })

  it('its uploader and the administrator read it, its text included', async () => {
    for (const who of ['ed1', 'admin'] as const) {
      const res = await cms('GET', 'media?where[pdfText][like]=EXAM&depth=0&limit=100', { token: tokens[who] })
      expect(ids(res), who).toContain(exam.id)
      expect((await cms('GET', `media/${exam.id}?depth=0`, { token: tokens[who] })).status).toBe(200)
    }
  })

  it('each editor’s library: their own school’s files and the society’s public ones', async () => {
    const ed1 = ids(await cms('GET', 'media?limit=100&depth=0', { token: tokens.ed1 }))
    const ed2 = ids(await cms('GET', 'media?limit=100&depth=0', { token: tokens.ed2 }))
    expect(ed1).toEqual(expect.arrayContaining([exam.id, societyFile.id]))
    expect(ed1).not.toContain(otherLive.id)
    expect(ed2).toEqual(expect.arrayContaining([societyFile.id, otherLive.id]))
    expect(ed2).not.toContain(exam.id)
  })

  it('an editor with no institution yet reads their own uploads only (no error)', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'ed0@upload-scope.test', password: PASSWORD, role: 'editor' } as never,
    })
    const token = await login('ed0@upload-scope.test', PASSWORD)
    const res = await cms('GET', 'media?limit=100&depth=0', { token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(ids(res)).not.toContain(exam.id)
    expect(ids(res)).toContain(societyFile.id)
  })

  it('a grievance officer reads no upload records', async () => {
    expect((await cms('GET', 'media?limit=1', { token: tokens.officer })).status).toBe(403)
  })

  it('files stay public to visitors (pages link them)', async () => {
    expect(await fileStatus(societyFile.url)).toBe(200)
    expect(await fileStatus(otherLive.url)).toBe(200)
  })
})
