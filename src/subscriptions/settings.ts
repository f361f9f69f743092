/**
 * Settings of the subscriptions, read from the environment when used (docs/operations.md):
 * - SUBSCRIPTION_DIGEST_HOUR: the hour (0–23, Asia/Kolkata) of the daily digest; default 18.
 * - SUBSCRIPTION_MAILS_PER_SECOND: the most mails a second the dispatcher sends (an SMTP
 *   provider's limit); default 5; `0` or `off` = unthrottled (tests, benchmarks).
 * - SUBSCRIPTION_UNSUBSCRIBE_MAILTO: an address for `List-Unsubscribe`'s mailto (optional; the
 *   https link is always there).
 */
export function digestHour(): number {
  const n = Number(process.env.SUBSCRIPTION_DIGEST_HOUR ?? '18')
  return Number.isInteger(n) && n >= 0 && n <= 23 ? n : 18
}

export function mailsPerSecond(): number {
  const v = (process.env.SUBSCRIPTION_MAILS_PER_SECOND ?? '5').trim()
  if (v === 'off') return 0
  const n = Number(v)
  return Number.isFinite(n) && n >= 0 ? n : 5
}

export function unsubscribeMailto(): string | null {
  const v = process.env.SUBSCRIPTION_UNSUBSCRIBE_MAILTO?.trim()
  return v && /^[^\s@<>,;]+@[^\s@<>,;]+$/.test(v) ? v : null
}

/** Hours an unconfirmed subscription is kept. */
export const UNCONFIRMED_HOURS = 48
