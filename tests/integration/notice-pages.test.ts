/**
 * Notice pages (/notices/{id}) and the archive of /notices: getNotice returns a published notice
 * whose publish time has come, expired ones included (marked), and nothing else; listNoticeYears
 * lists the years that have notices, newest first.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getNotice, listNotices, listNoticeYears } from '@/content/notices'
import { makePdf } from '@/seed/pdf'

import { migratedPayload } from './payload'

let payload: Payload
const ids: Record<string, number> = {}
const ctx = { disableRevalidate: true }
const hour = 3600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const PDF = makePdf('Circular', ['Please read.'])

beforeAll(async () => {
  payload = await migratedPayload()
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  const file = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Circular' },
      file: { name: 'circular.pdf', mimetype: 'application/pdf', size: PDF.length, data: PDF },
    })
  ).id
  const notice = async (title: string, data: Record<string, unknown>) => {
    const doc = await payload.create({
      collection: 'notices',
      data: { title, type, academicYear: '2025-2026', date: at(-hour), _status: 'published', ...data },
      context: ctx,
    })
    ids[title] = doc.id
  }
  await notice('Current', { file, description: 'Read it.' })
  await notice('Scheduled', { publishAt: at(hour) })
  await notice('Expired', { expiresAt: at(-1000) })
  await notice('Draft', { _status: 'draft' })
  await notice('Older', { academicYear: '2023-2024' })
})
afterAll(() => payload?.destroy())

describe('getNotice', () => {
  it('returns a live notice with its type, file and file size', async () => {
    const n = await getNotice(String(ids.Current))
    expect(n).toMatchObject({
      id: ids.Current,
      title: 'Current',
      category: 'GENERAL',
      description: 'Read it.',
      expired: false,
      fileSize: PDF.length,
    })
    expect(n?.file?.mimeType).toBe('application/pdf')
    expect(n?.file?.url).toMatch(/circular-[0-9a-f]{20}\.pdf$/)
  })

  it('keeps an expired notice reachable, marked expired (while the lists leave it out)', async () => {
    expect(await getNotice(String(ids.Expired))).toMatchObject({ title: 'Expired', expired: true })
    expect((await listNotices({})).map((n) => n.title)).not.toContain('Expired')
  })

  it('does not return a notice scheduled for later, until its time', async () => {
    expect(await getNotice(String(ids.Scheduled))).toBeNull()
    expect(await getNotice(String(ids.Scheduled), 'en', new Date(Date.now() + 2 * hour))).toMatchObject({
      title: 'Scheduled',
      expired: false,
    })
  })

  it('does not return an unpublished notice', async () => {
    expect(await getNotice(String(ids.Draft))).toBeNull()
    // Also once a published notice is unpublished.
    await payload.update({ collection: 'notices', id: ids.Older!, data: { _status: 'draft' }, context: ctx })
    expect(await getNotice(String(ids.Older))).toBeNull()
    await payload.update({ collection: 'notices', id: ids.Older!, data: { _status: 'published' }, context: ctx })
    expect(await getNotice(String(ids.Older))).toMatchObject({ title: 'Older' })
  })

  it('answers null for unknown ids and anything that is not an id', async () => {
    for (const id of ['999999', '0', '-1', '1.5', 'abc', '', '1e3', '12345678901234567890', "1' OR 1=1"])
      expect(await getNotice(id)).toBeNull()
    expect(await getNotice(undefined)).toBeNull()
  })
})

describe('listNoticeYears', () => {
  it('lists the academic years with published notices, newest first', async () => {
    expect(await listNoticeYears()).toEqual(['2025-2026', '2023-2024'])
  })
})
