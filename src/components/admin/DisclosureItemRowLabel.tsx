'use client'

import { useRowLabel } from '@payloadcms/ui'

import { disclosureRowLabel, type DisclosureRowData } from '@/lib/disclosure-row-label'

/** Names a disclosure item's row by its item and what it holds (src/lib/disclosure-row-label.ts). */
export function DisclosureItemRowLabel() {
  const { data, rowNumber } = useRowLabel<DisclosureRowData>()
  return <span data-disclosure-row-label>{disclosureRowLabel(data, (rowNumber ?? 0) + 1)}</span>
}
