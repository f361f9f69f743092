import { isOverdue } from '@/grievances/workflow'
import { formatDate } from '@/lib/dates'

type Props = { cellData?: unknown; rowData?: { status?: unknown; dueAt?: string | null } }

/**
 * The due date in the desk's list; an overdue grievance (open after its due date) is marked in red
 * with the word "Overdue", and its whole row is tinted (the :has() rule below), so colour is not
 * the only sign.
 */
export function DueCell({ cellData, rowData }: Props) {
  const due = typeof cellData === 'string' ? cellData : null
  if (!due) return <span>—</span>
  const overdue = isOverdue({ status: rowData?.status, dueAt: due })
  // The due day in India (src/lib/dates.ts), as the edit view, the status page and the mails show it.
  const day = formatDate(due)
  if (!overdue) return <span data-testid="grievance-due">{day}</span>
  return (
    <>
      <style>{'tr:has([data-overdue]) td { background: #fdecea; }'}</style>
      <strong data-testid="grievance-due" data-overdue="" style={{ color: '#a4161a' }}>
        Overdue · {day}
      </strong>
    </>
  )
}
