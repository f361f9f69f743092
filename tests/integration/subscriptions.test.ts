import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'
import { linksOf, parseMail, type ParsedMail } from './subscription-mail'

/**
 * Email subscriptions against a local SMTP server: subscribe (the same answer whatever
 * the address), double opt-in, the dispatcher's mails (at once, alerts at once, the digest at its
 * hour, in Marathi with the English fallback marked), a scheduled notice not before its time, each
 * item once per subscriber however often and however concurrently the job runs, one-click
 * unsubscribe, and no address through any API.
 */

const smtp = mailSink()
const HOUR = 3_600_000

let payload: Payload
let routes: typeof import('@/subscriptions/handlers')
let dispatchMod: typeof import('@/subscriptions/dispatch')
let digestAt: Date
let schoolA: number
let schoolB: number
let noticeType: number
let admin: Record<string, unknown>
let editorA: Record<string, unknown>

const mails = (to: string): ParsedMail[] =>
  smtp.inbox.filter((m) => m.to.includes(to)).map((m) => parseMail(m.raw, m.to))
const clear = () => (smtp.inbox.length = 0)

async function subscribe(
  email: string,
  fields: Record<string, string | string[]>,
  lang: 'en' | 'mr' = 'en',
  headers: Record<string, string> = {},
) {
  const { issueFormToken } = await import('@/lib/form-token')
  const { formSecret } = await import('@/config/env')
  const form = new FormData()
  form.set('email', email)
  form.set('form_token', issueFormToken(formSecret(), Date.now() - 5000))
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x)
  const res = await routes.subscribeRequest(
    new Request('http://localhost/subscribe/request', { method: 'POST', body: form, headers }),
    lang,
  )
  return { status: res.status, location: res.headers.get('location') }
}

/** Subscribe, run the mail queue, open the confirmation link; returns the link secret. */
async function subscribeAndConfirm(email: string, fields: Record<string, string | string[]>, lang: 'en' | 'mr' = 'en') {
  await subscribe(email, fields, lang)
  await payload.jobs.run({ queue: 'email' })
  const confirm = linksOf(mails(email).at(-1)!.text).find((l) => l.includes('/subscribe/confirm'))!
  const t = new URL(confirm).searchParams.get('t')!
  // Opening the link (as a mail scanner would) confirms nothing: it leads to the button that does.
  const opened = await routes.confirmLink(new Request(confirm), lang)
  expect(opened.headers.get('location')).toBe(
    `${lang === 'mr' ? '/mr' : ''}/subscribe?confirm=${encodeURIComponent(t)}`,
  )
  expect(
    (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true }))
      .docs[0]!.confirmedAt ?? null,
  ).toBeNull()
  const res = await routes.confirmPost(new Request(confirm, { method: 'POST' }), lang)
  expect(res.headers.get('location')).toContain('confirmed=1')
  return t
}

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society notices <notices@society.test>'
  process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'off'
  process.env.SUBSCRIPTION_UNSUBSCRIBE_MAILTO = 'unsubscribe@society.test'
  process.env.RATE_LIMIT_SUBSCRIBER = '3/3600'
  payload = await (await import('./payload')).migratedPayload()
  routes = await import('@/subscriptions/handlers')
  dispatchMod = await import('@/subscriptions/dispatch')
  // The digest's hour for the whole file: the hour (in India) 3.5 hours from now, which no dispatch
  // of the tests before the digest's own reaches (they run at now and now + 2 hours). With the
  // default hour (18:00), a run that started between 16:00 and 20:30 in India sent the day's digest
  // in the scheduled notice's test (its dispatch at now + 2 hours was past 18:00), and the digest
  // test then found the day done (CI at 16:20 in India, 2026-11-26).
  digestAt = new Date(Date.now() + 3.5 * HOUR)
  process.env.SUBSCRIPTION_DIGEST_HOUR = String(dispatchMod.indianDayHour(digestAt).hour)
  const school = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' } as never,
        context: { disableRevalidate: true },
      })
    ).id
  schoolA = await school('School A')
  schoolB = await school('School B')
  noticeType = (await payload.create({ collection: 'notice-types', data: { code: 'GENERAL' } as never })).id
  admin = (await payload.create({
    collection: 'users',
    data: { email: 'admin@society.test', password: 'subscriptions-test-pw', role: 'admin' } as never,
  })) as never
  editorA = (await payload.create({
    collection: 'users',
    data: {
      email: 'editor-a@society.test',
      password: 'subscriptions-test-pw',
      role: 'editor',
      institutions: [schoolA],
    } as never,
  })) as never
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const notice = async (title: string, data: Record<string, unknown> = {}) =>
  (
    await payload.create({
      collection: 'notices',
      data: {
        title,
        type: noticeType,
        academicYear: '2025-2026',
        date: new Date().toISOString(),
        _status: 'published',
        ...data,
      } as never,
    })
  ).id

describe('subscribing', () => {
  it('answers the same whether or not the address is known, and sends only a confirmation mail until it is opened', async () => {
    const first = await subscribe('parent@example.org', {
      institution: String(schoolA),
      language: 'en',
      mode: 'immediate',
    })
    expect(first).toEqual({ status: 303, location: '/subscribe?sent=1' })
    const again = await subscribe('parent@example.org', { institution: String(schoolA) })
    expect(again).toEqual(first)
    // One row, unconfirmed; two confirmation jobs (the second makes the first link invalid).
    expect((await payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs).toBe(1)
    await payload.jobs.run({ queue: 'email' })
    const sent = mails('parent@example.org')
    expect(sent).toHaveLength(2)
    // The two jobs may run side by side: the mail of the last nonce written holds the working link.
    const links = sent.map((m) => linksOf(m.text).find((l) => l.includes('/confirm'))!)
    const working = await Promise.all(
      links.map(
        async (l) =>
          (await (
            await import('@/subscriptions/subscriber-records')
          ).subscriberOfLink(payload, new URL(l).searchParams.get('t'))) !== null,
      ),
    )
    expect(working.filter(Boolean)).toHaveLength(1)
    const newer = sent[working.indexOf(true)]
    const older = sent[working.indexOf(false)]
    expect(newer!.subject).toBe('Confirm your subscription to notices')
    expect(newer!.text).toContain('School A')
    expect(newer!.text).toContain('What we keep and why')
    expect(newer!.text).toContain('deleted after 48 hours')
    // Nothing is sent to an unconfirmed address.
    await notice('Unconfirmed should not get this', { institution: schoolA })
    await dispatchMod.dispatch(payload, new Date())
    expect(mails('parent@example.org')).toHaveLength(2)
    // The older link no longer works, opened or posted; the newer one leads to the button, whose
    // press confirms and leads to the manage page.
    const oldLink = links[working.indexOf(false)]!
    expect((await routes.confirmLink(new Request(oldLink), 'en')).headers.get('location')).toBe('/subscribe?bad=1')
    expect((await routes.confirmPost(new Request(oldLink, { method: 'POST' }), 'en')).headers.get('location')).toBe(
      '/subscribe?bad=1',
    )
    const link = links[working.indexOf(true)]!
    expect(older!.subject).toBe(newer!.subject)
    expect((await routes.confirmLink(new Request(link), 'en')).headers.get('location')).toMatch(
      /^\/subscribe\?confirm=.+$/,
    )
    expect(
      (await payload.find({ collection: 'subscribers', depth: 0, overrideAccess: true })).docs[0]!.confirmedAt ?? null,
    ).toBeNull()
    expect((await routes.confirmPost(new Request(link, { method: 'POST' }), 'en')).headers.get('location')).toMatch(
      /^\/subscribe\/manage\?t=.+&confirmed=1$/,
    )
    // A known, confirmed address: the same answer, a mail with the manage link, nothing changed.
    clear()
    expect(await subscribe('parent@example.org', { institution: String(schoolB) })).toEqual(first)
    await payload.jobs.run({ queue: 'email' })
    expect(mails('parent@example.org')[0]!.subject).toBe('Your subscription to notices')
    const { docs } = await payload.find({ collection: 'subscribers', depth: 0, overrideAccess: true })
    expect(docs[0]!.institutions).toEqual([schoolA])
  })

  it('refuses a bad address, an empty choice, a stale form; a bot in the honeypot is told what a person is told', async () => {
    expect((await subscribe('not an address', { society: '1' })).location).toMatch(/^\/subscribe\?error=email&/)
    expect((await subscribe('a@example.org', {})).location).toMatch(/^\/subscribe\?error=follow&/)
    expect((await subscribe('bot@example.org', { society: '1', website: 'http://spam' })).location).toBe(
      '/subscribe?sent=1',
    )
    expect(
      (
        await payload.count({
          collection: 'subscribers',
          where: { email: { equals: 'bot@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    const form = new FormData()
    form.set('email', 'x@example.org')
    form.set('society', '1')
    form.set('form_token', 'forged')
    expect(
      (
        await routes.subscribeRequest(
          new Request('http://localhost/subscribe/request', { method: 'POST', body: form }),
          'mr',
        )
      ).headers.get('location'),
    ).toMatch(/^\/mr\/subscribe\?error=expired&/)
  })

  it('limits requests per email address silently (same answer, no more mails)', async () => {
    clear()
    for (let i = 0; i < 5; i++)
      expect((await subscribe('flood@example.org', { society: '1' })).location).toBe('/subscribe?sent=1')
    await payload.jobs.run({ queue: 'email' })
    expect(mails('flood@example.org')).toHaveLength(3)
  })

  it('nobody reads subscribers through the API, not even an administrator; staff see counts', async () => {
    await expect(
      payload.find({ collection: 'subscribers', overrideAccess: false, user: admin as never }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'subscribers', overrideAccess: false })).rejects.toThrow()
    const { subscriberCounts } = await import('@/subscriptions/counts')
    const all = await subscriberCounts(payload, null)
    expect(all.find((c) => c.id === schoolA)?.count).toBe(1)
    expect(await subscriberCounts(payload, [schoolA])).toEqual([{ id: schoolA, name: 'School A', count: 1 }])
    expect(JSON.stringify(all)).not.toContain('@')
  })
})

describe('sending', () => {
  let managed: string
  beforeAll(async () => {
    await payload.delete({ collection: 'subscribers', where: {}, overrideAccess: true })
    clear()
    managed = await subscribeAndConfirm('now@example.org', {
      institution: String(schoolA),
      language: 'en',
      mode: 'immediate',
    })
    await subscribeAndConfirm('digest@example.org', { institution: String(schoolA), mode: 'digest' })
    await subscribeAndConfirm(
      'marathi@example.org',
      { institution: [String(schoolA), String(schoolB)], society: '1', language: 'mr', mode: 'immediate' },
      'mr',
    )
    // Anything public before they subscribed is not news to them.
    await dispatchMod.dispatch(payload, new Date())
    clear()
  })

  it('mails an event an editor published at once to immediate subscribers, in their language, with one-click unsubscribe headers', async () => {
    const event = await payload.create({
      collection: 'events',
      overrideAccess: false,
      user: editorA as never,
      data: {
        title: 'Sports day',
        category: 'sports',
        start: new Date(Date.now() + 48 * HOUR).toISOString(),
        end: new Date(Date.now() + 50 * HOUR).toISOString(),
        institution: schoolA,
        _status: 'published',
      } as never,
    })
    await payload.update({ collection: 'events', id: event.id, locale: 'mr', data: { title: 'क्रीडा दिन' } as never })
    const result = await dispatchMod.dispatch(payload, new Date())
    expect(result).toMatchObject({ added: 1, immediate: 2, failed: 0 })
    const [en] = mails('now@example.org')
    expect(en!.subject).toMatch(/^School A · Event, \d\d\/\d\d\/\d{4}: Sports day$/)
    expect(en!.text).toContain(`/events/${event.id}`)
    expect(en!.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/[^/]+\/api\/subscriptions\/unsubscribe\?t=[^>]+>, <mailto:unsubscribe@society\.test\?subject=unsubscribe>$/,
    )
    expect(en!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(en!.text).toContain('/subscribe/manage?t=')
    const [mr] = mails('marathi@example.org')
    expect(mr!.subject).toMatch(/^School A · कार्यक्रम, \d\d\/\d\d\/\d{4}: क्रीडा दिन$/)
    expect(mr!.text).toContain(`/mr/events/${event.id}`)
    expect(mr!.text).toContain('सदस्यत्व रद्द करा')
    // The digest subscriber waits for the digest.
    expect(mails('digest@example.org')).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'subscription-items',
      overrideAccess: false,
      user: admin as never,
    })
    expect(docs.find((d) => d.title === 'Sports day')?.immediateSent).toBe(2)
  })

  it('marks the English fallback in a Marathi mail; a society notice or event reaches society followers only', async () => {
    clear()
    await notice('Annual day of the society')
    await payload.create({
      collection: 'events',
      data: {
        title: 'Society sports meet',
        category: 'sports',
        start: new Date(Date.now() + 72 * HOUR).toISOString(),
        _status: 'published',
      } as never,
    })
    await dispatchMod.dispatch(payload, new Date())
    const mr = mails('marathi@example.org').find((m) => m.subject.includes('Annual day of the society'))
    expect(mr!.text).toContain('Annual day of the society (इंग्रजीत)')
    expect(
      mails('marathi@example.org')
        .map((m) => m.subject)
        .filter((s) => s.includes('Society sports meet')),
    ).toHaveLength(1)
    // A school's followers chose not to follow the society's notices and events (the subscribe
    // page's "Society-wide notices and events"); only its alerts reach everyone.
    expect(mails('now@example.org')).toHaveLength(0)
  })

  it('sends a scheduled notice at its publishAt, not before', async () => {
    clear()
    const at = new Date(Date.now() + 2 * HOUR)
    await notice('Results at noon', { institution: schoolA, publishAt: at.toISOString() })
    await dispatchMod.dispatch(payload, new Date())
    expect(mails('now@example.org')).toHaveLength(0)
    await dispatchMod.dispatch(payload, new Date(at.getTime() - 1000))
    expect(mails('now@example.org')).toHaveLength(0)
    await dispatchMod.dispatch(payload, new Date(at.getTime() + 30_000))
    expect(mails('now@example.org').map((m) => m.subject.replace(/\d\d\/\d\d\/\d{4}/, '<date>'))).toEqual([
      'School A · Notice, <date>: Results at noon',
    ])
  })

  it('sends a notice an editor published for their school once per subscriber, when the job runs twice, or twice at once', async () => {
    clear()
    await payload.create({
      collection: 'notices',
      overrideAccess: false,
      user: editorA as never,
      data: {
        title: 'Holiday tomorrow',
        type: noticeType,
        institution: schoolA,
        academicYear: '2025-2026',
        date: new Date().toISOString(),
        _status: 'published',
      } as never,
    })
    const now = new Date()
    await Promise.all([dispatchMod.dispatch(payload, now), dispatchMod.dispatch(payload, now)])
    await dispatchMod.dispatch(payload, now)
    // Through the job queue as the server runs it, too.
    await payload.jobs.queue({ task: 'subscriptionDispatch', queue: 'subscriptions', input: {} })
    await payload.jobs.run({ queue: 'subscriptions' })
    expect(mails('now@example.org').map((m) => m.subject.replace(/\d\d\/\d\d\/\d{4}/, '<date>'))).toEqual([
      'School A · Notice, <date>: Holiday tomorrow',
    ])
    expect(mails('marathi@example.org')).toHaveLength(1)
  })

  it('mails an alert at once, whatever the digest choice', async () => {
    clear()
    await payload.create({
      collection: 'alerts',
      data: {
        message: 'School A closed today (rain)',
        level: 'emergency',
        state: 'confirmed',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
        institutions: [schoolA],
      } as never,
    })
    await dispatchMod.dispatch(payload, new Date())
    expect(mails('digest@example.org').map((m) => m.subject.replace(/\d\d\/\d\d\/\d{4}/, '<date>'))).toEqual([
      'School A · Emergency alert, <date>: School A closed today (rain)',
    ])
    expect(mails('now@example.org')).toHaveLength(1)
  })

  it('sends the daily digest at its hour (Asia/Kolkata), once', async () => {
    clear()
    const now = new Date()
    // After the scheduled notice's time (2 hours on), within the 24 hours after the items of this
    // file, and at the digest hour set for the file (beforeAll).
    const later = digestAt
    await dispatchMod.dispatch(payload, now)
    expect(mails('digest@example.org')).toHaveLength(0)
    await dispatchMod.dispatch(payload, later)
    await dispatchMod.dispatch(payload, new Date(later.getTime() + 60_000))
    const digests = mails('digest@example.org')
    expect(digests).toHaveLength(1)
    expect(digests[0]!.subject).toMatch(/^Vidya Vikas Education Society: notices of \d{2}\/\d{2}\/\d{4}$/)
    for (const title of ['Sports day', 'Results at noon', 'Holiday tomorrow']) expect(digests[0]!.text).toContain(title)
    for (const title of ['closed today', 'Annual day of the society', 'Society sports meet'])
      expect(digests[0]!.text).not.toContain(title)
    // Public before this subscriber confirmed: not news to them.
    expect(digests[0]!.text).not.toContain('Unconfirmed')
    expect(digests[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    // Immediate subscribers get no digest.
    expect(mails('now@example.org')).toHaveLength(0)
  })

  it('unsubscribes in one POST (RFC 8058), deleting the address; the manage page’s update keeps choices', async () => {
    const update = new FormData()
    update.append('institution', String(schoolB))
    update.set('language', 'mr')
    update.set('mode', 'digest')
    const res = await routes.updateChoices(
      new Request(`http://localhost/subscribe/update?t=${encodeURIComponent(managed)}`, {
        method: 'POST',
        body: update,
      }),
      'en',
    )
    expect(res.headers.get('location')).toMatch(/saved=1$/)
    const header = (await import('@/subscriptions/mail')).listHeaders(managed)['List-Unsubscribe']!
    const oneClick = /<(http[^>]+)>/.exec(header)![1]!
    const gone = await routes.unsubscribePost(
      new Request(oneClick, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect(gone.status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'subscribers',
          where: { email: { equals: 'now@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    // The link is dead now.
    expect(
      (await routes.unsubscribePost(new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' })))
        .status,
    ).toBe(404)
  })

  it('deletes subscriptions not confirmed within 48 hours', async () => {
    await subscribe('late@example.org', { society: '1' })
    const { purgeUnconfirmed } = dispatchMod
    expect(await purgeUnconfirmed(payload, new Date(Date.now() + 47 * HOUR))).toBe(0)
    expect(await purgeUnconfirmed(payload, new Date(Date.now() + 49 * HOUR))).toBeGreaterThanOrEqual(1)
    expect(
      (
        await payload.count({
          collection: 'subscribers',
          where: { email: { equals: 'late@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    // Confirmed ones stay.
    expect(
      (
        await payload.count({
          collection: 'subscribers',
          where: { email: { equals: 'digest@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})
