/**
 * What a visitor gets from Payload's API (/cms-api), and what an embargoed notice shows before its
 * time: visitors read no document, version or global there, only what the staff
 * login needs and uploaded files; a notice published with `publishAt` next week is read by nobody
 * but the staff who prepare it (administrators for the society's, a school's editors for their
 * school's), while the site and /api/v1 (which read on the server) go on showing what is live.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listNotices } from '@/content/notices'
import { makePdf } from '@/seed/pdf'

import { api } from './api'
import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
const WEEK = 7 * 24 * 3_600_000

let payload: Payload
const token: Record<'admin' | 'editor' | 'officer', string> = { admin: '', editor: '', officer: '' }
let scheduled: { notice: number; talk: number }
let live: number
let file: string

beforeAll(async () => {
  payload = await migratedPayload()
  const institution = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'A school', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  for (const role of ['admin', 'editor', 'officer'] as const) {
    await payload.create({
      collection: 'users',
      data: {
        email: `${role}@surface.local`,
        password: PASSWORD,
        role,
        institutions: role === 'admin' ? [] : [institution],
      },
    })
    token[role] = await login(`${role}@surface.local`, PASSWORD)
  }
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'RESULTS' } })).id
  const pdf = makePdf('Results')
  file = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Results' },
      file: { data: pdf, name: 'results.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
  ).filename!
  const notice = (title: string, publishAt?: string) => ({
    title,
    description: `${title}: the full list`,
    type,
    academicYear: '2025-2026',
    date: new Date().toISOString(),
    publishAt,
    _status: 'published',
  })
  // As the reproduction: published through the API by an administrator, for next week.
  const later = new Date(Date.now() + WEEK).toISOString()
  const created = await cms('POST', 'notices', { token: token.admin, json: notice('Embargoed results', later) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const talk = await cms('POST', 'media-talks', {
    token: token.admin,
    json: { title: 'Embargoed interview', date: new Date().toISOString(), publishAt: later, _status: 'published' },
  })
  expect(talk.status, JSON.stringify(talk.body)).toBe(201)
  scheduled = { notice: (created.body.doc as { id: number }).id, talk: (talk.body.doc as { id: number }).id }
  live = (
    (await cms('POST', 'notices', { token: token.admin, json: notice('Admissions open') })).body.doc as { id: number }
  ).id
})
afterAll(() => payload?.destroy())

describe('a notice scheduled for next week', () => {
  it('a visitor gets nothing of it through /cms-api: the document, the list, its versions, a count', async () => {
    for (const path of [
      `notices/${scheduled.notice}`,
      `notices/${scheduled.notice}?draft=true`,
      'notices',
      'notices?where[title][like]=Embargoed',
      'notices/versions',
      `notices/versions?where[parent][equals]=${scheduled.notice}`,
      'notices/count',
      `media-talks/${scheduled.talk}`,
      'media-talks',
    ]) {
      const res = await cms('GET', path)
      expect(res.status, path).toBe(403)
      expect(JSON.stringify(res.body), path).not.toContain('Embargoed')
    }
  })

  it('a grievance officer (who may not see drafts) reads it neither, by id, in lists or in versions, until its time', async () => {
    for (const [slug, id] of [
      ['notices', scheduled.notice],
      ['media-talks', scheduled.talk],
    ] as const) {
      expect((await cms('GET', `${slug}/${id}`, { token: token.officer })).status, slug).toBe(404)
      const list = await cms('GET', `${slug}?limit=100`, { token: token.officer })
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body), slug).not.toContain('Embargoed')
      expect((await cms('GET', `${slug}/versions`, { token: token.officer })).status).toBe(403)
    }
    expect((await cms('GET', `notices/${live}`, { token: token.officer })).status).toBe(200)

    // Once its time has come, it is theirs to read like any published notice.
    await payload.update({
      collection: 'notices',
      id: scheduled.notice,
      data: { publishAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await cms('GET', `notices/${scheduled.notice}`, { token: token.officer })).status).toBe(200)
    await payload.update({
      collection: 'notices',
      id: scheduled.notice,
      data: { publishAt: new Date(Date.now() + WEEK).toISOString() },
    })
  })

  it('administrators, who prepare society notices, read it; an institution editor reads only a scheduled notice of their own school', async () => {
    const res = await cms('GET', `notices/${scheduled.notice}`, { token: token.admin })
    expect(res.status).toBe(200)
    expect(res.body.title).toBe('Embargoed results')
    // A society notice is not an editor's to prepare: before its time it is hidden from them too.
    expect((await cms('GET', `notices/${scheduled.notice}`, { token: token.editor })).status).toBe(404)
    const list = await cms('GET', 'notices?limit=100', { token: token.editor })
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).not.toContain('Embargoed results')

    const institution = (await payload.find({ collection: 'institutions', limit: 1, overrideAccess: true })).docs[0]!.id
    const type = (await payload.find({ collection: 'notice-types', limit: 1, overrideAccess: true })).docs[0]!.id
    const own = await cms('POST', 'notices', {
      token: token.editor,
      json: {
        title: 'Embargoed school timetable',
        description: 'Embargoed school timetable: every class',
        type,
        institution,
        academicYear: '2025-2026',
        date: new Date().toISOString(),
        publishAt: new Date(Date.now() + WEEK).toISOString(),
        _status: 'published',
      },
    })
    expect(own.status, JSON.stringify(own.body)).toBe(201)
    const ownId = (own.body.doc as { id: number }).id
    expect((await cms('GET', `notices/${ownId}`, { token: token.editor })).body.title).toBe(
      'Embargoed school timetable',
    )
    expect((await cms('GET', `notices/${ownId}`, { token: token.officer })).status).toBe(404)
    expect((await cms('GET', `notices/${ownId}`)).status).toBe(403)
    await payload.delete({ collection: 'notices', id: ownId, overrideAccess: true })
  })

  it('the site and /api/v1 still show what is live, and not the scheduled notice', async () => {
    const titles = (await listNotices()).map((n) => n.title)
    expect(titles).toContain('Admissions open')
    expect(titles).not.toContain('Embargoed results')
    const res = await api('GET', 'notice')
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.body)).toContain('Admissions open')
    expect(JSON.stringify(res.body)).not.toContain('Embargoed')
  })
})

describe('the anonymous surface of /cms-api', () => {
  it('every collection and its versions, and every global, refuse a visitor', async () => {
    const paths = [
      ...payload.config.collections.flatMap((c) => [
        `${c.slug}?limit=1`,
        `${c.slug}/1`,
        `${c.slug}/versions`,
        `${c.slug}/count`,
      ]),
      ...payload.config.globals.flatMap((g) => [`globals/${g.slug}`, `globals/${g.slug}/versions`]),
    ]
    const answered: string[] = []
    for (const path of paths) {
      const res = await cms('GET', path)
      // Payload's own preference endpoint (GET payload-preferences/<key>) answers a visitor's
      // "my preference for <key>" with none: there is nobody to have one.
      const noPreference =
        path.startsWith('payload-preferences/') &&
        res.status === 200 &&
        (res.body as { value?: unknown }).value === null
      if (res.status < 400 && !noPreference) answered.push(`${path} → ${res.status}`)
    }
    expect(answered).toEqual([])
  })

  it('GraphQL is off', async () => {
    const res = await cms('POST', 'graphql', { json: { query: '{ Notices { docs { title } } }' } })
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain('Embargoed')
  })

  it('what the staff login needs stays open: who am I, what may I do, log in and out, forgotten password', async () => {
    const me = await cms('GET', 'users/me')
    expect(me.status).toBe(200)
    expect(me.body.user).toBeNull()
    // What may I do? Nothing: no collection or global grants a visitor any operation.
    const access = await cms('GET', 'access')
    expect(access.status).toBe(200)
    const granted = Object.entries({
      ...(access.body.collections as object),
      ...(access.body.globals as object),
    }).flatMap(([slug, rules]) =>
      ['read', 'create', 'update', 'delete', 'readVersions']
        .filter((op) => (rules as Record<string, { permission?: boolean }>)[op]?.permission)
        .map((op) => `${slug}.${op}`),
    )
    expect(granted).toEqual([])
    const loggedIn = await cms('POST', 'users/login', { json: { email: 'editor@surface.local', password: PASSWORD } })
    expect(loggedIn.status).toBe(200)
    expect((await cms('POST', 'users/logout', { token: loggedIn.body.token as string })).status).toBe(200)
    expect((await cms('POST', 'users/forgot-password', { json: { email: 'nobody@surface.local' } })).status).toBe(200)
    const reset = await cms('POST', 'users/reset-password', { json: { token: 'not-a-token', password: PASSWORD } })
    expect(reset.status).toBeGreaterThanOrEqual(400)
    expect(reset.status).toBeLessThan(500)
  })

  it('uploaded files stay public (pages link them)', async () => {
    const res = await cms('GET', `media/file/${file}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/pdf')
  })
})
