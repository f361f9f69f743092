/**
 * The registry of an institution page's sections, in the SPEC's order (section 2); the first is the
 * default. Each has its own URL: /institutions/{id} (the first) and /institutions/{id}/{slug}.
 *
 * One entry says everything about a section:
 * - `slug`: its URL, and its label key (`institutions.sections[slug]` in src/i18n), which is also
 *   the label of its tab in the CMS;
 * - `kind`: how it is stored, edited and rendered;
 * - where it is held: `field` (a field of the institution's document) or `collection` (rows of
 *   another collection with an institution field, shown in its tab through a join);
 * - `api`: its /api/v1 reads (SPEC.md section 7), none for the sections that are not in the SPEC.
 *
 * Derived from it: the collection's tabs (src/collections/institution-tabs.ts), the page's menu and
 * renderer (InstitutionView), the /api/v1 section routes (src/api-v1/routes.ts), the sitemap and the
 * search units. Nothing may assume how many sections there are.
 */

/** Rich-text blocks, PDF documents and captioned photos held in the institution's document, by field name. */
export const RICH_FIELDS = [
  'schoolInfo',
  'contact',
  'scholarships',
  'activities',
  'otherActivities',
  'admissionInfo',
] as const
export const PDF_FIELDS = ['pastResults', 'ptaMembers', 'academicCalendar'] as const
export const PHOTO_FIELDS = ['infrastructure', 'facilities'] as const
export type RichField = (typeof RICH_FIELDS)[number]
export type PdfField = (typeof PDF_FIELDS)[number]
export type PhotoField = (typeof PHOTO_FIELDS)[number]

/**
 * What an /api/v1 read of a section answers (the handler is chosen by it in src/api-v1/routes.ts):
 * the rich blocks, the strength table, the documents or photos of the section's field, the principal,
 * the achievements, or the gallery (all years or one).
 */
export type SectionRead =
  'blocks' | 'strength' | 'documents' | 'photos' | 'principal' | 'achievements' | 'gallery' | 'gallery-year'

/** One /api/v1 read of a section: its path under /api/v1 (`:name` segments are parameters). */
export type SectionApi = { path: string; summary: string; read: SectionRead }

export type SectionDef =
  /** School information: its rich blocks plus the strength table (`strength`). */
  | { slug: string; kind: 'overview'; field: RichField; api: readonly SectionApi[] }
  | { slug: string; kind: 'rich'; field: RichField; api: readonly SectionApi[] }
  /** Admission: its rich blocks plus the structured admission facts (`admission` group). */
  | { slug: string; kind: 'admission'; field: RichField; api: readonly SectionApi[] }
  /** The fee structure, the `fees` group of the institution's document. */
  | { slug: string; kind: 'fees'; field: 'fees'; api: readonly SectionApi[] }
  | { slug: string; kind: 'pdf'; field: PdfField; api: readonly SectionApi[] }
  | { slug: string; kind: 'photos'; field: PhotoField; api: readonly SectionApi[] }
  | { slug: string; kind: 'principal'; field: 'principal'; api: readonly SectionApi[] }
  /** Rows of the achievements collection of the institution, by teachers or by students. */
  | {
      slug: string
      kind: 'achievements'
      collection: 'achievements'
      by: 'teacher' | 'student'
      api: readonly SectionApi[]
    }
  /** Rows of the gallery-images collection of the institution. */
  | { slug: string; kind: 'gallery'; collection: 'gallery-images'; api: readonly SectionApi[] }
  /** The institution's document of the disclosures collection (not one of SPEC.md's 15). */
  | { slug: string; kind: 'disclosure'; collection: 'disclosures'; api: readonly SectionApi[] }
  /** Rows of the committees collection of the institution. */
  | { slug: string; kind: 'committees'; collection: 'committees'; api: readonly SectionApi[] }
  /** Rows of the notices collection of the institution; /api/v1/notice?institution= reads them. */
  | { slug: string; kind: 'notices'; collection: 'notices'; api: readonly SectionApi[] }
  /** Rows of the downloads collection of the institution: forms and documents, in its order. */
  | { slug: string; kind: 'downloads'; collection: 'downloads'; api: readonly SectionApi[] }
  /** Rows of the staff-members collection of the institution: its staff directory, in its order. */
  | { slug: string; kind: 'directory'; collection: 'staff-members'; api: readonly SectionApi[] }

const read = (read: SectionRead, path: string, summary: string): SectionApi => ({ path, summary, read })

export const SECTION_REGISTRY = [
  {
    slug: 'school-information',
    kind: 'overview',
    field: 'schoolInfo',
    api: [
      read('blocks', 'school/info/institute/:institute', 'School information of an institution'),
      read('strength', 'school/strength/institute/:institute', 'Student strength by standard'),
    ],
  },
  {
    slug: 'past-results',
    kind: 'pdf',
    field: 'pastResults',
    api: [read('documents', 'past/result', 'Past results (PDFs) of an institution')],
  },
  {
    slug: 'principal',
    kind: 'principal',
    field: 'principal',
    api: [read('principal', 'principal/institute/:institute', 'HM / principal of an institution (zero or one row)')],
  },
  {
    slug: 'pta-members',
    kind: 'pdf',
    field: 'ptaMembers',
    api: [read('documents', 'school/pta/member', 'PTA members (PDFs) of an institution')],
  },
  {
    slug: 'awards',
    kind: 'achievements',
    collection: 'achievements',
    by: 'teacher',
    api: [
      read(
        'achievements',
        'achievement/teacher/institute/:institute',
        'Teacher achievements of an institution; optional academic year',
      ),
    ],
  },
  {
    slug: 'contact',
    kind: 'rich',
    field: 'contact',
    api: [read('blocks', 'school/contact/institute/:institute', 'Contact information of an institution')],
  },
  {
    slug: 'academic-calendar',
    kind: 'pdf',
    field: 'academicCalendar',
    api: [read('documents', 'school/calendar', 'Academic calendar (PDFs) of an institution')],
  },
  {
    slug: 'scholarships',
    kind: 'rich',
    field: 'scholarships',
    api: [read('blocks', 'scholarship/institute/:institute', 'Scholarships of an institution')],
  },
  {
    slug: 'activities',
    kind: 'rich',
    field: 'activities',
    api: [read('blocks', 'school/activity/institute/:institute', 'Activities offered by an institution')],
  },
  {
    slug: 'infrastructure',
    kind: 'photos',
    field: 'infrastructure',
    api: [read('photos', 'school/infra/institute/:institute', 'Infrastructure of an institution')],
  },
  {
    slug: 'other-activities',
    kind: 'rich',
    field: 'otherActivities',
    api: [read('blocks', 'other/activity/institute/:institute', 'Other activities of an institution')],
  },
  {
    slug: 'facilities',
    kind: 'photos',
    field: 'facilities',
    api: [read('photos', 'school/facility/institute/:institute', 'Facilities of an institution')],
  },
  {
    slug: 'student-achievements',
    kind: 'achievements',
    collection: 'achievements',
    by: 'student',
    api: [
      read(
        'achievements',
        'achievement/student/institute/:institute',
        'Student achievements of an institution; optional academic year',
      ),
    ],
  },
  {
    slug: 'gallery',
    kind: 'gallery',
    collection: 'gallery-images',
    api: [
      read(
        'gallery',
        'school/gallery/institute/:galleryInstitute',
        'Gallery images of an institution (0: the society), newest year first',
      ),
      read(
        'gallery-year',
        'school/gallery/institute/:galleryInstitute/:year',
        'Gallery images of an institution (0: the society) in one academic year',
      ),
    ],
  },
  {
    slug: 'admission',
    kind: 'admission',
    field: 'admissionInfo',
    api: [read('blocks', 'admission/info/institute/:institute', 'Admission information of an institution')],
  },
  { slug: 'fees', kind: 'fees', field: 'fees', api: [] },
  { slug: 'downloads', kind: 'downloads', collection: 'downloads', api: [] },
  { slug: 'staff-directory', kind: 'directory', collection: 'staff-members', api: [] },
  { slug: 'mandatory-disclosure', kind: 'disclosure', collection: 'disclosures', api: [] },
  { slug: 'committees', kind: 'committees', collection: 'committees', api: [] },
  { slug: 'notices', kind: 'notices', collection: 'notices', api: [] },
] as const satisfies readonly SectionDef[]

export type InstitutionSection = (typeof SECTION_REGISTRY)[number]['slug']

/** The slugs in menu order. */
export const INSTITUTION_SECTIONS: readonly InstitutionSection[] = SECTION_REGISTRY.map((s) => s.slug)

/** The first section, shown at /institutions/{id}. */
export const DEFAULT_SECTION: InstitutionSection = SECTION_REGISTRY[0].slug

export const isInstitutionSection = (s: string): s is InstitutionSection =>
  (INSTITUTION_SECTIONS as readonly string[]).includes(s)

export const sectionDef = (slug: InstitutionSection): SectionDef => SECTION_REGISTRY.find((s) => s.slug === slug)!

/** The section that shows a field of the institution's document (search links a hit to it). */
export const sectionOfField = (field: RichField | PdfField | PhotoField): InstitutionSection =>
  SECTION_REGISTRY.find((s) => 'field' in s && s.field === field)!.slug

/** The section that lists achievements by teachers or by students. */
export const achievementSection = (by: 'teacher' | 'student'): InstitutionSection =>
  SECTION_REGISTRY.find((s) => s.kind === 'achievements' && s.by === by)!.slug

export const sectionHref = (id: number, section: InstitutionSection) =>
  section === DEFAULT_SECTION ? `/institutions/${id}` : `/institutions/${id}/${section}`
