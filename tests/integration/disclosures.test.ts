import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'

import { makePdf } from '@/seed/pdf'

/**
 * Mandatory disclosures: one per institution, items of the board only, the per-item
 * last-updated date, the compliance view's scoping, and the weekly expiry mail against a local SMTP
 * server (the app reads SMTP_* at import, so the config loads after the server listens).
 */

const smtp = mailSink()
const { inbox } = smtp

let payload: Payload
let cms: typeof import('./cms').cms
let login: typeof import('./cms').login
let schoolA: number
let schoolB: number
let pdf: number
let editorToken: string
const PASSWORD = 'disclosure-test-password'
const DAY = 86_400_000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society website <web@society.test>'
  ;({ cms, login } = await import('./cms'))
  payload = await (await import('./payload')).migratedPayload()
  const school = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', _status: 'published' } as never,
      })
    ).id
  schoolA = await school('School A')
  schoolB = await school('School B')
  const file = makePdf('Fire safety certificate')
  pdf = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Fire safety certificate' },
      file: { data: file, name: 'fire.pdf', mimetype: 'application/pdf', size: file.length },
    })
  ).id
  const user = (
    email: string,
    role: 'editor' | 'admin' | 'officer',
    institutions: number[] = [],
    allInstitutions = false,
  ) => payload.create({ collection: 'users', data: { email, password: PASSWORD, role, institutions, allInstitutions } })
  await user('editor-a@society.test', 'editor', [schoolA])
  await user('editor-b@society.test', 'editor', [schoolB])
  await user('editor-all@society.test', 'editor', [], true)
  await user('admin@society.test', 'admin')
  await user('officer@society.test', 'officer', [schoolA])
  editorToken = await login('editor-a@society.test', PASSWORD)
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})
beforeEach(async () => {
  await payload.delete({ collection: 'disclosures', where: { id: { exists: true } } })
  inbox.length = 0
})

const create = (institution: number, items: Record<string, unknown>[], board = 'cbse') =>
  payload.create({
    collection: 'disclosures',
    data: { institution, board, items, _status: 'published' } as never,
    depth: 0,
  })

describe('the collection', () => {
  it('holds one disclosure per institution', async () => {
    expect(
      (
        await cms('POST', 'disclosures', {
          token: editorToken,
          json: { institution: schoolA, board: 'cbse', _status: 'published' },
        })
      ).status,
    ).toBe(201)
    const again = await cms('POST', 'disclosures', {
      token: editorToken,
      json: { institution: schoolA, board: 'state', _status: 'published' },
    })
    expect(again.status).toBe(400)
    expect(await payload.count({ collection: 'disclosures' })).toEqual({ totalDocs: 1 })
  })

  it("refuses an item of another board, and an 'other' item without its title", async () => {
    const college = await cms('POST', 'disclosures', {
      token: editorToken,
      json: { institution: schoolA, board: 'ugc', items: [{ item: 'fireSafety', document: pdf }] },
    })
    expect(college.status).toBe(400)
    expect(JSON.stringify(college.body)).toContain('does not belong to the chosen board')
    const untitled = await cms('POST', 'disclosures', {
      token: editorToken,
      json: { institution: schoolA, board: 'other', items: [{ item: 'custom', value: 'x' }] },
    })
    expect(untitled.status).toBe(400)
    expect(await payload.count({ collection: 'disclosures' })).toEqual({ totalDocs: 0 })
  })

  it("keeps each item's last-updated date: set when the item changes, kept when another one does", async () => {
    const doc = await create(schoolA, [
      { item: 'schoolCode', value: '301' },
      { item: 'fireSafety', document: pdf, expiresOn: inDays(100) },
    ])
    const [code, fire] = doc.items!
    expect(code!.updatedOn).toBeTruthy()
    await new Promise((r) => setTimeout(r, 20))
    // Change only the school code (the file as the admin sends it back, populated; the date as a day).
    const saved = await payload.update({
      collection: 'disclosures',
      id: doc.id,
      data: {
        items: [
          { ...code, value: '302' },
          { ...fire, document: { id: pdf }, expiresOn: fire!.expiresOn!.slice(0, 10) },
        ],
      } as never,
      depth: 0,
    })
    const byId = (id: unknown) => saved.items!.find((r) => r.id === id)!
    expect(Date.parse(byId(code!.id).updatedOn!)).toBeGreaterThan(Date.parse(code!.updatedOn!))
    const old = fire!.updatedOn
    expect(byId(fire!.id).updatedOn).toBe(old)
    // Nor can a save set the date by hand: it is the server's.
    const forged = await payload.update({
      collection: 'disclosures',
      id: doc.id,
      data: { items: saved.items!.map((r) => ({ ...r, updatedOn: '2020-01-01T00:00:00.000Z' })) } as never,
      depth: 0,
    })
    expect(forged.items!.find((r) => r.id === fire!.id)!.updatedOn).toBe(old)
    // A save that changes nothing visible keeps both.
    const same = await payload.update({ collection: 'disclosures', id: doc.id, data: { fees: [] } as never, depth: 0 })
    expect(same.items!.find((r) => r.id === fire!.id)!.updatedOn).toBe(old)
  })
})

describe('the compliance view', () => {
  it('shows each person the institutions they may edit, scoped on the server', async () => {
    const { dashboardData } = await import('@/dashboard/data')
    await create(schoolA, [{ item: 'fireSafety', document: pdf, expiresOn: inDays(-3) }])
    const user = async (email: string) =>
      (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]!
    const forA = (await dashboardData(payload, await user('editor-a@society.test'))).compliance!
    expect(forA.map((r) => r.institution)).toEqual([schoolA])
    expect(forA[0]!.findings.filter((f) => f.kind === 'expired').map((f) => [f.label, f.date?.slice(0, 10)])).toEqual([
      ['Fire safety certificate', inDays(-3)],
    ])
    expect(forA[0]!.findings.filter((f) => f.kind === 'missing').length).toBeGreaterThan(20)
    const forAdmin = (await dashboardData(payload, await user('admin@society.test'))).compliance!
    expect(forAdmin.map((r) => r.institution).sort()).toEqual([schoolA, schoolB].sort())
    // No disclosure yet: 0 %.
    expect(forAdmin.find((r) => r.institution === schoolB)!.percent).toBe(0)
    expect((await dashboardData(payload, await user('officer@society.test'))).compliance).toBeUndefined()
  })
})

describe('the weekly expiry mail', () => {
  it('sends each editor one mail with their institutions’ documents expired or expiring', async () => {
    const { sendExpiryReminders } = await import('@/jobs/disclosure-expiry')
    await create(schoolA, [
      { item: 'fireSafety', document: pdf, expiresOn: inDays(-2) },
      { item: 'buildingSafety', document: pdf, expiresOn: inDays(10) },
      { item: 'noc', document: pdf, expiresOn: inDays(200) },
    ])
    await create(schoolB, [{ item: 'fireSafety', document: pdf, expiresOn: inDays(300) }])
    expect(await sendExpiryReminders(payload)).toBe(2)
    expect(inbox.map((m) => m.to).sort()).toEqual([['editor-a@society.test'], ['editor-all@society.test']])
    const body = inbox.find((m) => m.to[0] === 'editor-a@society.test')!.body
    expect(body).toContain('School A')
    expect(body).toMatch(/Fire safety certificate: EXPIRED on \d\d\/\d\d\/\d{4}/)
    expect(body).toMatch(/Building safety certificate \(National Building Code\): expires on/)
    expect(body).not.toContain('No objection')
    expect(body).not.toContain('School B')
  })

  it('sends nothing when nothing expires', async () => {
    const { sendExpiryReminders } = await import('@/jobs/disclosure-expiry')
    await create(schoolA, [{ item: 'fireSafety', document: pdf, expiresOn: inDays(90) }])
    // It returns once every mail it sends has been accepted by the mail server: none here.
    expect(await sendExpiryReminders(payload)).toBe(0)
    expect(inbox).toEqual([])
  })

  it('is a scheduled task on its own queue', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'mailDisclosureExpiry')
    expect(task?.schedule).toEqual([{ cron: '0 7 * * 1', queue: 'disclosures' }])
  })
})
