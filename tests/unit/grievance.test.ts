import { describe, expect, it } from 'vitest'

import {
  grievanceSchema,
  grievanceSchemaIn,
  GRIEVANCE_MESSAGES_MR,
  isValidBirthDate,
  ISSUE_TYPES,
  normalizeMobile,
} from '@/grievances/rules'

describe('isValidBirthDate', () => {
  const today = new Date('2026-11-21T12:00:00Z')
  it('accepts real past dates as YYYY-MM-DD', () => {
    expect(isValidBirthDate('2004-02-29', today)).toBe(true)
    expect(isValidBirthDate('2026-11-21', today)).toBe(true)
  })
  it('refuses impossible, future, too old and differently written dates', () => {
    for (const d of ['2005-02-29', '2026-13-01', '2026-11-22', '1899-12-31', '17/05/2004', '2004-5-17', '']) {
      expect(isValidBirthDate(d, today), d).toBe(false)
    }
  })
})

describe('grievanceSchema', () => {
  it('offers the six issue types of the specification', () => {
    expect(ISSUE_TYPES).toEqual([
      'Degree',
      'Migration/Consolated Marksheet/Transcript/Provisional Degree',
      'Verification',
      'Marksheet',
      'Result Issue',
      'Other',
    ])
  })
  it('trims text, turns the institute into a number and tid into "1"', () => {
    const out = grievanceSchema.parse({
      name: ' Asha ',
      mname: 'Rao',
      dob: '2004-05-17',
      email: ' a@b.org ',
      mobile: '9876543210',
      institute_id: '7',
      type: 'Other',
      message: ' hi ',
      tid: 1,
    })
    expect(out).toMatchObject({
      name: 'Asha',
      email: 'a@b.org',
      institute_id: 7,
      message: 'hi',
      tid: '1',
      enrollment: '',
    })
  })
})

describe('grievance text and control characters', () => {
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
  it('refuses NUL, escape and other control characters and unpaired surrogates in every text field', () => {
    for (const field of ['name', 'mname', 'email', 'message', 'enrollment'] as const) {
      for (const bad of ['A\u0000B', '\u001b[31m', 'bell\u0007', 'del\u007f', 'lone \ud800 x', '\udc00x', 'x\ud83d']) {
        const value = field === 'email' ? `${bad}@b.org` : bad
        const result = grievanceSchema.safeParse({ ...valid, [field]: value })
        expect(result.success, `${field} ${JSON.stringify(value)}`).toBe(false)
        expect(result.error?.issues[0]?.path).toEqual([field])
      }
    }
  })
  it('keeps tabs and line breaks in a message, and any script, emoji, combining mark or bidi character', () => {
    for (const text of [
      'line one\nline two\ttab\r\nend',
      'आशा Asha 🎓 Аsha',
      'Ame\u0301lie',
      'evil\u202egnp.exe',
      'zero\u200bwidth',
    ]) {
      expect(grievanceSchema.parse({ ...valid, message: text }).message).toBe(text)
    }
  })

  it("takes names in any script, with combining marks and . ' ’ -, and nothing else", () => {
    for (const name of ['आशा', 'ज्ञानेश्वरी', 'श्री. कृष्ण', 'Ame\u0301lie', "Anne-Marie O'Neil", 'D’Souza', 'Аsha']) {
      expect(grievanceSchema.parse({ ...valid, name }).name).toBe(name)
    }
    for (const name of [
      'Asha 🎓',
      'evil\u202egnp',
      'zero\u200bwidth',
      'Asha2',
      'see http://x.example',
      'a\nb',
      'Rao<b>',
      '-Asha',
      'x@y.z',
    ]) {
      const result = grievanceSchema.safeParse({ ...valid, name })
      expect(result.success, name).toBe(false)
    }
  })

  it('takes one plain email address, not a list or a display name', () => {
    for (const email of ['a@b', 'asha.rao+desk@example.org', 'x_y@sub.example.co.in'])
      expect(grievanceSchema.parse({ ...valid, email }).email).toBe(email)
    for (const email of ['a@b,c@d', 'a@b;c@d', 'Asha <a@b>', 'Asha<a@b>', '"a"@b', 'a@b c', 'a@@b', 'a@b\nBcc:c@d']) {
      expect(grievanceSchema.safeParse({ ...valid, email }).success, email).toBe(false)
    }
  })
})

describe('mobile numbers as people write them', () => {
  const valid = {
    name: 'Asha',
    mname: 'Rao',
    dob: '2004-05-17',
    email: 'a@b.org',
    mobile: '9876543210',
    institute_id: '7',
    type: 'Other',
    message: 'hi',
    tid: '1',
  }
  it('accepts spaces, dashes, brackets and a leading +91, 91, 0091 or 0, and stores the ten digits', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+919876543210',
      '91 98765-43210',
      '0091 98765 43210',
      '098765 43210',
      '(+91) 98765.43210',
      ' 98765 43210 ',
    ]) {
      expect(normalizeMobile(typed), typed).toBe('9876543210')
      expect(grievanceSchema.parse({ ...valid, mobile: typed }).mobile, typed).toBe('9876543210')
    }
  })
  it("refuses what is not ten digits with SPEC's message, in English and in Marathi", () => {
    for (const typed of [
      '98765',
      '987654321',
      '98765432101',
      '+1 98765 43210',
      '98765abcde',
      '9876543210 ext 2',
      '+91 98765 4321',
      '++91 9876543210',
    ]) {
      const result = grievanceSchema.safeParse({ ...valid, mobile: typed })
      expect(result.success, typed).toBe(false)
      expect(
        result.error?.issues.map((i) => [i.path.join('.'), i.message]),
        typed,
      ).toEqual([['mobile', 'Invalid Mobile Number']])
      expect(grievanceSchemaIn('mr').safeParse({ ...valid, mobile: typed }).error?.issues[0]?.message).toBe(
        GRIEVANCE_MESSAGES_MR.mobileInvalid,
      )
    }
  })
})
