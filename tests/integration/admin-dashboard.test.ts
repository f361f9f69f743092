/**
 * The /admin dashboard's data (src/dashboard/data.ts), per role, with
 * real accounts and the access rules of src/access/roles.ts: a grievance officer sees the new and
 * overdue grievances of their institutions only, an editor the unpublished drafts of their
 * institutions only, an administrator everything plus the most recent changes (who, what, when)
 * and the alerts on the site now.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboardData, DASHBOARD_LIMIT } from '@/dashboard/data'
import { GRIEVANCE_DUE_DAYS_DEFAULT, GRIEVANCE_FRESH_DAYS } from '@/grievances/workflow'

import { api, json } from './api'
import { migratedPayload } from './payload'

const DAY = 24 * 60 * 60 * 1000
const PASSWORD = 'dashboard-test-password'
let payload: Payload
let schoolA: number
let schoolB: number
const users = {} as Record<'officerA' | 'editorA' | 'editorB' | 'admin', TypedUser>
const grievance = {} as Record<'aNew' | 'aOldNew' | 'aOldOpen' | 'aOldClosed' | 'bNew' | 'bOldNew', string>
const album = {} as Record<'aDraft' | 'aPublishedThenDraft' | 'aPublished' | 'bDraft' | 'societyDraft', number>

/** File a grievance as the public does, then set its status and age straight in the database. */
async function file(institution: number, daysAgo: number, status = 'new'): Promise<string> {
  const res = await api(
    'POST',
    'complaint',
    json({
      name: 'Asha',
      mname: 'Rao',
      dob: '2004-05-17',
      type: 'Marksheet',
      enrollment: 'EN-1',
      mobile: '9876543210',
      email: 'asha@example.org',
      message: 'Wrong marks.',
      tid: '1',
      institute_id: String(institution),
    }),
  )
  expect(res.status).toBe(200)
  const { reference } = res.data as { reference: string }
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { reference: { equals: reference } },
    depth: 0,
  })
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString()
  // Filed `daysAgo` days ago: due the default number of days after that, as filing would have set it.
  const dueAt = new Date(Date.now() - (daysAgo - GRIEVANCE_DUE_DAYS_DEFAULT) * DAY).toISOString()
  await payload.db.updateOne({
    collection: 'grievances',
    id: docs[0]!.id,
    data: { createdAt, dueAt, status },
    returning: false,
  })
  return reference
}

const as = (user: TypedUser) => ({ user, overrideAccess: false as const })
const titles = (items: { title: string }[] | undefined) => (items ?? []).map((i) => i.title).sort()

beforeAll(async () => {
  payload = await migratedPayload()
  const school = (name: string) =>
    payload.create({
      collection: 'institutions',
      data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' } as never,
      context: { disableRevalidate: true },
    })
  schoolA = (await school('School A')).id
  schoolB = (await school('School B')).id
  const account = async (key: keyof typeof users, role: string, institutions: number[]) => {
    const doc = await payload.create({
      collection: 'users',
      data: { email: `${key}@dashboard.test`, name: `Name ${key}`, password: PASSWORD, role, institutions } as never,
    })
    users[key] = { ...doc, collection: 'users' } as TypedUser
  }
  await account('officerA', 'officer', [schoolA])
  await account('editorA', 'editor', [schoolA])
  await account('editorB', 'editor', [schoolB])
  await account('admin', 'admin', [])

  // Filed longer ago than the due date (the default number of days): overdue unless closed.
  const old = GRIEVANCE_DUE_DAYS_DEFAULT + 3
  grievance.aNew = await file(schoolA, 1)
  grievance.aOldNew = await file(schoolA, old)
  grievance.aOldOpen = await file(schoolA, old, 'in-progress')
  grievance.aOldClosed = await file(schoolA, old, 'resolved')
  grievance.bNew = await file(schoolB, 0)
  grievance.bOldNew = await file(schoolB, old)

  const newAlbum = async (user: TypedUser, title: string, institution: number | null, status: 'draft' | 'published') =>
    (
      await payload.create({
        collection: 'albums',
        data: {
          title,
          date: '2025-12-20T00:00:00.000Z',
          academicYear: '2025-2026',
          institution,
          _status: status,
        } as never,
        draft: status === 'draft',
        context: { disableRevalidate: true },
        ...as(user),
      })
    ).id
  album.aDraft = await newAlbum(users.editorA, 'A draft', schoolA, 'draft')
  album.aPublished = await newAlbum(users.editorA, 'A published', schoolA, 'published')
  album.aPublishedThenDraft = await newAlbum(users.editorA, 'A published then changed', schoolA, 'published')
  await payload.update({
    collection: 'albums',
    id: album.aPublishedThenDraft,
    data: { title: 'A published, changes in a draft', _status: 'draft' } as never,
    draft: true,
    context: { disableRevalidate: true },
    ...as(users.editorA),
  })
  album.bDraft = await newAlbum(users.editorB, 'B draft', schoolB, 'draft')
  album.societyDraft = await newAlbum(users.admin, 'Society draft', null, 'draft')
})
afterAll(() => payload?.destroy())

describe('grievance officer', () => {
  it('sees the new and overdue grievances of their institutions only, and no drafts or changes', async () => {
    const data = await dashboardData(payload, users.officerA)
    expect(data.drafts).toBeUndefined()
    expect(data.recentChanges).toBeUndefined()
    expect(data.grievances!.freshDays).toBe(GRIEVANCE_FRESH_DAYS)
    expect(titles(data.grievances!.fresh.items)).toEqual([grievance.aNew])
    expect(data.grievances!.fresh.total).toBe(1)
    // Most overdue first; the resolved one is not overdue, School B’s are not theirs.
    expect(titles(data.grievances!.overdue.items)).toEqual([grievance.aOldNew, grievance.aOldOpen].sort())
    const item = data.grievances!.fresh.items[0]!
    expect(item.href).toMatch(/^\/admin\/collections\/grievances\/\d+$/)
    expect(item.detail).toContain('School A')
    expect(item.detail).toContain('New')
  })

  it('an officer with no institution sees an empty desk', async () => {
    const data = await dashboardData(payload, { ...users.officerA, institutions: [] } as TypedUser)
    expect(data.grievances!.fresh.total + data.grievances!.overdue.total).toBe(0)
  })
})

describe('institution editor', () => {
  it("sees the unpublished drafts of their institutions only (a published album's newer draft included), and no grievances", async () => {
    const data = await dashboardData(payload, users.editorA)
    expect(data.grievances).toBeUndefined()
    expect(data.recentChanges).toBeUndefined()
    const drafts = data.drafts!
    expect(titles(drafts.items)).toEqual(['A draft', 'A published, changes in a draft'])
    expect(drafts.total).toBe(2)
    const item = drafts.items.find((i) => i.title === 'A draft')!
    expect(item).toMatchObject({
      href: `/admin/collections/albums/${album.aDraft}`,
      detail: 'Album',
      by: 'Name editorA',
    })

    const b = await dashboardData(payload, users.editorB)
    expect(titles(b.drafts!.items)).toEqual(['B draft'])
  })
})

describe('administrator', () => {
  it('sees every institution’s grievances and drafts, and the most recent changes with who, what and when', async () => {
    const data = await dashboardData(payload, users.admin)
    expect(titles(data.grievances!.fresh.items)).toEqual([grievance.aNew, grievance.bNew].sort())
    expect(titles(data.grievances!.overdue.items)).toEqual(
      [grievance.aOldNew, grievance.aOldOpen, grievance.bOldNew].sort(),
    )
    expect(titles(data.drafts!.items)).toEqual(
      expect.arrayContaining(['A draft', 'A published, changes in a draft', 'B draft', 'Society draft']),
    )
    expect(titles(data.drafts!.items)).not.toContain('A published')

    const changes = data.recentChanges!
    expect(changes.length).toBeGreaterThan(0)
    expect(changes.length).toBeLessThanOrEqual(DASHBOARD_LIMIT)
    // Newest first: the society's draft album was the last save.
    expect(changes[0]).toMatchObject({
      title: 'Society draft',
      detail: 'Album · saved as draft',
      by: 'Name admin',
      href: `/admin/collections/albums/${album.societyDraft}`,
    })
    const dates = changes.map((c) => Date.parse(c.at))
    expect([...dates].sort((x, y) => y - x)).toEqual(dates)
    expect(changes.find((c) => c.title === 'B draft')).toMatchObject({ by: 'Name editorB' })
    expect(changes.find((c) => c.title === 'A published')).toMatchObject({
      detail: 'Album · published',
      by: 'Name editorA',
    })
  })
})

describe('alerts on the site now', () => {
  it('an administrator sees the alerts that have started and not ended, soonest ending first', async () => {
    const HOUR = 60 * 60 * 1000
    const alert = (message: string, from: number, to: number, institutions: number[]) =>
      payload.create({
        collection: 'alerts',
        data: {
          message,
          level: 'information',
          startsAt: new Date(Date.now() + from).toISOString(),
          endsAt: new Date(Date.now() + to).toISOString(),
          institutions,
        } as never,
      })
    await alert('A closed today', -HOUR, 3 * HOUR, [schoolA])
    await alert('B closed today', -HOUR, 2 * HOUR, [schoolB])
    await alert('A closes tomorrow', 20 * HOUR, 30 * HOUR, [schoolA])
    const office = await dashboardData(payload, users.admin)
    expect(office.alerts!.items.map((a) => a.title)).toEqual(['B closed today', 'A closed today'])
    expect(office.alerts!.items[0]).toMatchObject({ detail: 'Information · School B' })
    expect((await dashboardData(payload, users.editorA)).alerts).toBeUndefined()
    expect((await dashboardData(payload, users.officerA)).alerts).toBeUndefined()
  })
})
