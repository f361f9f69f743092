import type { DefaultServerCellComponentProps } from 'payload'

import { RelationTitleCell } from './RelationTitleCell'

/**
 * The Institution column of the notices list: the institution's whole name, read on the server
 * (RelationTitleCell), or "Society" for a notice of the whole society, which has none (Payload's
 * own cell said "<No Institution>").
 */
export async function InstitutionCell(props: DefaultServerCellComponentProps) {
  const { cellData } = props
  if (cellData === null || cellData === undefined || cellData === '') return <span data-society-notice="">Society</span>
  return RelationTitleCell(props)
}
