import { afterEach, describe, expect, it } from 'vitest'

import { clientAddress, parseLimit, waitText } from '@/services/rate-limit'

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
  afterEach(() => {
    delete process.env.CLIENT_ADDRESS_FROM_SERVER
    delete process.env.TRUST_PROXY
  })

  it('under server.mjs, is only the address server.mjs passed, whatever X-Forwarded-For says', () => {
    process.env.CLIENT_ADDRESS_FROM_SERVER = '1'
    expect(clientAddress(new Headers({ 'x-client-address': '203.0.113.9', 'x-forwarded-for': '10.9.8.7' }))).toBe(
      '203.0.113.9',
    )
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.9.8.7' }))).toBe('unknown')
  })

  it('without server.mjs, ignores X-Forwarded-For unless TRUST_PROXY is set, and then reads it by the hops', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown')
    expect(clientAddress(new Headers({ 'x-client-address': '1.2.3.4' }))).toBe('unknown') // not from server.mjs
    process.env.TRUST_PROXY = '1'
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 10.0.0.7' }))).toBe('10.0.0.7')
    process.env.TRUST_PROXY = '2'
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 10.0.0.7, 10.0.0.1' }))).toBe('10.0.0.7')
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
