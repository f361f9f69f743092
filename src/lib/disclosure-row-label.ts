import { en } from '@/i18n/en'

import { itemSpec } from './disclosure-items'

export type DisclosureRowData = {
  item?: string | null
  title?: string | null
  value?: string | null
  link?: string | null
  document?: unknown
}

const SHORT = 60

/**
 * The label of a disclosure item's row in the editor: the item's name, and what
 * it holds or lacks, so that a folded list of 31 rows reads as a checklist ("Affiliation number:
 * 1130245", "Fire safety certificate: no PDF yet") instead of "Item 01" … "Item 31".
 */
export function disclosureRowLabel(row: DisclosureRowData | undefined, rowNumber: number): string {
  const key = row?.item ?? ''
  const items = en.disclosures.items as Record<string, string>
  const name = (key === 'custom' ? row?.title?.trim() : undefined) || items[key] || `Item ${rowNumber}`
  const spec = itemSpec(key)
  if (!spec) return name
  if (spec.kind === 'document') return `${name}: ${row?.document ? 'PDF attached' : 'no PDF yet'}`
  const shown = (spec.kind === 'link' ? row?.link : row?.value)?.trim().replace(/\s+/g, ' ')
  if (!shown) return `${name}: not filled in`
  return `${name}: ${shown.length > SHORT ? `${shown.slice(0, SHORT - 1)}…` : shown}`
}
