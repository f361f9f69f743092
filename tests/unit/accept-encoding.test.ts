import { describe, expect, it } from 'vitest'

import { accepts } from '../../http/accept-encoding.mjs'

describe('accepts', () => {
  it('takes a coding the client lists with a weight above 0, or a * in its place', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true)
    expect(accepts('br;q=0.5, gzip', 'br')).toBe(true)
    expect(accepts('*', 'br')).toBe(true)
    expect(accepts('GZIP', 'gzip')).toBe(true)
  })
  it('refuses a coding not listed, given weight 0, or when nothing is sent', () => {
    expect(accepts('gzip', 'br')).toBe(false)
    expect(accepts('br;q=0, gzip', 'br')).toBe(false)
    expect(accepts('br;q=0, *', 'br')).toBe(false)
    expect(accepts('identity', 'gzip')).toBe(false)
    expect(accepts(undefined, 'gzip')).toBe(false)
    expect(accepts('', 'br')).toBe(false)
  })
  it('answers each coding of one value apart, however often and however long the value', () => {
    for (let i = 0; i < 3; i++) {
      expect(accepts('gzip', 'gzip')).toBe(true)
      expect(accepts('gzip', 'br')).toBe(false)
    }
    const long = `${'x;q=1, '.repeat(100)}br`
    expect(accepts(long, 'br')).toBe(true)
    expect(accepts(long, 'gzip')).toBe(false)
  })
})
