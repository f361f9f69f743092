import { isAcademicYear } from '@/lib/academic-year'

/** Path parameters by name: how each is checked and explained when wrong (400). */
type ParamRule = { parse: (raw: string) => number | string | null; message: string; schema: Record<string, unknown> }

const MAX_ID = 2 ** 31 - 1
const int = (min: number) => (raw: string) => {
  if (!/^\d{1,10}$/.test(raw)) return null
  const n = Number(raw)
  return n >= min && n <= MAX_ID ? n : null
}

export const PARAMS: Record<string, ParamRule> = {
  id: { parse: int(1), message: 'id must be a positive whole number.', schema: { type: 'integer', minimum: 1 } },
  institute: {
    parse: int(1),
    message: 'institute id must be a positive whole number.',
    schema: { type: 'integer', minimum: 1 },
  },
  galleryInstitute: {
    parse: int(0),
    message: 'institute id must be a whole number (0 for the society’s general gallery).',
    schema: { type: 'integer', minimum: 0 },
  },
  year: {
    parse: (raw) => (isAcademicYear(raw) ? raw : null),
    message: 'year must be an academic year as YYYY-YYYY, e.g. 2025-2026.',
    schema: { type: 'string', pattern: '^\\d{4}-\\d{4}$' },
  },
}
