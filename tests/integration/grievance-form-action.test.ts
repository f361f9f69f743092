/**
 * The grievance form's server action (what a browser posts before, or without, the form's
 * JavaScript): the same rules, messages, form token, honeypot and limits as POST /api/v1/complaint,
 * sharing their allowances with it, and its answer is the form's next state.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken, MAX_AGE_MS, MIN_FILL_MS } from '@/lib/form-token'
import { GRIEVANCE_MESSAGES as EN, GRIEVANCE_MESSAGES_MR as MR } from '@/grievances/rules'
import { submitGrievanceForm } from '@/grievances/filing'
import { resetRateLimits } from '@/services/rate-limit'

import { api, json } from './api'
import { migratedPayload } from './payload'

let payload: Payload
let institute: number
const secret = () => process.env.PAYLOAD_SECRET!

beforeAll(async () => {
  process.env.RATE_LIMIT_COMPLAINT = '4/600'
  process.env.RATE_LIMIT_COMPLAINANT = '2/3600'
  // As under server.mjs: the client's address arrives in the header server.mjs sets.
  process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
  resetRateLimits()
  payload = await migratedPayload()
  institute = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Test School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: { disableRevalidate: true },
    })
  ).id
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_FROM_SERVER
  for (const name of ['COMPLAINT', 'COMPLAINANT']) process.env[`RATE_LIMIT_${name}`] = 'off'
  resetRateLimits()
  await payload?.destroy()
})

let person = 0
/** A valid filled-in form, as the browser posts it (the action's own hidden fields included), from a new person. */
function filled(overrides: Record<string, string> = {}): FormData {
  person++
  const fields: Record<string, string> = {
    $ACTION_ID_x: '',
    name: 'Asha',
    mname: 'Rao',
    dob: '2004-05-17',
    email: `asha${person}@example.org`,
    mobile: `98765${String(person).padStart(5, '0')}`,
    institute_id: String(institute),
    type: 'Result Issue',
    enrollment: '',
    message: 'My result is withheld.',
    website: '',
    form_token: issueFormToken(secret(), Date.now() - MIN_FILL_MS - 1000),
    ...overrides,
  }
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}
let address = 0
/** A new client address each time, unless one is given. */
const from = (ip = `203.0.113.${++address}`) => new Headers({ 'x-client-address': ip })
const grievances = async () => (await payload.count({ collection: 'grievances' })).totalDocs

describe('the grievance form without JavaScript (submitGrievanceForm)', () => {
  it('files a valid grievance as the API does and answers its reference', async () => {
    const before = await grievances()
    const state = await submitGrievanceForm(filled({ enrollment: 'EN-17' }), 'en', from())
    expect(state).toEqual({ kind: 'sent', reference: expect.stringMatching(/^GRV-\d{4}-[2-9A-Z]{6}$/) })
    expect(await grievances()).toBe(before + 1)
    const { docs } = await payload.find({
      collection: 'grievances',
      where: { reference: { equals: (state as { reference: string }).reference } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      issueType: 'Result Issue',
      enrollmentNumber: 'EN-17',
      status: 'new',
      message: 'My result is withheld.',
    })
  })

  it("refuses an invalid one with the SPEC's messages per field, keeps what was typed, and stores nothing", async () => {
    const before = await grievances()
    const state = await submitGrievanceForm(
      filled({ name: '', email: 'not-an-email', mobile: '12345', type: '', message: '  ' }),
      'en',
      from(),
    )
    expect(state).toEqual({
      kind: 'failed',
      message: EN.fixErrors,
      errors: { name: EN.name, email: EN.emailInvalid, mobile: EN.mobileInvalid, type: EN.type, message: EN.message },
      values: {
        name: '',
        mname: 'Rao',
        dob: '2004-05-17',
        email: 'not-an-email',
        mobile: '12345',
        institute_id: String(institute),
        type: '',
        enrollment: '',
        message: '  ',
      },
    })
    expect(await grievances()).toBe(before)
  })

  it('answers in Marathi on the Marathi page', async () => {
    const state = await submitGrievanceForm(filled({ mobile: '98765', institute_id: '' }), 'mr', from())
    expect(state).toMatchObject({
      kind: 'failed',
      message: MR.fixErrors,
      errors: { mobile: MR.mobileInvalid, institute_id: MR.institute },
    })
  })

  it('applies the form token, the honeypot and the institution check, as the API does', async () => {
    const before = await grievances()
    const fast = await submitGrievanceForm(filled({ form_token: issueFormToken(secret()) }), 'en', from())
    expect(fast).toMatchObject({ kind: 'failed', message: EN.tooFast, values: { name: 'Asha' } })
    const stale = await submitGrievanceForm(
      filled({ form_token: issueFormToken(secret(), Date.now() - 2 * MAX_AGE_MS) }),
      'mr',
      from(),
    )
    expect(stale).toMatchObject({ kind: 'failed', message: MR.formExpired })
    const forged = await submitGrievanceForm(
      filled({ form_token: `${Date.now() - 10_000}.${'A'.repeat(43)}` }),
      'en',
      from(),
    )
    expect(forged).toMatchObject({ kind: 'failed', message: EN.formExpired })
    const bot = await submitGrievanceForm(filled({ website: 'http://spam.example' }), 'en', from())
    expect(bot).toMatchObject({ kind: 'failed', message: EN.fixErrors, errors: { website: EN.honeypot } })
    const unknown = await submitGrievanceForm(filled({ institute_id: '999999' }), 'en', from())
    expect(unknown).toMatchObject({ kind: 'failed', errors: { institute_id: EN.instituteUnknown } })
    expect(await grievances()).toBe(before)
  })

  it('takes only text: a file in place of a field is not a value', async () => {
    const data = filled()
    data.set('name', new Blob(['Asha']), 'name.txt')
    const state = await submitGrievanceForm(data, 'en', from())
    expect(state).toMatchObject({ kind: 'failed', errors: { name: EN.name }, values: { name: '' } })
  })

  it("shares the address's allowance with POST /api/v1/complaint: neither door gives more attempts", async () => {
    const ip = '198.51.100.7'
    // Two attempts through the API (one valid, one not: every attempt counts) ...
    const body = {
      name: 'Ravi',
      mname: 'Shah',
      dob: '2001-01-01',
      email: 'ravi@example.org',
      mobile: '9123456780',
      institute_id: String(institute),
      type: 'Degree',
      message: 'Degree not received.',
      tid: '1',
    }
    const init = (value: unknown) => ({
      ...json(value),
      headers: { 'content-type': 'application/json', 'x-client-address': ip },
    })
    expect((await api('POST', 'complaint', init(body))).status).toBe(200)
    expect((await api('POST', 'complaint', init({ tid: '1' }))).status).toBe(400)
    // ... two through the form (an invalid one counts too) use up the four ...
    expect(await submitGrievanceForm(filled(), 'en', from(ip))).toMatchObject({ kind: 'sent' })
    expect(await submitGrievanceForm(filled({ name: '' }), 'en', from(ip))).toMatchObject({
      kind: 'failed',
      errors: { name: EN.name },
    })
    // ... and then both doors refuse, the form with its message and what was typed.
    const before = await grievances()
    const limited = await submitGrievanceForm(filled(), 'en', from(ip))
    expect(limited).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
      values: { name: 'Asha' },
    })
    expect((await api('POST', 'complaint', init(body))).status).toBe(429)
    expect(await grievances()).toBe(before)
  })

  it('shares the per-person allowance with the API too (by mobile number and by email)', async () => {
    const mobile = '9000000077'
    const viaApi = {
      name: 'Meera',
      mname: 'Joshi',
      dob: '2002-02-02',
      email: 'meera@example.org',
      mobile,
      institute_id: String(institute),
      type: 'Other',
      message: 'Please call me.',
      tid: '1',
    }
    const res = await api('POST', 'complaint', {
      ...json(viaApi),
      headers: { 'content-type': 'application/json', 'x-client-address': '198.51.100.20' },
    })
    expect(res.status).toBe(200)
    expect(await submitGrievanceForm(filled({ mobile }), 'en', from())).toMatchObject({ kind: 'sent' })
    const limited = await submitGrievanceForm(filled({ mobile }), 'mr', from())
    expect(limited).toMatchObject({ kind: 'failed', message: expect.stringContaining('बरेच प्रयत्न') })
  })
})

describe('one form token, one grievance', () => {
  const usedToken = () => issueFormToken(secret(), Date.now() - MIN_FILL_MS - 1000)

  it('files one grievance with a token; the same token again is refused with a message, what was typed kept', async () => {
    const before = await grievances()
    const token = usedToken()
    expect(await submitGrievanceForm(filled({ form_token: token }), 'en', from())).toMatchObject({ kind: 'sent' })
    for (const lang of ['en', 'mr'] as const) {
      const again = await submitGrievanceForm(filled({ form_token: token }), lang, from())
      expect(again).toMatchObject({
        kind: 'failed',
        message: lang === 'en' ? EN.formUsed : MR.formUsed,
        values: { name: 'Asha' },
      })
    }
    // Nor through the API, which the form uses once its JavaScript runs.
    const viaApi = {
      name: 'Ravi',
      mname: 'Shah',
      dob: '2001-01-01',
      email: 'ravi.d5@example.org',
      mobile: '9123456001',
      institute_id: String(institute),
      type: 'Degree',
      message: 'Degree not received.',
      tid: '1',
    }
    const replay = await api('POST', 'complaint', {
      ...json({ ...viaApi, form_token: token }),
      headers: { 'content-type': 'application/json', 'x-client-address': '192.0.2.50' },
    })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toBe(EN.formUsed)
    expect(await grievances()).toBe(before + 1)
    // The API itself keeps SPEC.md's contract: no token, behind its limits.
    const noToken = await api('POST', 'complaint', {
      ...json(viaApi),
      headers: { 'content-type': 'application/json', 'x-client-address': '192.0.2.51' },
    })
    expect(noToken.status).toBe(200)
  })

  it('the form requires a token: a post without one files nothing', async () => {
    const before = await grievances()
    const data = filled()
    data.delete('form_token')
    expect(await submitGrievanceForm(data, 'en', from())).toMatchObject({
      kind: 'failed',
      message: EN.formExpired,
      values: { name: 'Asha' },
    })
    expect(await submitGrievanceForm(filled({ form_token: '' }), 'en', from())).toMatchObject({
      kind: 'failed',
      message: EN.formExpired,
    })
    expect(await grievances()).toBe(before)
  })

  it('a refusal the complainant can correct does not use the token up', async () => {
    const token = usedToken()
    expect(
      await submitGrievanceForm(filled({ form_token: token, institute_id: '999999' }), 'en', from()),
    ).toMatchObject({ kind: 'failed', errors: { institute_id: EN.instituteUnknown } })
    expect(await submitGrievanceForm(filled({ form_token: token, mobile: '12' }), 'en', from())).toMatchObject({
      kind: 'failed',
    })
    expect(await submitGrievanceForm(filled({ form_token: token }), 'en', from())).toMatchObject({ kind: 'sent' })
  })

  it('holds for simultaneous posts of one token, and in the database (across restarts and instances)', async () => {
    const before = await grievances()
    const token = usedToken()
    const states = await Promise.all(
      [1, 2, 3].map(() => submitGrievanceForm(filled({ form_token: token }), 'en', from())),
    )
    expect(states.filter((s) => s.kind === 'sent')).toHaveLength(1)
    expect(await grievances()).toBe(before + 1)
    const { totalDocs } = await payload.db.count({
      collection: 'payload-kv',
      where: { key: { like: `grievance-form-token:${token.slice(0, 13)}:` } },
      req: {},
    })
    expect(totalDocs).toBe(1)
  })

  it('forgets used tokens once they are too old to be accepted anyway', async () => {
    const { claimFormToken } = await import('@/services/form-token-store')
    const old = issueFormToken(secret(), Date.now() - 2 * MAX_AGE_MS)
    const recent = usedToken()
    expect(await claimFormToken(payload, old)).toBe(true)
    expect(await claimFormToken(payload, recent)).toBe(true)
    // A claim more than the pruning interval later deletes the expired entry only.
    expect(await claimFormToken(payload, usedToken(), Date.now() + 11 * 60 * 1000)).toBe(true)
    const keys = (await payload.db.find({ collection: 'payload-kv', limit: 0, pagination: false, req: {} })).docs.map(
      (d) => String((d as { key?: unknown }).key),
    )
    expect(keys.some((k) => k.startsWith(`grievance-form-token:${old.slice(0, 13)}:`))).toBe(false)
    expect(keys.some((k) => k.startsWith(`grievance-form-token:${recent.slice(0, 13)}:`))).toBe(true)
  })
})
