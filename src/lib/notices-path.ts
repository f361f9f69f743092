import { currentAcademicYear } from './academic-year'

/**
 * The address of a list on /notices (SPEC.md's form, without the language prefix): the current
 * academic year is the default and is left out, so its addresses stay '/notices?type=General'.
 */
export function noticesPath({ year, type }: { year?: string; type?: string }, now: Date = new Date()): string {
  const query = new URLSearchParams()
  if (year && year !== currentAcademicYear(now)) query.set('year', year)
  if (type) query.set('type', type)
  const qs = query.toString()
  return qs ? `/notices?${qs}` : '/notices'
}
