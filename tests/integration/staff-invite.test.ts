/**
 * Staff accounts by invitation, against a local SMTP server: the administrator gives email, name
 * and role (no password); the person is mailed a link to Payload's reset page, sets their own
 * password there and signs in; the link expires after INVITATION_DAYS; a new invitation replaces
 * the link. Only administrators invite.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { subjectOf, textOf } from './mail-text'
import { mailSink } from './smtp'

const smtp = mailSink()
const { inbox } = smtp
const SITE = 'https://society.test'
const PASSWORD = 'a-long-enough-password'

let payload: Payload
let cms: typeof import('./cms').cms
let login: typeof import('./cms').login
const tokens = { admin: '', editor: '' }

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SITE_URL = SITE
  ;({ cms, login } = await import('./cms'))
  payload = await (await import('./payload')).migratedPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'office@society.test', role: 'admin', password: PASSWORD },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'clerk@society.test', role: 'editor', password: PASSWORD },
  })
  tokens.admin = await login('office@society.test', PASSWORD)
  tokens.editor = await login('clerk@society.test', PASSWORD)
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const linkIn = (body: string) => new RegExp(`${SITE.replace(/\./g, '\\.')}/admin/reset/([0-9a-f]+)`).exec(body)?.[1]

describe('inviting staff', () => {
  let id: number
  let firstToken: string

  it('an administrator creates an account without a password; the person is mailed a link that works for 7 days', async () => {
    const res = await cms('POST', 'users', {
      token: tokens.admin,
      json: { email: 'new.clerk@society.test', name: 'New Clerk', role: 'editor' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    id = (res.body.doc as { id: number }).id
    await payload.jobs.run({ queue: 'email' })
    const mails = inbox.filter((m) => m.to.includes('new.clerk@society.test'))
    expect(mails).toHaveLength(1)
    expect(subjectOf(mails[0]!)).toBe('You are invited to the staff side of the society’s website')
    expect(textOf(mails[0]!)).toContain('(Institution editor), for new.clerk@society.test.')
    expect(textOf(mails[0]!)).toMatch(/The link works until \d\d\/\d\d\/\d{4} \d\d:\d\d IST\./)
    firstToken = linkIn(textOf(mails[0]!))!
    expect(firstToken).toBeTruthy()
    const user = await payload.db.findOne<{ id: number; resetPasswordExpiration: string; invitedAt: string }>({
      collection: 'users',
      where: { id: { equals: id } },
    })
    const days = (new Date(user!.resetPasswordExpiration).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    expect(user!.invitedAt).toBeTruthy()
    // No password-reset mail beside it.
    expect(inbox.filter((m) => subjectOf(m).includes('Reset your password'))).toHaveLength(0)
  })

  it('only administrators invite or resend', async () => {
    const res = await cms('POST', 'users', {
      token: tokens.editor,
      json: { email: 'sneaky@society.test', role: 'editor' },
    })
    expect(res.status).toBe(403)
    const resend = await cms('POST', `users/${id}/invite`, { token: tokens.editor })
    expect(resend.status).toBe(403)
    const anonymous = await cms('POST', `users/${id}/invite`)
    expect(anonymous.status).toBe(403)
  })

  it('a resent invitation mails a new link; the earlier one stops working', async () => {
    inbox.length = 0
    const res = await cms('POST', `users/${id}/invite`, { token: tokens.admin })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toMatch(/^Invitation sent\. Its link works until \d\d\/\d\d\/\d{4} \d\d:\d\d IST\.$/)
    await payload.jobs.run({ queue: 'email' })
    const token = linkIn(textOf(inbox.find((m) => m.to.includes('new.clerk@society.test'))!))!
    expect(token).not.toBe(firstToken)
    const stale = await cms('POST', 'users/reset-password', {
      json: { token: firstToken, password: 'my-own-long-password' },
    })
    expect(stale.status).not.toBe(200)
    firstToken = token
  })

  it('the person sets their own password through the link and signs in with it; the link then no longer works', async () => {
    const short = await cms('POST', 'users/reset-password', { json: { token: firstToken, password: 'short' } })
    expect(short.status).toBe(400)
    const res = await cms('POST', 'users/reset-password', {
      json: { token: firstToken, password: 'my-own-long-password' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await login('new.clerk@society.test', 'my-own-long-password')).toBeTruthy()
    const again = await cms('POST', 'users/reset-password', {
      json: { token: firstToken, password: 'another-long-password' },
    })
    expect(again.status).not.toBe(200)
  })

  it('an expired link does not work', async () => {
    await cms('POST', `users/${id}/invite`, { token: tokens.admin })
    const user = await payload.db.findOne<{ id: number; resetPasswordToken: string }>({
      collection: 'users',
      where: { id: { equals: id } },
    })
    await payload.db.updateOne({
      collection: 'users',
      id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const res = await cms('POST', 'users/reset-password', {
      json: { token: user!.resetPasswordToken, password: 'late-but-long-password' },
    })
    expect(res.status).not.toBe(200)
    await payload.jobs.run({ queue: 'email' })
  })
})
