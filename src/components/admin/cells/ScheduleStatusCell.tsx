import type { DefaultServerCellComponentProps } from 'payload'

import { scheduleStatusLabel } from '@/lib/schedule-status'

/**
 * The Status column of notices and media talks (src/collections/fields.ts scheduleFields): a
 * published item that visitors cannot see yet reads "Scheduled for DD/MM/yyyy HH:mm" instead of
 * "Published"; a notice waiting for an administrator's approval, or sent back, says so too.
 * Rendered on the server with the list, so it is the server's clock that decides.
 */
export function ScheduleStatusCell({ cellData, rowData, field, i18n }: DefaultServerCellComponentProps) {
  const options = 'options' in field && Array.isArray(field.options) ? field.options : []
  const option = options.find((o) => typeof o === 'object' && o.value === cellData)
  const label = option && typeof option === 'object' ? option.label : cellData
  const fallback =
    cellData === 'changed'
      ? i18n.t('version:draftHasPublishedVersion')
      : typeof label === 'function'
        ? String(label({ i18n, t: i18n.t } as never))
        : typeof label === 'string'
          ? label
          : String(cellData ?? '')
  const text = scheduleStatusLabel(
    cellData as string,
    rowData as { publishAt?: string | null; expiresAt?: string | null },
    fallback,
  )
  // A notice of an institution editor waiting for approval, or sent back (notice-approval.ts).
  const approval = (rowData as { approval?: { state?: string | null } }).approval?.state
  if (approval === 'submitted' || approval === 'returned') {
    return (
      <span
        data-schedule-status={`approval-${approval}`}
      >{`${text} · ${approval === 'submitted' ? 'Waiting for approval' : 'Sent back'}`}</span>
    )
  }
  return (
    <span data-schedule-status={text === fallback ? cellData : text.startsWith('Scheduled') ? 'scheduled' : 'expired'}>
      {text}
    </span>
  )
}
