import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Bot resistance for the grievance form without a third-party service: the page hands the form a
 * signed timestamp, and the server refuses a submission made less than MIN_FILL_MS after the form
 * was rendered (people need longer than that to fill it in; scripts do not wait) or with a token
 * that is forged or older than MAX_AGE_MS. Signed with the server's secret, so nothing is stored.
 */
export const MIN_FILL_MS = 3000
export const MAX_AGE_MS = 24 * 60 * 60 * 1000

export type TokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid'

const sign = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`grievance-form:${issuedAt}`).digest('base64url')

export function issueFormToken(secret: string, now: number = Date.now()): string {
  return `${now}.${sign(secret, now)}`
}

export function checkFormToken(token: string, secret: string, now: number = Date.now()): TokenCheck {
  const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return 'invalid'
  const issuedAt = Number(m[1])
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(m[2]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  if (now - issuedAt < MIN_FILL_MS) return 'too-fast'
  if (now - issuedAt > MAX_AGE_MS) return 'expired'
  return 'ok'
}
