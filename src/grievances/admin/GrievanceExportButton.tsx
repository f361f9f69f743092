'use client'

import { Button, useConfig, useListQuery } from '@payloadcms/ui'
import { stringify } from 'qs-esm'

/**
 * Above the grievances list: download the grievances matching the list's current filters and
 * search as CSV (src/grievances/export.ts checks access on the server).
 */
export function GrievanceExportButton() {
  const { query } = useListQuery()
  const { config } = useConfig()
  const params = stringify(
    {
      where: query?.where,
      search: query?.search || undefined,
      sort: typeof query?.sort === 'string' ? query.sort : undefined,
    },
    { addQueryPrefix: true, skipNulls: true },
  )
  const href = `${config.serverURL}${config.routes.api}/grievances/export.csv${params}`
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 'calc(var(--base) / 2)',
        marginBottom: 'calc(var(--base) / 2)',
      }}
    >
      <Button
        el="anchor"
        url={`${config.routes.admin}/grievance-summary`}
        buttonStyle="secondary"
        size="small"
        id="grievance-summary-link"
      >
        Monthly summary
      </Button>
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        id="grievance-export"
        tooltip="Download the grievances matching the current filters and search as CSV"
      >
        Export CSV
      </Button>
    </div>
  )
}
