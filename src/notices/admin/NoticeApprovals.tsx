import Link from 'next/link'
import type { Payload, TypedUser, Where } from 'payload'

import { hasRole } from '@/access/roles'
import { formatDateTime } from '@/lib/dates'

/**
 * The dashboard's notices that wait for approval (src/notices/approval.ts):
 * an administrator sees every notice waiting, to approve (publish) or send back; an institution
 * editor sees their institutions' notices that wait or were sent back, with the administrator's
 * note. Nothing when there is nothing and the setting is off.
 */
const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '0.875rem 1.125rem',
  background: 'var(--theme-elevation-0)',
} as const

type Row = { id: number; title: string; state: string; note: string | null; school: string; updatedAt: string }

export async function NoticeApprovals({
  payload,
  user,
  shown = 10,
}: {
  payload: Payload
  user: TypedUser
  shown?: number
}) {
  const admin = hasRole(user, 'admin')
  if (!admin && !hasRole(user, 'editor')) return null
  const states = admin ? ['submitted'] : ['submitted', 'returned']
  const where: Where = { 'approval.state': { in: states } }
  // The latest drafts (where the approval stands), with the user's own access: an editor sees only their institutions'.
  const found = await payload.find({
    collection: 'notices',
    where,
    draft: true,
    depth: 1,
    limit: shown,
    sort: '-updatedAt',
    user,
    overrideAccess: false,
    locale: 'en',
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (found.totalDocs === 0 && settings.noticeApproval !== true) return null
  const rows: Row[] = found.docs.map((d) => ({
    id: d.id,
    title: d.title,
    state: d.approval?.state ?? '',
    note: d.approval?.note ?? null,
    school: d.institution && typeof d.institution === 'object' ? d.institution.name : 'the society',
    updatedAt: d.updatedAt,
  }))
  const route = payload.config.routes.admin
  const listHref = `${route}/collections/notices?where[approval.state][in]=${states.join(',')}`
  return (
    <section
      aria-labelledby="dashboard-notice-approvals"
      style={box}
      data-dashboard-section="dashboard-notice-approvals"
    >
      <h2 id="dashboard-notice-approvals" style={{ fontSize: '1.0625rem', margin: '0 0 0.25rem' }}>
        {admin
          ? `Notices waiting for your approval (${found.totalDocs})`
          : `Your notices waiting or sent back (${found.totalDocs})`}
      </h2>
      <p style={{ margin: '0 0 0.75rem', fontSize: '0.875rem', color: 'var(--theme-elevation-800)' }}>
        {admin
          ? 'Open a notice, read it, then press Publish to approve it, or write a note for its editor and press Save draft to send it back.'
          : 'While the society approves notices, yours go to the society office with Submit for approval and go live when an administrator publishes them. A notice sent back says what to change.'}
      </p>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>
          {admin ? 'Nothing waits for approval.' : 'Nothing waits and nothing was sent back.'}
        </p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.625rem' }}>
          {rows.map((r) => (
            <li key={r.id} style={{ lineHeight: 1.4 }} data-approval-notice={r.id} data-approval-state={r.state}>
              <Link
                href={`${route}/collections/notices/${r.id}`}
                style={{
                  fontWeight: 600,
                  color: 'var(--theme-text)',
                  textDecoration: 'underline',
                  overflowWrap: 'anywhere',
                }}
              >
                {r.title}
              </Link>
              <br />
              <span style={{ fontSize: '0.875rem', color: 'var(--theme-elevation-800)' }}>
                {r.state === 'returned' ? 'Sent back' : 'Waiting for approval'} · {r.school} ·{' '}
                <time dateTime={r.updatedAt}>{formatDateTime(r.updatedAt)}</time>
              </span>
              {r.state === 'returned' && r.note && (
                <p style={{ margin: '0.25rem 0 0', fontSize: '0.875rem', overflowWrap: 'anywhere' }} data-approval-note>
                  Note from the administrator: {r.note}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {found.totalDocs > rows.length && (
        <p style={{ margin: '0.75rem 0 0' }}>
          <Link href={listHref} style={{ color: 'var(--theme-text)', textDecoration: 'underline' }}>
            {admin ? `All ${found.totalDocs} waiting notices` : `All ${found.totalDocs}`}
          </Link>
        </p>
      )}
    </section>
  )
}
