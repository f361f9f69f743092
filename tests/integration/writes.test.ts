import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken, MAX_AGE_MS, MIN_FILL_MS } from '@/lib/form-token'
import { GRIEVANCE_MESSAGES as M, ISSUE_TYPES } from '@/grievances/rules'

import { api, json } from './api'
import { migratedPayload } from './payload'

/** The two things visitors write: a grievance (POST /complaint) and a visit (POST /visitor). */

let payload: Payload
let institute: number
let draftInstitute: number

beforeAll(async () => {
  payload = await migratedPayload()
  const ctx = { disableRevalidate: true }
  institute = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Test School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'published' },
      context: ctx,
    })
  ).id
  draftInstitute = (
    await payload.create({
      collection: 'institutions',
      data: { name: 'Draft School', address: 'Dadar', kind: 'school', medium: 'english', _status: 'draft' },
      draft: true,
      context: ctx,
    })
  ).id
})
afterAll(() => payload?.destroy())

const valid = () => ({
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  type: 'Marksheet',
  enrollment: 'EN-2021-17',
  mobile: '9876543210',
  email: 'asha@example.org',
  message: 'My marksheet has a spelling mistake in my name.',
  tid: '1',
  institute_id: String(institute),
})
const grievances = async () => (await payload.count({ collection: 'grievances' })).totalDocs

describe('POST /api/v1/complaint', () => {
  it('stores a valid grievance and answers its reference number', async () => {
    const before = await grievances()
    const res = await api('POST', 'complaint', json(valid()))
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(1)
    expect(res.data).toEqual({ reference: expect.stringMatching(/^GRV-\d{4}-[2-9A-HJ-NP-Z]{6}$/) })
    expect(await grievances()).toBe(before + 1)
    const { docs } = await payload.find({
      collection: 'grievances',
      where: { reference: { equals: (res.data as { reference: string }).reference } },
    })
    expect(docs[0]).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      dateOfBirth: '2004-05-17',
      issueType: 'Marksheet',
      enrollmentNumber: 'EN-2021-17',
      mobile: '9876543210',
      email: 'asha@example.org',
      status: 'new',
    })
  })

  it('accepts every issue type, a numeric institute id and no enrollment number', async () => {
    for (const type of ISSUE_TYPES) {
      const res = await api(
        'POST',
        'complaint',
        json({ ...valid(), enrollment: undefined, type, institute_id: institute, tid: 1 }),
      )
      expect(res.status, type).toBe(200)
    }
  })

  it("accepts the SPEC's simple text@text email", async () => {
    for (const email of ['a@b', 'ä@example.org']) {
      const res = await api('POST', 'complaint', json({ ...valid(), email }))
      expect(res.status, email).toBe(200)
    }
  })

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing first name', { name: '' }, 'name', M.name],
    ['blank last name', { mname: '   ' }, 'mname', M.mname],
    ['missing date of birth', { dob: undefined }, 'dob', M.dob],
    ['impossible date of birth', { dob: '2004-02-30' }, 'dob', M.dobInvalid],
    ['future date of birth', { dob: '2999-01-01' }, 'dob', M.dobInvalid],
    ['missing email', { email: '' }, 'email', M.email],
    ['invalid email', { email: 'asha.example.org' }, 'email', M.emailInvalid],
    ['missing mobile', { mobile: '' }, 'mobile', M.mobile],
    ['9-digit mobile', { mobile: '987654321' }, 'mobile', M.mobileInvalid],
    ['11-digit mobile', { mobile: '98765432101' }, 'mobile', M.mobileInvalid],
    ['mobile with letters', { mobile: '98765abcde' }, 'mobile', M.mobileInvalid],
    ['missing institute', { institute_id: '' }, 'institute_id', M.institute],
    ['non-numeric institute', { institute_id: 'x' }, 'institute_id', M.instituteUnknown],
    ['unknown issue type', { type: 'Fees' }, 'type', M.type],
    ['missing issue type', { type: undefined }, 'type', M.type],
    ['missing comments', { message: '' }, 'message', M.message],
    ['wrong tid', { tid: '2' }, 'tid', M.tid],
    ['number as name', { name: 42 }, 'name', M.name],
    ['overlong comments', { message: 'x'.repeat(5001) }, 'message', M.tooLong(5000)],
  ]
  it.each(cases)('refuses %s with its message and stores nothing', async (_, change, field, message) => {
    const before = await grievances()
    const res = await api('POST', 'complaint', json({ ...valid(), ...change }))
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(0)
    expect(res.body.errors?.[field]).toBe(message)
    expect(await grievances()).toBe(before)
  })

  it('reports every invalid field at once', async () => {
    const res = await api('POST', 'complaint', json({ tid: '1' }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      name: M.name,
      mname: M.mname,
      dob: M.dob,
      email: M.email,
      mobile: M.mobile,
      institute_id: M.institute,
      type: M.type,
      message: M.message,
    })
  })

  it('refuses an institute that does not exist or is not published', async () => {
    const before = await grievances()
    for (const id of ['999999', String(draftInstitute)]) {
      const res = await api('POST', 'complaint', json({ ...valid(), institute_id: id }))
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({ institute_id: M.instituteUnknown })
    }
    expect(await grievances()).toBe(before)
  })

  it('refuses malformed, non-JSON, non-object and oversized bodies with a clear 4xx', async () => {
    const before = await grievances()
    const post = (body: string, type = 'application/json') =>
      api('POST', 'complaint', { body, headers: { 'content-type': type } })
    expect((await post('{"name": "Asha",')).status).toBe(400)
    expect((await post('name=Asha', 'application/x-www-form-urlencoded')).status).toBe(415)
    expect((await post('[1,2]')).status).toBe(400)
    expect((await post('"text"')).status).toBe(400)
    expect((await post('null')).status).toBe(400)
    expect((await api('POST', 'complaint')).status).toBe(400)
    const huge = await post(JSON.stringify({ ...valid(), message: 'x'.repeat(17 * 1024) }))
    expect(huge.status).toBe(413)
    expect(huge.body).toMatchObject({ success: 0, message: expect.stringContaining('16 KB') })
    expect(await grievances()).toBe(before)
  })
})

describe('grievances are private', () => {
  it('cannot be read or created without a staff role through Payload', async () => {
    await expect(payload.find({ collection: 'grievances', overrideAccess: false })).rejects.toThrow()
    const editor = { id: 9, role: 'editor', collection: 'users', email: 'e@x.org' } as never
    await expect(payload.find({ collection: 'grievances', overrideAccess: false, user: editor })).rejects.toThrow()
    const officer = { id: 10, role: 'officer', collection: 'users', email: 'o@x.org', allInstitutions: true } as never
    expect(
      (await payload.find({ collection: 'grievances', overrideAccess: false, user: officer })).totalDocs,
    ).toBeGreaterThan(0)
    // An officer without institutions (say, theirs was deleted) gets an empty list, not everything.
    const unassigned = { id: 11, role: 'officer', collection: 'users', email: 'u@x.org' } as never
    expect((await payload.find({ collection: 'grievances', overrideAccess: false, user: unassigned })).totalDocs).toBe(
      0,
    )
    await expect(
      payload.create({ collection: 'grievances', overrideAccess: false, user: officer, data: {} as never }),
    ).rejects.toThrow()
  })

  it('never appear under /api/v1', async () => {
    expect((await api('GET', 'complaint')).status).toBe(405)
    expect((await api('GET', 'complaint/1')).status).toBe(404)
    expect((await api('GET', 'grievances')).status).toBe(404)
  })
})

describe('POST /api/v1/visitor', () => {
  it('registers one visit with an empty body and returns the count', async () => {
    const a = await api('POST', 'visitor')
    const b = await api('POST', 'visitor')
    expect(a.status).toBe(200)
    expect((b.data as { count: number }).count).toBe((a.data as { count: number }).count + 1)
  })

  it('adds exactly 500 for 500 concurrent visits', async () => {
    const start = (await payload.findGlobal({ slug: 'visitor-counter' })).count
    const results = await Promise.all(Array.from({ length: 500 }, () => api('POST', 'visitor')))
    expect(results.every((r) => r.status === 200)).toBe(true)
    const counts = results.map((r) => (r.data as { count: number }).count)
    expect(new Set(counts).size).toBe(500)
    expect((await payload.findGlobal({ slug: 'visitor-counter' })).count).toBe(start + 500)
  })
})

describe('POST /api/v1/complaint: bot resistance', () => {
  const secret = process.env.PAYLOAD_SECRET!
  const post = (extra: Record<string, unknown>) => api('POST', 'complaint', json({ ...valid(), ...extra }))

  it('refuses a filled honeypot and stores nothing', async () => {
    const before = await grievances()
    const res = await post({ website: 'http://spam.example' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ website: M.honeypot })
    expect(await grievances()).toBe(before)
  })

  it('refuses a form submitted faster than a person can fill it, or with a forged or stale token', async () => {
    const before = await grievances()
    const fast = await post({ form_token: issueFormToken(secret) })
    expect(fast.status).toBe(400)
    expect(fast.body.message).toBe(M.tooFast)
    for (const token of [
      issueFormToken('not-our-secret', Date.now() - 10_000),
      issueFormToken(secret, Date.now() - 2 * MAX_AGE_MS),
      'nonsense',
    ]) {
      const res = await post({ form_token: token })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(M.formExpired)
    }
    expect(await grievances()).toBe(before)
  })

  it('accepts a form filled in at a human pace, and contract clients that send neither field', async () => {
    expect((await post({ form_token: issueFormToken(secret, Date.now() - MIN_FILL_MS), website: '' })).status).toBe(200)
    expect((await post({})).status).toBe(200)
  })
})
