/** Subscription settings and pacing: the send rate, the digest hour in India, the link secrets. */
import { afterEach, describe, expect, it } from 'vitest'

import { digestMoment, indianDayHour, pacer } from '@/subscriptions/dispatch'
import { digestHour, mailsPerSecond, unsubscribeMailto } from '@/subscriptions/settings'
import { parseLink, subscriberToken, tokenMatches } from '@/subscriptions/tokens'

afterEach(() => {
  delete process.env.SUBSCRIPTION_MAILS_PER_SECOND
  delete process.env.SUBSCRIPTION_DIGEST_HOUR
  delete process.env.SUBSCRIPTION_UNSUBSCRIBE_MAILTO
})

describe('subscription settings', () => {
  it('reads the rate, the digest hour and the mailto, with safe defaults', () => {
    expect(mailsPerSecond()).toBe(5)
    process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'off'
    expect(mailsPerSecond()).toBe(0)
    process.env.SUBSCRIPTION_MAILS_PER_SECOND = '12.5'
    expect(mailsPerSecond()).toBe(12.5)
    process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'lots'
    expect(mailsPerSecond()).toBe(5)
    expect(digestHour()).toBe(18)
    process.env.SUBSCRIPTION_DIGEST_HOUR = '7'
    expect(digestHour()).toBe(7)
    process.env.SUBSCRIPTION_DIGEST_HOUR = '25'
    expect(digestHour()).toBe(18)
    expect(unsubscribeMailto()).toBeNull()
    process.env.SUBSCRIPTION_UNSUBSCRIBE_MAILTO = 'a@b.example, c@d.example'
    expect(unsubscribeMailto()).toBeNull()
    process.env.SUBSCRIPTION_UNSUBSCRIBE_MAILTO = 'leave@society.example'
    expect(unsubscribeMailto()).toBe('leave@society.example')
  })

  it('paces mails to the configured rate', async () => {
    process.env.SUBSCRIPTION_MAILS_PER_SECOND = '20'
    const pace = pacer()
    const t0 = performance.now()
    for (let i = 0; i < 6; i++) await pace()
    // Five intervals of 50 ms after the first mail.
    expect(performance.now() - t0).toBeGreaterThanOrEqual(240)
    process.env.SUBSCRIPTION_MAILS_PER_SECOND = 'off'
    const free = pacer()
    const t1 = performance.now()
    for (let i = 0; i < 100; i++) await free()
    expect(performance.now() - t1).toBeLessThan(100)
  })

  it('places the digest at its hour of the Indian day', () => {
    // 26/11/2026 12:45 UTC is 18:15 in India.
    const at = new Date('2026-11-26T12:45:00Z')
    expect(indianDayHour(at)).toEqual({ day: '2026-11-26', hour: 18 })
    expect(digestMoment(at, 18).toISOString()).toBe('2026-11-26T12:30:00.000Z')
    // 20:00 UTC is 01:30 the next day in India.
    expect(indianDayHour(new Date('2026-11-26T20:00:00Z'))).toEqual({ day: '2026-11-27', hour: 1 })
  })

  it('makes link secrets that only their subscriber opens', () => {
    const { link, hash } = subscriberToken(42, 'nonce-one')
    const parsed = parseLink(link)!
    expect(parsed.id).toBe(42)
    expect(tokenMatches(parsed.token, hash)).toBe(true)
    expect(tokenMatches(parseLink(subscriberToken(42, 'nonce-two').link)!.token, hash)).toBe(false)
    expect(parseLink('42.short')).toBeNull()
    expect(parseLink(`42.${parsed.token}x`)).toBeNull()
    expect(hash).not.toContain(parsed.token)
  })
})
