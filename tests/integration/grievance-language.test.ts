import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { subjectOf as decodedSubject, headerOf, textOf } from './mail-text'
import { mailSink } from './smtp'

/**
 * A grievance keeps the language it was filed in: its acknowledgement, the mail that tells the
 * complainant it was answered or closed, and the status page's answers are in that language and
 * link to that language's pages; the complainant can answer back on the same reference, which
 * reopens it within the answer window. Against a local SMTP server, as grievance-email.test.ts.
 */

const smtp = mailSink()
const { inbox } = smtp

let payload: Payload
let api: typeof import('./api').api
let json: typeof import('./api').json
let school: number
let officer: { id: number; email: string; collection: 'users' }
const SITE = 'https://society.test'

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society website <desk@society.test>'
  process.env.SITE_URL = SITE
  ;({ api, json } = await import('./api'))
  payload = await (await import('./payload')).migratedPayload()
  school = (
    await payload.create({
      collection: 'institutions',
      data: {
        name: 'Vidya Vikas Vidyalaya, Dadar',
        address: 'Dadar',
        kind: 'school',
        medium: 'marathi',
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
  ).id
  await payload.update({
    collection: 'institutions',
    id: school,
    locale: 'mr',
    data: { name: 'विद्या विकास विद्यालय, दादर', address: 'दादर' },
    context: { disableRevalidate: true },
  })
  const o = await payload.create({
    collection: 'users',
    data: {
      email: 'officer@society.test',
      password: 'language-test-password',
      role: 'officer',
      institutions: [school],
    },
  })
  officer = { ...o, collection: 'users' } as never
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const complaint = (email: string) => ({
  name: 'आशा',
  mname: 'राव',
  dob: '2004-05-17',
  type: 'Marksheet',
  mobile: '9876543210',
  email,
  message: 'माझ्या गुणपत्रिकेत नावाचे स्पेलिंग चुकले आहे.',
  tid: '1',
})

/** File through the API (the form on /mr/grievances posts with ?locale=mr), run the mail queue. */
async function file(locale: '' | '?locale=mr', email: string) {
  const res = await api('POST', `complaint${locale}`, json({ ...complaint(email), institute_id: String(school) }))
  expect(res.status).toBe(200)
  const { reference } = res.data as { reference: string }
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  })
  return docs[0]!
}
const mailTo = (email: string) => inbox.filter((m) => m.to.includes(email))
const status = async (lang: 'en' | 'mr', fields: Record<string, string>) => {
  const { lookUpGrievanceStatus } = await import('@/grievances/status')
  const { answerGrievance } = await import('@/grievances/answer')
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  const headers = new Headers({ 'x-client-address': `10.1.0.${Math.floor(Math.random() * 250)}` })
  return fields.intent === 'answer' ? answerGrievance(form, lang, headers) : lookUpGrievanceStatus(form, lang, headers)
}

describe('a grievance in its language', () => {
  it('keeps the language it was filed in; the desk shows it, and it cannot be changed', async () => {
    const mr = await file('?locale=mr', 'lang-keep@example.org')
    const en = await file('', 'lang-keep-en@example.org')
    expect([mr.language, en.language]).toEqual(['mr', 'en'])
    const field = payload.collections.grievances.config.fields.find((f) => 'name' in f && f.name === 'language') as {
      admin?: { position?: string }
    }
    expect(field.admin?.position).toBe('sidebar')
    expect(payload.collections.grievances.config.admin.defaultColumns).toContain('language')
    await expect(
      payload.update({
        collection: 'grievances',
        id: mr.id,
        data: { language: 'en' } as never,
        user: officer,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
  })

  it('acknowledges a Marathi grievance in Marathi, linking to the Marathi status page; the officers are told its language', async () => {
    inbox.length = 0
    const g = await file('?locale=mr', 'asha-mr@example.org')
    await payload.jobs.run({ queue: 'email' })
    const [ack] = mailTo('asha-mr@example.org')
    expect(ack).toBeDefined()
    expect(decodedSubject(ack!)).toBe(`आपली तक्रार ${g.reference} प्राप्त झाली आहे`)
    // Sent by the desk in the reader's language, whatever SMTP_FROM's own name is.
    expect(headerOf(ack!, 'From')).toMatch(/^"?तक्रार निवारण कक्ष"? <desk@society\.test>$/)
    const text = textOf(ack!)
    expect(text).toMatch(/^नमस्कार,\n\nआमच्या संकेतस्थळावर या ई-मेल पत्त्याने एक तक्रार नोंदवली गेली आहे\./)
    expect(text).toContain(`तिचा संदर्भ क्रमांक ${g.reference} आहे.`)
    expect(text).toContain('शाळा/महाविद्यालय: विद्या विकास विद्यालय, दादर')
    expect(text).toContain('तक्रारीशी संबंधित विभाग: गुणपत्रिका')
    expect(text).toContain(`${SITE}/mr/grievances/status`)
    expect(text).toContain('तक्रार निवारण कक्ष')
    expect(text).not.toMatch(/Hello|Grievance desk|Issue type/)
    const [notice] = mailTo('officer@society.test')
    expect(headerOf(notice!, 'From')).toMatch(/^"?Grievance desk"? <desk@society\.test>$/)
    expect(textOf(notice!)).toContain('Language: Marathi (मराठी). Write the reply in this language.')
  })

  it('acknowledges an English grievance in English, linking to the English status page', async () => {
    inbox.length = 0
    const g = await file('', 'asha-en@example.org')
    await payload.jobs.run({ queue: 'email' })
    const [ack] = mailTo('asha-en@example.org')
    expect(decodedSubject(ack!)).toBe(`Your grievance ${g.reference} has been received`)
    expect(headerOf(ack!, 'From')).toMatch(/^"?Grievance desk"? <desk@society\.test>$/)
    const text = textOf(ack!)
    expect(text).toContain('Institution: Vidya Vikas Vidyalaya, Dadar')
    expect(text).toMatch(new RegExp(`${SITE}/grievances/status\\n`))
    expect(textOf(mailTo('officer@society.test')[0]!)).toContain('Language: English. Write the reply in this language.')
  })
})

describe('answered or closed: the complainant is mailed in their language and may answer back', () => {
  it('mails the reply when an officer saves it, and again when the grievance is closed, in Marathi', async () => {
    const g = await file('?locale=mr', 'reply-mr@example.org')
    await payload.jobs.run({ queue: 'email' })
    inbox.length = 0

    const reply = 'आपल्या गुणपत्रिकेतील नाव दुरुस्त केले आहे; नवी गुणपत्रिका कार्यालयातून घ्यावी.'
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { reply, status: 'in-progress' },
      user: officer,
      overrideAccess: false,
    })
    // Nothing is sent during the save: the mail waits in the queue.
    expect(mailTo('reply-mr@example.org')).toHaveLength(0)
    await payload.jobs.run({ queue: 'email' })
    const [answered] = mailTo('reply-mr@example.org')
    expect(decodedSubject(answered!)).toBe(`आपल्या तक्रारीला उत्तर: ${g.reference}`)
    const text = textOf(answered!)
    expect(text).toContain('सद्यस्थिती: कार्यवाही सुरू आहे')
    expect(text).toContain(`तक्रार निवारण अधिकाऱ्यांचे उत्तर:\n\n${reply}`)
    expect(text).toContain(`${SITE}/mr/grievances/status`)

    inbox.length = 0
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'resolved' },
      user: officer,
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: 'email' })
    const [closed] = mailTo('reply-mr@example.org')
    expect(decodedSubject(closed!)).toBe(`आपल्या तक्रारीचे निवारण झाले आहे: ${g.reference}`)
    expect(textOf(closed!)).toMatch(/सद्यस्थिती: निवारण झाले\n {2}निकाली निघाल्याची तारीख: \d\d\/\d\d\/\d{4}/)
    expect(textOf(closed!)).toMatch(/\d\d\/\d\d\/\d{4} पर्यंत \(तक्रार निकाली निघाल्यापासून 30 दिवसांच्या आत\)/)

    // Saving without a new reply or closing (an internal note) sends nothing.
    inbox.length = 0
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { internalNote: 'called the parent' },
      user: officer,
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: 'email' })
    expect(mailTo('reply-mr@example.org')).toHaveLength(0)
  })

  it('mails an English complainant in English when the grievance is rejected', async () => {
    const g = await file('', 'reject-en@example.org')
    await payload.jobs.run({ queue: 'email' })
    inbox.length = 0
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'rejected', reply: 'This is handled by the university.' },
      user: officer,
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: 'email' })
    const mails = mailTo('reject-en@example.org')
    expect(mails).toHaveLength(1)
    expect(decodedSubject(mails[0]!)).toBe(`Your grievance ${g.reference} has been rejected`)
    const text = textOf(mails[0]!)
    expect(text).toContain('Reply from the grievance officer:\n\nThis is handled by the university.')
    expect(text).toMatch(/you can answer us on the status page until \d\d\/\d\d\/\d{4} \(30 days after closing\)/)
    expect(text).toContain(`${SITE}/grievances/status`)
  })

  it('lets the complainant answer back on the same reference: it reopens, the history keeps the answer, the officers are mailed', async () => {
    const g = await file('?locale=mr', 'answer-mr@example.org')
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'resolved', reply: 'दुरुस्ती केली आहे.' },
      user: officer,
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: 'email' })
    inbox.length = 0

    const found = await status('mr', { reference: g.reference, contact: '98765 43210' })
    expect(found).toMatchObject({ kind: 'found', mayAnswer: true, contact: '98765 43210' })
    expect((found as { answerUntil: string }).answerUntil).toMatch(/^\d\d\/\d\d\/\d{4}$/)

    // A wrong contact gets the look-up's one answer, and changes nothing.
    const wrong = await status('mr', { intent: 'answer', reference: g.reference, contact: '9000000000', answer: 'x' })
    expect(wrong).toMatchObject({ kind: 'failed' })
    const empty = await status('mr', { intent: 'answer', reference: g.reference, contact: '9876543210', answer: '  ' })
    expect(empty).toMatchObject({ kind: 'found', answerError: 'आधी आपले उत्तर लिहा.' })

    const answer = 'नवी गुणपत्रिका अजून मिळालेली नाही.'
    const done = await status('mr', { intent: 'answer', reference: g.reference, contact: '9876543210', answer })
    expect(done).toMatchObject({ kind: 'found', answered: 'reopened', status: 'कार्यवाही सुरू आहे', closed: '' })
    const after = await payload.findByID({ collection: 'grievances', id: g.id, overrideAccess: true })
    expect(after.status).toBe('in-progress')
    expect(after.closedAt ?? null).toBeNull()
    const last = after.history!.slice(-2)
    expect(last.map((h) => [h.change, h.byName])).toEqual([
      ['answer', 'complainant'],
      ['status', 'complainant'],
    ])
    expect(last[0]!.to).toBe(answer)

    await payload.jobs.run({ queue: 'email' })
    const [notice] = mailTo('officer@society.test')
    expect(decodedSubject(notice!)).toBe(`Grievance ${g.reference}: the complainant answered`)
    expect(textOf(notice!)).not.toContain(answer)
    // The complainant's own answer mails them nothing.
    expect(mailTo('answer-mr@example.org')).toHaveLength(0)
  })

  it('refuses an answer after the window: the page says to file a new grievance', async () => {
    const g = await file('', 'late@example.org')
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'resolved' },
      user: officer,
      overrideAccess: false,
    })
    // Closed 31 days ago (the server's own write: closedAt is kept by the desk).
    const closedAt = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()
    await payload.db.updateOne({ collection: 'grievances', id: g.id, data: { closedAt } })
    const found = await status('en', { reference: g.reference, contact: 'late@example.org' })
    expect(found).toMatchObject({ kind: 'found', mayAnswer: false, answerUntil: '' })
    const refused = await status('en', {
      intent: 'answer',
      reference: g.reference,
      contact: 'late@example.org',
      answer: 'Still wrong.',
    })
    expect(refused).toMatchObject({
      answerError: 'This grievance was closed too long ago to be answered here. Please file a new grievance.',
    })
    expect((await payload.findByID({ collection: 'grievances', id: g.id, overrideAccess: true })).status).toBe(
      'resolved',
    )
    await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
  })
})
