import { createLocalReq, type CollectionSlug, type Payload, type TypedUser, type Where } from 'payload'

import { hasRole } from '@/access/roles'
import { CLOSED_STATUSES, GRIEVANCE_FRESH_DAYS, statusLabel } from '@/grievances/workflow'
import { relationId } from '@/lib/relation'

import { complianceInstitutions, complianceReport, type InstitutionCompliance } from './compliance'

/**
 * What the /admin dashboard shows each person (src/dashboard/Dashboard.tsx): grievance
 * officers and administrators the new and overdue grievances they may work, editors and
 * administrators the drafts not yet published in the collections they may change, administrators
 * the most recent changes and the alerts on the site now. Every query runs with the user's own access (`overrideAccess: false`),
 * so each person sees exactly what the rules in src/access/roles.ts let them see; every query is
 * bounded (`DASHBOARD_LIMIT`).
 */

export const DASHBOARD_LIMIT = 10
const DAY = 24 * 60 * 60 * 1000

export type DashboardItem = {
  /** The document's page in /admin. */
  href: string
  title: string
  /** e.g. the collection, institution, status. */
  detail: string
  /** ISO date: filed (grievances), last saved (drafts, changes). */
  at: string
  by?: string
}

export type DashboardList = { items: DashboardItem[]; total: number }

export type DashboardData = {
  /** When the data was read (ms), for "filed 3 days ago". */
  asOf: number
  grievances?: { fresh: DashboardList; overdue: DashboardList; freshDays: number }
  drafts?: DashboardList
  recentChanges?: DashboardItem[]
  /** Mandatory disclosures: per institution the person may edit, what is missing or expiring (src/dashboard/compliance.ts). */
  compliance?: InstitutionCompliance[]
  /** Alerts on the site now, for administrators (the office watches what the whole site shows). */
  alerts?: DashboardList
  /** Whether the society approves institution editors' notices (Site settings → Notices). */
  approvalRequired: boolean
}

type Doc = Record<string, unknown> & { id: number | string }

const adminPath = (payload: Payload, slug: string, id: number | string) =>
  `${payload.config.routes.admin}/collections/${slug}/${id}`

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : ''

function collectionLabel(payload: Payload, slug: string): string {
  const label = payload.collections[slug as CollectionSlug]?.config.labels?.singular
  return typeof label === 'string' ? label : slug
}

function documentTitle(payload: Payload, slug: string, doc: Doc): string {
  const field = payload.collections[slug as CollectionSlug]?.config.admin?.useAsTitle
  return (field && text(doc[field])) || `${collectionLabel(payload, slug)} ${doc.id}`
}

/** Collections with drafts (public content), in the navigation's order. */
function draftCollections(payload: Payload): string[] {
  return payload.config.collections
    .filter((c) => typeof c.versions === 'object' && c.versions && c.versions.drafts)
    .map((c) => c.slug)
}

/** Those this user may change at all (the collection's own update rule, not a guess by role). */
async function editableDraftCollections(payload: Payload, user: TypedUser): Promise<string[]> {
  const req = await createLocalReq({ user }, payload)
  const slugs: string[] = []
  for (const slug of draftCollections(payload)) {
    const update = payload.collections[slug as CollectionSlug].config.access.update
    if (update && (await update({ req })) !== false) slugs.push(slug)
  }
  return slugs
}

const nameOf = (doc: unknown) => (doc && typeof doc === 'object' ? text((doc as { name?: unknown }).name) : '')

async function grievanceList(payload: Payload, user: TypedUser, where: Where, sort: string): Promise<DashboardList> {
  const { docs, totalDocs } = await payload.find({
    collection: 'grievances',
    where,
    sort,
    limit: DASHBOARD_LIMIT,
    depth: 1,
    select: { reference: true, status: true, institution: true, issueType: true, createdAt: true },
    populate: { institutions: { name: true } },
    overrideAccess: false,
    user,
  })
  return {
    total: totalDocs,
    items: docs.map((g) => ({
      href: adminPath(payload, 'grievances', g.id),
      title: g.reference,
      detail: [nameOf(g.institution) || 'No institution', text(g.issueType), statusLabel(g.status)]
        .filter(Boolean)
        .join(' · '),
      at: g.createdAt,
    })),
  }
}

/** New grievances filed within the last `GRIEVANCE_FRESH_DAYS` days, and open ones past their due date (isOverdue's rule). */
export async function grievancesNeedingAttention(payload: Payload, user: TypedUser, now = new Date()) {
  const cutoff = new Date(now.getTime() - GRIEVANCE_FRESH_DAYS * DAY).toISOString()
  const [fresh, overdue] = await Promise.all([
    grievanceList(
      payload,
      user,
      { and: [{ status: { equals: 'new' } }, { createdAt: { greater_than_equal: cutoff } }] },
      '-createdAt',
    ),
    // Most overdue first, as on the desk's list: the longest-waiting complainant is the most urgent.
    grievanceList(
      payload,
      user,
      { and: [{ status: { not_in: [...CLOSED_STATUSES] } }, { dueAt: { less_than: now.toISOString() } }] },
      'dueAt',
    ),
  ])
  return { fresh, overdue, freshDays: GRIEVANCE_FRESH_DAYS }
}

/** Display names of staff accounts, in one query. */
async function staffNames(payload: Payload, user: TypedUser, ids: (number | string)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map(String))]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    limit: unique.length,
    depth: 0,
    select: { name: true, email: true },
    overrideAccess: false,
    user,
  })
  return new Map(docs.map((u) => [String(u.id), text(u.name) || text(u.email)]))
}

/**
 * Documents whose newest version is a draft (never published, or changes saved as a draft after
 * publishing), in the collections this user may change, newest first. Album photos are left out:
 * they are published with their album, which is listed itself.
 */
export async function unpublishedDrafts(payload: Payload, user: TypedUser): Promise<DashboardList> {
  const slugs = await editableDraftCollections(payload, user)
  const results = await Promise.all(
    slugs.map(async (slug) => {
      const drafts: Where = { _status: { equals: 'draft' } }
      const { docs, totalDocs } = await payload.find({
        collection: slug as CollectionSlug,
        draft: true,
        where: slug === 'gallery-images' ? { and: [drafts, { album: { exists: false } }] } : drafts,
        sort: '-updatedAt',
        limit: DASHBOARD_LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
      })
      return { slug, docs: docs as unknown as Doc[], totalDocs }
    }),
  )
  const rows = results.flatMap(({ slug, docs }) => docs.map((doc) => ({ slug, doc })))
  rows.sort((a, b) => String(b.doc.updatedAt).localeCompare(String(a.doc.updatedAt)))
  const top = rows.slice(0, DASHBOARD_LIMIT)
  const names = await staffNames(
    payload,
    user,
    top.map(({ doc }) => relationId(doc.changedBy)).filter((id) => id !== null),
  )
  return {
    total: results.reduce((sum, r) => sum + r.totalDocs, 0),
    items: top.map(({ slug, doc }) => ({
      href: adminPath(payload, slug, doc.id),
      title: documentTitle(payload, slug, doc),
      detail: collectionLabel(payload, slug),
      at: String(doc.updatedAt),
      by: names.get(String(relationId(doc.changedBy))),
    })),
  }
}

/** The last `DASHBOARD_LIMIT` versions saved in any collection with versions: who, what, when. */
export async function recentChanges(payload: Payload, user: TypedUser): Promise<DashboardItem[]> {
  const results = await Promise.all(
    draftCollections(payload).map(async (slug) => {
      const { docs } = await payload.findVersions({
        collection: slug as CollectionSlug,
        sort: '-updatedAt',
        limit: DASHBOARD_LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
      })
      return docs.map((v) => ({
        slug,
        parent: relationId(v.parent)!,
        version: v.version as unknown as Doc,
        updatedAt: String(v.updatedAt),
      }))
    }),
  )
  const rows = results
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, DASHBOARD_LIMIT)
  const names = await staffNames(
    payload,
    user,
    rows.map((r) => relationId(r.version.changedBy)).filter((id) => id !== null),
  )
  return rows.map(({ slug, parent, version, updatedAt }) => ({
    href: adminPath(payload, slug, parent),
    title: documentTitle(payload, slug, { ...version, id: parent }),
    detail: `${collectionLabel(payload, slug)} · ${version._status === 'published' ? 'published' : 'saved as draft'}`,
    at: updatedAt,
    by: names.get(String(relationId(version.changedBy))) ?? 'the system',
  }))
}

/** Alerts on the site now (started, not ended), soonest ending first, read with the user's own access. */
export async function liveAlerts(payload: Payload, user: TypedUser, now = new Date()): Promise<DashboardList> {
  const at = now.toISOString()
  const { docs, totalDocs } = await payload.find({
    collection: 'alerts',
    where: { and: [{ startsAt: { less_than_equal: at } }, { endsAt: { greater_than: at } }] },
    sort: 'endsAt',
    limit: DASHBOARD_LIMIT,
    depth: 1,
    select: { message: true, level: true, endsAt: true, institutions: true },
    populate: { institutions: { name: true } },
    overrideAccess: false,
    user,
  })
  return {
    total: totalDocs,
    items: docs.map((a) => {
      const schools = (a.institutions ?? []).map(nameOf).filter(Boolean)
      return {
        href: adminPath(payload, 'alerts', a.id),
        title: a.message,
        detail: [
          a.level === 'emergency' ? 'Emergency' : 'Information',
          schools.length ? schools.join(', ') : 'Every page',
        ].join(' · '),
        at: a.endsAt,
      }
    }),
  }
}

/** Everything the dashboard shows this user, by role. */
export async function dashboardData(payload: Payload, user: TypedUser, now = new Date()): Promise<DashboardData> {
  const isAdmin = hasRole(user, 'admin')
  const [grievances, drafts, changes, compliance, alerts, settings] = await Promise.all([
    hasRole(user, 'admin', 'officer') ? grievancesNeedingAttention(payload, user, now) : undefined,
    hasRole(user, 'admin', 'editor') ? unpublishedDrafts(payload, user) : undefined,
    isAdmin ? recentChanges(payload, user) : undefined,
    hasRole(user, 'admin', 'editor')
      ? complianceInstitutions(payload, user).then((ids) => complianceReport(payload, ids, now))
      : undefined,
    isAdmin ? liveAlerts(payload, user, now) : undefined,
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  return {
    asOf: now.getTime(),
    grievances,
    drafts,
    recentChanges: changes,
    compliance,
    alerts,
    approvalRequired: settings.noticeApproval === true,
  }
}
