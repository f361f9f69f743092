import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { signedInUser, StaffView } from '@/components/admin/StaffView'
import { currentMonth, monthlySummary, monthRange, SUMMARY_HEADER, summaryCells } from '@/grievances/summary'

/**
 * /admin/grievance-summary (payload.config.ts `admin.components.views.grievanceSummary`): the
 * month's grievance figures per institution (src/grievances/summary.ts) for administrators and
 * grievance officers (their institutions), with a CSV download (summary-export.ts). The month is
 * chosen with a plain GET form (a month is not personal data).
 */
export const SUMMARY_PATH = '/grievance-summary'
const TITLE = 'Grievance summary'

const cell = {
  textAlign: 'left',
  padding: '0.5rem 0.75rem 0.5rem 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
} as const
const num = { ...cell, textAlign: 'right' } as const

export async function SummaryView(view: AdminViewServerProps) {
  const user = signedInUser(view, SUMMARY_PATH)
  const { req } = view.initPageResult
  const { searchParams } = view
  const allowed = hasRole(user, 'admin', 'officer')
  const asked = typeof searchParams?.month === 'string' ? searchParams.month : ''
  const month = monthRange(asked) ? asked : currentMonth()
  const rows = allowed ? await monthlySummary(req.payload, month, { user }) : []
  const api = req.payload.config.routes.api
  return (
    <StaffView view={view} title={TITLE}>
      <div style={{ maxWidth: '60rem', paddingBottom: '3rem' }} data-testid="grievance-summary">
        <h1 style={{ margin: '1rem 0 0.5rem' }}>{TITLE}</h1>
        {!allowed ? (
          <p>Only administrators and grievance officers see the grievance summary.</p>
        ) : (
          <>
            <p style={{ margin: '0 0 1rem' }}>
              Per institution, for the month: grievances received, resolved and rejected (closed in the month), the
              median days from filing to closing, and those overdue at the month&rsquo;s end (still open after their due
              date).
            </p>
            <form
              method="get"
              style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap', marginBottom: '1rem' }}
            >
              <label style={{ display: 'grid', gap: '0.25rem' }}>
                Month
                <input type="month" name="month" defaultValue={month} required style={{ padding: '0.375rem' }} />
              </label>
              <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
                Show
              </button>
              <a
                href={`${api}/grievances/summary.csv?month=${month}`}
                download
                className="btn btn--style-primary btn--size-small"
                style={{ margin: 0 }}
                data-testid="summary-csv"
              >
                Export CSV
              </a>
            </form>
            {rows.length === 0 ? (
              <p>No grievances to count in {month}.</p>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                  <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>{month}</caption>
                  <thead>
                    <tr>
                      {SUMMARY_HEADER.map((h, i) => (
                        <th key={h} scope="col" style={i ? num : cell}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.institution} data-summary-institution={r.name}>
                        {summaryCells(r).map((value, i) =>
                          i === 0 ? (
                            <th key={i} scope="row" style={cell}>
                              {value}
                            </th>
                          ) : (
                            <td key={i} style={num}>
                              {value === '' ? '—' : value}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </StaffView>
  )
}
