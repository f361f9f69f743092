/**
 * The society's approval of institution editors' notices: with the setting on, an
 * editor's publish is refused on the server (/cms-api, every way of asking), they submit instead;
 * an administrator approves (publishes) or sends back with a note the editor reads; with the
 * setting off, editors publish directly. The dashboard lists what waits.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NoticeApprovals } from '@/notices/admin/NoticeApprovals'
import { APPROVAL_REFUSED } from '@/notices/approval'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'a-long-enough-password'
let payload: Payload
let school: number
let type: number
const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' }
const users: Record<'admin' | 'editor', TypedUser | null> = { admin: null, editor: null }

const setApproval = (on: boolean) => payload.updateGlobal({ slug: 'site-settings', data: { noticeApproval: on } })
const notice = (title: string) => ({
  title,
  type,
  academicYear: '2025-2026',
  date: new Date(Date.now() - 60_000).toISOString(),
  institution: school,
})
const read = (id: number) => payload.findByID({ collection: 'notices', id, draft: true, depth: 0 })
const published = async (id: number) =>
  (
    await payload.find({
      collection: 'notices',
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      depth: 0,
    })
  ).totalDocs === 1

/** The dashboard section's text for a user (rendered to static markup, as the admin would). */
async function dashboard(who: 'admin' | 'editor') {
  const { renderToStaticMarkup } = await import('react-dom/server')
  const element = await NoticeApprovals({ payload, user: users[who]! })
  return element ? renderToStaticMarkup(element) : ''
}

beforeAll(async () => {
  payload = await migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Vidya Vikas English School', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  type = (await payload.create({ collection: 'notice-types', data: { code: 'Circular' } })).id
  for (const [role, data] of [
    ['admin', { email: 'admin@test.local', role: 'admin' }],
    ['editor', { email: 'editor@test.local', role: 'editor', institutions: [school] }],
  ] as const) {
    users[role] = (await payload.create({
      collection: 'users',
      data: { ...data, password: PASSWORD } as never,
    })) as TypedUser
    tokens[role] = await login(data.email, PASSWORD)
  }
})
afterAll(() => payload?.destroy())

describe('a clerk of one school', () => {
  it('finds that school filled in: a notice saved without naming one is theirs, and the society stays refused', async () => {
    const unnamed: Partial<ReturnType<typeof notice>> = notice('Library timings')
    delete unnamed.institution
    const res = await cms('POST', 'notices?draft=true', {
      token: tokens.editor,
      json: { ...unnamed, _status: 'draft' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect((await read((res.body.doc as { id: number }).id)).institution).toBe(school)
    // Naming no school (the society's) is still refused with a reason.
    const society = await cms('POST', 'notices?draft=true', {
      token: tokens.editor,
      json: { ...unnamed, institution: null, _status: 'draft' },
    })
    expect(society.status).toBe(400)
    expect(JSON.stringify(society.body)).toContain('Only society administrators publish notices of the whole society')
  })
})

describe('with the setting off (the default)', () => {
  it('an editor publishes their school’s notice directly', async () => {
    const res = await cms('POST', 'notices', {
      token: tokens.editor,
      json: { ...notice('Sports day'), _status: 'published' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(await published((res.body.doc as { id: number }).id)).toBe(true)
  })
})

describe('with the setting on', () => {
  let id: number

  beforeAll(() => setApproval(true))
  afterAll(() => setApproval(false))

  it('an editor cannot publish: creating published, publishing a draft, or any other way through /cms-api', async () => {
    const created = await cms('POST', 'notices', {
      token: tokens.editor,
      json: { ...notice('Exam timetable'), _status: 'published' },
    })
    expect(created.status).toBe(403)
    expect(JSON.stringify(created.body)).toContain('approval')
    expect(APPROVAL_REFUSED).toContain('submit the notice for approval')
    const draft = await cms('POST', 'notices?draft=true', {
      token: tokens.editor,
      json: { ...notice('Exam timetable'), _status: 'draft' },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    id = (draft.body.doc as { id: number }).id
    for (const path of [`notices/${id}`, `notices/${id}?draft=false`, `notices?where[id][equals]=${id}`]) {
      const res = await cms('PATCH', path, { token: tokens.editor, json: { _status: 'published' } })
      expect(res.status, path).not.toBe(200)
    }
    expect(await published(id)).toBe(false)
    // Nor may they send back or write the administrator's note.
    await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.editor,
      json: { approval: { state: 'returned', note: 'fine by me' }, _status: 'draft' },
    })
    expect((await read(id)).approval).toMatchObject({ state: null, note: null })
  })

  it('the editor submits; the administrator sees it waiting', async () => {
    const res = await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.editor,
      json: { approval: { state: 'submitted' }, _status: 'draft' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await read(id)).approval?.state).toBe('submitted')
    expect(await published(id)).toBe(false)
    const adminView = await dashboard('admin')
    expect(adminView).toContain('Notices waiting for your approval (1)')
    expect(adminView).toContain('Exam timetable')
    expect(await dashboard('editor')).toContain('Waiting for approval')
  })

  it('the administrator sends it back with a note; the editor reads it on the notice and the dashboard', async () => {
    const res = await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.admin,
      json: { approval: { note: 'Add the Saturday timings.' }, _status: 'draft' },
    })
    expect(res.status).toBe(200)
    const mine = await cms('GET', `notices/${id}?draft=true&depth=0`, { token: tokens.editor })
    expect(mine.body.approval).toMatchObject({ state: 'returned', note: 'Add the Saturday timings.' })
    const editorView = await dashboard('editor')
    expect(editorView).toContain('Sent back')
    expect(editorView).toContain('Add the Saturday timings.')
    expect(await dashboard('admin')).toContain('Nothing waits for approval.')
  })

  it('the editor submits again; the administrator approves by publishing; it is live and nothing waits', async () => {
    await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.editor,
      json: { title: 'Exam timetable (with Saturday)', approval: { state: 'submitted' }, _status: 'draft' },
    })
    expect((await read(id)).approval?.state).toBe('submitted')
    const res = await cms('PATCH', `notices/${id}`, { token: tokens.admin, json: { _status: 'published' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await published(id)).toBe(true)
    expect((await read(id)).approval?.state ?? null).toBeNull()
    expect((await read(id)).title).toBe('Exam timetable (with Saturday)')
    expect(await dashboard('admin')).toContain('(0)')
  })

  it('an editor cannot publish a change to an approved notice either (it goes through approval again)', async () => {
    const res = await cms('PATCH', `notices/${id}`, {
      token: tokens.editor,
      json: { title: 'Changed without approval', _status: 'published' },
    })
    expect(res.status).toBe(403)
    expect((await payload.findByID({ collection: 'notices', id, depth: 0 })).title).toBe(
      'Exam timetable (with Saturday)',
    )
  })

  it('nor by restoring an earlier published version (the versions door)', async () => {
    await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.editor,
      json: { title: 'A draft after approval', _status: 'draft' },
    })
    await payload.update({
      collection: 'notices',
      id,
      data: { title: 'Published by the office', _status: 'published' },
    })
    const versions = await payload.findVersions({
      collection: 'notices',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
      sort: 'createdAt',
      depth: 0,
    })
    const first = versions.docs[0]!.id
    const res = await cms('POST', `notices/versions/${first}`, { token: tokens.editor })
    expect(res.status).not.toBe(200)
    expect((await payload.findByID({ collection: 'notices', id, depth: 0 })).title).toBe('Published by the office')
  })

  it('administrators publish society notices as always', async () => {
    const res = await cms('POST', 'notices', {
      token: tokens.admin,
      json: { ...notice('Founders day'), institution: null, _status: 'published' },
    })
    expect(res.status).toBe(201)
  })
})
