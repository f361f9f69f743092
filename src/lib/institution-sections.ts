/**
 * The registry of an institution page's sections, in the SPEC's order (section 2); the first is the
 * default. Each has its own URL: /institutions/{id} (the first) and /institutions/{id}/{slug}.
 *
 * One entry says what a section is: its slug (URL and label key `institutions.sections[slug]`), its
 * kind (how it is stored and rendered) and, for the kinds held in the institution's document, the
 * field that holds it and its /api/v1 read. The page's menu, the renderer (InstitutionView), the
 * /api/v1 section routes, the sitemap and search derive from this list; a section backed by its own collection and component gets its own kind.
 * Nothing may assume how many sections there are.
 */

/** Rich-text blocks, PDF documents and captioned photos held in the institution's document, by field name. */
export const RICH_FIELDS = ['schoolInfo', 'contact', 'scholarships', 'activities', 'otherActivities', 'admissionInfo'] as const
export const PDF_FIELDS = ['pastResults', 'ptaMembers', 'academicCalendar'] as const
export const PHOTO_FIELDS = ['infrastructure', 'facilities'] as const
export type RichField = (typeof RICH_FIELDS)[number]
export type PdfField = (typeof PDF_FIELDS)[number]
export type PhotoField = (typeof PHOTO_FIELDS)[number]

/** The /api/v1 read of a section held in the institution's document (SPEC.md section 7). */
export type SectionApi = { path: string; summary: string }

export type SectionDef =
  /** School information: its rich blocks plus the strength table. */
  | { slug: string; kind: 'overview'; field: RichField; api: SectionApi }
  | { slug: string; kind: 'rich'; field: RichField; api: SectionApi }
  | { slug: string; kind: 'pdf'; field: PdfField; api: SectionApi }
  | { slug: string; kind: 'photos'; field: PhotoField; api: SectionApi }
  | { slug: string; kind: 'principal' }
  /** Rows of the achievements collection of the institution, by teachers or by students. */
  | { slug: string; kind: 'achievements'; by: 'teacher' | 'student' }
  /** Rows of the gallery-images collection of the institution. */
  | { slug: string; kind: 'gallery' }
  /** The institution's document of the disclosures collection (issue 13: not one of SPEC.md's 15). */
  | { slug: string; kind: 'disclosure' }
  /** Rows of the committees collection of the institution (issue 13). */
  | { slug: string; kind: 'committees' }

export const SECTION_REGISTRY = [
  { slug: 'school-information', kind: 'overview', field: 'schoolInfo', api: { path: 'school/info/institute', summary: 'School information of an institution' } },
  { slug: 'past-results', kind: 'pdf', field: 'pastResults', api: { path: 'past/result', summary: 'Past results (PDFs) of an institution' } },
  { slug: 'principal', kind: 'principal' },
  { slug: 'pta-members', kind: 'pdf', field: 'ptaMembers', api: { path: 'school/pta/member', summary: 'PTA members (PDFs) of an institution' } },
  { slug: 'awards', kind: 'achievements', by: 'teacher' },
  { slug: 'contact', kind: 'rich', field: 'contact', api: { path: 'school/contact/institute', summary: 'Contact information of an institution' } },
  { slug: 'academic-calendar', kind: 'pdf', field: 'academicCalendar', api: { path: 'school/calendar', summary: 'Academic calendar (PDFs) of an institution' } },
  { slug: 'scholarships', kind: 'rich', field: 'scholarships', api: { path: 'scholarship/institute', summary: 'Scholarships of an institution' } },
  { slug: 'activities', kind: 'rich', field: 'activities', api: { path: 'school/activity/institute', summary: 'Activities offered by an institution' } },
  { slug: 'infrastructure', kind: 'photos', field: 'infrastructure', api: { path: 'school/infra/institute', summary: 'Infrastructure of an institution' } },
  { slug: 'other-activities', kind: 'rich', field: 'otherActivities', api: { path: 'other/activity/institute', summary: 'Other activities of an institution' } },
  { slug: 'facilities', kind: 'photos', field: 'facilities', api: { path: 'school/facility/institute', summary: 'Facilities of an institution' } },
  { slug: 'student-achievements', kind: 'achievements', by: 'student' },
  { slug: 'gallery', kind: 'gallery' },
  { slug: 'admission', kind: 'rich', field: 'admissionInfo', api: { path: 'admission/info/institute', summary: 'Admission information of an institution' } },
  { slug: 'mandatory-disclosure', kind: 'disclosure' },
  { slug: 'committees', kind: 'committees' },
] as const satisfies readonly SectionDef[]

export type InstitutionSection = (typeof SECTION_REGISTRY)[number]['slug']

/** The slugs in menu order. */
export const INSTITUTION_SECTIONS: readonly InstitutionSection[] = SECTION_REGISTRY.map((s) => s.slug)

/** The first section, shown at /institutions/{id}. */
export const DEFAULT_SECTION: InstitutionSection = SECTION_REGISTRY[0].slug

export const isInstitutionSection = (s: string): s is InstitutionSection => (INSTITUTION_SECTIONS as readonly string[]).includes(s)

export const sectionDef = (slug: InstitutionSection): SectionDef => SECTION_REGISTRY.find((s) => s.slug === slug)!

/** The section that shows a field of the institution's document (search links a hit to it). */
export const sectionOfField = (field: RichField | PdfField | PhotoField): InstitutionSection =>
  SECTION_REGISTRY.find((s) => 'field' in s && s.field === field)!.slug

/** The section that lists achievements by teachers or by students. */
export const achievementSection = (by: 'teacher' | 'student'): InstitutionSection =>
  SECTION_REGISTRY.find((s) => s.kind === 'achievements' && s.by === by)!.slug

export const sectionHref = (id: number, section: InstitutionSection) =>
  section === DEFAULT_SECTION ? `/institutions/${id}` : `/institutions/${id}/${section}`
