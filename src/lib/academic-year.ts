/**
 * Academic years are written 'YYYY-YYYY' (SPEC.md section 9). A year runs from April: the current
 * one starts in the current UTC year, or in the previous year when the UTC month is before April.
 */

const ACADEMIC_YEAR_PATTERN = /^(\d{4})-(\d{4})$/

/** True for 'YYYY-YYYY' where the second year follows the first. */
export function isAcademicYear(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const m = ACADEMIC_YEAR_PATTERN.exec(value)
  return !!m && Number(m[2]) === Number(m[1]) + 1
}

/** The academic year that starts in `startYear`: 2025 → '2025-2026'. */
export const academicYearStarting = (startYear: number) => `${startYear}-${startYear + 1}`

/** The current academic year at `now` (UTC). */
export function currentAcademicYear(now: Date = new Date()): string {
  const year = now.getUTCFullYear()
  const start = now.getUTCMonth() < 3 ? year - 1 : year
  return academicYearStarting(start)
}

/** When the academic year current at `now` ends (ms): the next 1 April, 00:00 UTC. */
export function nextAcademicYearAt(now: Date = new Date()): number {
  return Date.UTC(Number(currentAcademicYear(now).slice(5)), 3, 1)
}

/** The academic year `offset` years before (negative) or after the given one. */
export function shiftAcademicYear(code: string, offset: number): string {
  if (!isAcademicYear(code)) throw new Error(`not an academic year: ${code}`)
  return academicYearStarting(Number(code.slice(0, 4)) + offset)
}

/** Sort key: newest first by the second part of the code (SPEC.md section 2, gallery). */
export const byAcademicYearDesc = (a: string, b: string) => Number(b.slice(5)) - Number(a.slice(5))
