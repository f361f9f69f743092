/**
 * The 15 sections of an institution's page, in the SPEC's order (section 2); the first is the
 * default. Each has its own URL: /institutions/{id} (the first) and /institutions/{id}/{slug}.
 */
export const INSTITUTION_SECTIONS = [
  'school-information',
  'past-results',
  'principal',
  'pta-members',
  'awards',
  'contact',
  'academic-calendar',
  'scholarships',
  'activities',
  'infrastructure',
  'other-activities',
  'facilities',
  'student-achievements',
  'gallery',
  'admission',
] as const

export type InstitutionSection = (typeof INSTITUTION_SECTIONS)[number]

export const isInstitutionSection = (s: string): s is InstitutionSection => (INSTITUTION_SECTIONS as readonly string[]).includes(s)

export const sectionHref = (id: number, section: InstitutionSection) =>
  section === INSTITUTION_SECTIONS[0] ? `/institutions/${id}` : `/institutions/${id}/${section}`
