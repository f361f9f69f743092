'use client'

import { useRowLabel } from '@payloadcms/ui'

import { describeHistoryEntry } from '@/grievances/workflow'

/** "21/11/2026 19:32 IST · officer@example.org · status New → Resolved" for each history row. */
export function GrievanceHistoryRowLabel() {
  const { data } = useRowLabel<Parameters<typeof describeHistoryEntry>[0]>()
  return <span data-testid="grievance-history-entry">{describeHistoryEntry(data ?? {})}</span>
}
