import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'
import { linksOf, parseMail, type ParsedMail } from './subscription-mail'

/**
 * Where alerts and subscriptions meet, against a local SMTP server: a society-wide alert reaches
 * every confirmed subscriber whatever they follow, a school's alert every follower of that school.
 */

const smtp = mailSink()
const HOUR = 3_600_000

let payload: Payload
let routes: typeof import('@/subscriptions/routes')
let dispatchMod: typeof import('@/subscriptions/dispatch')
let dadar: number
let marathiSchool: number
let other: number

const mails = (to: string): ParsedMail[] => smtp.inbox.filter((m) => m.to.includes(to)).map((m) => parseMail(m.raw, m.to))
const clear = () => (smtp.inbox.length = 0)

async function subscribe(email: string, fields: Record<string, string | string[]>, lang: 'en' | 'mr' = 'en') {
  const { issueFormToken } = await import('@/lib/form-token')
  const { formSecret } = await import('@/config/env')
  const form = new FormData()
  form.set('email', email)
  form.set('form_token', issueFormToken(formSecret(), Date.now() - 5000))
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x)
  return routes.subscribeRequest(new Request('http://localhost/subscribe/request', { method: 'POST', body: form }), lang)
}

/** Subscribe as the page opened from a school's link does (that school ticked, nothing else), and confirm. */
async function subscribeAndConfirm(email: string, fields: Record<string, string | string[]>, lang: 'en' | 'mr' = 'en') {
  await subscribe(email, fields, lang)
  await payload.jobs.run({ queue: 'email' })
  const confirm = linksOf(mails(email).at(-1)!.text).find((l) => l.includes('/subscribe/confirm'))!
  const res = await routes.confirmPost(new Request(confirm, { method: 'POST' }), lang)
  expect(res.headers.get('location')).toContain('confirmed=1')
  return new URL(confirm).searchParams.get('t')!
}

const alert = async (data: Record<string, unknown>) =>
  (await payload.create({ collection: 'alerts', data: { level: 'emergency', startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 6 * HOUR).toISOString(), ...data } as never })).id

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society <mail@society.test>'
  process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'off'
  payload = await (await import('./payload')).migratedPayload()
  routes = await import('@/subscriptions/routes')
  dispatchMod = await import('@/subscriptions/dispatch')
  const school = async (name: string, medium: string) =>
    (await payload.create({ collection: 'institutions', data: { name, address: 'Dadar', kind: 'school', medium, _status: 'published' } as never, context: { disableRevalidate: true } })).id
  dadar = await school('Dadar English School', 'english')
  marathiSchool = await school('Balmohan Marathi Vidyalaya', 'marathi')
  other = await school('Thane College', 'english')
  await subscribeAndConfirm('dadar-parent@example.org', { institution: String(dadar), language: 'en', mode: 'immediate' })
  await subscribeAndConfirm('marathi-parent@example.org', { institution: String(marathiSchool), language: 'mr', mode: 'digest' }, 'mr')
  await subscribeAndConfirm('society-only@example.org', { society: '1', language: 'en', mode: 'digest' })
  await dispatchMod.dispatch(payload, new Date())
  clear()
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

describe('alerts reach everyone they concern', () => {
  it('a society-wide alert reaches every confirmed subscriber, school-only followers too, at once', async () => {
    await alert({ message: 'Heavy rain: all schools and colleges of the society are closed today' })
    const result = await dispatchMod.dispatch(payload, new Date())
    expect(result).toMatchObject({ added: 1, immediate: 3, failed: 0 })
    for (const to of ['dadar-parent@example.org', 'marathi-parent@example.org', 'society-only@example.org']) expect(mails(to)).toHaveLength(1)
    expect(mails('dadar-parent@example.org')[0]!.text).toContain('Heavy rain: all schools and colleges of the society are closed today')
  })

  it('an alert for some schools reaches every follower of those schools, and nobody else', async () => {
    clear()
    await alert({ message: 'Balmohan closed today: water-logging', institutions: [marathiSchool, other] })
    const result = await dispatchMod.dispatch(payload, new Date())
    expect(result).toMatchObject({ added: 1, immediate: 1, failed: 0 })
    expect(mails('marathi-parent@example.org')).toHaveLength(1)
    expect(mails('dadar-parent@example.org')).toHaveLength(0)
    expect(mails('society-only@example.org')).toHaveLength(0)
  })
})

describe('what the office is told', () => {
  it('the dashboard counts everyone a society-wide alert reaches, and an alert’s audience by language', async () => {
    const { subscriberCounts, alertAudience } = await import('@/subscriptions/counts')
    const rows = await subscriberCounts(payload, null)
    expect(rows.find((r) => r.id === 'everyone')?.count).toBe(3)
    expect(rows.find((r) => r.id === 'society')?.count).toBe(1)
    expect(await alertAudience(payload, [])).toEqual({ total: 3, en: 2, mr: 1 })
    expect(await alertAudience(payload, [marathiSchool, other])).toEqual({ total: 1, en: 0, mr: 1 })
    expect(JSON.stringify(rows)).not.toContain('@')
  })
})
