/**
 * Mail at each step of the society's approval of editors' notices, against a local SMTP server:
 * the office (administrators) is told a notice waits, or gets one list a day if it chose that; the
 * editors of the school are told it was sent back (with the note) or approved. Each mail links to
 * the notice in the admin.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { headerOf, subjectOf, textOf } from './mail-text'
import { mailSink } from './smtp'

const smtp = mailSink()
const { inbox } = smtp
const PASSWORD = 'a-long-enough-password'
const SITE = 'https://society.test'

let payload: Payload
let cms: typeof import('./cms').cms
let school: number
let type: number
const tokens = { admin: '', editor: '' }

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SITE_URL = SITE
  const { cms: c, login } = await import('./cms')
  cms = c
  payload = await (await import('./payload')).migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Vidya Vikas English School', address: 'Dadar', _status: 'published' } as never,
    })
  ).id
  const other = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Other School', address: 'Parel', _status: 'published' } as never,
    })
  ).id
  type = (await payload.create({ collection: 'notice-types', data: { code: 'Circular' } })).id
  await payload.create({
    collection: 'users',
    data: { email: 'office@society.test', role: 'admin', password: PASSWORD },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'office-digest@society.test', role: 'admin', password: PASSWORD, approvalMails: 'digest' },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'clerk@society.test', role: 'editor', institutions: [school], password: PASSWORD },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'clerk-other@society.test', role: 'editor', institutions: [other], password: PASSWORD },
  })
  tokens.admin = await login('office@society.test', PASSWORD)
  tokens.editor = await login('clerk@society.test', PASSWORD)
  await payload.updateGlobal({ slug: 'site-settings', data: { noticeApproval: true } })
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const bodyOf = (to: string) =>
  inbox.filter((m) => m.to.includes(to)).map((m) => `Subject: ${subjectOf(m)}\n${textOf(m)}`)
const notice = (title: string) => ({
  title,
  type,
  academicYear: '2026-2027',
  date: new Date(Date.now() - 60_000).toISOString(),
  institution: school,
})

describe('approval step mails', () => {
  let id: number

  it('submitted: each office member who chose it gets a mail with the link; nobody else', async () => {
    const draft = await cms('POST', 'notices?draft=true', {
      token: tokens.editor,
      json: { ...notice('Unit test schedule for Standard VIII'), _status: 'draft' },
    })
    id = (draft.body.doc as { id: number }).id
    await payload.jobs.run({ queue: 'email' })
    expect(inbox).toHaveLength(0) // a plain draft is no step
    await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.editor,
      json: { approval: { state: 'submitted' }, _status: 'draft' },
    })
    expect(inbox).toHaveLength(0) // queued, not sent during the save
    await payload.jobs.run({ queue: 'email' })
    expect(inbox.map((m) => m.to)).toEqual([['office@society.test']])
    const [mail] = bodyOf('office@society.test')
    expect(mail).toContain(
      'Subject: Notice waiting for your approval: Unit test schedule for Standard VIII (Vidya Vikas English School)',
    )
    expect(mail).toContain(`${SITE}/admin/collections/notices/${id}`)
    // From the society's office, not the grievance desk that SMTP_FROM may name.
    expect(headerOf(inbox[0]!, 'From')).toMatch(/^"?Vidya Vikas Education Society office"? </)
  })

  it('the daily digest lists what waits, for those who chose it', async () => {
    inbox.length = 0
    const { mailApprovalDigest } = await import('@/notices/approval')
    expect(await mailApprovalDigest(payload)).toBe(1)
    expect(inbox.map((m) => m.to)).toEqual([['office-digest@society.test']])
    expect(bodyOf(inbox[0]!.to[0]!)[0]).toContain('Subject: 1 notice waiting for your approval')
    expect(bodyOf(inbox[0]!.to[0]!)[0]).toContain('Unit test schedule for Standard VIII · Vidya Vikas English School')
    expect(bodyOf(inbox[0]!.to[0]!)[0]).toContain(`${SITE}/admin/collections/notices/${id}`)
  })

  it('returned: the school’s editors get the note and the link', async () => {
    inbox.length = 0
    await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.admin,
      json: { approval: { note: 'Add the Saturday timings.' }, _status: 'draft' },
    })
    await payload.jobs.run({ queue: 'email' })
    expect(inbox.map((m) => m.to)).toEqual([['clerk@society.test']])
    const [mail] = bodyOf('clerk@society.test')
    expect(mail).toContain('Subject: Notice sent back: Unit test schedule for Standard VIII')
    expect(mail).toContain('Note:\nAdd the Saturday timings.')
    expect(mail).toContain(`${SITE}/admin/collections/notices/${id}`)
  })

  it('approved: submitted again, then published by the office; the editors are told', async () => {
    await cms('PATCH', `notices/${id}?draft=true`, {
      token: tokens.editor,
      json: { approval: { state: 'submitted' }, _status: 'draft' },
    })
    await payload.jobs.run({ queue: 'email' })
    inbox.length = 0
    const res = await cms('PATCH', `notices/${id}`, { token: tokens.admin, json: { _status: 'published' } })
    expect(res.status).toBe(200)
    await payload.jobs.run({ queue: 'email' })
    expect(inbox.map((m) => m.to)).toEqual([['clerk@society.test']])
    expect(bodyOf(inbox[0]!.to[0]!)[0]).toContain(
      'Subject: Notice approved and published: Unit test schedule for Standard VIII',
    )
    // Nothing waits: the digest sends nothing.
    inbox.length = 0
    const { mailApprovalDigest } = await import('@/notices/approval')
    expect(await mailApprovalDigest(payload)).toBe(0)
    expect(inbox).toHaveLength(0)
  })
})
