/**
 * Section 4(1)(b) of the Right to Information Act, 2005: the seventeen kinds of information every
 * public authority publishes of its own accord. Each has a field in the "RTI disclosure" global
 * (src/globals/RtiDisclosure.ts); the headings a visitor reads are in the dictionaries
 * (`rti.headings` in src/i18n/en.ts, in the Act's own wording, and mr.ts), in this order.
 */
export const RTI_4_1_B_KEYS = [
  'item01',
  'item02',
  'item03',
  'item04',
  'item05',
  'item06',
  'item07',
  'item08',
  'item09',
  'item10',
  'item11',
  'item12',
  'item13',
  'item14',
  'item15',
  'item16',
  'item17',
] as const

export type Rti41bKey = (typeof RTI_4_1_B_KEYS)[number]

const ROMAN = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
] as const

/** The clause's number as the Act writes it: 1 → '(i)', 17 → '(xvii)'. */
export function clauseNumber(n: number): string {
  const roman = ROMAN[n - 1]
  if (!roman) throw new RangeError(`Section 4(1)(b) has clauses (i) to (xvii), not ${n}`)
  return `(${roman})`
}

/** The two officers named on the RTI page. */
export const RTI_OFFICERS = ['pio', 'faa'] as const
export type RtiOfficerKey = (typeof RTI_OFFICERS)[number]
