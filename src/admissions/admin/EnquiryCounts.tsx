import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { assignedInstitutions, hasRole } from '@/access/roles'

import { FIRST_ANSWER_DAYS } from '../desk'
import { enquiryCounts } from '../counts'

/**
 * On the dashboard (payload.config.ts `admin.components.afterDashboard`): the admission enquiries
 * waiting per school. Administrators see every school with open enquiries; editors their own
 * schools. Each count links to the desk's list filtered to it. Counts only.
 */
export async function EnquiryCounts({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || !hasRole(user, 'admin', 'editor')) return null
  const admin = hasRole(user, 'admin')
  const rows = await enquiryCounts(payload, admin ? null : assignedInstitutions(user))
  const list = `${payload.config.routes.admin}/collections/admission-enquiries`
  const filtered = (id: number, extra = '') => `${list}?where[and][0][institution][equals]=${id}${extra}`
  const box = {
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-m, 4px)',
    padding: '1rem 1.25rem',
    background: 'var(--theme-elevation-0)',
    marginTop: '1.5rem',
  } as const
  const cell = { padding: '0.25rem 1rem 0.25rem 0' } as const
  const num = { ...cell, textAlign: 'right' } as const
  return (
    <section aria-labelledby="dashboard-enquiries" style={box} data-dashboard-section="dashboard-enquiries">
      <h2 id="dashboard-enquiries" style={{ fontSize: '1.125rem', margin: '0 0 0.25rem' }}>
        Admission enquiries
      </h2>
      <p style={{ margin: '0 0 0.75rem', fontSize: '0.875rem', color: 'var(--theme-elevation-800)' }}>
        Questions from parents to {admin ? 'the schools' : 'your schools'}. Answer New ones within {FIRST_ANSWER_DAYS}{' '}
        days; overdue ones are past that.
      </p>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>No open enquiries.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse' }} data-testid="enquiry-counts">
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                School
              </th>
              <th scope="col" style={num}>
                New
              </th>
              <th scope="col" style={num}>
                Overdue
              </th>
              <th scope="col" style={num}>
                Open
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td style={cell}>{r.name}</td>
                <td style={num}>
                  <Link
                    href={filtered(r.id, '&where[and][1][status][equals]=new')}
                    style={{ color: 'var(--theme-text)' }}
                  >
                    {r.fresh}
                  </Link>
                </td>
                <td style={num}>{r.overdue}</td>
                <td style={num}>
                  <Link
                    href={filtered(r.id, '&where[and][1][closed][equals]=false')}
                    style={{ color: 'var(--theme-text)' }}
                  >
                    {r.open}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
