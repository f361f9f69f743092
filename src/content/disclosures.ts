import type { Lang } from '@/i18n/lang'
import { expiryStatesChangeAt, isBoard, itemSpec, type Board, type ItemKind, type Part } from '@/lib/disclosure-items'

import { cached, timed } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished, relationId } from './query'

/** One published disclosure item, as the public page shows it. */
export type DisclosureItem = {
  id: string
  key: string
  part: Part
  kind: ItemKind
  /** Only for the "other" items (their own title); the catalogue names the rest. */
  title: string
  value: string
  link: string
  document: MediaRef | null
  issuedOn: string | null
  expiresOn: string | null
  updatedOn: string | null
}

export type Fee = { standard: string; amount: number; approvalRef: string; approvalDate: string | null; note: string }

export type Disclosure = { institution: number; board: Board; items: DisclosureItem[]; fees: Fee[]; updatedAt: string }

type Row = {
  id?: string | null
  item?: string | null
  title?: string | null
  value?: string | null
  link?: string | null
  document?: unknown
  issuedOn?: string | null
  expiresOn?: string | null
  updatedOn?: string | null
}
type FeeRow = {
  standard?: string | null
  amount?: number | null
  approvalRef?: string | null
  approvalDate?: string | null
  note?: string | null
}
type Doc = {
  institution: unknown
  board?: string | null
  items?: Row[] | null
  fees?: FeeRow[] | null
  updatedAt: string
}

function toDisclosure(d: Doc): Disclosure | null {
  const institution = relationId(d.institution)
  if (typeof institution !== 'number' || !isBoard(d.board)) return null
  const items = (d.items ?? []).flatMap((r, i): DisclosureItem[] => {
    const spec = r.item ? itemSpec(r.item) : undefined
    if (!spec) return []
    return [
      {
        id: r.id ?? String(i),
        key: spec.key,
        part: spec.part,
        kind: spec.kind,
        title: r.title ?? '',
        value: r.value ?? '',
        link: r.link ?? '',
        document: toMediaRef(r.document),
        issuedOn: r.issuedOn ?? null,
        expiresOn: r.expiresOn ?? null,
        updatedOn: r.updatedOn ?? null,
      },
    ]
  })
  const fees = (d.fees ?? []).map((f) => ({
    standard: f.standard ?? '',
    amount: f.amount ?? 0,
    approvalRef: f.approvalRef ?? '',
    approvalDate: f.approvalDate ?? null,
    note: f.note ?? '',
  }))
  return { institution, board: d.board, items, fees, updatedAt: d.updatedAt }
}

/** Every published disclosure, by institution id. */
export const listDisclosures = cached(
  async (lang: Lang = 'en'): Promise<Disclosure[]> =>
    (await findPublished('disclosures', { depth: 1, lang })).flatMap((d) => {
      const one = toDisclosure(d as unknown as Doc)
      return one ? [one] : []
    }),
  'disclosures:list',
  // depth 1 populates each disclosure's institution as well as its files.
  ['disclosures', 'institutions', 'media'],
)

/** An institution's published disclosure, or null. */
export async function getDisclosure(institution: number, lang: Lang = 'en'): Promise<Disclosure | null> {
  return (await listDisclosures(lang)).find((d) => d.institution === institution) ?? null
}

/** The day a disclosure's documents are judged on (expired, expiring: src/lib/disclosure-items.ts): stale the next UTC day. */
export const disclosureDay = timed(async (now: Date = new Date()) => ({
  value: now,
  staleAt: expiryStatesChangeAt(now),
}))
