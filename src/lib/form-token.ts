import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Bot resistance for the grievance form without a third-party service: the page hands the form a
 * signed timestamp with a random nonce, and the server refuses a submission made less than
 * MIN_FILL_MS after the form was rendered (people need longer than that to fill it in; scripts do
 * not wait), with a token that is forged or older than MAX_AGE_MS, or with one that has already
 * filed a grievance (src/services/form-token-store.ts: each token files one).
 *
 * The window is MIN_FILL_MS unless the environment sets FORM_MIN_FILL_MS (whole milliseconds, 0 or
 * more): the test servers set it low so that a browser test need not wait out a person's pace.
 * Production leaves it unset.
 */
export const MIN_FILL_MS = 3000
export const MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The robot window in force: FORM_MIN_FILL_MS when it is a whole number of milliseconds, else MIN_FILL_MS. */
export function minFillMs(env: Record<string, string | undefined> = process.env): number {
  const set = env.FORM_MIN_FILL_MS?.trim()
  return set && /^\d{1,7}$/.test(set) ? Number(set) : MIN_FILL_MS
}

export type TokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid'

const sign = (secret: string, issuedAt: number, nonce: string) =>
  createHmac('sha256', secret).update(`grievance-form:${issuedAt}.${nonce}`).digest('base64url')

/** `<issued at, ms>.<nonce>.<signature>`: the nonce makes every rendered form's token its own. */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const nonce = randomBytes(12).toString('base64url')
  return `${now}.${nonce}.${sign(secret, now, nonce)}`
}

const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/

export function checkFormToken(
  token: string,
  secret: string,
  now: number = Date.now(),
  minFill: number = minFillMs(),
): TokenCheck {
  const m = TOKEN.exec(token)
  if (!m) return 'invalid'
  const issuedAt = Number(m[1])
  const expected = Buffer.from(sign(secret, issuedAt, m[2]!))
  const given = Buffer.from(m[3]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  if (now - issuedAt < minFill) return 'too-fast'
  if (now - issuedAt > MAX_AGE_MS) return 'expired'
  return 'ok'
}
