/**
 * A person's details as the public forms take them (the grievance form, src/grievances/rules.ts,
 * and the admission enquiry form, src/admissions/rules.ts): one rule for each, on the server and in
 * the browser alike.
 */

/**
 * Control characters (other than tab and line breaks) and unpaired surrogates have no place in a
 * form's text, and PostgreSQL cannot store NUL: such text is refused rather than stored.
 */
export const hasControlCharacters = (value: string) =>
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(
    value,
  )

/**
 * A name as people write it, in any script: letters with their combining marks (Devanagari's vowel
 * signs and virama are marks), spaces, and . ' ’ - (initials, O'Brien, double-barrelled names). No
 * digits, line breaks, or the punctuation of addresses and links, so a name cannot carry a URL or a
 * second line into the acknowledgement mail.
 */
export const isName = (value: string) => /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(value)

/**
 * One plain address (SPEC's "text@text"): no spaces, commas, angle brackets, quotes or other
 * characters that would let a mail library read it as a list of recipients or a display name.
 */
export const isPlainEmail = (value: string) =>
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u.test(value)

/**
 * A mobile number as people write it, made the ten digits that are stored: spaces, dashes, dots
 * and brackets are dropped ("98765 43210", "98765-43210"), and so is the country code or trunk
 * prefix in front ("+91 98765 43210", "91 9876543210", "0091…", "09876543210"). Anything else
 * (letters, too few or too many digits) is returned as typed, so the rule below refuses it with
 * SPEC's message. The one place for this rule: the form checks it in the browser, the API and the
 * form's server action on the server.
 */
export function normalizeMobile(value: string): string {
  const trimmed = value.trim()
  if (!/^\(?\+?[\d\s().-]+$/.test(trimmed)) return trimmed
  const digits = trimmed.replace(/\D/g, '')
  const national = /^(?:0091|91|0)(\d{10})$/.exec(digits)
  if (national) return national[1]!
  return digits.length === 10 ? digits : trimmed
}

/** 'YYYY-MM-DD', a real calendar date, not in the future and not before 1900. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (date.toISOString().slice(0, 10) !== value) return false
  return Number(m[1]) >= 1900 && date.getTime() <= today.getTime()
}
