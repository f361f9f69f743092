import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { ROLE_LABELS, type Role } from '@/access/roles'

import type { InstitutionCompliance } from './compliance'
import { formatDate, formatDateTime } from '@/lib/dates'

import { dashboardData, type DashboardItem, type DashboardList } from './data'
import { NoticeApprovals } from '@/components/admin/NoticeApprovals'

/**
 * Top of the /admin dashboard (payload.config.ts `admin.components.beforeDashboard`): what needs
 * this person, by role (dashboard-data.ts), each item linking to its document, and the staff guide.
 * Payload's collection cards follow below it.
 */

const DAY = 24 * 60 * 60 * 1000

function age(iso: string, now: number): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY)
  return days <= 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`
}

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '1rem 1.25rem',
  background: 'var(--theme-elevation-0)',
} as const

function Items({
  items,
  now,
  empty,
  showAge,
}: {
  items: DashboardItem[]
  now: number
  empty: string
  showAge?: boolean
}) {
  if (!items.length) return <p style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>{empty}</p>
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.625rem' }}>
      {items.map((item) => (
        <li key={item.href + item.at} style={{ lineHeight: 1.4 }}>
          <Link
            href={item.href}
            style={{
              fontWeight: 600,
              color: 'var(--theme-text)',
              textDecoration: 'underline',
              overflowWrap: 'anywhere',
            }}
          >
            {item.title}
          </Link>
          <br />
          <span style={{ fontSize: '0.875rem', color: 'var(--theme-elevation-800)' }}>
            {item.detail}
            {' · '}
            <time dateTime={item.at}>{showAge ? `filed ${age(item.at, now)}` : formatDateTime(item.at)}</time>
            {item.by ? ` · by ${item.by}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Section({
  id,
  title,
  note,
  wide,
  children,
}: {
  id: string
  title: string
  note?: React.ReactNode
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} style={wide ? { ...box, gridColumn: '1 / -1' } : box} data-dashboard-section={id}>
      <h2 id={id} style={{ fontSize: '1.125rem', margin: '0 0 0.25rem' }}>
        {title}
      </h2>
      {note && (
        <p style={{ margin: '0 0 0.75rem', fontSize: '0.875rem', color: 'var(--theme-elevation-800)' }}>{note}</p>
      )}
      {children}
    </section>
  )
}

const more = (list: DashboardList, href: string, what: string) =>
  list.total > list.items.length ? (
    <p style={{ margin: '0.75rem 0 0' }}>
      <Link href={href} style={{ color: 'var(--theme-text)', textDecoration: 'underline' }}>
        All {list.total} {what}
      </Link>
    </p>
  ) : null

const KIND_LABEL: Record<InstitutionCompliance['findings'][number]['kind'], string> = {
  missing: 'Missing',
  expiring: 'Expiring',
  expired: 'Expired',
  committee: 'Committee',
}

function Compliance({ rows, admin }: { rows: InstitutionCompliance[]; admin: string }) {
  if (!rows.length) return <p style={{ margin: 0 }}>No institutions assigned to you.</p>
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
      {rows.map((r) => (
        <li key={r.institution} data-compliance-institution={r.institution}>
          <Link
            href={`${admin}/collections/disclosures?where[institution][equals]=${r.institution}`}
            style={{ fontWeight: 600, color: 'var(--theme-text)', textDecoration: 'underline' }}
          >
            {r.name}
          </Link>{' '}
          <strong data-compliance-percent>{r.percent} %</strong>
          {r.findings.length === 0 ? (
            <span style={{ color: 'var(--theme-elevation-800)' }}> · all in order</span>
          ) : (
            <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem', fontSize: '0.875rem' }}>
              {r.findings.map((f, i) => (
                <li key={i} data-finding={f.kind}>
                  {KIND_LABEL[f.kind]}: {f.label}
                  {f.date ? ` (valid until ${formatDate(f.date)})` : ''}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export async function Dashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const data = await dashboardData(payload, user)
  const now = data.asOf
  const admin = payload.config.routes.admin
  const role = (user as { role?: Role }).role
  const name = (user as { name?: string }).name || user.email
  const { grievances, drafts, recentChanges, compliance } = data
  const grievanceList = `${admin}/collections/grievances`

  return (
    <div className="society-dashboard" style={{ marginBottom: '2rem' }}>
      <h1 style={{ fontSize: '1.5rem', margin: '0 0 0.25rem' }}>Welcome, {name}</h1>
      <p style={{ margin: '0 0 1.25rem', color: 'var(--theme-elevation-800)' }}>
        {role ? ROLE_LABELS[role] : 'Staff'} · What needs you today is listed below. New here? Read the{' '}
        <Link
          href={`${admin}/guide`}
          style={{ color: 'var(--theme-text)', textDecoration: 'underline', fontWeight: 600 }}
        >
          staff guide (English and मराठी)
        </Link>
        .
      </p>
      {role === 'admin' && (
        <p data-dashboard-marathi style={{ margin: '-0.75rem 0 1.25rem', color: 'var(--theme-elevation-800)' }}>
          Marathi: see{' '}
          <Link
            href={`${admin}/marathi`}
            style={{ color: 'var(--theme-text)', textDecoration: 'underline', fontWeight: 600 }}
          >
            every published document still missing Marathi
          </Link>
          , per institution.
        </p>
      )}
      <NoticeApprovals payload={payload} user={user} />
      <div
        style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' }}
      >
        {grievances && (
          <>
            <Section
              id="dashboard-new-grievances"
              title={`New grievances (${grievances.fresh.total})`}
              note={`${role === 'admin' ? 'All institutions' : 'Your institutions'}: filed in the last ${grievances.freshDays} days and still New (nobody has taken them up yet).`}
            >
              <Items items={grievances.fresh.items} now={now} showAge empty="No new grievances." />
              {more(grievances.fresh, `${grievanceList}?where[status][equals]=new`, 'new grievances')}
            </Section>
            <Section
              id="dashboard-overdue-grievances"
              title={`Overdue grievances (${grievances.overdue.total})`}
              note={`Overdue: still open (New or In progress) past its due date (set at filing from Site settings → Grievances). Most overdue first.`}
            >
              <Items items={grievances.overdue.items} now={now} showAge empty="Nothing overdue." />
              {more(grievances.overdue, `${grievanceList}?where[status][not_in]=resolved,rejected`, 'open grievances')}
            </Section>
          </>
        )}
        {drafts && (
          <Section
            id="dashboard-drafts"
            title={`Drafts not yet published (${drafts.total})`}
            note={
              role === 'admin'
                ? 'Every collection, newest first. Open one and press Publish changes when it is ready.'
                : 'In your institutions, newest first. Open one and press Publish changes when it is ready.'
            }
          >
            <Items items={drafts.items} now={now} empty="No drafts waiting: everything saved is published." />
          </Section>
        )}
        {compliance && (
          <Section
            wide
            id="dashboard-compliance"
            title="Mandatory disclosures: what is missing or expiring"
            note={`${role === 'admin' ? 'All institutions' : 'Your institutions'}: required items still empty, documents expired or expiring within 30 days, and the share of required items in order.`}
          >
            <Compliance rows={compliance} admin={admin} />
          </Section>
        )}
        {recentChanges && (
          <Section
            wide
            id="dashboard-recent-changes"
            title="Recent changes"
            note="The last saves across the site: who, what, when."
          >
            <Items items={recentChanges} now={now} empty="No changes yet." />
          </Section>
        )}
      </div>
    </div>
  )
}
