import { describe, expect, it } from 'vitest'

import { checkFormToken, issueFormToken, MAX_AGE_MS, MIN_FILL_MS } from '@/lib/form-token'

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
    for (const bad of ['', 'abc', `${t0}`, `${t0}.`, `${t0}.${'x'.repeat(43)}`]) expect(checkFormToken(bad, secret, t0 + 10_000)).toBe('invalid')
  })
})
