import './dashboard.css'

import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { ROLE_LABELS, type Role } from '@/access/roles'

import { formatDateTime } from '@/lib/dates'

import { complianceLines } from './compliance-summary'
import { COMPLIANCE_REPORT_PATH } from './ComplianceReport'
import { UNUSED_UPLOADS_PATH } from '@/unused-uploads/UnusedUploads'
import { dashboardData, type DashboardItem, type DashboardList } from './data'
import { NoticeApprovals } from '@/notices/admin/NoticeApprovals'

/**
 * Top of the /admin dashboard (payload.config.ts `admin.components.beforeDashboard`): what needs
 * this person, by role (data.ts), each item linking to its document, and the staff guide.
 * What needs the office today comes first (notices waiting for approval, grievances, alerts on the
 * site now), then drafts and recent changes, then one line per institution for the mandatory
 * disclosures with a link to the full report (/admin/compliance): at 1280 px an administrator's
 * dashboard fits in two screens (dashboard.css compacts what Payload and the subscriber counts add
 * below). Each list shows its first few items and links to the rest.
 */

/** Items shown per list; "All n …" links to the rest. */
export const DASHBOARD_SHOWN = 3

const DAY = 24 * 60 * 60 * 1000

function age(iso: string, now: number): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY)
  return days <= 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`
}

export const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: '0.875rem 1.125rem',
  background: 'var(--theme-elevation-0)',
} as const
const muted = { fontSize: '0.875rem', color: 'var(--theme-elevation-800)' } as const
const link = { color: 'var(--theme-text)', textDecoration: 'underline' } as const

function Items({
  items,
  now,
  empty,
  when = 'saved',
}: {
  items: DashboardItem[]
  now: number
  empty: string
  when?: 'saved' | 'filed' | 'ends'
}) {
  if (!items.length) return <p style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>{empty}</p>
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
      {items.slice(0, DASHBOARD_SHOWN).map((item) => (
        <li key={item.href + item.at} style={{ lineHeight: 1.35 }}>
          <Link href={item.href} style={{ ...link, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.title}
          </Link>
          <br />
          <span style={muted}>
            {item.detail}
            {' · '}
            <time dateTime={item.at}>
              {when === 'filed'
                ? `filed ${age(item.at, now)}`
                : when === 'ends'
                  ? `until ${formatDateTime(item.at)}`
                  : formatDateTime(item.at)}
            </time>
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
      <h2 id={id} style={{ fontSize: '1.0625rem', margin: '0 0 0.25rem' }}>
        {title}
      </h2>
      {note && <p style={{ ...muted, margin: '0 0 0.625rem' }}>{note}</p>}
      {children}
    </section>
  )
}

const more = (list: DashboardList, href: string, what: string) =>
  list.total > Math.min(list.items.length, DASHBOARD_SHOWN) ? (
    <p style={{ margin: '0.625rem 0 0' }}>
      <Link href={href} style={link}>
        All {list.total} {what}
      </Link>
    </p>
  ) : null

const grid = (min: string) =>
  ({
    display: 'grid',
    gap: '1rem',
    marginBottom: '1rem',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
  }) as const

export async function Dashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const data = await dashboardData(payload, user)
  const now = data.asOf
  const admin = payload.config.routes.admin
  const role = (user as { role?: Role }).role
  const isAdmin = role === 'admin'
  const name = (user as { name?: string }).name || user.email
  const { grievances, drafts, recentChanges, compliance, alerts, approvalRequired } = data
  const grievanceList = `${admin}/collections/grievances`
  // Editors submit instead of publishing while the society approves their notices (notice-approval.ts).
  const submits = role === 'editor' && approvalRequired
  const lines = compliance ? complianceLines(compliance) : []

  return (
    <div className="society-dashboard" style={{ marginBottom: '1.5rem' }}>
      <h1 style={{ fontSize: '1.5rem', margin: '0 0 0.25rem' }}>Welcome, {name}</h1>
      <p style={{ margin: '0 0 1rem', color: 'var(--theme-elevation-800)' }}>
        {role ? ROLE_LABELS[role] : 'Staff'} · What needs you today comes first. New here? Read the{' '}
        <Link href={`${admin}/guide`} style={{ ...link, fontWeight: 600 }}>
          staff guide (English and मराठी)
        </Link>
        .
        {isAdmin && (
          <span data-dashboard-marathi>
            {' '}
            Marathi:{' '}
            <Link href={`${admin}/marathi`} style={{ ...link, fontWeight: 600 }}>
              every published document still missing Marathi
            </Link>
            , per institution. Uploads:{' '}
            <Link href={`${admin}${UNUSED_UPLOADS_PATH}`} style={{ ...link, fontWeight: 600 }}>
              files nothing uses
            </Link>
            , to check and delete.
          </span>
        )}
      </p>
      <div style={grid('20rem')} data-dashboard-today>
        <NoticeApprovals payload={payload} user={user} shown={DASHBOARD_SHOWN} />
        {grievances && (
          <>
            <Section
              id="dashboard-overdue-grievances"
              title={`Overdue grievances (${grievances.overdue.total})`}
              note="Overdue: still open (New or In progress) past its due date (set at filing from Site settings → Grievances). Most overdue first."
            >
              <Items items={grievances.overdue.items} now={now} when="filed" empty="Nothing overdue." />
              {more(grievances.overdue, `${grievanceList}?where[status][not_in]=resolved,rejected`, 'open grievances')}
            </Section>
            <Section
              id="dashboard-new-grievances"
              title={`New grievances (${grievances.fresh.total})`}
              note={`${isAdmin ? 'All institutions' : 'Your institutions'}: filed in the last ${grievances.freshDays} days and still New (nobody has taken them up yet).`}
            >
              <Items items={grievances.fresh.items} now={now} when="filed" empty="No new grievances." />
              {more(grievances.fresh, `${grievanceList}?where[status][equals]=new`, 'new grievances')}
            </Section>
          </>
        )}
        {alerts && (
          <Section
            id="dashboard-alerts"
            title={`Alerts on the site now (${alerts.total})`}
            note="Shown at the top of the site until they end."
          >
            <Items items={alerts.items} now={now} when="ends" empty="No alert is on the site." />
            {more(alerts, `${admin}/collections/alerts`, 'alerts')}
          </Section>
        )}
      </div>
      {(drafts || recentChanges) && (
        <div style={grid('20rem')}>
          {drafts && (
            <Section
              id="dashboard-drafts"
              title={`Drafts not yet published (${drafts.total})`}
              note={
                submits
                  ? 'In your institutions, newest first. Open one and press Save draft to keep it; notices go to the society office with Submit for approval, the rest go live with Publish changes.'
                  : `${isAdmin ? 'Every collection' : 'In your institutions'}, newest first. Open one and press Publish changes when it is ready.`
              }
            >
              <Items items={drafts.items} now={now} empty="No drafts waiting: everything saved is published." />
            </Section>
          )}
          {recentChanges && (
            <Section
              id="dashboard-recent-changes"
              title="Recent changes"
              note="The last saves across the site: who, what, when."
            >
              <Items items={recentChanges} now={now} empty="No changes yet." />
            </Section>
          )}
        </div>
      )}
      {compliance && (
        <Section
          id="dashboard-compliance"
          title="Mandatory disclosures"
          note={
            <>
              {isAdmin ? 'All institutions' : 'Your institutions'}, least complete first: the share of required items in
              order, and what is missing, expired or expiring within 30 days.{' '}
              <Link
                href={`${admin}${COMPLIANCE_REPORT_PATH}`}
                style={{ ...link, fontWeight: 600 }}
                data-compliance-report-link
              >
                The full report, item by item
              </Link>
            </>
          }
        >
          {lines.length === 0 ? (
            <p style={{ margin: 0 }}>No institutions assigned to you.</p>
          ) : (
            <ul
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                columns: '3 16rem',
                columnGap: '2rem',
                fontSize: '0.875rem',
                lineHeight: 1.5,
              }}
            >
              {lines.map((l) => (
                <li key={l.institution} data-compliance-line={l.institution} style={{ breakInside: 'avoid' }}>
                  <Link
                    href={`${admin}${COMPLIANCE_REPORT_PATH}#compliance-${l.institution}`}
                    style={{ ...link, fontWeight: 600 }}
                  >
                    {l.name}
                  </Link>{' '}
                  <strong>{l.percent} %</strong> <span style={{ color: 'var(--theme-elevation-800)' }}>· {l.gaps}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
    </div>
  )
}
