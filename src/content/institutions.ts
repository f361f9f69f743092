import type { Institution as InstitutionDoc } from '@/payload-types'
import type { Lang } from '@/i18n/lang'
import { richTextToHtml, type SafeHtml } from '@/lib/rich-text'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished } from './query'

export type InstitutionSummary = {
  id: number
  name: string
  address: string
  logo: MediaRef | null
  kind: InstitutionDoc['kind']
  medium: InstitutionDoc['medium']
  /** What /institutions filters by. */
  levels: string[]
  board: string | null
  area: string
}
export type RichBlock = { title: string; html: SafeHtml }
export type PdfDoc = { title: string; file: MediaRef | null }
export type Photo = { id: string; image: MediaRef | null; caption: string; addedAt: string | null }
export type StrengthRow = { standard: string; boys: number; girls: number; total: number }
export type Principal = { name: string; designation: string; education: string; info: string; photo: MediaRef | null }

export type FeeRow = { course: string; period: 'term' | 'year' | 'one-time'; amount: number; covers: string }
export type Fees = {
  rows: FeeRow[]
  concessions: string
  refunds: string
  approvedBy: string
  approvedOn: string | null
  link: string | null
}
export type AdmissionFacts = {
  opensOn: string | null
  closesOn: string | null
  seats: { course: string; seats: number }[]
  eligibility: string
  documents: string[]
  faq: { question: string; answer: string }[]
}

export type InstitutionDetail = InstitutionSummary & {
  /** Office hours and telephone, shown under the address. */
  officeHours: string
  phone: string
  fees: Fees
  admission: AdmissionFacts
  schoolInfo: RichBlock[]
  contact: RichBlock[]
  scholarships: RichBlock[]
  activities: RichBlock[]
  otherActivities: RichBlock[]
  admissionInfo: RichBlock[]
  strength: StrengthRow[]
  pastResults: PdfDoc[]
  ptaMembers: PdfDoc[]
  academicCalendar: PdfDoc[]
  principal: Principal | null
  infrastructure: Photo[]
  facilities: Photo[]
  /** When the institution's document last changed ("Last updated" on its pages). */
  updatedAt: string
}

/** The rich-text, PDF and photo sections of an institution, by field name (the section registry holds them). */
export {
  RICH_FIELDS as RICH_SECTIONS,
  PDF_FIELDS as PDF_SECTIONS,
  PHOTO_FIELDS as PHOTO_SECTIONS,
} from '@/lib/institution-sections'

const summary = (d: InstitutionDoc): InstitutionSummary => ({
  id: d.id,
  name: d.name,
  address: d.address,
  logo: toMediaRef(d.logo),
  kind: d.kind,
  medium: d.medium,
  levels: (d.levels ?? []).filter(Boolean) as string[],
  board: d.board ?? null,
  area: d.area ?? '',
})

function fees(f: InstitutionDoc['fees']): Fees {
  return {
    rows: (f?.rows ?? []).map((r) => ({
      course: r.course,
      period: r.period,
      amount: Number(r.amount) || 0,
      covers: r.covers ?? '',
    })),
    concessions: f?.concessions ?? '',
    refunds: f?.refunds ?? '',
    approvedBy: f?.approvedBy ?? '',
    approvedOn: f?.approvedOn ?? null,
    link: f?.link || null,
  }
}

function admission(a: InstitutionDoc['admission']): AdmissionFacts {
  return {
    opensOn: a?.opensOn ?? null,
    closesOn: a?.closesOn ?? null,
    seats: (a?.seats ?? []).map((r) => ({ course: r.course, seats: Number(r.seats) || 0 })),
    eligibility: a?.eligibility ?? '',
    documents: (a?.documents ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    faq: (a?.faq ?? []).map((q) => ({ question: q.question, answer: q.answer })),
  }
}

type RichRows = { title: string; content: unknown }[] | null | undefined
type PdfRows = { title: string; file: unknown }[] | null | undefined
type PhotoRows =
  { id?: string | null; image: unknown; caption?: string | null; addedAt?: string | null }[] | null | undefined

const rich = (rows: RichRows): RichBlock[] =>
  (rows ?? []).map((r) => ({ title: r.title, html: richTextToHtml(r.content) }))
const pdfs = (rows: PdfRows): PdfDoc[] => (rows ?? []).map((r) => ({ title: r.title, file: toMediaRef(r.file) }))
const photos = (rows: PhotoRows): Photo[] =>
  (rows ?? []).map((r, i) => ({
    id: r.id ?? String(i),
    image: toMediaRef(r.image),
    caption: r.caption ?? '',
    addedAt: r.addedAt ?? null,
  }))

function principal(p: InstitutionDoc['principal']): Principal | null {
  if (!p?.name) return null
  return {
    name: p.name,
    designation: p.designation ?? '',
    education: p.education ?? '',
    info: p.info ?? '',
    photo: toMediaRef(p.photo),
  }
}

const detail = (d: InstitutionDoc): InstitutionDetail => ({
  ...summary(d),
  officeHours: d.officeHours ?? '',
  phone: d.phone ?? '',
  fees: fees(d.fees),
  admission: admission(d.admission),
  schoolInfo: rich(d.schoolInfo),
  contact: rich(d.contact),
  scholarships: rich(d.scholarships),
  activities: rich(d.activities),
  otherActivities: rich(d.otherActivities),
  admissionInfo: rich(d.admissionInfo),
  strength: (d.strength ?? []).map((r) => ({
    standard: r.standard,
    boys: r.boys,
    girls: r.girls,
    total: r.boys + r.girls,
  })),
  pastResults: pdfs(d.pastResults),
  ptaMembers: pdfs(d.ptaMembers),
  academicCalendar: pdfs(d.academicCalendar),
  principal: principal(d.principal),
  infrastructure: photos(d.infrastructure),
  facilities: photos(d.facilities),
  updatedAt: d.updatedAt,
})

/** Published institutions in display order (the basics only). */
export const listInstitutions = cached(
  async (lang: Lang = 'en'): Promise<InstitutionSummary[]> =>
    (await findPublished('institutions', { sort: ['order', 'name'], depth: 1, lang })).map(summary),
  'institutions:list',
  ['institutions', 'media'],
)

/** One published institution with every section, rich text already turned into safe HTML. */
export async function getInstitution(id: number, lang: Lang = 'en'): Promise<InstitutionDetail | null> {
  // Only ids of published institutions reach the per-id cache, so random ids cannot fill it.
  if (!(await listInstitutions()).some((i) => i.id === id)) return null
  return readInstitution(id, lang)
}

const readInstitution = cached(
  async (id: number, lang: Lang = 'en'): Promise<InstitutionDetail | null> => {
    const [doc] = await findPublished('institutions', { where: { id: { equals: id } }, depth: 1, limit: 1, lang })
    return doc ? detail(doc) : null
  },
  'institutions:one',
  ['institutions', 'media'],
)
