import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { assignedInstitutions, hasRole } from '@/access/roles'

import { subscriberCounts } from '../counts'

/**
 * Below the dashboard (payload.config.ts `admin.components.afterDashboard`): confirmed email
 * subscribers per institution. Administrators see every institution, the society's own
 * list and a link to what was sent; editors only their institutions' counts. Counts only: no
 * address is ever read here (src/subscriptions/counts.ts counts on the server).
 */
export async function SubscriberCounts({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || !hasRole(user, 'admin', 'editor')) return null
  const admin = hasRole(user, 'admin')
  const counts = await subscriberCounts(payload, admin ? null : assignedInstitutions(user))
  // Lists nobody follows yet are named in one sentence, so that the ones that have readers stand out
  // and the dashboard stays short (18 institutions each with 0 took a screen's third).
  const followed = counts.filter((c) => c.count > 0)
  const unfollowed = counts.filter((c) => c.count === 0)
  const box = {
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-m, 4px)',
    padding: '1rem 1.25rem',
    background: 'var(--theme-elevation-0)',
    marginTop: '1.5rem',
  } as const
  return (
    <section aria-labelledby="dashboard-subscribers" style={box} data-dashboard-section="dashboard-subscribers">
      <h2 id="dashboard-subscribers" style={{ fontSize: '1.125rem', margin: '0 0 0.25rem' }}>
        Email subscribers
      </h2>
      <p style={{ margin: '0 0 0.75rem', fontSize: '0.875rem', color: 'var(--theme-elevation-800)' }}>
        Parents and others who confirmed they want {admin ? 'the institutions’' : 'your institutions’'} new notices,
        events and alerts by email. Addresses are never shown to anyone.
      </p>
      {followed.length > 0 && (
        <table style={{ borderCollapse: 'collapse' }} data-testid="subscriber-counts">
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: '0.25rem 1rem 0.25rem 0' }}>
                Follows
              </th>
              <th scope="col" style={{ textAlign: 'right', padding: '0.25rem 0' }}>
                Confirmed subscribers
              </th>
            </tr>
          </thead>
          <tbody>
            {followed.map((c) => (
              <tr key={c.id}>
                <td style={{ padding: '0.25rem 1rem 0.25rem 0' }}>{c.name}</td>
                <td style={{ padding: '0.25rem 0', textAlign: 'right' }}>{c.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unfollowed.length > 0 && (
        <p style={{ margin: '0.5rem 0 0', fontSize: '0.875rem' }} data-testid="subscriber-counts-none">
          {followed.length > 0 ? 'No confirmed subscriber yet' : 'No confirmed subscriber yet for any list'}:{' '}
          {unfollowed.map((c) => c.name).join(' · ')}.
        </p>
      )}
      {admin && (
        <p style={{ margin: '0.75rem 0 0' }}>
          <Link
            href={`${payload.config.routes.admin}/collections/subscription-items`}
            style={{ color: 'var(--theme-text)', textDecoration: 'underline' }}
          >
            What was sent, and when
          </Link>
        </p>
      )}
    </section>
  )
}
