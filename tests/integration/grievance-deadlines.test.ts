import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, formatDateTime, indianDay } from '@/lib/dates'
import { mailSink } from './smtp'

/**
 * The grievance's deadlines and answers: the due date from Site settings, the officer's reply and
 * its history, the escalation job (once and only once, by mail to the administrators, against a
 * local SMTP server) and the public status look-up. The app reads SMTP_* at import, so everything
 * that loads the config is imported after the server is listening.
 */

/** While set, the server refuses every message (a mail server that is down for the moment). */
let refuse = false
const smtp = mailSink({ refuse: () => refuse })
const { inbox } = smtp

const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let school: number
let officer: { id: number; email: string }
let M: typeof import('@/grievances/status')
let escalate: typeof import('@/grievances/jobs/escalation').escalateOverdueGrievances
let ESCALATE_CONTEXT: string
let resetRateLimits: () => void
let en: typeof import('@/i18n/en').en

/** Store a grievance as the public form does (the hooks set its due date), filed `daysAgo` days ago. */
async function file(
  reference: string,
  { daysAgo = 0, status = 'new' as 'new' | 'in-progress' | 'resolved' | 'rejected' } = {},
) {
  const doc = await payload.create({
    collection: 'grievances',
    data: {
      reference,
      status: 'new',
      institution: school,
      issueType: 'Marksheet',
      firstName: 'Asha',
      lastName: 'Rao',
      dateOfBirth: '2004-05-17',
      email: 'Asha@Example.org',
      mobile: '9876543210',
      message: 'My marksheet is wrong.',
      createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    },
    depth: 0,
  })
  return status === 'new' ? doc : payload.update({ collection: 'grievances', id: doc.id, data: { status }, depth: 0 })
}

const form = (reference: string, contact: string) => {
  const data = new FormData()
  data.set('reference', reference)
  data.set('contact', contact)
  return data
}
let client = 0
/** Each look-up from its own address unless told otherwise (the per-client limit is tested apart). */
const lookUp = (reference: string, contact: string, address = `10.0.0.${++client % 250}`) =>
  M.lookUpGrievanceStatus(form(reference, contact), 'en', new Headers({ 'x-forwarded-for': address }))

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society grievance desk <desk@society.test>'
  process.env.TRUST_PROXY = '1'
  payload = await (await import('./payload')).migratedPayload()
  M = await import('@/grievances/status')
  escalate = (await import('@/grievances/jobs/escalation')).escalateOverdueGrievances
  ESCALATE_CONTEXT = (await import('@/grievances/history')).ESCALATE_CONTEXT
  resetRateLimits = (await import('@/services/rate-limit')).resetRateLimits
  en = (await import('@/i18n/en')).en
  school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'School A', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: { disableRevalidate: true },
    })
  ).id
  for (const email of ['admin-1@society.test', 'admin-2@society.test'])
    await payload.create({ collection: 'users', data: { email, password: 'deadline-test-password', role: 'admin' } })
  const o = await payload.create({
    collection: 'users',
    data: { email: 'officer@society.test', password: 'deadline-test-password', role: 'officer', allInstitutions: true },
  })
  officer = { id: o.id, email: o.email }
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

describe('due date', () => {
  it('is 15 days after filing by default, and the number of days set in Site settings for new grievances', async () => {
    const a = await file('GRV-2026-DUE15A')
    // The end of the Indian day that many days after the Indian filing day (src/grievances/workflow.ts).
    const dueDay = (filed: string, days: number) => addDays(indianDay(filed), days)
    expect(indianDay(a.dueAt)).toBe(dueDay(a.createdAt, 15))
    expect(formatDateTime(a.dueAt)).toMatch(/ 23:59$/)
    await payload.updateGlobal({ slug: 'site-settings', data: { grievanceDueDays: 30 } })
    const b = await file('GRV-2026-DUE30B')
    expect(indianDay(b.dueAt)).toBe(dueDay(b.createdAt, 30))
    // Grievances filed before keep theirs; nobody changes a due date through the API.
    const again = await payload.update({
      collection: 'grievances',
      id: a.id,
      data: { dueAt: new Date().toISOString(), status: 'in-progress' },
      depth: 0,
    })
    expect(again.dueAt).toBe(a.dueAt)
    await payload.updateGlobal({ slug: 'site-settings', data: { grievanceDueDays: 15 } })
  })
})

describe('reply to the complainant', () => {
  it('is its own field with its own history entry, apart from the internal note', async () => {
    const g = await file('GRV-2026-REPLY1')
    const as = {
      user: { ...officer, collection: 'users', role: 'officer', allInstitutions: true } as never,
      overrideAccess: false,
    }
    await payload.update({ collection: 'grievances', id: g.id, data: { internalNote: 'Asked the exam cell.' }, ...as })
    const replied = await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { reply: 'Your corrected marksheet is ready at the office.' },
      ...as,
    })
    expect(replied.internalNote).toBe('Asked the exam cell.')
    expect(replied.history!.map(({ change, to, byName }) => ({ change, to, byName }))).toEqual([
      { change: 'note', to: 'Asked the exam cell.', byName: officer.email },
      { change: 'reply', to: 'Your corrected marksheet is ready at the office.', byName: officer.email },
    ])
  })
})

describe('escalation', () => {
  it('escalates each overdue open grievance once and only once, by mail to the administrators, and records it', async () => {
    const overdue = await file('GRV-2026-LATE01', { daysAgo: 20 })
    const overdue2 = await file('GRV-2026-LATE02', { daysAgo: 16, status: 'in-progress' })
    const closedLate = await file('GRV-2026-LATE03', { daysAgo: 40, status: 'resolved' })
    const notYet = await file('GRV-2026-SOON01', { daysAgo: 10 })
    inbox.length = 0

    expect(await escalate(payload)).toBe(2)
    expect(inbox).toHaveLength(1)
    expect(inbox[0]!.to).toEqual(['admin-1@society.test', 'admin-2@society.test'])
    expect(inbox[0]!.body).toContain('GRV-2026-LATE01')
    expect(inbox[0]!.body).toContain('GRV-2026-LATE02')
    expect(inbox[0]!.body).not.toContain('GRV-2026-LATE03')
    expect(inbox[0]!.body).not.toContain('GRV-2026-SOON01')
    expect(inbox[0]!.body).not.toContain('asha@example.org')

    // Run again (the next tick), and once more after an officer's change: nothing new.
    expect(await escalate(payload)).toBe(0)
    await payload.update({ collection: 'grievances', id: overdue.id, data: { internalNote: 'Chasing it.' } })
    // A second escalating update of the same grievance (a replayed job) does not add a second entry.
    await payload.update({ collection: 'grievances', id: overdue.id, data: {}, context: { [ESCALATE_CONTEXT]: true } })
    expect(await escalate(payload)).toBe(0)
    expect(inbox).toHaveLength(1)

    for (const g of [overdue, overdue2]) {
      const doc = await payload.findByID({ collection: 'grievances', id: g.id, depth: 0 })
      expect(doc.escalatedAt).toEqual(expect.any(String))
      expect(doc.history!.filter((h) => h.change === 'escalated')).toHaveLength(1)
    }
    for (const g of [closedLate, notYet]) {
      const doc = await payload.findByID({ collection: 'grievances', id: g.id, depth: 0 })
      expect(doc.escalatedAt ?? null).toBeNull()
      expect(doc.history!.some((h) => h.change === 'escalated')).toBe(false)
    }

    // The one not yet due is escalated when its time comes, once.
    expect(await escalate(payload, { now: new Date(Date.now() + 6 * DAY) })).toBe(1)
    expect(await escalate(payload, { now: new Date(Date.now() + 7 * DAY) })).toBe(0)
    expect(inbox).toHaveLength(2)
    expect(inbox[1]!.body).toContain('GRV-2026-SOON01')
  })

  it('a failed mail escalates nothing, so the retry sends it', async () => {
    const late = await file('GRV-2026-LATE09', { daysAgo: 30 })
    refuse = true
    await expect(escalate(payload)).rejects.toThrow(/escalation could not be sent/)
    expect((await payload.findByID({ collection: 'grievances', id: late.id, depth: 0 })).escalatedAt ?? null).toBeNull()
    refuse = false
    expect(await escalate(payload)).toBe(1)
    expect(inbox.at(-1)!.body).toContain('GRV-2026-LATE09')
  })
})

describe('status look-up', () => {
  it('shows status, dates and reply for the reference with its mobile number or email, and nothing else', async () => {
    const g = await file('GRV-2026-STAT01')
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { reply: 'We have written to the university.', internalNote: 'secret', status: 'resolved' },
    })
    for (const contact of ['9876543210', '+91 98765 43210', 'asha@example.org', '  ASHA@example.ORG ']) {
      const answer = await lookUp(' grv-2026-stat01 ', contact)
      expect(answer).toEqual({
        kind: 'found',
        reference: 'GRV-2026-STAT01',
        status: en.grievanceStatus.statuses.resolved,
        filed: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        due: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        closed: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        reply: 'We have written to the university.',
        overdue: false,
        // The contact as typed goes back to the one who typed it, for the answer form; and until
        // when a closed grievance may be answered (src/grievances/answer.ts).
        contact,
        mayAnswer: true,
        answerUntil: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      })
    }
    const open = await file('GRV-2026-STAT02', { daysAgo: 20 })
    const answer = await lookUp('GRV-2026-STAT02', '9876543210')
    expect(answer).toMatchObject({
      kind: 'found',
      status: en.grievanceStatus.statuses.new,
      closed: '',
      reply: '',
      overdue: true,
    })
    expect(open.id).toBeGreaterThan(0)
  })

  it('answers every wrong combination with one and the same message', async () => {
    const g = await file('GRV-2026-STAT03')
    const erased = await file('GRV-2026-STAT04', { status: 'rejected' })
    const { eraseExpiredGrievances } = await import('@/grievances/jobs/retention')
    await eraseExpiredGrievances(payload, { now: new Date(Date.now() + 400 * DAY), days: 1 })
    expect((await payload.findByID({ collection: 'grievances', id: erased.id })).erasedAt).toBeTruthy()
    const wrong = [
      ['GRV-2026-STAT03', '9876543211'], // right reference, wrong mobile
      ['GRV-2026-STAT03', 'someone@example.org'], // right reference, wrong email
      ['GRV-2026-ZZZZZZ', '9876543210'], // no such reference, a real contact
      ['GRV-2026-STAT04', '[erased]'], // erased: nothing left to match
      ['GRV-2026-STAT04', '9876543210'],
      ['not a reference', 'x'],
    ]
    const messages = new Set<string>()
    for (const [reference, contact] of wrong) {
      const answer = await lookUp(reference!, contact!)
      expect(answer.kind).toBe('failed')
      if (answer.kind === 'failed') messages.add(answer.message)
    }
    expect([...messages]).toEqual([en.grievanceStatus.notFound])
    expect(g.id).toBeGreaterThan(0)
  })

  it('is limited per reference from each address, and per client address: a guesser cannot lock the complainant out', async () => {
    await file('GRV-2026-LIMIT1')
    process.env.RATE_LIMIT_STATUSREFERENCE = '3/3600'
    process.env.RATE_LIMIT_STATUSCLIENT = 'off'
    resetRateLimits()
    for (let i = 0; i < 3; i++)
      expect(await lookUp('GRV-2026-LIMIT1', `90000000${10 + i}`, '192.0.2.66')).toMatchObject({
        kind: 'failed',
        message: en.grievanceStatus.notFound,
      })
    // The guesser's fourth, even with the right contact, is held back ...
    const held = await lookUp('GRV-2026-LIMIT1', '9876543210', '192.0.2.66')
    expect(held).toMatchObject({ kind: 'failed', message: expect.stringContaining('Too many attempts') })
    // ... while the complainant, from their own address, still gets the status.
    expect(await lookUp('GRV-2026-LIMIT1', '9876543210', '192.0.2.99')).toMatchObject({
      kind: 'found',
      reference: 'GRV-2026-LIMIT1',
    })
    // Another reference is not.
    await file('GRV-2026-LIMIT2')
    expect((await lookUp('GRV-2026-LIMIT2', '9876543210')).kind).toBe('found')

    process.env.RATE_LIMIT_STATUSREFERENCE = 'off'
    process.env.RATE_LIMIT_STATUSCLIENT = '2/600'
    resetRateLimits()
    expect((await lookUp('GRV-2026-LIMIT2', '9876543210', '192.0.2.7')).kind).toBe('found')
    expect((await lookUp('GRV-2026-LIMIT2', '1', '192.0.2.7')).kind).toBe('failed')
    expect(await lookUp('GRV-2026-LIMIT2', '9876543210', '192.0.2.7')).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('Too many attempts'),
    })
    expect((await lookUp('GRV-2026-LIMIT2', '9876543210', '192.0.2.8')).kind).toBe('found')
  })
})
