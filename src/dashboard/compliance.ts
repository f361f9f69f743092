import type { Payload } from 'payload'

import { assignedInstitutions, hasRole } from '@/access/roles'

import { en } from '@/i18n/en'

import { committeesWithoutMembers } from '@/content/committees'

import { disclosureStatus, isBoard, percentMet, type ItemRow } from '@/lib/disclosure-items'

/**
 * The staff compliance view: per institution, what is missing or expiring, and a
 * percentage. It is a list of checks (COMPLIANCE_CHECKS), each reading what it needs for the given
 * institutions and returning findings and, if it scores, its counts; add a check in one line.
 * Callers scope the institutions on the server (complianceInstitutions).
 */

export type Finding = {
  institution: number
  kind: 'missing' | 'expiring' | 'expired' | 'committee'
  /** What a person reads, e.g. "Fire safety certificate". */
  label: string
  /** ISO date: the expiry date of a document. */
  date?: string
}

/** What one check gives for each institution: findings, and (for the percentage) items required and met. */
export type CheckResult = { findings: Finding[]; score?: Map<number, { required: number; met: number }> }
export type ComplianceCheck = (payload: Payload, institutions: number[], today: Date) => Promise<CheckResult>

const ITEM_LABELS = en.disclosures.items as Record<string, string>

/** The published disclosures of the institutions: required items empty, documents expiring or expired. */
export const disclosureCheck: ComplianceCheck = async (payload, institutions, today) => {
  const [{ docs }, staff] = await Promise.all([
    payload.find({
      collection: 'disclosures',
      where: { institution: { in: institutions } },
      depth: 0,
      limit: 0,
      pagination: false,
    }),
    // Institutions with a published staff directory: it answers the teacher and faculty items.
    payload.find({
      collection: 'staff-members',
      where: { and: [{ _status: { equals: 'published' } }, { institution: { in: institutions } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { institution: true },
    }),
  ])
  const withDirectory = new Set(staff.docs.map((d) => d.institution))
  const findings: Finding[] = []
  const score = new Map<number, { required: number; met: number }>()
  for (const id of institutions) {
    const doc = docs.find((d) => d.institution === id)
    // No disclosure yet: read as a CBSE school's, the fullest list, so that it shows as 0 %.
    const board = doc && isBoard(doc.board) ? doc.board : 'cbse'
    const status = disclosureStatus(board, (doc?.items ?? []) as ItemRow[], today, withDirectory.has(id))
    score.set(id, { required: status.required, met: status.met })
    for (const key of status.missing)
      findings.push({ institution: id, kind: 'missing', label: ITEM_LABELS[key] ?? key })
    for (const e of status.expiry)
      findings.push({
        institution: id,
        kind: e.state,
        label: (e.key === 'custom' && e.title) || ITEM_LABELS[e.key] || e.key,
        date: e.expiresOn,
      })
  }
  return { findings, score }
}

/**
 * Published committees that list no members yet (src/content/committees.ts). Each is a finding and
 * counts in the percentage as an item required and not met; a committee with members as one met.
 */
export const committeeCheck: ComplianceCheck = async (payload, institutions) => {
  const [empty, { docs }] = await Promise.all([
    committeesWithoutMembers(payload, institutions),
    payload.find({
      collection: 'committees',
      where: { and: [{ _status: { equals: 'published' } }, { institution: { in: institutions } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { institution: true },
    }),
  ])
  const findings: Finding[] = []
  const score = new Map<number, { required: number; met: number }>()
  for (const id of institutions) {
    const total = docs.filter(
      (d) => (typeof d.institution === 'object' ? d.institution?.id : d.institution) === id,
    ).length
    const without = empty[id] ?? []
    if (total) score.set(id, { required: total, met: total - without.length })
    for (const c of without) findings.push({ institution: id, kind: 'committee', label: `${c.name}: no members yet` })
  }
  return { findings, score }
}

/** Every check of the compliance view, in the order their findings are listed. */
export const COMPLIANCE_CHECKS: ComplianceCheck[] = [disclosureCheck, committeeCheck]

export type InstitutionCompliance = { institution: number; name: string; percent: number; findings: Finding[] }

/** The compliance of the given institutions (in display order), every check run once for all of them. */
export async function complianceReport(
  payload: Payload,
  institutions: number[],
  today = new Date(),
  checks = COMPLIANCE_CHECKS,
): Promise<InstitutionCompliance[]> {
  if (institutions.length === 0) return []
  const [{ docs: named }, results] = await Promise.all([
    payload.find({
      collection: 'institutions',
      where: { id: { in: institutions } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: ['order', 'name'],
      draft: true,
      select: { name: true },
    }),
    Promise.all(checks.map((check) => check(payload, institutions, today))),
  ])
  return named.map((inst) => {
    let required = 0
    let met = 0
    for (const r of results) {
      const s = r.score?.get(inst.id)
      if (s) {
        required += s.required
        met += s.met
      }
    }
    const findings = results.flatMap((r) => r.findings.filter((f) => f.institution === inst.id))
    return { institution: inst.id, name: inst.name, percent: percentMet(met, required), findings }
  })
}

/**
 * The institutions whose compliance a person may see: administrators (and editors of every
 * institution) all of them, editors their own, anyone else none.
 */
export async function complianceInstitutions(payload: Payload, user: unknown): Promise<number[]> {
  const all =
    hasRole(user, 'admin') ||
    (hasRole(user, 'editor') && (user as { allInstitutions?: boolean | null }).allInstitutions === true)
  if (!all) return hasRole(user, 'editor') ? assignedInstitutions(user) : []
  const { docs } = await payload.find({
    collection: 'institutions',
    depth: 0,
    limit: 0,
    pagination: false,
    draft: true,
    select: {},
  })
  return docs.map((d) => d.id)
}
