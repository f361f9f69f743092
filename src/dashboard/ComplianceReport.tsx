import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { signedInUser, StaffView } from '@/components/admin/StaffView'
import { complianceInstitutions, complianceReport, type InstitutionCompliance } from './compliance'
import { formatDate } from '@/lib/dates'

/**
 * /admin/compliance (payload.config.ts `admin.components.views.compliance`): the mandatory
 * disclosures item by item, per institution the person may see (compliance.ts):
 * administrators every institution, editors their own. The dashboard shows one line per
 * institution and links here.
 */

export const COMPLIANCE_REPORT_PATH = '/compliance'
const TITLE = 'Mandatory disclosures: what is missing or expiring'

const link = { color: 'var(--theme-text)', textDecoration: 'underline' } as const

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
        <li key={r.institution} id={`compliance-${r.institution}`} data-compliance-institution={r.institution}>
          <Link
            href={`${admin}/collections/disclosures?where[institution][equals]=${r.institution}`}
            style={{ ...link, fontWeight: 600 }}
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

export async function ComplianceReport(view: AdminViewServerProps) {
  const user = signedInUser(view, COMPLIANCE_REPORT_PATH, (u) => hasRole(u, 'admin', 'editor', 'officer'))
  const { req } = view.initPageResult
  const admin = req.payload.config.routes.admin
  const rows = await complianceReport(req.payload, await complianceInstitutions(req.payload, user))
  return (
    <StaffView view={view} title="Mandatory disclosures">
      <div className="society-compliance" style={{ maxWidth: '72rem', paddingBottom: '3rem' }}>
        <h1 style={{ margin: '1rem 0 0.25rem' }}>{TITLE}</h1>
        {hasRole(user, 'officer') ? (
          <p role="alert" data-access-refusal style={{ margin: '1rem 0', maxWidth: '52rem', fontWeight: 600 }}>
            Grievance officers work grievances only: the mandatory disclosures are kept by institution editors and
            society administrators.
          </p>
        ) : (
          <>
            <p style={{ margin: '0 0 1.25rem', maxWidth: '52rem' }}>
              {hasRole(user, 'admin') ? 'All institutions' : 'Your institutions'}: required items still empty, documents
              expired or expiring within 30 days, committees without members, and the share of required items in order.
              Open an institution to see its disclosures.
            </p>
            <Compliance rows={rows} admin={admin} />
          </>
        )}
        <p style={{ marginTop: '1.5rem' }}>
          <Link href={admin} style={link}>
            ← Back to the dashboard
          </Link>
        </p>
      </div>
    </StaffView>
  )
}
