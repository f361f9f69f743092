'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

import { formatDateTime, indianIso } from '@/lib/dates'

/**
 * The grievance desk's dates (filed, due, closed, escalated, erased, history) in India's time zone
 * whatever the browser's, as the status page, the mails and the CSV show them (src/lib/dates.ts):
 * "11/12/2026 23:59 IST". These fields are kept by the desk and read-only for everyone
 * (Grievances.ts `kept`), so they are shown as text rather than as a disabled picker.
 */
export const IndianDateField: DateFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  const shown = formatDateTime(value, { zone: true })
  return (
    <div className="field-type date-time-field read-only" style={{ marginBottom: 'var(--spacing-field, 1rem)' }}>
      <FieldLabel label={field.label ?? field.name} path={path} />
      <p data-testid={`grievance-date-${field.name}`} style={{ margin: '0.25rem 0' }}>
        {shown ? <time dateTime={indianIso(value)}>{shown}</time> : '—'}
      </p>
      <FieldDescription description={field.admin?.description} path={path ?? field.name} />
    </div>
  )
}

/** A grievance date in the desk's list: "26/11/2026 01:06". */
export function IndianDateCell({ cellData }: { cellData?: unknown }) {
  const shown = typeof cellData === 'string' ? formatDateTime(cellData) : ''
  return shown ? <time dateTime={indianIso(cellData as string)}>{shown}</time> : <span>—</span>
}
