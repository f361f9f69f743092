'use client'

import { Button, useConfig, useListQuery } from '@payloadcms/ui'
import { stringify } from 'qs-esm'

/**
 * Above the admission enquiries list: download the enquiries matching the list's current filters
 * and search as CSV (src/admissions/export.ts; access is checked on the server).
 */
export function EnquiryExportButton() {
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
  const href = `${config.serverURL}${config.routes.api}/admission-enquiries/export.csv${params}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'calc(var(--base) / 2)' }}>
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        id="enquiry-export"
        tooltip="Download the enquiries matching the current filters and search as CSV"
      >
        Export CSV
      </Button>
    </div>
  )
}
