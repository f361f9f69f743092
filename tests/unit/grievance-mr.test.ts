import { describe, expect, it } from 'vitest'

import {
  complaintUrl,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_MESSAGES_MR,
  grievanceMessages,
  grievanceSchema,
  grievanceSchemaFor,
  grievanceSchemaIn,
  type GrievanceMessages,
} from '@/grievances/rules'

const DEVANAGARI = /[\u0900-\u097F]/

/** A message as text: functions are called with a sample argument. */
const text = (message: GrievanceMessages[keyof GrievanceMessages]) =>
  typeof message === 'function' ? message(42) : message

const valid = {
  name: 'Asha',
  mname: 'Rao',
  dob: '2004-05-17',
  email: 'a@b.org',
  mobile: '9876543210',
  institute_id: '7',
  type: 'Other',
  message: 'hi',
  enrollment: 'EN-1',
  tid: '1',
}

/** The first message per field, as the API's `errors` (src/lib/field-errors.ts). */
function errorsOf(schema: typeof grievanceSchema, input: unknown) {
  const result = schema.safeParse(input)
  expect(result.success).toBe(false)
  const out: Record<string, string> = {}
  for (const issue of result.error!.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

describe('the Marathi grievance messages', () => {
  it('has every English key, with functions where English has them', () => {
    expect(Object.keys(GRIEVANCE_MESSAGES_MR).sort()).toEqual(Object.keys(GRIEVANCE_MESSAGES).sort())
    for (const key of Object.keys(GRIEVANCE_MESSAGES) as (keyof GrievanceMessages)[]) {
      expect(typeof GRIEVANCE_MESSAGES_MR[key], key).toBe(typeof GRIEVANCE_MESSAGES[key])
    }
  })

  it('differs from English in every message and is written in Devanagari', () => {
    for (const key of Object.keys(GRIEVANCE_MESSAGES) as (keyof GrievanceMessages)[]) {
      const mr = text(GRIEVANCE_MESSAGES_MR[key])
      expect(mr, key).not.toBe(text(GRIEVANCE_MESSAGES[key]))
      expect(mr, key).toMatch(DEVANAGARI)
    }
  })

  it('keeps the numbers of the function-valued messages, in Latin digits', () => {
    expect(GRIEVANCE_MESSAGES_MR.tooLong(5000)).toContain('5000')
    expect(GRIEVANCE_MESSAGES_MR.tooMany(3)).toContain('3')
    expect(GRIEVANCE_MESSAGES_MR.tooMany(1)).toMatch(DEVANAGARI)
  })

  it('keeps the English texts of SPEC.md section 5 byte for byte', () => {
    expect(GRIEVANCE_MESSAGES).toMatchObject({
      name: 'First Name is required!',
      mname: 'Last Name is required!',
      dob: 'Date of birth is required!',
      email: 'Email is required!',
      emailInvalid: 'Invalid email',
      mobile: 'Mobile Number is required!',
      mobileInvalid: 'Invalid Mobile Number',
      institute: 'Institute is required!',
      type: 'Issue related department is required!',
      message: 'Please provide comments',
      fixErrors: 'Please correct the highlighted fields.',
      enrollmentText: 'Enrollment number must be text.',
    })
  })
})

describe('grievance messages and schema by language', () => {
  it('picks the messages of a language', () => {
    expect(grievanceMessages('en')).toBe(GRIEVANCE_MESSAGES)
    expect(grievanceMessages('mr')).toBe(GRIEVANCE_MESSAGES_MR)
  })

  it('keeps grievanceSchema as the English schema and builds the Marathi one once', () => {
    expect(grievanceSchemaIn('en')).toBe(grievanceSchema)
    expect(grievanceSchemaIn('mr')).not.toBe(grievanceSchema)
    expect(grievanceSchemaIn('mr')).toBe(grievanceSchemaIn('mr'))
  })

  it('answers every required field in Marathi', () => {
    const M = GRIEVANCE_MESSAGES_MR
    expect(errorsOf(grievanceSchemaIn('mr'), { tid: '1' })).toEqual({
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

  it('answers each rule in Marathi, and the same input in English without a language', () => {
    const cases: [Record<string, unknown>, string, keyof GrievanceMessages][] = [
      [{ dob: '2004-02-30' }, 'dob', 'dobInvalid'],
      [{ email: 'asha.example.org' }, 'email', 'emailInvalid'],
      [{ mobile: '98765' }, 'mobile', 'mobileInvalid'],
      [{ institute_id: 'x' }, 'institute_id', 'instituteUnknown'],
      [{ type: 'Fees' }, 'type', 'type'],
      [{ tid: '2' }, 'tid', 'tid'],
      [{ enrollment: 17 }, 'enrollment', 'enrollmentText'],
      [{ name: 'A\u0000B' }, 'name', 'controlChars'],
      [{ website: 7 }, 'website', 'honeypot'],
      [{ form_token: 7 }, 'form_token', 'formExpired'],
    ]
    for (const [change, field, key] of cases) {
      expect(errorsOf(grievanceSchemaIn('mr'), { ...valid, ...change })[field], field).toBe(GRIEVANCE_MESSAGES_MR[key])
      expect(errorsOf(grievanceSchema, { ...valid, ...change })[field], field).toBe(GRIEVANCE_MESSAGES[key])
    }
    expect(errorsOf(grievanceSchemaIn('mr'), { ...valid, message: 'x'.repeat(5001) }).message).toBe(
      GRIEVANCE_MESSAGES_MR.tooLong(5000),
    )
  })

  it('builds a schema from any set of messages, with the same rules', () => {
    const shouty = Object.fromEntries(
      Object.entries(GRIEVANCE_MESSAGES).map(([k, v]) => [
        k,
        typeof v === 'function' ? (n: number) => v(n).toUpperCase() : v.toUpperCase(),
      ]),
    ) as unknown as GrievanceMessages
    expect(errorsOf(grievanceSchemaFor(shouty), { ...valid, name: '' }).name).toBe('FIRST NAME IS REQUIRED!')
    expect(grievanceSchemaFor(shouty).parse(valid)).toEqual(grievanceSchema.parse(valid))
  })
})

describe('complaintUrl', () => {
  it('keeps the contract address in English and asks for Marathi with ?locale=mr', () => {
    expect(complaintUrl('en')).toBe('/api/v1/complaint')
    expect(complaintUrl('mr')).toBe('/api/v1/complaint?locale=mr')
  })
})
