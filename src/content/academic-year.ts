import { currentAcademicYear, nextAcademicYearAt } from '@/lib/academic-year'

import { timed } from './cache'

/** The current academic year as a page shows it (the default of its lists and links): stale on 1 April. */
export const currentYear = timed(async (now: Date = new Date()) => ({
  value: currentAcademicYear(now),
  staleAt: nextAcademicYearAt(now),
}))
