import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { headerOf, subjectOf, textOf } from './mail-text'
import { mailSink } from './smtp'

/**
 * Admission enquiries (src/admissions/): filed through the form's server action (what a phone
 * without JavaScript posts), in Marathi, acknowledged in Marathi; each school's editors see only
 * their school's enquiries by every door (the Local API as them, /cms-api lists, by id, versions,
 * the CSV export); the desk's reply reaches the parent in their language and shows on the status
 * page; closed enquiries are deleted after the retention period. Against a local SMTP server.
 */

const smtp = mailSink()
const { inbox } = smtp
const SITE = 'https://society.test'

let payload: Payload
let cms: typeof import('./cms').cms
let login: typeof import('./cms').login
let F: typeof import('@/admissions/filing')
let schoolA: number
let schoolB: number
const users: Record<
  'editorA' | 'editorB' | 'officer' | 'admin',
  { id: number; email: string; collection: 'users'; token: string }
> = {} as never

beforeAll(async () => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await smtp.listen())
  process.env.SMTP_FROM = 'Society website <desk@society.test>'
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
  payload = await (await import('./payload')).migratedPayload()
  ;({ cms, login } = await import('./cms'))
  F = await import('@/admissions/filing')
  const school = async (en: string, mr: string) => {
    const { id } = await payload.create({
      collection: 'institutions',
      data: { name: en, address: 'Dadar', kind: 'school', medium: 'marathi', _status: 'published' },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'institutions',
      id,
      locale: 'mr',
      data: { name: mr, address: 'दादर' },
      context: { disableRevalidate: true },
    })
    return id
  }
  schoolA = await school('Vidya Vikas Vidyalaya, Dadar', 'विद्या विकास विद्यालय, दादर')
  schoolB = await school('Vidya Vikas High School, Thane', 'विद्या विकास हायस्कूल, ठाणे')
  // What each school takes enquiries for (src/admissions/Classes.ts): School A's Std V next year
  // is open; its Std XI is closed; its Std I has no seats left.
  const { enquiryYears } = await import('@/admissions/desk')
  const next = enquiryYears()[1]
  for (const [classSought, status, seatsLeft] of [
    ['std-5', 'open', null],
    ['std-11', 'closed', null],
    ['std-1', 'open', 0],
  ] as const) {
    await payload.create({
      collection: 'admission-classes',
      data: { institution: schoolA, classSought, academicYear: next, status, seatsLeft },
    })
  }
  const password = 'enquiry-test-password-1'
  const make = async (key: keyof typeof users, role: 'editor' | 'officer' | 'admin', institutions: number[]) => {
    const email = `${key.toLowerCase()}@society.test`
    const u = await payload.create({
      collection: 'users',
      data: { email, password, role, institutions, allInstitutions: role === 'officer' },
    })
    users[key] = { ...u, collection: 'users', token: await login(email, password) } as never
  }
  await make('editorA', 'editor', [schoolA])
  await make('editorB', 'editor', [schoolB])
  await make('officer', 'officer', [])
  await make('admin', 'admin', [])
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_FROM_SERVER
  await payload?.destroy()
  await smtp.close()
})

let n = 0
/** The form as a phone without JavaScript posts it (Next.js's own hidden field included), from a new parent. */
async function filled(overrides: Record<string, string> = {}) {
  const { issueFormToken, MIN_FILL_MS } = await import('@/lib/form-token')
  const { enquiryYears } = await import('@/admissions/desk')
  n++
  const fields: Record<string, string> = {
    $ACTION_ID_x: '',
    institute_id: String(schoolA),
    class: 'std-5',
    year: enquiryYears()[1],
    child_name: 'आरव पाटील',
    child_dob: '2016-08-14',
    parent_name: 'सुनीता पाटील',
    mobile: `+91 98200 ${String(n).padStart(5, '0')}`,
    email: `parent${n}@example.org`,
    language: 'mr',
    message: 'इयत्ता पाचवीसाठी जून महिन्यात जागा उपलब्ध आहे का?',
    website: '',
    form_token: issueFormToken(process.env.PAYLOAD_SECRET!, Date.now() - MIN_FILL_MS - 1000),
    ...overrides,
  }
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}
const from = () => new Headers({ 'x-client-address': `198.51.100.${n % 250}` })
const byReference = async (reference: string) =>
  (
    await payload.find({
      collection: 'admission-enquiries',
      where: { reference: { equals: reference } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!
const mailTo = (email: string) => inbox.filter((m) => m.to.includes(email))

async function fileOne(overrides: Record<string, string> = {}, lang: 'en' | 'mr' = 'mr') {
  const state = await F.submitEnquiryForm(await filled(overrides), lang, from())
  expect(state).toEqual({ kind: 'sent', reference: expect.stringMatching(/^ADM-\d{4}-[2-9A-Z]{6}$/) })
  return byReference((state as { reference: string }).reference)
}

describe('filing an enquiry without JavaScript, in Marathi', () => {
  it('stores it with the language chosen, a first-answer due date, and acknowledges it in Marathi', async () => {
    inbox.length = 0
    const e = await fileOne()
    expect(e).toMatchObject({
      status: 'new',
      language: 'mr',
      classSought: 'std-5',
      childName: 'आरव पाटील',
      mobile: `98200${String(n).padStart(5, '0')}`,
      institution: schoolA,
    })
    expect(new Date(e.dueAt!).getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3600 * 1000)
    await payload.jobs.run({ queue: 'email' })
    const [ack] = mailTo(e.email)
    expect(ack).toBeDefined()
    expect(subjectOf(ack!)).toBe(`आपली प्रवेश चौकशी ${e.reference} प्राप्त झाली आहे`)
    expect(headerOf(ack!, 'From')).toMatch(/^"?प्रवेश कार्यालय"? <desk@society\.test>$/)
    const text = textOf(ack!)
    expect(text).toContain('शाळा/महाविद्यालय: विद्या विकास विद्यालय, दादर')
    expect(text).toContain('इयत्ता आणि वर्ष: इयत्ता पाचवी')
    expect(text).toContain(`${SITE}/mr/admission/status`)
    expect(text).not.toMatch(/Hello|Admissions office/)
    // The school's admissions office (its editor), not the other school's, is told, in English.
    const [notice] = mailTo(users.editorA.email)
    expect(textOf(notice!)).toContain('Language: Marathi (मराठी). Write the reply in this language.')
    expect(mailTo(users.editorB.email)).toHaveLength(0)
  })

  it('refuses what is wrong with Marathi messages beside the fields and keeps what was typed', async () => {
    const state = await F.submitEnquiryForm(
      await filled({ child_name: '', mobile: '12345', class: 'std-99' }),
      'mr',
      from(),
    )
    expect(state).toMatchObject({
      kind: 'failed',
      message: 'कृपया चिन्हांकित केलेल्या रकान्यांतील माहिती दुरुस्त करा.',
      errors: { child_name: 'कृपया पाल्याचे नाव लिहा.', mobile: '१० अंकी मोबाइल क्रमांक भरा.', class: 'कृपया इयत्ता निवडा.' },
      values: { parent_name: 'सुनीता पाटील', mobile: '12345' },
    })
  })

  it('takes enquiries only for a class the school lists as open with seats left', async () => {
    for (const cls of ['std-11', 'std-1', 'std-7']) {
      const state = await F.submitEnquiryForm(await filled({ class: cls }), 'en', from())
      expect(state).toMatchObject({
        kind: 'failed',
        errors: { class: 'This class takes no enquiries for that year. Please choose another.' },
      })
    }
    const { enquiryOptions, isOffered } = await import('@/admissions/seats')
    const offers = await enquiryOptions(payload, schoolA)
    expect(offers.map((o) => [o.class, o.open, o.seatsLeft])).toEqual([
      ['std-1', true, 0],
      ['std-5', true, null],
      ['std-11', false, null],
    ])
    expect(offers.filter((o) => isOffered(offers, o.class, o.year)).map((o) => o.class)).toEqual(['std-5'])
    expect(await enquiryOptions(payload, schoolB)).toEqual([])
  })

  it('refuses a form sent faster than a person, a filled honeypot, and a token used twice', async () => {
    const { issueFormToken } = await import('@/lib/form-token')
    const fast = await F.submitEnquiryForm(
      await filled({ form_token: issueFormToken(process.env.PAYLOAD_SECRET!) }),
      'en',
      from(),
    )
    expect(fast).toMatchObject({
      kind: 'failed',
      message: 'That was quick! Please check your enquiry, then send it again.',
    })
    const bot = await F.submitEnquiryForm(await filled({ website: 'http://spam.example' }), 'en', from())
    expect(bot).toMatchObject({ kind: 'failed', errors: { website: 'Leave this field empty.' } })
    const form = await filled()
    const token = String(form.get('form_token'))
    expect((await F.submitEnquiryForm(form, 'en', from())).kind).toBe('sent')
    const again = await F.submitEnquiryForm(await filled({ form_token: token }), 'en', from())
    expect(again).toMatchObject({
      kind: 'failed',
      message: 'This form has already been sent. To send another enquiry, please reload the page.',
    })
  })
})

describe("the desk: each school's editors see only their school's enquiries", () => {
  it('by the Local API, /cms-api lists and ids, versions and the CSV export; officers see none', async () => {
    const a = await fileOne({ child_name: 'Scoped Child' }, 'en')
    const asUser = (u: (typeof users)['editorA']) => ({ user: u, overrideAccess: false })
    expect(
      (
        await payload.find({
          collection: 'admission-enquiries',
          where: { id: { equals: a.id } },
          ...asUser(users.editorA),
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      (
        await payload.find({
          collection: 'admission-enquiries',
          where: { id: { equals: a.id } },
          ...asUser(users.editorB),
        })
      ).totalDocs,
    ).toBe(0)

    const list = await cms('GET', `admission-enquiries?where[reference][equals]=${a.reference}`, {
      token: users.editorB.token,
    })
    expect(list.body.docs).toEqual([])
    expect((await cms('GET', `admission-enquiries/${a.id}`, { token: users.editorB.token })).status).toBe(404)
    expect((await cms('GET', `admission-enquiries/${a.id}`, { token: users.officer.token })).status).toBe(403)
    expect((await cms('GET', `admission-enquiries/${a.id}`, { token: users.editorA.token })).status).toBe(200)
    // Search through the list's search box and a query on a personal field: still nothing.
    const searched = await cms('GET', `admission-enquiries?where[childName][like]=Scoped`, {
      token: users.editorB.token,
    })
    expect(searched.body.docs).toEqual([])
    expect((await cms('GET', 'admission-enquiries/versions', { token: users.editorB.token })).status).not.toBe(200)
    const update = await cms('PATCH', `admission-enquiries/${a.id}`, {
      token: users.editorB.token,
      json: { notes: 'not mine' },
    })
    expect(update.status).not.toBe(200)

    const csv = async (token: string) => {
      const res = await cms('GET', `admission-enquiries/export.csv?where[reference][equals]=${a.reference}`, { token })
      return String(res.body.text ?? '')
    }
    expect(await csv(users.editorA.token)).toContain(a.reference)
    expect(await csv(users.editorB.token)).not.toContain(a.reference)
    expect(await csv(users.admin.token)).toContain('Scoped Child')
  })

  it('keeps what the parent filed read-only, even for the school’s own editor', async () => {
    const a = await fileOne({}, 'en')
    const res = await cms('PATCH', `admission-enquiries/${a.id}`, {
      token: users.editorA.token,
      json: { childName: 'Changed', notes: 'Called on Monday.' },
    })
    expect(res.status).toBe(200)
    const after = await byReference(a.reference)
    expect([after.childName, after.notes]).toEqual([a.childName, 'Called on Monday.'])
  })
})

describe('classes and seats', () => {
  it("are kept by the school's own editors: another school's editor can neither add nor change them", async () => {
    const mine = await cms('POST', 'admission-classes', {
      token: users.editorB.token,
      json: { institution: schoolB, classSought: 'std-2', academicYear: '2027-2028', status: 'open' },
    })
    expect(mine.status).toBe(201)
    const theirs = await cms('POST', 'admission-classes', {
      token: users.editorB.token,
      json: { institution: schoolA, classSought: 'std-2', academicYear: '2027-2028', status: 'open' },
    })
    expect(theirs.status).toBe(400)
    const { docs } = await payload.find({
      collection: 'admission-classes',
      where: { institution: { equals: schoolA } },
      limit: 1,
      overrideAccess: true,
    })
    const change = await cms('PATCH', `admission-classes/${docs[0]!.id}`, {
      token: users.editorB.token,
      json: { status: 'closed' },
    })
    expect(change.status).not.toBe(200)
    expect(
      (await payload.findByID({ collection: 'admission-classes', id: docs[0]!.id, overrideAccess: true })).status,
    ).toBe(docs[0]!.status)
  })
})

describe('the reply reaches the parent in their language', () => {
  it('mails a saved reply in Marathi, marks the enquiry Contacted and shows the reply on the status page', async () => {
    const e = await fileOne()
    await payload.jobs.run({ queue: 'email' })
    inbox.length = 0
    const reply = 'इयत्ता पाचवीसाठी जागा आहे. कृपया सोमवारी सकाळी १० वाजता कागदपत्रांसह शाळेत या.'
    await payload.update({
      collection: 'admission-enquiries',
      id: e.id,
      data: { reply },
      user: users.editorA,
      overrideAccess: false,
    })
    expect((await byReference(e.reference)).status).toBe('contacted')
    await payload.jobs.run({ queue: 'email' })
    const [mail] = mailTo(e.email)
    expect(subjectOf(mail!)).toBe(`आपल्या प्रवेश चौकशीला उत्तर: ${e.reference}`)
    expect(textOf(mail!)).toContain(reply)
    expect(textOf(mail!)).toContain('सद्यस्थिती: उत्तर दिले')

    const { lookUpEnquiryStatus } = await import('@/admissions/status')
    const look = async (contact: string) => {
      const form = new FormData()
      form.set('reference', e.reference.toLowerCase())
      form.set('contact', contact)
      return lookUpEnquiryStatus(form, 'mr', new Headers({ 'x-client-address': '192.0.2.7' }))
    }
    expect(await look(e.email.toUpperCase())).toMatchObject({
      kind: 'found',
      status: 'उत्तर दिले',
      reply,
      school: 'विद्या विकास विद्यालय, दादर',
    })
    expect(await look('someone@example.org')).toMatchObject({
      kind: 'failed',
      message: 'हा संदर्भ क्रमांक आणि संपर्क यांच्याशी जुळणारी चौकशी सापडली नाही. कृपया दोन्ही तपासून पुन्हा प्रयत्न करा.',
    })
  })
})

describe('retention', () => {
  it('deletes enquiries closed longer ago than the retention period, and keeps the rest', async () => {
    const { deleteExpiredEnquiries } = await import('@/admissions/jobs')
    const { ENQUIRY_RETENTION_DAYS } = await import('@/admissions/desk')
    const old = await fileOne()
    const recent = await fileOne()
    const open = await fileOne()
    for (const e of [old, recent])
      await payload.update({
        collection: 'admission-enquiries',
        id: e.id,
        data: { status: 'closed' },
        overrideAccess: true,
      })
    const closedAt = new Date((await byReference(old.reference)).closedAt!).getTime()
    const now = new Date(closedAt + (ENQUIRY_RETENTION_DAYS + 1) * 24 * 3600 * 1000)
    // `recent` closed a day later than `old` as far as the job can tell: move `now` to between them.
    await payload.db.updateOne({
      collection: 'admission-enquiries',
      id: recent.id,
      data: { closedAt: new Date(closedAt + 2 * 24 * 3600 * 1000).toISOString() },
      req: {} as never,
    })
    expect(await deleteExpiredEnquiries(payload, { now })).toBeGreaterThanOrEqual(1)
    const left = async (e: { reference: string }) =>
      (
        await payload.count({
          collection: 'admission-enquiries',
          where: { reference: { equals: e.reference } },
          overrideAccess: true,
        })
      ).totalDocs
    expect([await left(old), await left(recent), await left(open)]).toEqual([0, 1, 1])
  })
})
