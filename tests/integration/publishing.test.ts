/**
 * Publishing: notices and media talks appear at their publish time and leave at their expiry by
 * themselves (checked through /api/v1 and the content layer), stay in the CMS as an archive, and
 * every saved version records who saved it and can be restored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listNotices } from '@/content/notices'
import { listMediaTalks } from '@/content/society'

import { api } from './api'
import { cms, login } from './cms'
import { migratedPayload } from './payload'

let payload: Payload
let type: number
let token: string
let adminId: number
const ctx = { disableRevalidate: true }
const hour = 3600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

beforeAll(async () => {
  payload = await migratedPayload()
  type = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } })).id
  adminId = (
    await payload.create({
      collection: 'users',
      data: { email: 'admin@test.local', password: 'a-long-enough-password', role: 'admin' },
    })
  ).id
  token = await login('admin@test.local', 'a-long-enough-password')
  const notice = (title: string, schedule: { publishAt?: string; expiresAt?: string }) =>
    payload.create({
      collection: 'notices',
      data: { title, type, academicYear: '2025-2026', date: at(-hour), _status: 'published', ...schedule },
      context: ctx,
    })
  await notice('Always', {})
  await notice('Scheduled', { publishAt: at(hour) })
  await notice('Expired', { expiresAt: at(-1000) })
  await notice('In its window', { publishAt: at(-hour), expiresAt: at(hour) })
  const talk = (title: string, schedule: { publishAt?: string; expiresAt?: string }) =>
    payload.create({
      collection: 'media-talks',
      data: { title, date: at(-hour), _status: 'published', ...schedule },
      context: ctx,
    })
  await talk('Talk now', {})
  await talk('Talk later', { publishAt: at(hour) })
  await talk('Talk over', { expiresAt: at(-1000) })
})
afterAll(() => payload?.destroy())

const titles = (rows: { title: string }[]) => rows.map((r) => r.title).sort()

describe('scheduled and expiring notices', () => {
  it('lists only the live ones on /api/v1/notice', async () => {
    const { data } = await api('GET', 'notice')
    expect(titles(data)).toEqual(['Always', 'In its window'])
  })

  it('a scheduled notice appears at its publish time, an item leaves at its expiry', async () => {
    expect(titles(await listNotices({}, new Date(Date.now() + 2 * hour)))).toEqual(['Always', 'Scheduled'])
    expect(titles(await listNotices({}, new Date(Date.now() - 2 * hour)))).toEqual(['Always', 'Expired'])
  })

  it('an expired notice is not found by id either', async () => {
    const expired = (await payload.find({ collection: 'notices', where: { title: { equals: 'Expired' } } })).docs[0]!
    expect((await api('GET', `notice/${expired.id}`)).status).toBe(404)
  })

  it('expired and scheduled notices stay in the CMS as an archive', async () => {
    const res = await cms('GET', 'notices?limit=50', { token })
    expect(titles(res.body.docs as { title: string }[])).toEqual(['Always', 'Expired', 'In its window', 'Scheduled'])
  })

  it('refuses a “hide after” that is not later than “publish at”', async () => {
    const res = await cms('POST', 'notices', {
      token,
      json: {
        title: 'Wrong',
        type,
        academicYear: '2025-2026',
        date: at(0),
        publishAt: at(hour),
        expiresAt: at(hour),
        _status: 'published',
      },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('must be later than')
  })
})

describe('scheduled and expiring media talks', () => {
  it('lists only the live ones', async () => {
    expect(titles((await api('GET', 'media')).data)).toEqual(['Talk now'])
    expect(titles(await listMediaTalks('en', new Date(Date.now() + 2 * hour)))).toEqual(['Talk later', 'Talk now'])
  })
})

describe('versions', () => {
  it('record who saved each version, and an earlier version can be restored', async () => {
    const created = await cms('POST', 'notices', {
      token,
      json: { title: 'First wording', type, academicYear: '2025-2026', date: at(0), _status: 'published' },
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    expect((await cms('PATCH', `notices/${id}`, { token, json: { title: 'Second wording' } })).status).toBe(200)

    const versions = await payload.findVersions({
      collection: 'notices',
      where: { parent: { equals: id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(versions.docs.map((v) => v.version.title)).toEqual(['First wording', 'Second wording'])
    expect(versions.docs.every((v) => v.version.changedBy === adminId)).toBe(true)

    const first = versions.docs[0]!
    expect((await cms('POST', `notices/versions/${first.id}`, { token })).status).toBe(200)
    expect((await payload.findByID({ collection: 'notices', id })).title).toBe('First wording')
  })
})
