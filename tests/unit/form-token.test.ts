import { describe, expect, it } from 'vitest'

import { checkFormToken, issueFormToken, MAX_AGE_MS, MIN_FILL_MS, minFillMs } from '@/lib/form-token'

const secret = 'a-secret-for-the-tests'
const t0 = Date.parse('2026-11-21T10:00:00Z')

describe('form token', () => {
  it('accepts a submission after the minimum fill time', () => {
    expect(checkFormToken(issueFormToken(secret, t0), secret, t0 + MIN_FILL_MS)).toBe('ok')
  })

  it('refuses one made faster than a person can fill the form', () => {
    expect(checkFormToken(issueFormToken(secret, t0), secret, t0 + MIN_FILL_MS - 1)).toBe('too-fast')
  })

  it('refuses an old token', () => {
    expect(checkFormToken(issueFormToken(secret, t0), secret, t0 + MAX_AGE_MS + 1)).toBe('expired')
  })

  it('refuses forged, altered or malformed tokens', () => {
    const token = issueFormToken(secret, t0)
    expect(checkFormToken(token, 'another-secret', t0 + 10_000)).toBe('invalid')
    const older = `${t0 - 60_000}.${token.split('.')[1]}` // an earlier time with the same signature
    expect(checkFormToken(older, secret, t0 + 10_000)).toBe('invalid')
    for (const bad of ['', 'abc', `${t0}`, `${t0}.`, `${t0}.${'x'.repeat(43)}`])
      expect(checkFormToken(bad, secret, t0 + 10_000)).toBe('invalid')
  })

  it("keeps a person's 3 s unless FORM_MIN_FILL_MS sets the window, as the test servers do", () => {
    expect(MIN_FILL_MS).toBe(3000)
    for (const unset of [undefined, '', ' ', 'fast', '-1', '1.5', '99999999'])
      expect(minFillMs({ FORM_MIN_FILL_MS: unset })).toBe(3000)
    expect(minFillMs({ FORM_MIN_FILL_MS: '150' })).toBe(150)
    expect(minFillMs({ FORM_MIN_FILL_MS: '0' })).toBe(0)
    const token = issueFormToken(secret, t0)
    expect(checkFormToken(token, secret, t0 + 200, 150)).toBe('ok')
    expect(checkFormToken(token, secret, t0 + 100, 150)).toBe('too-fast')
  })

  it('refuses a fast robot by default: the window in force is 3 s where the environment sets none', () => {
    const before = process.env.FORM_MIN_FILL_MS
    delete process.env.FORM_MIN_FILL_MS
    try {
      expect(minFillMs()).toBe(3000)
      expect(checkFormToken(issueFormToken(secret, t0), secret, t0 + 2_999)).toBe('too-fast')
      expect(checkFormToken(issueFormToken(secret, t0), secret, t0 + 3_000)).toBe('ok')
    } finally {
      if (before !== undefined) process.env.FORM_MIN_FILL_MS = before
    }
  })

  it('takes FORM_MIN_FILL_MS from the environment at each check', () => {
    const before = process.env.FORM_MIN_FILL_MS
    process.env.FORM_MIN_FILL_MS = '150'
    try {
      expect(checkFormToken(issueFormToken(secret, t0), secret, t0 + 200)).toBe('ok')
    } finally {
      if (before === undefined) delete process.env.FORM_MIN_FILL_MS
      else process.env.FORM_MIN_FILL_MS = before
    }
  })
})
