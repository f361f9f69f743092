import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken, MAX_AGE_MS } from '@/lib/form-token'
import { GRIEVANCE_MESSAGES as EN, GRIEVANCE_MESSAGES_MR as MR } from '@/grievances/rules'

import { api, json } from './api'
import { migratedPayload } from './payload'

/** POST /api/v1/complaint answers its messages in Marathi with ?locale=mr (the form on /mr/grievances). */

let payload: Payload
let institute: number

beforeAll(async () => {
  payload = await migratedPayload()
  institute = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Test School', address: 'Dadar', kind: 'school', medium: 'marathi', _status: 'published' },
      context: { disableRevalidate: true },
    })
  ).id
})
afterAll(() => payload?.destroy())

const valid = () => ({
  name: 'आशा',
  mname: 'राव',
  dob: '2004-05-17',
  type: 'Marksheet',
  enrollment: 'EN-2021-17',
  mobile: '9876543210',
  email: 'asha@example.org',
  message: 'माझ्या गुणपत्रिकेत नावाचे स्पेलिंग चुकले आहे.',
  tid: '1',
  institute_id: String(institute),
})
const grievances = async () => (await payload.count({ collection: 'grievances' })).totalDocs
const post = (query: string, body: unknown) => api('POST', `complaint${query}`, json(body))

describe('POST /api/v1/complaint?locale=mr', () => {
  it('answers field errors and the message in Marathi, and stores nothing', async () => {
    const before = await grievances()
    const res = await post('?locale=mr', { ...valid(), mobile: '98765', email: '' })
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(0)
    expect(res.body.message).toBe(MR.fixErrors)
    expect(res.body.errors).toEqual({ email: MR.email, mobile: MR.mobileInvalid })
    expect(res.body.errors?.mobile).toMatch(/[\u0900-\u097F]/)
    expect(await grievances()).toBe(before)
  })

  it('reports every missing field at once, in Marathi', async () => {
    const res = await post('?locale=mr', { tid: '1' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      name: MR.name,
      mname: MR.mname,
      dob: MR.dob,
      email: MR.email,
      mobile: MR.mobile,
      institute_id: MR.institute,
      type: MR.type,
      message: MR.message,
    })
  })

  it('answers the honeypot, the form token and an unknown institute in Marathi', async () => {
    const secret = process.env.PAYLOAD_SECRET!
    const honeypot = await post('?locale=mr', { ...valid(), website: 'http://spam.example' })
    expect(honeypot.status).toBe(400)
    expect(honeypot.body).toMatchObject({ message: MR.fixErrors, errors: { website: MR.honeypot } })

    const fast = await post('?locale=mr', { ...valid(), form_token: issueFormToken(secret) })
    expect(fast.status).toBe(400)
    expect(fast.body.message).toBe(MR.tooFast)

    const stale = await post('?locale=mr', {
      ...valid(),
      form_token: issueFormToken(secret, Date.now() - 2 * MAX_AGE_MS),
    })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe(MR.formExpired)

    const unknown = await post('?locale=mr', { ...valid(), institute_id: '999999' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ message: MR.fixErrors, errors: { institute_id: MR.instituteUnknown } })
  })

  it('stores a valid grievance as with English (the issue type stays the English code)', async () => {
    const res = await post('?locale=mr', valid())
    expect(res.status).toBe(200)
    const reference = (res.data as { reference: string }).reference
    expect(reference).toMatch(/^GRV-\d{4}-[2-9A-HJ-NP-Z]{6}$/)
    const { docs } = await payload.find({ collection: 'grievances', where: { reference: { equals: reference } } })
    expect(docs[0]).toMatchObject({ firstName: 'आशा', issueType: 'Marksheet' })
  })
})

describe('POST /api/v1/complaint without locale or with locale=en', () => {
  it("keeps SPEC.md's English texts", async () => {
    for (const query of ['', '?locale=en']) {
      const res = await post(query, { ...valid(), mobile: '98765', email: '' })
      expect(res.status, query).toBe(400)
      expect(res.body.message).toBe('Please correct the highlighted fields.')
      expect(res.body.errors).toEqual({ email: 'Email is required!', mobile: 'Invalid Mobile Number' })
      const unknown = await post(query, { ...valid(), institute_id: '999999' })
      expect(unknown.body.errors).toEqual({ institute_id: EN.instituteUnknown })
    }
  })
})

describe('POST /api/v1/complaint?locale=fr', () => {
  it('answers 400 for a language the site does not have, and stores nothing', async () => {
    const before = await grievances()
    for (const locale of ['fr', 'MR', '']) {
      const res = await post(`?locale=${locale}`, valid())
      expect(res.status, locale).toBe(400)
      expect(res.body.success).toBe(0)
      expect(res.body.errors).toHaveProperty('locale')
    }
    expect(await grievances()).toBe(before)
  })
})
