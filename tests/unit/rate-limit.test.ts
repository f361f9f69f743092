import { describe, expect, it } from 'vitest'

import { clientAddress, parseLimit, waitText } from '@/lib/rate-limit'

const fallback = { points: 10, seconds: 600 }

describe('parseLimit', () => {
  it('reads points/seconds, `off`, and falls back on nonsense', () => {
    expect(parseLimit('5/60', fallback)).toEqual({ points: 5, seconds: 60 })
    expect(parseLimit(' 5 / 60 ', fallback)).toEqual({ points: 5, seconds: 60 })
    expect(parseLimit('off', fallback)).toBeNull()
    expect(parseLimit(undefined, fallback)).toBe(fallback)
    for (const bad of ['0/60', '5/0', 'five/60', '-1/60', '5']) expect(parseLimit(bad, fallback)).toBe(fallback)
  })
})

describe('clientAddress', () => {
  it('trusts only the last X-Forwarded-For entry (added by our server or proxy)', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('1.2.3.4')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 10.0.0.7' }))).toBe('10.0.0.7')
    expect(clientAddress(new Headers({ 'x-real-ip': '10.0.0.8' }))).toBe('10.0.0.8')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

describe('waitText', () => {
  it('says seconds under a minute, else whole minutes rounded up', () => {
    expect(waitText(1)).toBe('1 second')
    expect(waitText(45)).toBe('45 seconds')
    expect(waitText(60)).toBe('1 minute')
    expect(waitText(61)).toBe('2 minutes')
  })
})
