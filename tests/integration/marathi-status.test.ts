/**
 * Whether the Marathi is complete (src/translations/queries.ts): for one
 * document in its edit view, and the administrators' list of every published document whose
 * Marathi is missing, per institution, with real accounts, drafts and the access rules of
 * src/access/roles.ts; through the local API and through GET /cms-api/marathi/{status,missing}.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  documentMarathiStatus,
  localizedCollections,
  localizedGlobals,
  missingMarathiReport,
  type MarathiReport,
} from '@/translations/queries'
import { MARATHI_STATUS_FIELD } from '@/translations/status-field'

import { cms, login } from './cms'
import { migratedPayload } from './payload'

const PASSWORD = 'marathi-test-password'
let payload: Payload
const users = {} as Record<'admin' | 'editorA' | 'officer', TypedUser>
const tokens = {} as Record<keyof typeof users, string>
const ids = {} as Record<
  | 'schoolA'
  | 'schoolB'
  | 'schoolDraft'
  | 'achievementA'
  | 'achievementB'
  | 'achievementDraft'
  | 'achievementComplete'
  | 'trustee'
  | 'trusteeFixedInDraft'
  | 'albumSociety'
  | 'scheduled'
  | 'expired',
  number
>

const rich = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: text ? [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] : [],
      },
    ],
  },
})

const quiet = { context: { disableRevalidate: true } }
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await migratedPayload()
  const create = (collection: string, data: Record<string, unknown>, draft = false) =>
    payload
      .create({ collection: collection as 'trustees', data: data as never, draft, ...quiet })
      .then((d) => d.id as number)
  const marathi = (collection: string, id: number, data: Record<string, unknown>, draft = false) =>
    payload.update({ collection: collection as 'trustees', id, locale: 'mr', data: data as never, draft, ...quiet })

  // School A: Marathi name and address only; its sections and principal stay English.
  ids.schoolA = await create('institutions', {
    name: 'School A',
    address: 'Dadar',
    kind: 'school',
    medium: 'marathi',
    order: 1,
    _status: 'published',
    schoolInfo: [
      { title: 'About', content: rich('Founded in 1950.') },
      { title: 'Rules', content: rich('Be kind.') },
    ],
    principal: { name: 'Smt. Joshi', designation: 'Headmistress' },
  })
  const rows = (await payload.findByID({ collection: 'institutions', id: ids.schoolA, depth: 0 })).schoolInfo!
  await marathi('institutions', ids.schoolA, {
    name: 'शाळा अ',
    address: 'दादर',
    principal: { name: 'श्रीमती जोशी' },
    schoolInfo: [
      { id: rows[0]!.id, title: 'आमच्याविषयी', content: rich('स्थापना १९५०.') },
      { id: rows[1]!.id, title: 'नियम' },
    ],
  })
  // School B: all Marathi (its Marathi is complete).
  ids.schoolB = await create('institutions', {
    name: 'School B',
    address: 'Thane',
    kind: 'school',
    medium: 'english',
    order: 2,
    _status: 'published',
  })
  await marathi('institutions', ids.schoolB, { name: 'शाळा ब', address: 'ठाणे' })
  // Never published: not in the list.
  ids.schoolDraft = await create(
    'institutions',
    { name: 'School Draft', address: 'Pune', kind: 'school', medium: 'english', _status: 'draft' },
    true,
  )

  const prize = (await payload.create({ collection: 'achievement-types', data: { code: 'SPORTS' } as never })).id
  const achievement = (name: string, institution: number, status: 'published' | 'draft' = 'published') =>
    create(
      'achievements',
      {
        achieverName: name,
        achievement: 'First prize',
        type: prize,
        institution,
        academicYear: '2025-2026',
        by: 'student',
        _status: status,
      },
      status === 'draft',
    )
  ids.achievementA = await achievement('Asha', ids.schoolA)
  ids.achievementB = await achievement('Bala', ids.schoolB)
  ids.achievementDraft = await achievement('Chitra', ids.schoolA, 'draft')
  ids.achievementComplete = await achievement('Deepa', ids.schoolA)
  await marathi('achievements', ids.achievementComplete, { achieverName: 'दीपा', achievement: 'प्रथम पारितोषिक' })

  ids.trustee = await create('trustees', { name: 'Shri Patil', designation: 'President', _status: 'published' })
  await marathi('trustees', ids.trustee, { name: 'श्री पाटील' })
  // Published in English only; Marathi then saved in a newer draft: the published version still lacks it.
  ids.trusteeFixedInDraft = await create('trustees', { name: 'Smt. Kulkarni', _status: 'published' })
  await marathi('trustees', ids.trusteeFixedInDraft, { name: 'श्रीमती कुलकर्णी', _status: 'draft' }, true)
  ids.albumSociety = await create('albums', {
    title: 'Founders day',
    date: '2025-12-20T00:00:00.000Z',
    academicYear: '2025-2026',
    _status: 'published',
  })

  // Notices: one scheduled for later, one past its "Hide after" date; both are published.
  const type = (await payload.create({ collection: 'notice-types', data: { code: 'CIRCULAR' } as never })).id
  const notice = (title: string, dates: Record<string, string>) =>
    create('notices', {
      title,
      type,
      academicYear: '2025-2026',
      date: new Date().toISOString(),
      _status: 'published',
      ...dates,
    })
  ids.scheduled = await notice('Scheduled notice', { publishAt: new Date(Date.now() + 5 * DAY).toISOString() })
  ids.expired = await notice('Expired notice', {
    publishAt: new Date(Date.now() - 10 * DAY).toISOString(),
    expiresAt: new Date(Date.now() - DAY).toISOString(),
  })

  await payload.updateGlobal({
    slug: 'site-settings',
    data: { title: 'Vidya Vikas Education Society' } as never,
    ...quiet,
  })
  // Site settings saved in English only: none of its header lines has Marathi yet.

  const account = async (key: keyof typeof users, role: string, institutions: number[]) => {
    const email = `${key}@marathi.test`
    const doc = await payload.create({
      collection: 'users',
      data: { email, name: key, password: PASSWORD, role, institutions } as never,
    })
    users[key] = { ...doc, collection: 'users' } as TypedUser
    tokens[key] = await login(email, PASSWORD)
  }
  await account('admin', 'admin', [])
  await account('editorA', 'editor', [ids.schoolA])
  await account('officer', 'officer', [ids.schoolA])
})
afterAll(() => payload?.destroy())

describe('the Marathi of one document', () => {
  it('every collection and global with localized fields carries the indicator; the others do not', () => {
    const withField = (fields: { name?: string }[]) => fields.some((f) => f.name === MARATHI_STATUS_FIELD)
    const collections = localizedCollections(payload).map((c) => c.slug)
    expect(collections).toEqual(
      expect.arrayContaining([
        'institutions',
        'trustees',
        'notices',
        'achievements',
        'albums',
        'gallery-images',
        'media',
      ]),
    )
    expect(collections).not.toContain('grievances')
    expect(collections).not.toContain('users')
    for (const c of payload.config.collections)
      expect(withField(c.fields as { name?: string }[]), c.slug).toBe(collections.includes(c.slug))
    expect(localizedGlobals(payload).map((g) => g.slug)).toEqual(['site-settings', 'rti-disclosure'])
    for (const g of payload.config.globals)
      expect(withField(g.fields as { name?: string }[]), g.slug).toBe(
        g.slug === 'site-settings' || g.slug === 'rti-disclosure',
      )
  })

  it('names each text with English but no Marathi by its label in the edit view; texts with Marathi are not listed', async () => {
    const status = await documentMarathiStatus(payload, users.admin, { collection: 'institutions', id: ids.schoolA })
    expect(status.complete).toBe(false)
    expect(status.missing).toEqual([
      { path: 'schoolInfo.1.content', label: 'School Information › Block 2 (Rules) › Content' },
      { path: 'principal.designation', label: 'HM/Principal Information › Designation' },
    ])
    for (const path of [
      'name',
      'address',
      'schoolInfo.0.title',
      'schoolInfo.0.content',
      'schoolInfo.1.title',
      'principal.name',
    ]) {
      expect(status.missing.map((m) => m.path)).not.toContain(path)
    }
  })

  it('says complete when every English text has its Marathi, and follows the newest save', async () => {
    expect(await documentMarathiStatus(payload, users.admin, { collection: 'institutions', id: ids.schoolB })).toEqual({
      complete: true,
      missing: [],
      outdated: [],
    })
    const trustee = await documentMarathiStatus(payload, users.admin, { collection: 'trustees', id: ids.trustee })
    expect(trustee.missing).toEqual([{ path: 'designation', label: 'Designation' }])
    // The edit view shows the newest version: Marathi saved in a draft counts here.
    expect(
      await documentMarathiStatus(payload, users.admin, { collection: 'trustees', id: ids.trusteeFixedInDraft }),
    ).toEqual({ complete: true, missing: [], outdated: [] })
    const settings = await documentMarathiStatus(payload, users.admin, { global: 'site-settings' })
    expect(settings.missing).toEqual([
      { path: 'title', label: 'Header › Society title' },
      { path: 'isoLine', label: 'Header › Certification line' },
      { path: 'awardLine', label: 'Header › Award line' },
      { path: 'addressLine', label: 'Header › Postal address line' },
    ])
  })

  it('answers over HTTP only for documents the user may read', async () => {
    const status = (query: string, token?: string) => cms('GET', `marathi/status?${query}`, { token })
    const own = await status(`collection=institutions&id=${ids.schoolA}`, tokens.editorA)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('no-store')
    expect(own.body).toMatchObject({
      complete: false,
      missing: [{ path: 'schoolInfo.1.content' }, { path: 'principal.designation' }],
    })
    // Another institution's achievement: not theirs to read.
    expect([403, 404]).toContain(
      (await status(`collection=achievements&id=${ids.achievementB}`, tokens.editorA)).status,
    )
    // An officer reads what the public reads: the published school, not the draft one.
    expect((await status(`collection=institutions&id=${ids.schoolA}`, tokens.officer)).status).toBe(200)
    expect([403, 404]).toContain((await status(`collection=institutions&id=${ids.schoolDraft}`, tokens.officer)).status)
    expect((await status(`collection=institutions&id=${ids.schoolA}`)).status).toBe(401)
    expect((await status('collection=grievances&id=1', tokens.admin)).status).toBe(404)
    expect((await status('collection=institutions&id=abc', tokens.admin)).status).toBe(404)
    expect((await status('collection=institutions', tokens.admin)).status).toBe(400)
    expect((await status('global=site-settings', tokens.admin)).status).toBe(200)
  })
})

describe('published documents whose Marathi is missing, per institution', () => {
  let report: MarathiReport
  const rowsOf = (key: string) =>
    report.groups.find((g) => g.key === key)?.documents.map((d) => `${d.collection}/${d.id ?? ''}`) ?? []
  const everyRow = () => report.groups.flatMap((g) => g.documents.map((d) => `${d.collection}/${d.id ?? ''}`))

  beforeAll(async () => {
    report = await missingMarathiReport(payload, users.admin)
  })

  it('groups by institution (the institution itself included), society-wide first, institutions in their order', () => {
    expect(report.groups.map((g) => g.title)).toEqual(['Society-wide', 'School A', 'School B'])
    expect(rowsOf(`institution-${ids.schoolA}`)).toEqual([
      `institutions/${ids.schoolA}`,
      `achievements/${ids.achievementA}`,
    ])
    // School B itself has all its Marathi; its English-only achievement is listed under it.
    expect(rowsOf(`institution-${ids.schoolB}`)).toEqual([`achievements/${ids.achievementB}`])
    expect(rowsOf('society')).toEqual(
      expect.arrayContaining([
        `trustees/${ids.trustee}`,
        `albums/${ids.albumSociety}`,
        `notices/${ids.scheduled}`,
        `notices/${ids.expired}`,
        'site-settings/',
      ]),
    )
  })

  it('lists only published documents: no draft, no complete document; a fix saved as a draft counts once published', () => {
    const rows = everyRow()
    expect(rows).not.toContain(`institutions/${ids.schoolDraft}`)
    expect(rows).not.toContain(`achievements/${ids.achievementDraft}`)
    expect(rows).not.toContain(`achievements/${ids.achievementComplete}`)
    expect(rows).not.toContain(`institutions/${ids.schoolB}`)
    expect(rows).toContain(`trustees/${ids.trusteeFixedInDraft}`)
    expect(report.incomplete).toBe(rows.length)
    expect(report.checked).toBeGreaterThan(rows.length)
  })

  it('says for each document which fields are missing and links to its edit page', () => {
    const school = report.groups.flatMap((g) => g.documents).find((d) => d.collection === 'institutions')!
    expect(school).toMatchObject({
      kind: 'Institution',
      kinds: 'Institutions',
      title: 'School A',
      href: `/admin/collections/institutions/${ids.schoolA}`,
    })
    expect(school.missing.map((m) => m.label)).toEqual([
      'School Information › Block 2 (Rules) › Content',
      'HM/Principal Information › Designation',
    ])
    const trustee = report.groups
      .flatMap((g) => g.documents)
      .find((d) => d.id === ids.trustee && d.collection === 'trustees')!
    expect(trustee.missing).toEqual([{ path: 'designation', label: 'Designation' }])
    const settings = report.groups.flatMap((g) => g.documents).find((d) => d.collection === 'site-settings')!
    expect(settings).toMatchObject({ id: null, title: 'Site settings', href: '/admin/globals/site-settings' })
    expect(settings.missing.map((m) => m.path)).toEqual(['title', 'isoLine', 'awardLine', 'addressLine'])
  })

  it('reads each collection once, however many documents there are', async () => {
    const find = vi.spyOn(payload, 'find')
    const findByID = vi.spyOn(payload, 'findByID')
    await missingMarathiReport(payload, users.admin)
    expect(find).toHaveBeenCalledTimes(localizedCollections(payload).length + 1)
    expect(findByID).not.toHaveBeenCalled()
    find.mockRestore()
    findByID.mockRestore()
  })

  it('is for administrators only', async () => {
    await expect(missingMarathiReport(payload, users.editorA)).rejects.toMatchObject({ status: 403 })
    await expect(missingMarathiReport(payload, users.officer)).rejects.toMatchObject({ status: 403 })
    expect((await cms('GET', 'marathi/missing')).status).toBe(401)
    for (const who of ['editorA', 'officer'] as const) {
      const res = await cms('GET', 'marathi/missing', { token: tokens[who] })
      expect(res.status).toBe(403)
      expect(res.body.groups).toBeUndefined()
    }
    const res = await cms('GET', 'marathi/missing', { token: tokens.admin })
    expect(res.status).toBe(200)
    expect((res.body as unknown as MarathiReport).groups.map((g) => g.title)).toEqual(report.groups.map((g) => g.title))
  })
})
