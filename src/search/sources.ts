import type { CollectionSlug } from 'payload'

import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { achievementSection, SECTION_REGISTRY, sectionHref } from '@/lib/institution-sections'
import { policyPath, type PolicyKind } from '@/lib/policies'
import { relationId } from '@/lib/relation'

import { plainText } from './plain-text'

/**
 * What site search indexes: one entry per collection (the registry). Each turns one published
 * document, read in one language (English fallback included, as the pages show it), into units:
 * a title, a text and the address of the exact place that shows it. A unit with a PDF is also
 * indexed page by page from the PDF's text (src/services/pdf-text.ts), each page linking to the file
 * at `#page=N`. src/search/indexer.ts keeps the index in step through Payload's change hooks.
 *
 * Adding a kind: add its key to SEARCH_KINDS (and its heading to the dictionaries,
 * `search.kinds`), then one entry below with its collection and `units`.
 */

/**
 * Raised when a source's `units` change what they index (that source then sets `since` to it), or a
 * source is removed (its rows are dropped then: src/search/indexer.ts indexMissingSources). Since 4,
 * fees are found in the institution's Fees section only, the one place they are kept: the fee tables
 * entered on disclosures before are no longer indexed, so that a search for fees never leads to
 * amounts a school no longer charges.
 */
export const SEARCH_UNITS_VERSION = 4

export const SEARCH_KINDS = [
  'notices',
  'events',
  'institutions',
  'achievements',
  'trustees',
  'awards',
  'rti',
  'mediaTalks',
  'links',
  'gallery',
  'magazines',
  'committees',
  'downloads',
  'staff',
  'policies',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A populated upload (depth 1), with the PDF text that Media keeps. */
type FileDoc = { id?: number; url?: string | null; mimeType?: string | null; pdfText?: unknown }
// Documents come from Payload as loosely typed records; each source reads its own fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>

export type SearchUnit = {
  /** The page's address without the language prefix (or an outside address for links). */
  href: string
  title: string
  body: string
  /** A PDF whose pages are indexed too. */
  pdf?: FileDoc | null
}

export type SearchSource = {
  collection: CollectionSlug
  kind: SearchKind
  /** Orders equal matches, newest first (ISO date). */
  date?: (doc: Doc) => string | null | undefined
  /** The document has "Publish at" / "Hide after" (src/lib/schedule.ts), applied at query time. */
  scheduled?: boolean
  /**
   * The SEARCH_UNITS_VERSION in which `units` last changed (1 when never): an index built before
   * it indexes this collection again at the next start (src/search/indexer.ts indexMissingSources).
   */
  since?: number
  units: (doc: Doc, lang: Lang) => SearchUnit[]
}

const join = (...parts: unknown[]) => parts.filter((p) => typeof p === 'string' && p.trim()).join('\n')
const rows = (value: unknown): Doc[] => (Array.isArray(value) ? value : [])

/** The PDF text kept on a media document, when the upload is a PDF with text. */
export function pdfPages(file: FileDoc | null | undefined): string[] {
  if (!file || typeof file !== 'object' || file.mimeType !== 'application/pdf' || !Array.isArray(file.pdfText))
    return []
  return file.pdfText.map((p) => (typeof p === 'string' ? p : ''))
}
const file = (value: unknown): FileDoc | null => (value && typeof value === 'object' ? (value as FileDoc) : null)

/**
 * The words parents type for fees, indexed with every Fees section in both languages ("fee",
 * "fees", "fee structure"; शुल्क, फी), whatever the rows themselves say.
 */
export const FEE_KEYWORDS = 'Fees, fee structure, school fees, शुल्क, शुल्क रचना, फी, फी रचना'

/** The Fees section's unit: the table's rows with their amounts, concessions, refunds and approval. */
function feeUnit(doc: Doc, name: string, href: string, lang: Lang): SearchUnit | null {
  const f = (doc.fees ?? {}) as Doc
  const feeRows = rows(f.rows)
  if (!feeRows.length && !f.concessions && !f.refunds) return null
  const F = getDictionary(lang).schoolFacts.fees
  const money = new Intl.NumberFormat(lang === 'mr' ? 'mr-IN-u-nu-latn' : 'en-IN')
  const lines = feeRows.map((r) =>
    join(
      `${r.course ?? ''}: ₹${money.format(Number(r.amount) || 0)} ${F.periods[r.period as keyof typeof F.periods] ?? ''}`,
      r.covers,
    ).replace('\n', '. '),
  )
  const sectionName = getDictionary(lang).institutions.sections.fees
  return {
    href,
    title: `${name}: ${sectionName}`,
    body: join(...lines, f.concessions, f.refunds, f.approvedBy, FEE_KEYWORDS),
  }
}

/** The Admission section's facts beside its blocks: eligibility, documents, questions and answers. */
function admissionUnit(doc: Doc, name: string, href: string, lang: Lang): SearchUnit | null {
  const a = (doc.admission ?? {}) as Doc
  const faq = rows(a.faq).map((q) => join(q.question, q.answer))
  const body = join(a.eligibility, a.documents, ...faq)
  return body ? { href, title: `${name}: ${getDictionary(lang).institutions.sections.admission}`, body } : null
}

function institutionUnits(doc: Doc, lang: Lang): SearchUnit[] {
  const id = Number(doc.id)
  const name = String(doc.name ?? '')
  const units: SearchUnit[] = [{ href: sectionHref(id, 'school-information'), title: name, body: join(doc.address) }]
  // What a section holds in the institution's document is indexed by its kind in the registry; sections
  // backed by their own collection (achievements, gallery) are indexed from that collection.
  for (const section of SECTION_REGISTRY) {
    const href = sectionHref(id, section.slug)
    if (section.kind === 'overview' || section.kind === 'rich' || section.kind === 'admission') {
      for (const block of rows(doc[section.field]))
        units.push({ href, title: `${name}: ${block.title ?? ''}`, body: plainText(block.content) })
      const facts = section.kind === 'admission' ? admissionUnit(doc, name, href, lang) : null
      if (facts) units.push(facts)
    } else if (section.kind === 'fees') {
      const fees = feeUnit(doc, name, href, lang)
      if (fees) units.push(fees)
    } else if (section.kind === 'pdf') {
      for (const row of rows(doc[section.field]))
        units.push({ href, title: `${name}: ${row.title ?? ''}`, body: '', pdf: file(row.file) })
    } else if (section.kind === 'photos') {
      const captions = rows(doc[section.field]).map((row) => row.caption)
      if (captions.some(Boolean)) units.push({ href, title: name, body: join(...captions) })
    } else if (section.kind === 'principal') {
      const p = doc.principal as Doc | undefined
      if (p && (p.name || p.info))
        units.push({ href, title: `${name}: ${join(p.name)}`, body: join(p.designation, p.education, p.info) })
    }
  }
  return units
}

/**
 * Content of an institution that is not published is not on the site (src/content/*), so not in
 * search either: the institution is read with the document (depth 1). Publishing or unpublishing
 * the institution later does not re-index its achievements and photos: `npm run search:rebuild`.
 */
const ofHiddenInstitution = (doc: Doc) => {
  const inst = doc.institution
  return !!inst && typeof inst === 'object' && inst._status !== undefined && inst._status !== 'published'
}

/**
 * The names people search a committee by, besides its own name and the kind's name in the page's
 * language: the usual abbreviations and the act's words. Indexed with the committee in both
 * languages (abbreviations are written in Latin letters on Marathi pages too).
 */
export const COMMITTEE_KEYWORDS: Record<string, string> = {
  smc: 'SMC, School Management Committee, शाळा व्यवस्थापन समिती',
  pta: 'PTA, Parent-Teacher Association, parents, पालक-शिक्षक संघ',
  grievance: 'GRC, Grievance Redressal Committee, complaints, तक्रार निवारण समिती',
  posh: 'POSH, ICC, IC, Internal Complaints Committee, Internal Committee, Prevention of Sexual Harassment, sexual harassment, women, अंतर्गत तक्रार समिती, लैंगिक छळ',
  'anti-ragging-committee': 'Anti-ragging committee, ragging, रॅगिंगविरोधी समिती',
  'anti-ragging-squad': 'Anti-ragging squad, ragging, रॅगिंगविरोधी पथक',
  safety: 'School Safety Committee, safety, शाळा सुरक्षा समिती',
}

/** The institution's name when it is populated (depth 1), for a unit's title. */
const institutionName = (doc: Doc) =>
  typeof doc.institution === 'object' && doc.institution?.name ? `${doc.institution.name}: ` : ''

/** An album's page (as src/content/gallery-pages.ts albumPath: this file imports no content reads). */
const albumPath = (id: number) => `/gallery/album/${id}`

/** The page of a photo: its album's, or its academic year's gallery (of its institution, if any). */
const galleryHref = (doc: Doc) => {
  const album = relationId(doc.album)
  if (album) return albumPath(album)
  const inst = relationId(doc.institution)
  return inst ? `/gallery/${doc.academicYear}/${inst}` : `/gallery/${doc.academicYear}`
}

export const SEARCH_SOURCES: SearchSource[] = [
  {
    collection: 'notices',
    kind: 'notices',
    scheduled: true,
    date: (d) => d.date,
    units: (d) => [{ href: `/notices/${d.id}`, title: d.title ?? '', body: join(d.description), pdf: file(d.file) }],
  },
  {
    collection: 'events',
    kind: 'events',
    date: (d) => d.start,
    units: (d) => [
      {
        href: `/events/${d.id}`,
        title: d.title ?? '',
        body: join(d.place, plainText(d.description)),
        pdf: file(d.file),
      },
    ],
  },
  // since 3: the Fees section and the admission facts.
  { collection: 'institutions', kind: 'institutions', since: 3, units: (d, lang) => institutionUnits(d, lang) },
  {
    collection: 'achievements',
    kind: 'achievements',
    date: (d) => d.createdAt,
    units: (d) =>
      ofHiddenInstitution(d)
        ? []
        : [
            {
              href: sectionHref(
                relationId(d.institution) ?? 0,
                achievementSection(d.by === 'teacher' ? 'teacher' : 'student'),
              ),
              title: join(d.achieverName, d.achievement).replace('\n', ': '),
              body: join(d.description),
              pdf: file(d.file),
            },
          ],
  },
  {
    collection: 'trustees',
    kind: 'trustees',
    units: (d) => [
      { href: '/trustees', title: d.name ?? '', body: join(d.designation, d.position, d.info, d.moreInfo) },
    ],
  },
  {
    collection: 'awards',
    kind: 'awards',
    units: (d) => [{ href: '/awards', title: d.awardeeName ?? '', body: plainText(d.content) }],
  },
  {
    // The title is a label for staff only: the site shows the description, so only it is indexed.
    collection: 'rti-items',
    kind: 'rti',
    units: (d) => {
      const text = plainText(d.description)
      return [{ href: '/rti', title: text.split('\n')[0]!.slice(0, 120), body: text }]
    },
  },
  {
    collection: 'media-talks',
    kind: 'mediaTalks',
    scheduled: true,
    date: (d) => d.date,
    units: (d) => [
      { href: '/mediatalks', title: d.title ?? '', body: join(d.source, d.description), pdf: file(d.file) },
    ],
  },
  {
    collection: 'important-links',
    kind: 'links',
    units: (d) => [{ href: String(d.url ?? '/importantlinks'), title: d.title ?? '', body: '' }],
  },
  // since 4: an album and its photos lead to the album's own page.
  {
    collection: 'gallery-images',
    kind: 'gallery',
    since: 4,
    units: (d) => (d.caption && !ofHiddenInstitution(d) ? [{ href: galleryHref(d), title: d.caption, body: '' }] : []),
  },
  {
    collection: 'albums',
    kind: 'gallery',
    since: 4,
    date: (d) => d.date,
    units: (d) => (ofHiddenInstitution(d) ? [] : [{ href: albumPath(d.id), title: d.title ?? '', body: '' }]),
  },
  {
    collection: 'magazines',
    kind: 'magazines',
    date: (d) => d.issueDate,
    units: (d) => {
      const pdf = file(d.pdf)
      return pdf?.url ? [{ href: pdf.url, title: d.title ?? '', body: '', pdf }] : []
    },
  },
  {
    // A parent looking for "anti-ragging" or the POSH committee lands on the institution's committees.
    collection: 'committees',
    kind: 'committees',
    since: 2,
    units: (d, lang) => {
      const inst = relationId(d.institution)
      if (!inst || ofHiddenInstitution(d)) return []
      const members = rows(d.members).map((m) => join(m.name, m.role).replace('\n', ', '))
      const kinds = getDictionary(lang).committees.kinds as Record<string, string>
      // The kind's name and its abbreviations: "POSH" or "ICC" finds the internal committee whatever its own name.
      const kind = join(kinds[d.kind], COMMITTEE_KEYWORDS[d.kind])
      return [
        {
          href: sectionHref(inst, 'committees'),
          title: `${institutionName(d)}${d.name ?? ''}`,
          body: join(d.purpose, ...members, d.nodalOfficer?.name, kind),
        },
      ]
    },
  },
  {
    // A form by its title and kind, and by the words of its PDF (page by page, as notices' PDFs).
    // The school is named in the text, not the title: "fees Dadar" must find the school's Fees
    // section before its fee receipt format, whose title would otherwise hold both words too.
    collection: 'downloads',
    kind: 'downloads',
    units: (d, lang) => {
      const inst = relationId(d.institution)
      if (!inst || ofHiddenInstitution(d)) return []
      const kinds = getDictionary(lang).schoolDownloads.kinds as Record<string, string>
      const school = typeof d.institution === 'object' ? d.institution?.name : null
      return [
        {
          href: sectionHref(inst, 'downloads'),
          title: d.title ?? '',
          body: join(school, d.description, kinds[d.kind]),
          pdf: file(d.file),
        },
      ]
    },
  },
  {
    // A person by name, designation, department or subject (never by email).
    collection: 'staff-members',
    kind: 'staff',
    units: (d) => {
      const inst = relationId(d.institution)
      if (!inst || ofHiddenInstitution(d)) return []
      return [
        {
          href: sectionHref(inst, 'staff-directory'),
          title: `${institutionName(d)}${d.name ?? ''}`,
          body: join(d.designation, d.department, d.qualifications),
        },
      ]
    },
  },
  {
    collection: 'policies',
    kind: 'policies',
    units: (d) => [{ href: policyPath(d.kind as PolicyKind), title: d.title ?? '', body: plainText(d.content) }],
  },
]

export const sourceOf = (collection: string) => SEARCH_SOURCES.find((s) => s.collection === collection)
