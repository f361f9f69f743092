import type { InstitutionCompliance } from './compliance'

/**
 * The dashboard's line per institution for the mandatory disclosures (Dashboard.tsx): how many
 * findings of each kind, the percentage in order, the least complete first. The findings themselves
 * are on the full report (/admin/compliance, ComplianceReport.tsx).
 */
export type ComplianceLine = { institution: number; name: string; percent: number; gaps: string; findings: number }

const KINDS = [
  ['missing', 'missing'],
  ['expired', 'expired'],
  ['expiring', 'expiring'],
  ['committee', 'committee without members', 'committees without members'],
] as const

export function complianceLines(rows: InstitutionCompliance[]): ComplianceLine[] {
  return rows
    .map((r) => {
      const gaps = KINDS.flatMap(([kind, one, many]) => {
        const n = r.findings.filter((f) => f.kind === kind).length
        return n ? [`${n} ${n === 1 ? one : (many ?? one)}`] : []
      })
      return {
        institution: r.institution,
        name: r.name,
        percent: r.percent,
        gaps: gaps.join(', ') || 'all in order',
        findings: r.findings.length,
      }
    })
    .sort((a, b) => a.percent - b.percent || b.findings - a.findings)
}
