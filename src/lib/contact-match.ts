import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * The status pages' look-up by reference and contact (the grievance desk's, src/grievances/status.ts,
 * and the admission enquiries', src/admissions/status.ts): the contact is compared in constant time
 * (SHA-256 digests with timingSafeEqual), and a missing record is compared against a stand-in, so
 * neither the answer nor the time taken says whether a reference exists.
 */

const digest = (text: string) => createHash('sha256').update(text).digest()
const STAND_IN = digest('\u0000no such record')

/** A reference as people type it: upper case, no spaces (GRV-2026-7KQ2MX, ADM-2026-4HT9QP). */
export const normalizeReference = (value: string) => value.replace(/\s+/g, '').toUpperCase().slice(0, 40)

/** An email (has @): trimmed, lower case; else a mobile number: its last ten digits. */
export function normalizeContact(value: string): string {
  const v = value.trim()
  if (v.includes('@')) return `email:${v.toLowerCase().slice(0, 254)}`
  return `mobile:${v.replace(/\D/g, '').slice(-10)}`
}

/** Whether `given` (already normalized) is the record's email or mobile; same work either way. */
export function contactMatches(
  given: string,
  stored: { email?: string | null; mobile?: string | null } | null,
): boolean {
  // Only a whole email address or ten digits can match; anything else (and an erased value) meets the stand-in.
  const valid = /^(email:[^@\s]+@\S+|mobile:\d{10})$/.test(given)
  const g = digest(given)
  const email = stored?.email?.includes('@') ? digest(normalizeContact(stored.email)) : STAND_IN
  const mobile = /\d{10}/.test(stored?.mobile ?? '') ? digest(normalizeContact(stored?.mobile ?? '')) : STAND_IN
  // Both comparisons always run (no short circuit), so the time does not say which one failed.
  const byEmail = timingSafeEqual(g, email)
  const byMobile = timingSafeEqual(g, mobile)
  return stored !== null && valid && (byEmail || byMobile)
}
