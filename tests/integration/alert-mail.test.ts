import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSink } from './smtp'
import { linksOf, parseMail, type ParsedMail } from './subscription-mail'

/**
 * Where alerts and subscriptions meet, against a local SMTP server: a society-wide alert reaches
 * every confirmed subscriber whatever they follow, a school's alert every follower of that school.
 */

let refusing = false
const smtp = mailSink({ refuse: () => refusing })
const HOUR = 3_600_000

let payload: Payload
let routes: typeof import('@/subscriptions/handlers')
let dispatchMod: typeof import('@/subscriptions/dispatch')
let dadar: number
let marathiSchool: number
let other: number

const mails = (to: string): ParsedMail[] =>
  smtp.inbox.filter((m) => m.to.includes(to)).map((m) => parseMail(m.raw, m.to))
const clear = () => (smtp.inbox.length = 0)

async function subscribe(email: string, fields: Record<string, string | string[]>, lang: 'en' | 'mr' = 'en') {
  const { issueFormToken } = await import('@/lib/form-token')
  const { formSecret } = await import('@/config/env')
  const form = new FormData()
  form.set('email', email)
  form.set('form_token', issueFormToken(formSecret(), Date.now() - 5000))
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x)
  return routes.subscribeRequest(
    new Request('http://localhost/subscribe/request', { method: 'POST', body: form }),
    lang,
  )
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
  (
    await payload.create({
      collection: 'alerts',
      data: {
        level: 'emergency',
        state: 'confirmed',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
        ...data,
      } as never,
    })
  ).id

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society <mail@society.test>'
  process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'off'
  payload = await (await import('./payload')).migratedPayload()
  routes = await import('@/subscriptions/handlers')
  dispatchMod = await import('@/subscriptions/dispatch')
  const school = async (name: string, medium: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', kind: 'school', medium, _status: 'published' } as never,
        context: { disableRevalidate: true },
      })
    ).id
  dadar = await school('Dadar English School', 'english')
  marathiSchool = await school('Balmohan Marathi Vidyalaya', 'marathi')
  other = await school('Thane College', 'english')
  await subscribeAndConfirm('dadar-parent@example.org', {
    institution: String(dadar),
    language: 'en',
    mode: 'immediate',
  })
  await subscribeAndConfirm(
    'marathi-parent@example.org',
    { institution: String(marathiSchool), language: 'mr', mode: 'digest' },
    'mr',
  )
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
    for (const to of ['dadar-parent@example.org', 'marathi-parent@example.org', 'society-only@example.org'])
      expect(mails(to)).toHaveLength(1)
    expect(mails('dadar-parent@example.org')[0]!.text).toContain(
      'Heavy rain: all schools and colleges of the society are closed today',
    )
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

describe('what a mail says and who sends it', () => {
  let noticeType: number
  beforeAll(async () => {
    noticeType = (await payload.create({ collection: 'notice-types', data: { code: 'EXAM' } as never })).id
    await subscribeAndConfirm(
      'dadar-mr@example.org',
      { institution: String(dadar), language: 'mr', mode: 'immediate' },
      'mr',
    )
    await payload.update({
      collection: 'institutions',
      id: dadar,
      locale: 'mr',
      data: { name: 'दादर इंग्लिश स्कूल' } as never,
      context: { disableRevalidate: true },
    })
    await dispatchMod.dispatch(payload, new Date())
    clear()
  })

  it('a notice mail names the school, the date and the first lines, comes from the society’s notices, and links to the notice', async () => {
    const { formatDate } = await import('@/lib/dates')
    const date = '2026-11-20T04:30:00.000Z'
    const id = (
      await payload.create({
        collection: 'notices',
        data: {
          title: 'Unit test schedule for Standard VIII',
          description:
            'The unit tests of Standard VIII are from 1 to 5 December.\nThe timetable is attached.\n\nParents are asked to see that children come on time.\nA fourth line.',
          type: noticeType,
          institution: dadar,
          academicYear: '2025-2026',
          date,
          _status: 'published',
        } as never,
      })
    ).id
    await payload.update({
      collection: 'notices',
      id,
      locale: 'mr',
      data: {
        title: 'इयत्ता आठवीच्या घटक चाचण्यांचे वेळापत्रक',
        description: 'इयत्ता आठवीच्या घटक चाचण्या १ ते ५ डिसेंबर या काळात होतील.',
      } as never,
    })
    await dispatchMod.dispatch(payload, new Date())
    const [en] = mails('dadar-parent@example.org')
    expect(en!.headers.from).toBe('Vidya Vikas Education Society notices <mail@society.test>')
    expect(en!.subject).toBe(`Dadar English School · Notice, ${formatDate(date)}: Unit test schedule for Standard VIII`)
    expect(en!.text.split('\n').slice(0, 8)).toEqual([
      'Dadar English School',
      `Notice of ${formatDate(date)}`,
      '',
      'Unit test schedule for Standard VIII',
      '',
      'The unit tests of Standard VIII are from 1 to 5 December.',
      'The timetable is attached.',
      'Parents are asked to see that children come on time.',
    ])
    expect(en!.text).not.toContain('A fourth line')
    expect(linksOf(en!.text)[0]).toMatch(new RegExp(`^https?://[^/]+/notices/${id}$`))
    const [mr] = mails('dadar-mr@example.org')
    expect(mr!.headers.from).toMatch(/^=\?UTF-8\?/i)
    expect(parseMail(`Subject: ${mr!.headers.from}\n\n`).subject).toMatch(
      /^विद्या विकास शिक्षण संस्थेच्या सूचना ?<mail@society\.test>$/,
    )
    expect(mr!.subject).toBe(`दादर इंग्लिश स्कूल · सूचना, ${formatDate(date)}: इयत्ता आठवीच्या घटक चाचण्यांचे वेळापत्रक`)
    expect(mr!.text).toContain(`सूचना, दि. ${formatDate(date)}`)
    expect(mr!.text).toContain('इयत्ता आठवीच्या घटक चाचण्या १ ते ५ डिसेंबर या काळात होतील.')
    expect(linksOf(mr!.text)[0]).toMatch(new RegExp(`^https?://[^/]+/mr/notices/${id}$`))
  })

  it('an alert mail names the society, its window, and links to the alert’s own page (in the reader’s language)', async () => {
    clear()
    const { formatDateTime } = await import('@/lib/dates')
    const startsAt = new Date(Date.now() - 60_000).toISOString()
    const endsAt = new Date(Date.now() + 9 * HOUR).toISOString()
    const id = await alert({ message: 'Heavy rain: all schools closed today', startsAt, endsAt })
    await payload.update({
      collection: 'alerts',
      id,
      locale: 'mr',
      data: { message: 'मुसळधार पाऊस: आज सर्व शाळा बंद' } as never,
    })
    await dispatchMod.dispatch(payload, new Date())
    const [en] = mails('dadar-parent@example.org')
    expect(en!.subject).toMatch(
      /^Vidya Vikas Education Society · Emergency alert, \d\d\/\d\d\/\d{4}: Heavy rain: all schools closed today$/,
    )
    expect(en!.text.split('\n').slice(0, 4)).toEqual([
      'Vidya Vikas Education Society: every school and college',
      `Emergency alert: From ${formatDateTime(startsAt)} to ${formatDateTime(endsAt)}`,
      '',
      'Heavy rain: all schools closed today',
    ])
    expect(linksOf(en!.text)[0]).toMatch(new RegExp(`^https?://[^/]+/alerts/${id}$`))
    const [mr] = mails('dadar-mr@example.org')
    expect(mr!.subject).toMatch(
      /^विद्या विकास शिक्षण संस्था · तातडीची सूचना, \d\d\/\d\d\/\d{4}: मुसळधार पाऊस: आज सर्व शाळा बंद$/,
    )
    expect(mr!.text.split('\n')[0]).toBe('विद्या विकास शिक्षण संस्था: सर्व शाळा व महाविद्यालये')
    expect(linksOf(mr!.text)[0]).toMatch(new RegExp(`^https?://[^/]+/mr/alerts/${id}$`))
    // The page the mail links to shows exactly this alert, in the reader's language; one not yet
    // started has no page.
    const { getAlert } = await import('@/content/alerts')
    expect(await getAlert(id, 'en')).toMatchObject({
      id,
      message: 'Heavy rain: all schools closed today',
      level: 'emergency',
      institutions: [],
      endsAt,
    })
    expect((await getAlert(id, 'mr'))?.message).toBe('मुसळधार पाऊस: आज सर्व शाळा बंद')
    const later = await alert({ message: 'Tomorrow', startsAt: new Date(Date.now() + HOUR).toISOString() })
    expect(await getAlert(later, 'en')).toBeNull()
    // The mail's Unsubscribe leads to the manage page in the mail's language.
    const unsubscribe = linksOf(mr!.text).find((l) => l.includes('/api/subscriptions/unsubscribe'))!
    expect(routes.unsubscribeGet(new Request(unsubscribe)).headers.get('location')).toMatch(
      /^\/mr\/subscribe\/manage\?t=[^&]+$/,
    )
  })
})

describe('the delivery report', () => {
  it('counts queued, sent and refused mails and the finishing time, never an address', async () => {
    clear()
    const id = await alert({ message: 'Thane College closed today', institutions: [other, dadar] })
    refusing = true
    const first = await dispatchMod.dispatch(payload, new Date())
    refusing = false
    expect(first).toMatchObject({ immediate: 0, failed: 2 })
    expect(await dispatchMod.deliveryReport(payload, `alert:${id}`)).toEqual({
      queued: 2,
      sent: 0,
      failed: 2,
      finishedAt: null,
    })
    const next = new Date(Date.now() + 60_000)
    await dispatchMod.dispatch(payload, next)
    const report = await dispatchMod.deliveryReport(payload, `alert:${id}`)
    expect(report).toEqual({ queued: 4, sent: 2, failed: 2, finishedAt: next.toISOString() })
    expect(JSON.stringify(report)).not.toContain('@')
  })
})

describe('the office reviews and confirms before an alert goes out', () => {
  const PASSWORD = 'alert-confirm-password-1'
  let cms: typeof import('./cms').cms
  const tokens: Record<'admin' | 'editor' | 'officer', string> = { admin: '', editor: '', officer: '' }
  let adminId: number
  const window = () => ({
    level: 'emergency',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
  })
  const stateOf = async (id: number) => (await payload.findByID({ collection: 'alerts', id, depth: 0 })).state
  const draft = async (message: string, institutions: number[], marathi?: string) => {
    const id = (await payload.create({ collection: 'alerts', data: { message, institutions, ...window() } as never }))
      .id
    if (marathi) await payload.update({ collection: 'alerts', id, locale: 'mr', data: { message: marathi } as never })
    return id
  }

  beforeAll(async () => {
    const api = await import('./cms')
    cms = api.cms
    for (const [role, institutions] of [
      ['admin', []],
      ['editor', [dadar]],
      ['officer', [dadar]],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${role}@alerts.test`, role, institutions: [...institutions], password: PASSWORD } as never,
      })
      if (role === 'admin') adminId = user.id
      tokens[role] = await api.login(`${role}@alerts.test`, PASSWORD)
    }
  })

  it('a saved alert is a draft: not on the site, not mailed, and only the confirmation makes it go', async () => {
    clear()
    const created = await cms('POST', 'alerts', {
      token: tokens.admin,
      json: { message: 'Draft: schools may close tomorrow', ...window(), state: 'confirmed' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: number }).id
    expect(await stateOf(id)).toBe('draft')
    expect(
      (
        await cms('PATCH', `alerts/${id}`, {
          token: tokens.admin,
          json: { state: 'confirmed', confirmedAt: new Date().toISOString() },
        })
      ).status,
    ).toBe(200)
    expect(await stateOf(id)).toBe('draft')
    await dispatchMod.dispatch(payload, new Date())
    expect(smtp.inbox).toHaveLength(0)
    const { getAlert, listLiveAlerts } = await import('@/content/alerts')
    expect(await getAlert(id, 'en')).toBeNull()
    expect((await listLiveAlerts('en')).some((a) => a.id === id)).toBe(false)
    expect((await cms('GET', `alerts/${id}`, { token: tokens.officer })).status).toBe(404)
  })

  it('goes out only with both texts, then to each reader in their language, as the review showed it', async () => {
    clear()
    const id = await draft('Heavy rain: all schools closed on Monday', [])
    const refused = await cms('POST', `alerts/${id}/confirm`, { token: tokens.admin })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Write the Marathi text and save before sending')
    expect(await stateOf(id)).toBe('draft')

    // The Marathi text written as the admin does, in the form switched to Marathi.
    expect(
      (
        await cms('PATCH', `alerts/${id}?locale=mr`, {
          token: tokens.admin,
          json: { message: 'मुसळधार पाऊस: सोमवारी सर्व शाळा बंद' },
        })
      ).status,
    ).toBe(200)
    const { alertAudience } = await import('@/subscriptions/counts')
    const audience = await alertAudience(payload, [])
    const preview = await dispatchMod.alertMailPreview(payload, id, [], 'mr')
    const sent = await cms('POST', `alerts/${id}/confirm`, { token: tokens.admin })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({
      state: 'confirmed',
      audience,
      message: `Sent. It is on the site now and is mailed within a minute to ${audience.total} people.`,
    })
    expect(await payload.findByID({ collection: 'alerts', id, depth: 0 })).toMatchObject({
      state: 'confirmed',
      confirmedBy: adminId,
    })

    const result = await dispatchMod.dispatch(payload, new Date())
    expect(result).toMatchObject({ added: 1, immediate: audience.total, failed: 0 })
    expect(mails('dadar-parent@example.org')[0]!.text).toContain('Heavy rain: all schools closed on Monday')
    const [mr] = mails('marathi-parent@example.org')
    expect(mr!.text).toContain('मुसळधार पाऊस: सोमवारी सर्व शाळा बंद')
    expect(mr!.text).not.toContain('Heavy rain')
    expect(mr!.subject).toBe(preview!.subject)
    expect(mr!.text.startsWith(preview!.text)).toBe(true)
    const { getAlert, listLiveAlerts } = await import('@/content/alerts')
    expect((await getAlert(id, 'mr'))?.message).toBe('मुसळधार पाऊस: सोमवारी सर्व शाळा बंद')
    expect((await listLiveAlerts('mr')).find((a) => a.id === id)?.message).toBe('मुसळधार पाऊस: सोमवारी सर्व शाळा बंद')
    expect((await listLiveAlerts('en')).find((a) => a.id === id)?.message).toBe(
      'Heavy rain: all schools closed on Monday',
    )
    const report = await dispatchMod.deliveryReport(payload, `alert:${id}`)
    expect(report).toMatchObject({ queued: audience.total, sent: audience.total, failed: 0 })
    expect(report!.finishedAt).not.toBeNull()
    // Confirming again sends nothing more.
    expect((await cms('POST', `alerts/${id}/confirm`, { token: tokens.admin })).body).toMatchObject({
      message: 'This alert was already sent.',
    })
  })

  it('an editor confirms their own institution’s alert only; officers and visitors none', async () => {
    const others = await draft('Thane College closed today', [other], 'ठाणे महाविद्यालय आज बंद')
    const own = await draft('Dadar English School closed today', [dadar], 'दादर इंग्लिश स्कूल आज बंद')
    expect((await cms('POST', `alerts/${others}/confirm`, { token: tokens.editor })).status).toBe(403)
    expect((await cms('POST', `alerts/${own}/confirm`, { token: tokens.officer })).status).toBe(403)
    expect((await cms('POST', `alerts/${own}/confirm`)).status).toBe(403)
    expect([await stateOf(others), await stateOf(own)]).toEqual(['draft', 'draft'])
    expect((await cms('POST', `alerts/${own}/confirm`, { token: tokens.editor })).status).toBe(200)
    expect(await stateOf(own)).toBe('confirmed')
  })
})

describe('a notice’s delivery report in its sidebar', () => {
  it('shows the counts of its mails, never an address', async () => {
    clear()
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { ItemMailReport } = await import('@/subscriptions/admin/DeliveryReport')
    const type = (await payload.create({ collection: 'notice-types', data: { code: 'RAIN' } as never })).id
    const id = (
      await payload.create({
        collection: 'notices',
        data: {
          title: 'Rain holiday circular',
          type,
          institution: dadar,
          academicYear: '2025-2026',
          date: new Date().toISOString(),
          _status: 'published',
        } as never,
      })
    ).id
    const admin = { id: 0, role: 'admin', collection: 'users' }
    const render = async () =>
      renderToStaticMarkup(
        (await ItemMailReport({ payload, id, collectionSlug: 'notices', req: { user: admin } } as never))!,
      )
    expect(await render()).toContain('Not mailed yet')
    await dispatchMod.dispatch(payload, new Date())
    const sent = smtp.inbox.filter((m) => parseMail(m.raw).text.includes(`/notices/${id}\n`)).length
    expect(sent).toBeGreaterThan(0)
    const html = await render()
    expect(html).toMatch(new RegExp(`Queued</dt><dd[^>]*>${sent}</dd><dt>Sent</dt><dd[^>]*>${sent}</dd>`))
    expect(html).toContain('Finished at')
    expect(html).not.toContain('@')
  })
})
