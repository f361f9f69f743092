/**
 * The catalogue of mandatory disclosures: which items each board asks for, grouped in the parts
 * the public page shows. Pure data and rules (no Payload), shared by the collection (its options
 * and checks), the public page, the staff compliance view and the weekly expiry mail.
 *
 * Sources (docs/staff.md, "Mandatory disclosures"): CBSE Affiliation Bye-Laws Appendix IX as revised by
 * CBSE circular 1/2026 of 12 January 2026 (parts A–E); UGC Guidelines on Public Self-Disclosure by
 * Higher Education Institutions, 2024 (D.O. F.14-4/2023 (CPP-II), 10 June 2024).
 */

export const BOARDS = ['cbse', 'state', 'junior', 'ugc', 'other'] as const
export type Board = (typeof BOARDS)[number]

export const PARTS = ['general', 'documents', 'academics', 'staff', 'infrastructure', 'college', 'other'] as const
export type Part = (typeof PARTS)[number]

/** text: a value; document: a PDF with issue and expiry dates; link: an address (a video, a portal). */
export type ItemKind = 'text' | 'document' | 'link'

export type ItemSpec = { key: string; part: Part; kind: ItemKind; required: boolean; boards: readonly Board[] }

const SCHOOLS: readonly Board[] = ['cbse', 'state', 'junior']
const CBSE: readonly Board[] = ['cbse']
const UGC: readonly Board[] = ['ugc']

const item = (key: string, part: Part, kind: ItemKind, boards: readonly Board[], required = true): ItemSpec => ({
  key,
  part,
  kind,
  required,
  boards,
})

export const ITEMS: readonly ItemSpec[] = [
  // CBSE Appendix IX A: general information (state-board schools and junior colleges give the same).
  item('affiliationNumber', 'general', 'text', CBSE),
  item('schoolCode', 'general', 'text', SCHOOLS),
  item('principalQualification', 'general', 'text', SCHOOLS),
  item('email', 'general', 'text', SCHOOLS),
  item('phone', 'general', 'text', SCHOOLS),
  // B: documents, self-attested PDFs; the certificates have a validity.
  item('affiliationLetter', 'documents', 'document', CBSE),
  item('trustRegistration', 'documents', 'document', SCHOOLS),
  item('noc', 'documents', 'document', CBSE),
  item('rteRecognition', 'documents', 'document', SCHOOLS),
  item('buildingSafety', 'documents', 'document', SCHOOLS),
  item('fireSafety', 'documents', 'document', SCHOOLS),
  item('deoCertificate', 'documents', 'document', CBSE),
  item('waterHealthSanitation', 'documents', 'document', SCHOOLS),
  // C: results and academics (the fee structure is the fees table of the disclosure).
  item('academicCalendar', 'academics', 'document', SCHOOLS),
  item('smcMembers', 'academics', 'document', SCHOOLS),
  item('ptaMembers', 'academics', 'document', SCHOOLS),
  item('boardResults', 'academics', 'document', SCHOOLS),
  // D: staff.
  item('principalName', 'staff', 'text', SCHOOLS),
  item('teachersByCategory', 'staff', 'text', SCHOOLS),
  item('teacherSectionRatio', 'staff', 'text', SCHOOLS),
  item('specialEducator', 'staff', 'text', CBSE),
  item('counsellor', 'staff', 'text', SCHOOLS),
  // E: infrastructure.
  item('campusArea', 'infrastructure', 'text', SCHOOLS),
  item('classrooms', 'infrastructure', 'text', SCHOOLS),
  item('laboratories', 'infrastructure', 'text', SCHOOLS),
  item('internet', 'infrastructure', 'text', SCHOOLS),
  item('toilets', 'infrastructure', 'text', SCHOOLS),
  item('inspectionVideo', 'infrastructure', 'link', CBSE),
  // UGC public self-disclosure (colleges).
  item('recognition', 'college', 'document', UGC),
  item('naac', 'college', 'document', UGC),
  item('nirf', 'college', 'text', UGC, false),
  item('governingBodies', 'college', 'text', UGC),
  item('programmes', 'college', 'text', UGC),
  item('seats', 'college', 'text', UGC),
  item('refundPolicy', 'college', 'document', UGC),
  item('faculty', 'college', 'text', UGC),
  item('collegeCalendar', 'college', 'document', UGC),
  item('auditedAccounts', 'college', 'document', UGC),
  item('antiRagging', 'college', 'text', UGC),
  item('grievanceOmbudsperson', 'college', 'text', UGC),
  // Any board: an item with its own title (other boards' lists; extras).
  item('custom', 'other', 'text', BOARDS, false),
]

export const ITEM_KEYS = ITEMS.map((i) => i.key)

/**
 * The items about teachers and faculty: an institution's published staff directory (its section
 * of that name) lists them, so it answers these items, which link to it.
 */
export const DIRECTORY_ITEMS: readonly string[] = ['teachersByCategory', 'faculty']
const BY_KEY = new Map(ITEMS.map((i) => [i.key, i]))

export const itemSpec = (key: string): ItemSpec | undefined => BY_KEY.get(key)

/** The items a board asks for, in catalogue order. */
export const itemsForBoard = (board: Board): ItemSpec[] => ITEMS.filter((i) => i.boards.includes(board))

export const isBoard = (value: unknown): value is Board =>
  typeof value === 'string' && (BOARDS as readonly string[]).includes(value)

/** The parts shown for a board, in order, each with its items. */
export function partsForBoard(board: Board): { part: Part; items: ItemSpec[] }[] {
  const items = itemsForBoard(board)
  return PARTS.map((part) => ({ part, items: items.filter((i) => i.part === part) })).filter((p) => p.items.length > 0)
}

/** A stored item row, as the collection keeps it (dates as ISO strings). */
export type ItemRow = {
  item?: string | null
  title?: string | null
  value?: string | null
  link?: string | null
  document?: unknown
  issuedOn?: string | null
  expiresOn?: string | null
  updatedOn?: string | null
}

/** Days after which an expiring document is flagged (staff view, weekly mail). */
export const EXPIRY_WARNING_DAYS = 30
const DAY = 24 * 60 * 60 * 1000

export type ExpiryState = 'valid' | 'expiring' | 'expired' | 'none'

/** When the expiry states read on `today` next change (ms): the next UTC day. */
export const expiryStatesChangeAt = (today: Date): number =>
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + DAY

/** A document's state on `today`: expired the day after its expiry date; expiring within 30 days. */
export function expiryState(expiresOn: string | null | undefined, today: Date): ExpiryState {
  if (!expiresOn) return 'none'
  const end = Date.parse(expiresOn.slice(0, 10))
  if (Number.isNaN(end)) return 'none'
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  if (end < start) return 'expired'
  return end - start <= EXPIRY_WARNING_DAYS * DAY ? 'expiring' : 'valid'
}

/** Whether a row holds what its kind needs: a value, an address or a file. */
export function rowFilled(row: ItemRow): boolean {
  const spec = row.item ? itemSpec(row.item) : undefined
  if (!spec) return false
  if (spec.kind === 'document') return row.document != null && row.document !== ''
  if (spec.kind === 'link') return !!row.link?.trim()
  return !!row.value?.trim()
}

/** The fields whose change makes an item "updated" (its last-updated date). */
const TRACKED: (keyof ItemRow)[] = ['item', 'title', 'value', 'link', 'document', 'issuedOn', 'expiresOn']

/** A field's value as compared: a file by its id, a date by its day, empty as null. */
function comparable(k: keyof ItemRow, v: unknown): unknown {
  if (v == null || v === '') return null
  if (k === 'document') return v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v
  if ((k === 'issuedOn' || k === 'expiresOn') && typeof v === 'string') return v.slice(0, 10)
  return v
}

/** Whether a row differs from its previous version in what a visitor sees. */
export function rowChanged(before: ItemRow | undefined, after: ItemRow): boolean {
  if (!before) return true
  return TRACKED.some((k) => comparable(k, after[k]) !== comparable(k, before[k]))
}

/** A document whose validity needs attention. */
export type ExpiryFinding = { key: string; title: string; expiresOn: string; state: 'expiring' | 'expired' }

export type DisclosureStatus = {
  /** Required items of the board, and how many are filled and not expired. */
  required: number
  met: number
  /** Required items with nothing in them (catalogue keys). */
  missing: string[]
  /** Documents (any item) expired or expiring within EXPIRY_WARNING_DAYS. */
  expiry: ExpiryFinding[]
}

/**
 * Where a disclosure stands on `today`: the required items of its board that are empty, the
 * documents expired or expiring, and the share met (filled and not expired). No disclosure: every
 * required item of the board counts as missing. With `hasDirectory` (the institution publishes a
 * staff directory) the DIRECTORY_ITEMS count as filled.
 */
export function disclosureStatus(board: Board, rows: ItemRow[], today: Date, hasDirectory = false): DisclosureStatus {
  const required = itemsForBoard(board).filter((i) => i.required)
  const expiry: ExpiryFinding[] = rows.flatMap((r) => {
    const spec = r.item ? itemSpec(r.item) : undefined
    if (spec?.kind !== 'document' || !r.expiresOn) return []
    const state = expiryState(r.expiresOn, today)
    return state === 'expired' || state === 'expiring'
      ? [{ key: spec.key, title: r.title ?? '', expiresOn: r.expiresOn, state }]
      : []
  })
  const expired = new Set(expiry.filter((e) => e.state === 'expired').map((e) => e.key))
  const answered = (key: string) => hasDirectory && DIRECTORY_ITEMS.includes(key)
  const missing = required
    .filter((spec) => !answered(spec.key) && !rows.some((r) => r.item === spec.key && rowFilled(r)))
    .map((s) => s.key)
  const met = required.filter((spec) => !missing.includes(spec.key) && !expired.has(spec.key)).length
  return { required: required.length, met, missing, expiry }
}

/** A whole percentage; 100 when nothing is required. */
export const percentMet = (met: number, required: number): number =>
  required === 0 ? 100 : Math.floor((met / required) * 100)
