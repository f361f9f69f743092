/**
 * Uploads nothing uses (src/unused-uploads/unused.ts), the list an administrator clears by hand: a
 * file counts as used by an upload field (in what is published, a draft, an earlier version, any
 * language, a global), by an upload node in rich text, and by its address alone (a link, a URL
 * field); only uploads older than a week are listed.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '@/seed/pdf'
import { UNUSED_AFTER_DAYS, unusedUploads } from '@/unused-uploads/unused'

import { migratedPayload } from './payload'

const DAY = 86_400_000
/** A moment when every upload of this file is old enough to be listed. */
const later = () => new Date(Date.now() + (UNUSED_AFTER_DAYS + 1) * DAY)

let payload: Payload
let type: number
const files: Record<string, { id: number; filename: string }> = {}

async function upload(name: string, user?: TypedUser) {
  const data = makePdf(name)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: name },
    user,
    file: { data, name: `${name}.pdf`, mimetype: 'application/pdf', size: data.length },
  })
  files[name] = { id: doc.id, filename: doc.filename! }
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const richText = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children },
})

beforeAll(async () => {
  payload = await migratedPayload()
  const clerk = (await payload.create({
    collection: 'users',
    data: {
      email: 'clerk@test.local',
      password: 'unused-uploads-password',
      name: 'Sunita Kale',
      role: 'admin',
    } as never,
  })) as unknown as TypedUser
  for (const name of ['published', 'replaced', 'draft-only', 'marathi', 'rich-upload', 'linked', 'global-link'])
    await upload(name)
  await upload('abandoned', clerk)
  await upload('abandoned-too')
  type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  const notice = (title: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'notices',
      data: { title, type, academicYear: '2025-2026', date: new Date().toISOString(), ...data } as never,
    })
  await notice('Published', { file: files.published!.id, _status: 'published' })
  // Replaced: the notice's first file now lives only in an earlier version, which could be restored.
  const replaced = await notice('Replaced', { file: files.replaced!.id, _status: 'published' })
  await payload.update({ collection: 'notices', id: replaced.id, data: { file: files.published!.id } as never })
  await notice('Never published', { file: files['draft-only']!.id, _status: 'draft' })
  // The Marathi file of a notice whose English has none.
  const marathi = await notice('Marathi file', { _status: 'published' })
  await payload.update({
    collection: 'notices',
    id: marathi.id,
    locale: 'mr',
    data: { title: 'मराठी फाइल', file: files.marathi!.id } as never,
  })
  await payload.create({
    collection: 'policies',
    data: {
      kind: 'privacy',
      title: 'Privacy',
      _status: 'published',
      content: richText(paragraph('The form:'), {
        type: 'upload',
        version: 3,
        format: '',
        relationTo: 'media',
        value: files['rich-upload']!.id,
        fields: null,
      }),
    } as never,
  })
  await payload.create({
    collection: 'important-links',
    data: { title: 'Timetable', url: `/cms-api/media/file/${files.linked!.filename}` } as never,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { facebookUrl: `https://example.org/?f=${encodeURIComponent(files['global-link']!.filename)}` } as never,
  })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('uploads nothing uses', () => {
  it('lists only the files nothing uses, oldest first, with who uploaded them', async () => {
    const unused = await unusedUploads(payload, later())
    expect(unused.map((u) => u.id)).toEqual([files.abandoned!.id, files['abandoned-too']!.id])
    expect(unused[0]).toMatchObject({
      filename: files.abandoned!.filename,
      mimeType: 'application/pdf',
      uploadedBy: 'Sunita Kale',
    })
    expect(unused[1]!.uploadedBy).toBeNull()
    expect(unused[0]!.filesize).toBeGreaterThan(0)
  })

  it('lists nothing uploaded within the last week', async () => {
    expect(await unusedUploads(payload)).toEqual([])
  })

  it('a file attached afterwards leaves the list', async () => {
    const links = await payload.create({
      collection: 'important-links',
      data: {
        title: 'Circular',
        url: `https://example.org${'/cms-api/media/file/'}${files.abandoned!.filename}`,
      } as never,
    })
    expect((await unusedUploads(payload, later())).map((u) => u.id)).toEqual([files['abandoned-too']!.id])
    await payload.delete({ collection: 'important-links', id: links.id })
    expect((await unusedUploads(payload, later())).map((u) => u.id)).toContain(files.abandoned!.id)
  })
})
