import type { z } from 'zod'

import type { Lang } from '@/i18n/lang'
import {
  listAcademicYears,
  listAchievements,
  listAchievementTypes,
  type AchievementFilter,
} from '@/content/achievements'
import { GENERAL_GALLERY, listGalleryImages } from '@/content/gallery'
import { listLiveAlerts } from '@/content/alerts'
import { getInstitution, listInstitutions, type InstitutionDetail } from '@/content/institutions'
import { listMagazines } from '@/content/magazine'
import {
  SECTION_REGISTRY,
  type PdfField,
  type PhotoField,
  type RichField,
  type SectionApi,
  type SectionDef,
} from '@/lib/institution-sections'
import { getNotice, listNotices, listNoticeTypes } from '@/content/notices'
import { listPortalLinks } from '@/content/portal-links'
import { listAwards, listImportantLinks, listMediaTalks, listRtiItems } from '@/content/society'
import { getTrustee, listTrustees } from '@/content/trustees'
import { registerVisit } from '@/content/visitors'
import { grievanceMessages, grievanceSchema, grievanceSchemaIn, type Grievance } from '@/grievances/rules'
import { fileGrievance, GRIEVANCE_ADDRESS_LIMIT } from '@/grievances/filing'
import type { LimitName } from '@/services/rate-limit'

import * as R from './rows'
import { queries, rows } from './schemas'

export type Method = 'GET' | 'POST'

export type RouteContext = {
  /** Path parameters, already checked (src/api-v1/params.ts). */
  params: Record<string, number | string>
  /** Query parameters, parsed by the route's `query` schema. */
  query: Record<string, unknown>
  /** The parsed body of a POST with a `body` schema. */
  body: unknown
  /** The `locale` query parameter: the language of texts and messages (English when absent). */
  lang: Lang
}

export type Route = {
  method: Method
  /** Path under /api/v1; `:name` segments are parameters (see src/api-v1/params.ts). */
  path: string
  summary: string
  query?: z.ZodObject
  /** The body's schema as OpenAPI describes it (English messages). */
  body?: z.ZodType
  /**
   * The body's schema and the answer's message when it refuses the body, in the request's
   * language (`locale`); `body` with an English message when absent.
   */
  bodyIn?: (lang: Lang) => { schema: z.ZodType; invalid: string }
  /** The schema of one row: `data` is an array of rows, or one row when `single`. */
  row: z.ZodType
  single?: boolean
  /** Returns `data`; null answers 404. */
  handler: (ctx: RouteContext) => Promise<unknown>
  /** Requests per client address are limited (src/services/rate-limit.ts): 429 with Retry-After. */
  rateLimit?: LimitName
  /** The answer changes with the clock alone (start and end times): never kept (src/api-v1/answer-cache.ts). */
  live?: boolean
}

const get = (
  path: string,
  summary: string,
  row: z.ZodType,
  handler: Route['handler'],
  extra: Partial<Route> = {},
): Route => ({
  method: 'GET',
  path,
  summary,
  row,
  handler,
  ...extra,
})

const byId =
  <T>(list: (lang: Lang) => Promise<T[]>, map: (t: T) => unknown) =>
  async ({ params, lang }: RouteContext) => {
    const found = (await list(lang)).find((t) => (t as { id: number }).id === params.id)
    return found ? map(found) : null
  }

/** The institution of a path or query parameter, or null (404) when it is unknown or unpublished. */
const institutionOf = (id: unknown, lang: Lang = 'en') => getInstitution(Number(id), lang)

/** The section's field of a published institution (404 when it is unknown or unpublished). */
const fieldRead =
  <T>(pick: (inst: InstitutionDetail) => T) =>
  async ({ params, lang }: RouteContext) => {
    const inst = await institutionOf(params.institute, lang)
    return inst ? pick(inst) : null
  }

const gallery = async ({ params, lang }: RouteContext) => {
  const institution = Number(params.galleryInstitute)
  if (institution !== GENERAL_GALLERY && !(await institutionOf(institution))) return null
  const year = params.year as string | undefined
  return (await listGalleryImages({ institution, year, lang })).map(R.galleryRow)
}

/** The route of one /api/v1 read of a section, by what it reads (SectionApi['read']). */
function sectionRoute(def: SectionDef, { path, summary, read }: SectionApi): Route {
  const field = 'field' in def ? def.field : undefined
  switch (read) {
    case 'blocks':
      return get(
        path,
        summary,
        rows.section,
        fieldRead((inst) => inst[field as RichField].map(R.sectionRow)),
      )
    // The standard's name is localized ('Standard I', 'इयत्ता पहिली'); the numbers are not.
    case 'strength':
      return get(
        path,
        summary,
        rows.strength,
        fieldRead((inst) => inst.strength),
      )
    // SPEC.md gives the documents' institution as a query parameter, not a path segment.
    case 'documents':
      return get(
        path,
        summary,
        rows.document,
        async ({ query, lang }) => {
          const inst = await institutionOf(query.institute, lang)
          return inst ? inst[field as PdfField].map(R.documentRow) : null
        },
        { query: queries.institute },
      )
    case 'photos':
      return get(
        path,
        summary,
        rows.photo,
        fieldRead((inst) => inst[field as PhotoField].map(R.photoRow)),
      )
    case 'principal':
      return get(path, summary, rows.principal, fieldRead(R.principalRows))
    case 'achievements': {
      const by = def.kind === 'achievements' ? def.by : undefined
      return achievementsOf(by, summary, path)
    }
    case 'gallery':
    case 'gallery-year':
      return get(path, summary, rows.gallery, gallery, { query: queries.gallery })
  }
}

/** The /api/v1 reads of the institution's sections, in the registry's order. */
const sectionRoutes = (): Route[] =>
  SECTION_REGISTRY.flatMap((def: SectionDef) => def.api.map((api) => sectionRoute(def, api)))

const achievementsOf = (by: AchievementFilter['by'], summary: string, path: string) =>
  get(
    path,
    summary,
    rows.achievement,
    async ({ params, query, lang }) => {
      if (!(await institutionOf(params.institute))) return null
      const list = await listAchievements({
        institution: Number(params.institute),
        by,
        year: query.year as string | undefined,
        lang,
      })
      return list.map(R.achievementRow)
    },
    { query: queries.year },
  )

/** The table of the public contract: every resource path of SPEC.md section 7. */
export const ROUTES: Route[] = [
  get('trustee', 'All trustees', rows.trustee, async ({ lang }) => (await listTrustees(lang)).map(R.trusteeRow)),
  get(
    'trustee/:id',
    'One trustee',
    rows.trustee,
    async ({ params, lang }) => {
      const t = await getTrustee(Number(params.id), lang)
      return t ? R.trusteeRow(t) : null
    },
    { single: true },
  ),

  get('awards', 'All awards', rows.award, async ({ lang }) => (await listAwards(lang)).map(R.awardRow)),
  get('awards/:id', 'One award', rows.award, byId(listAwards, R.awardRow), { single: true }),

  get('rti', 'All Right To Information items', rows.rti, async ({ lang }) => (await listRtiItems(lang)).map(R.rtiRow)),
  get('rti/:id', 'One RTI item', rows.rti, byId(listRtiItems, R.rtiRow), { single: true }),

  get(
    'notice',
    "The society's notices, newest first; filter by academic year and notice type code; `institution` asks for one institution's notices instead",
    rows.notice,
    async ({ query, lang }) =>
      (
        await listNotices({
          year: query.year as string | undefined,
          type: query.notice_code as string | undefined,
          institution: query.institution as number | undefined,
          lang,
        })
      ).map(R.noticeRow),
    { query: queries.notice },
  ),
  get('notice/type', 'Notice types (tabs)', rows.noticeType, async () =>
    (await listNoticeTypes()).map(R.noticeTypeRow),
  ),
  // One notice is read alone (not found in the whole list); expired ones are not in the list, nor here.
  get(
    'notice/:id',
    'One notice',
    rows.notice,
    async ({ params, lang }) => {
      const notice = await getNotice(params.id, lang)
      return notice && !notice.expired ? R.noticeRow(notice) : null
    },
    { single: true },
  ),

  get(
    'alert',
    'Alerts on now (closures at short notice): emergencies and notices, society-wide or for some institutions',
    rows.alert,
    async ({ lang }) => (await listLiveAlerts(lang)).map(R.alertRow),
    { live: true },
  ),

  get('media', 'Media talks, newest first', rows.media, async ({ lang }) =>
    (await listMediaTalks(lang)).map(R.mediaRow),
  ),
  get(
    'media/:id',
    'One media talk',
    rows.media,
    byId((lang) => listMediaTalks(lang), R.mediaRow),
    { single: true },
  ),

  get('links', 'Important links', rows.link, async ({ lang }) => (await listImportantLinks(lang)).map(R.linkRow)),

  get('academic/year', 'Academic years, newest first', rows.academicYear, async () =>
    (await listAcademicYears()).map((code) => ({ year_code: code })),
  ),

  get(
    'achievement/student',
    'Student achievements; filter by academic year',
    rows.achievement,
    async ({ query, lang }) =>
      (await listAchievements({ by: 'student', year: query.year as string | undefined, lang })).map(R.achievementRow),
    { query: queries.year },
  ),
  get('achievement/type', 'Achievement types', rows.achievementType, async () =>
    (await listAchievementTypes()).map(R.achievementTypeRow),
  ),
  get(
    'achievement/type/institute/:institute',
    'Achievement types used by an institution',
    rows.achievementType,
    async ({ params }) =>
      (await institutionOf(params.institute))
        ? (await listAchievementTypes(Number(params.institute))).map(R.achievementTypeRow)
        : null,
  ),
  achievementsOf(
    undefined,
    'All achievements of an institution; optional academic year',
    'achievement/institute/:institute',
  ),

  get('institute', 'All institutions', rows.institute, async ({ lang }) =>
    (await listInstitutions(lang)).map(R.instituteRow),
  ),
  get(
    'institute/:id',
    'One institution',
    rows.institute,
    async ({ params, lang }) => {
      const inst = await institutionOf(params.id, lang)
      return inst ? R.instituteRow(inst) : null
    },
    { single: true },
  ),

  ...sectionRoutes(),

  get(
    'portal-links',
    'Admission (url) or student-login (link) portals by institution',
    rows.admissionPortal.or(rows.studentPortal),
    async ({ query, lang }) => {
      const category = query.category as 'ADMISSION-PORTAL' | 'STUDENT-PORTAL'
      const links = await listPortalLinks(category, lang)
      return category === 'ADMISSION-PORTAL' ? links.map(R.admissionPortalRow) : links.map(R.studentPortalRow)
    },
    { query: queries.portal },
  ),

  get('magzine', 'Magazines, newest first (the site shows the first)', rows.magazine, async ({ lang }) =>
    (await listMagazines(lang)).map(R.magazineRow),
  ),

  {
    method: 'POST',
    path: 'visitor',
    summary: 'Register one visit of the home page (empty body); returns the total',
    row: rows.visitor,
    single: true,
    rateLimit: 'visitor',
    handler: async () => ({ count: await registerVisit() }),
  },
  {
    method: 'POST',
    path: 'complaint',
    summary: 'File a grievance; returns its reference number',
    body: grievanceSchema,
    bodyIn: (lang) => ({ schema: grievanceSchemaIn(lang), invalid: grievanceMessages(lang).fixErrors }),
    row: rows.complaint,
    single: true,
    rateLimit: GRIEVANCE_ADDRESS_LIMIT,
    handler: ({ body, lang }) => fileGrievance(body as Grievance, lang),
  },
]
