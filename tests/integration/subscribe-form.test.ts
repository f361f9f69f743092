import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'

/**
 * The subscribe form as people use it: autofill submits within a second and succeeds; a refused form
 * comes back with everything as it was chosen (the address in a cookie, never the URL); and one
 * mailbox gets at most the documented number of mails an hour however its address is spelled.
 */

const smtp = mailSink()

let payload: Payload
let routes: typeof import('@/subscriptions/handlers')
let school: number

async function post(
  fields: Record<string, string | string[]>,
  { lang = 'en', issuedAgo = 0, client = '10.0.0.1' }: { lang?: 'en' | 'mr'; issuedAgo?: number; client?: string } = {},
) {
  const { issueFormToken } = await import('@/lib/form-token')
  const { formSecret } = await import('@/config/env')
  const form = new FormData()
  form.set('form_token', issueFormToken(formSecret(), Date.now() - issuedAgo))
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x)
  return routes.subscribeRequest(
    new Request('http://localhost/subscribe/request', {
      method: 'POST',
      body: form,
      headers: { 'x-client-address': client },
    }),
    lang,
  )
}

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.RATE_LIMIT_SUBSCRIBER = '3/3600'
  payload = await (await import('./payload')).migratedPayload()
  routes = await import('@/subscriptions/handlers')
  school = (
    await payload.create({
      collection: 'institutions',
      data: {
        name: 'Dadar School',
        address: 'Dadar',
        kind: 'school',
        medium: 'english',
        _status: 'published',
      } as never,
      context: { disableRevalidate: true },
    })
  ).id
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

describe('the subscribe form', () => {
  it('accepts a form sent at once (autofill): the robot check does not catch people', async () => {
    const res = await post(
      { email: 'autofill@example.org', institution: String(school), language: 'mr', mode: 'immediate' },
      { issuedAgo: 300 },
    )
    expect(res.headers.get('location')).toBe('/subscribe?sent=1')
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: 'autofill@example.org' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ institutions: [school], society: false, language: 'mr' })
  })

  it('gives a refused form back as it was chosen: the school, the society unticked, language, mode; the address in a cookie', async () => {
    const form = new FormData()
    // A form left open past the token's age (a forged one is answered alike).
    form.set('form_token', `${Date.now() - 25 * 3_600_000}.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}`)
    form.set('email', 'Parent@Example.org')
    form.append('institution', String(school))
    form.set('language', 'mr')
    form.set('mode', 'digest')
    const res = await routes.subscribeRequest(
      new Request('http://localhost/subscribe/request', { method: 'POST', body: form }),
      'mr',
    )
    const location = new URL(res.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe('/mr/subscribe')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'expired',
      institution: String(school),
      society: '0',
      language: 'mr',
      mode: 'digest',
    })
    expect(location.search).not.toContain('example')
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^subscribe_email=Parent%40Example\.org; Path=\/; Max-Age=600; HttpOnly; SameSite=Strict/)
    // Nothing chosen: the address still comes back.
    const none = await post({ email: 'nothing@example.org' })
    expect(none.headers.get('location')).toBe('/subscribe?error=follow&society=0&language=en&mode=immediate')
    expect(none.headers.get('set-cookie')).toContain('subscribe_email=nothing%40example.org')
  })

  it('counts one mailbox however it is spelled: plus-addresses and capitals share one allowance', async () => {
    smtp.inbox.length = 0
    for (const [i, tag] of ['a', 'b', 'c', 'd', 'e', 'f'].entries()) {
      const res = await post({ email: `${i % 2 ? 'Bomb' : 'bomb'}+${tag}@example.org`, society: '1' })
      expect(res.headers.get('location')).toBe('/subscribe?sent=1')
    }
    await payload.jobs.run({ queue: 'email' })
    expect(smtp.inbox.filter((m) => m.to.some((t) => /^bomb\+/i.test(t)))).toHaveLength(3)
  })

  it('mailboxKey drops the +tag and the case only', () => {
    expect(routes.mailboxKey('Bomb+x@Example.ORG')).toBe('bomb@example.org')
    expect(routes.mailboxKey('a.b@example.org')).toBe('a.b@example.org')
    expect(routes.mailboxKey('+only@example.org')).toBe('+only@example.org')
  })
})
