/**
 * Finding a school: the structured facts an institution is filtered by on /institutions
 * (level, board, medium, area), and the filter itself, a pure function of the list and the address's
 * query, so the page works as a plain GET form without JavaScript and keeps the choice in the address.
 */

export const LEVELS = ['primary', 'secondary', 'junior-college', 'degree-college', 'other'] as const
export type Level = (typeof LEVELS)[number]

export const SCHOOL_BOARDS = ['state', 'cbse', 'icse', 'university', 'other'] as const
export type SchoolBoard = (typeof SCHOOL_BOARDS)[number]

export const MEDIUMS = ['english', 'marathi', 'semi-english'] as const
export type Medium = (typeof MEDIUMS)[number]

/** What the filter reads of an institution. */
export type Findable = { levels: readonly string[]; board: string | null; medium: string | null; area: string }

/** The filter as chosen in the address; an empty value means "any". */
export type FinderQuery = { level: Level | ''; board: SchoolBoard | ''; medium: Medium | ''; area: string }

/** Areas compare without case or surrounding spaces ("Dadar" = "dadar "). */
const norm = (s: string) => s.trim().toLocaleLowerCase()

const one = (v: unknown): string => {
  const s = Array.isArray(v) ? v[0] : v
  return typeof s === 'string' ? s.trim().slice(0, 100) : ''
}
const pick = <T extends string>(list: readonly T[], v: unknown): T | '' => {
  const s = one(v)
  return (list as readonly string[]).includes(s) ? (s as T) : ''
}

/**
 * Reads the query of /institutions: unknown values are ignored (treated as "any"), never an error.
 * `areas`: the areas there are (areasOf); an area that is none of them is unknown too.
 */
export function parseFinderQuery(
  params: Record<string, unknown> | undefined | null,
  areas?: readonly string[],
): FinderQuery {
  const p = params ?? {}
  const area = one(p.area)
  const known = !areas || areas.some((a) => norm(a) === norm(area))
  return {
    level: pick(LEVELS, p.level),
    board: pick(SCHOOL_BOARDS, p.board),
    medium: pick(MEDIUMS, p.medium),
    area: known ? area : '',
  }
}

export const isFiltered = (q: FinderQuery) => !!(q.level || q.board || q.medium || q.area)

export function matchesFinder(inst: Findable, q: FinderQuery): boolean {
  if (q.level && !inst.levels.includes(q.level)) return false
  if (q.board && inst.board !== q.board) return false
  if (q.medium && inst.medium !== q.medium) return false
  if (q.area && norm(inst.area) !== norm(q.area)) return false
  return true
}

export const filterInstitutions = <T extends Findable>(list: readonly T[], q: FinderQuery): T[] =>
  list.filter((i) => matchesFinder(i, q))

/** The areas to offer, each once, in alphabetical order of the page's language. */
export function areasOf(list: readonly Findable[], lang: string): string[] {
  const seen = new Map<string, string>()
  for (const i of list) if (i.area.trim() && !seen.has(norm(i.area))) seen.set(norm(i.area), i.area.trim())
  return [...seen.values()].sort((a, b) => a.localeCompare(b, lang))
}

/** The query string of a filter (empty values left out), for links that keep the choice. */
export function finderSearch(q: FinderQuery): string {
  const params = new URLSearchParams()
  for (const key of ['level', 'board', 'medium', 'area'] as const) if (q[key]) params.set(key, q[key])
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** A Google Maps search for an address, opened in a new tab by the institution page. */
export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`

/** A telephone number as a tel: address: digits and a leading +, nothing else. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return digits.replace('+', '').length >= 6 ? `tel:${digits}` : null
}

/** Amounts in rupees the Indian way: ₹1,25,000 (Latin digits in Marathi too, as on receipts). */
export function formatRupees(amount: number, lang: string): string {
  const n = Number.isFinite(amount) ? amount : 0
  return `₹${new Intl.NumberFormat(lang === 'mr' ? 'mr-IN-u-nu-latn' : 'en-IN', { maximumFractionDigits: 2 }).format(n)}`
}
