import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest, Where } from 'payload'

import { PUBLISHED } from '@/lib/published'
import { liveAt } from '@/lib/schedule'

import { lockTarget, mayUpdateDocument } from './document-access'
import { readableUploads } from './media-usage'
import { assignedInstitutions, hasRole, isAdminUser, ROLES, type Role, type StaffUser } from './staff-user'

export { assignedInstitutions, hasRole, isAdminUser, ROLE_LABELS, ROLES, type Role } from './staff-user'

/**
 * Staff roles and every access rule of the staff side (ARCHITECTURE.md "The staff side"), in one
 * place. Payload applies them on the server for the admin, its REST API and local API calls made
 * with `overrideAccess: false`.
 *
 * - admin: the society administrator, everything.
 * - editor: an institution editor, who sees and changes only what belongs to the institutions
 *   assigned to them, and reads shared content (drafts included).
 * - officer: a grievance officer, who reads and works the grievances of the assigned institutions
 *   (or of all of them, when an administrator ticked "All institutions") and sees nothing else that
 *   the public cannot see.
 *
 * Visitors read nothing through the API: the site, its feeds, search and /api/v1
 * read on the server through Payload's Local API, which does not apply these rules, and each decides
 * there what is published and live. So no rule below lets an anonymous request read a document, a
 * version or a global; only uploaded files (`filesPublicRecordsScoped`) and the login doors
 * (Payload's auth endpoints, which no access rule governs) stay open.
 *
 * Completeness by construction: every collection and global (Payload's own included, see
 * `INTERNAL_ACCESS`) takes one of the complete policies below, which name every access operation
 * Payload has, so none is left at Payload's default ("any logged-in user"). Each rule is registered
 * with `rule()`, and tests/integration/access-completeness.test.ts walks the built configuration and
 * fails on any operation that is missing or not one of these rules.
 */
/** Every access rule below is registered here, so a test can tell ours from Payload's defaults. */
const declaredRules = new WeakSet<object>()
function rule<T extends object>(fn: T): T {
  declaredRules.add(fn)
  return fn
}
/** Whether `fn` is one of this file's rules (tests/integration/access-completeness.test.ts). */
export const isDeclaredRule = (fn: unknown): boolean => typeof fn === 'function' && declaredRules.has(fn)

/** Nobody through the API (the server itself still may: local API calls override access). */
export const nobody: Access = rule(() => false)
export const nobodyField: FieldAccess = rule(() => false)

/** Society administrators only. */
export const admins: Access = rule(({ req }) => isAdminUser(req))
export const adminsField: FieldAccess = rule(({ req }) => isAdminUser(req))

/** Any logged-in staff member (an account with one of the roles). */
export const staff: Access = rule(({ req }) => hasRole(req.user, ...ROLES))
export const staffField: FieldAccess = rule(({ req }) => hasRole(req.user, ...ROLES))

/** Administrators and institution editors (uploading files, reading shared drafts and versions). */
export const adminsAndEditors: Access = rule(({ req }) => hasRole(req.user, 'admin', 'editor'))

/**
 * Shared content: administrators and editors see drafts too; grievance officers only published
 * documents; visitors nothing (the site shows what is published).
 */
export const publishedOrEditors: Access = rule(({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return hasRole(req.user, 'officer') ? PUBLISHED : false
})

/** Published and on the site now: `publishAt` reached and `expiresAt` not (src/lib/schedule.ts). */
const liveNow = (): Where => ({ and: [PUBLISHED, liveAt(Date.now())] })

/**
 * Scheduled content (notices, media talks): administrators and editors see drafts and what is
 * scheduled; grievance officers only what the site shows now, so an embargoed result scheduled for
 * next week is not theirs to read today; visitors nothing.
 */
export const liveOrEditors: Access = rule(({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return hasRole(req.user, 'officer') ? liveNow() : false
})

/**
 * Notices: society notices are the administrators'; a school's notices are also its
 * editors'. Editors read their own institutions' notices, drafts and scheduled ones included, and
 * of every other notice only what the site shows now; officers what the site shows now.
 */
export const liveOrOwnInstitutions = (field: string): Access =>
  rule(({ req }) => {
    if (isAdminUser(req)) return true
    if (hasRole(req.user, 'officer')) return liveNow()
    if (!hasRole(req.user, 'editor')) return false
    const own = ownInstitutionsWhere(req.user, field)
    return own ? { or: [own, liveNow()] } : liveNow()
  })

/** The where-clause "belongs to one of this editor's institutions", or false when they have none. */
function ownInstitutionsWhere(user: unknown, field: string): Where | false {
  const ids = assignedInstitutions(user)
  return ids.length ? ({ [field]: { in: ids } } satisfies Where) : false
}

/**
 * Content that belongs to an institution (`field` names the relationship to it, `id` for the
 * institution itself): officers see what is published; editors see their own institutions'
 * documents, drafts included, and not other institutions'; administrators everything; visitors
 * nothing.
 */
export const publishedOrOwnInstitutions = (field: string): Access =>
  rule(({ req }) => {
    if (isAdminUser(req)) return true
    if (hasRole(req.user, 'officer')) return PUBLISHED
    if (!hasRole(req.user, 'editor')) return false
    return ownInstitutionsWhere(req.user, field)
  })

/**
 * Changing content that belongs to an institution (`field` names the relationship to it, `id` for
 * the institution itself): administrators everything, editors the documents of their institutions.
 * Returning a query lets Payload refuse other institutions' documents by id and hide them in lists.
 */
export const ownInstitutions = (field: string): Access =>
  rule(({ req }) => {
    if (isAdminUser(req)) return true
    if (!hasRole(req.user, 'editor')) return false
    return ownInstitutionsWhere(req.user, field)
  })

/**
 * Creating content for an institution: Payload cannot answer a create with a query, so editors
 * with at least one institution may create, and `institutionField`'s validation refuses an
 * institution that is not theirs (the same rule, on the value being saved, drafts included).
 */
export const createForOwnInstitutions: Access = rule(
  ({ req }) => isAdminUser(req) || (hasRole(req.user, 'editor') && assignedInstitutions(req.user).length > 0),
)

/** May this user attach content to this institution? (Used by the institution field's validation.) */
export function mayUseInstitution(user: unknown, institution: unknown): boolean {
  if (hasRole(user, 'admin')) return true
  if (!hasRole(user, 'editor')) return false
  const id = Number(institution && typeof institution === 'object' ? (institution as { id?: unknown }).id : institution)
  return assignedInstitutions(user).includes(id)
}

/**
 * Alerts: officers read only those on now, so a closure announced for tomorrow cannot be read early
 * through the API; administrators and editors read all of them; visitors none (the site shows them).
 */
export const liveAlertsOrEditors: Access = rule(({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (!hasRole(req.user, 'officer')) return false
  const now = new Date().toISOString()
  const live: Where = {
    and: [
      { state: { equals: 'confirmed' } },
      { startsAt: { less_than_equal: now } },
      { endsAt: { greater_than: now } },
    ],
  }
  return live
})

/**
 * May this user save content for all of these institutions? Administrators any (none: the whole
 * society); editors at least one, each assigned to them. An alert shared with another institution
 * is therefore the administrators' (src/alerts/Alerts.ts checks it before a change or delete).
 */
export function mayUseInstitutions(user: unknown, institutions: readonly unknown[]): boolean {
  if (hasRole(user, 'admin')) return true
  return institutions.length > 0 && institutions.every((i) => mayUseInstitution(user, i))
}

/**
 * Grievances: administrators all; officers those of their institutions, or all of them only when an
 * administrator chose "All institutions" for the account. An officer whose institutions are all gone
 * (deleted) sees nothing until an administrator assigns one: an empty list never means "all".
 * Editors never.
 */
export const grievanceStaff: Access = rule(({ req }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, 'officer')) return false
  if ((req.user as StaffUser)?.allInstitutions === true) return true
  // No institution: an empty desk (a query nothing matches), not an error screen.
  return ownInstitutionsWhere(req.user, 'institution') || NOTHING
})

/** A where-clause no document matches (ids start at 1). */
const NOTHING: Where = { id: { equals: 0 } }

/** Whether a grievance officer works this institution's grievances (the notification mails use it too). */
export function officerWorks(user: unknown, institution: number): boolean {
  if (!hasRole(user, 'officer')) return false
  return (user as StaffUser)?.allInstitutions === true || assignedInstitutions(user).includes(institution)
}

/** Uploaded files: administrators all, editors the ones they uploaded (`uploadedBy`). */
export const ownUploads: Access = rule(({ req }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, 'editor') || !req.user) return false
  return { uploadedBy: { equals: req.user.id } } satisfies Where
})

/**
 * Media records: files are public (pages and links in rich text name them); a record, its PDF text
 * included, only for administrators and for the editors it concerns (media-usage.ts readableUploads:
 * their own uploads, their institutions', and those of the documents they may read).
 */
export const filesPublicRecordsScoped: Access = rule(({ req, isReadingStaticFile }) =>
  isReadingStaticFile ? true : readableUploads(req),
)

/** Staff accounts: administrators all; everyone else only their own. */
export const selfOrAdmin: Access = rule(({ req }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, ...ROLES)) return false
  return { id: { equals: req.user!.id } } satisfies Where
})

/** Hide a collection from the admin navigation of users who cannot use it. */
export const hiddenUnless =
  (...roles: Role[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user, ...roles)

/**
 * Hide a collection from the admin navigation of users who may neither create nor change anything
 * in it, as its own access policy says: an institution editor may read the notices
 * and trustees but not change them, so they are not in the editor's menu; the rule is the policy's,
 * not a second list of roles. The policies' create and update rules answer from the user alone.
 */
export const hiddenUnlessMayChange =
  (policy: { create: Access; update: Access }) =>
  ({ user }: { user: unknown }) => {
    const req = { user } as unknown as PayloadRequest
    return !(policy.create({ req } as Parameters<Access>[0]) || policy.update({ req } as Parameters<Access>[0]))
  }

// ---------------------------------------------------------------------------------------------
// Complete policies: every operation Payload has, for each kind of collection and global.
// `readVersions: nobody` where a collection or global keeps no versions: there is nothing to read.
// (Payload 3 has no separate "read drafts" operation: drafts are governed by `read`, whose rules
// above return only published documents to those who may not see drafts.)

type CollectionAccess = Required<NonNullable<CollectionConfig['access']>>
type GlobalAccess = Required<NonNullable<GlobalConfig['access']>>

/** Who may open /admin at all: staff accounts with a role. */
const adminPanel: CollectionAccess['admin'] = rule(({ req }) => hasRole(req.user, ...ROLES))

/** The parts every policy shares: only administrators unlock accounts; staff open the admin. */
const base = { unlock: admins, admin: adminPanel } as const

export const ACCESS = {
  /** Trustees, awards, RTI items, important links, magazines, policies. */
  sharedContent: {
    ...base,
    read: publishedOrEditors,
    readVersions: adminsAndEditors,
    create: admins,
    update: admins,
    delete: admins,
  },
  /** Media talks, which may be published ahead of their time (`publishAt`). */
  scheduledContent: {
    ...base,
    read: liveOrEditors,
    readVersions: adminsAndEditors,
    create: admins,
    update: admins,
    delete: admins,
  },
  /**
   * Notices: of the society (administrators) or of one institution (its editors too, scoped like
   * events; the institution field refuses the society and other schools on the server). Editors
   * read the versions of their own institutions' notices only (versions hold drafts).
   */
  notices: {
    ...base,
    read: liveOrOwnInstitutions('institution'),
    readVersions: ownInstitutions('version.institution'),
    create: createForOwnInstitutions,
    update: ownInstitutions('institution'),
    delete: ownInstitutions('institution'),
  },
  /** Notice types, achievement types, academic years: lists kept by administrators, read by staff. */
  referenceData: { ...base, read: staff, readVersions: nobody, create: admins, update: admins, delete: admins },
  /** The institutions themselves: editors change only theirs. */
  institutions: {
    ...base,
    read: publishedOrOwnInstitutions('id'),
    // Versions: the same scoping as the documents (Payload applies it to the versions table, where
    // the document's id is `parent` and its fields live under `version.`).
    readVersions: ownInstitutions('parent'),
    create: admins,
    update: ownInstitutions('id'),
    delete: admins,
  },
  /** Achievements, albums, events, gallery images, portal links, mandatory disclosures: owned by one institution each (albums and events may be the society's: administrators only). */
  institutionContent: {
    ...base,
    read: publishedOrOwnInstitutions('institution'),
    readVersions: ownInstitutions('version.institution'),
    create: createForOwnInstitutions,
    update: ownInstitutions('institution'),
    delete: ownInstitutions('institution'),
  },
  /** Alerts: editors publish for their own institutions (all of an alert's institutions theirs). */
  alerts: {
    ...base,
    read: liveAlertsOrEditors,
    readVersions: nobody,
    create: createForOwnInstitutions,
    update: ownInstitutions('institutions'),
    delete: ownInstitutions('institutions'),
  },
  /** Grievances: filed only through /api/v1/complaint; worked by officers and administrators. */
  grievances: {
    ...base,
    read: grievanceStaff,
    readVersions: nobody,
    create: nobody,
    update: grievanceStaff,
    delete: admins,
  },
  /**
   * Admission enquiries (src/admissions/): filed only through the public form's server action;
   * worked by each school's editors (its admissions office: their institutions' enquiries only)
   * and administrators (all). Grievance officers never see them. No versions are kept.
   */
  admissionEnquiries: {
    ...base,
    read: ownInstitutions('institution'),
    readVersions: nobody,
    create: nobody,
    update: ownInstitutions('institution'),
    delete: admins,
  },
  /** Classes open for admission enquiries: a school's editors keep their schools' (not personal data: staff read all). */
  admissionClasses: {
    ...base,
    read: staff,
    readVersions: nobody,
    create: createForOwnInstitutions,
    update: ownInstitutions('institution'),
    delete: ownInstitutions('institution'),
  },
  /** Uploaded images and PDFs. */
  media: {
    ...base,
    read: filesPublicRecordsScoped,
    readVersions: nobody,
    create: adminsAndEditors,
    update: ownUploads,
    delete: ownUploads,
  },
  /** Staff accounts. Payload's first-user screen needs no login: it only works while no user exists. */
  users: { ...base, read: selfOrAdmin, readVersions: nobody, create: admins, update: selfOrAdmin, delete: admins },
} satisfies Record<string, CollectionAccess>

export const GLOBAL_ACCESS = {
  /** Site settings, the RTI disclosure: the site shows them (read on the server); staff read, administrators change. */
  siteWide: { read: staff, readVersions: nobody, update: admins },
  /** The visitor counter: administrators only (the site reads it on the server). */
  adminsOnly: { read: admins, readVersions: nobody, update: admins },
} satisfies Record<string, GlobalAccess>

/**
 * A lock names the user holding it; staff may hand it to themselves ("take over"), never to others,
 * and only the lock of a document they may change: a lock is a claim to edit, and
 * taking over one they could not use would only keep its rightful editor out. One lock at a time
 * (by id): a bulk change of locks has no document to check.
 */
const lockForSelf: Access = rule(async ({ req, id, data }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, ...ROLES) || id === undefined) return false
  const user = (data as { user?: { value?: unknown } | number } | undefined)?.user
  const holder = user && typeof user === 'object' ? user.value : user
  const keys = Object.keys((data as object) ?? {})
  if (!keys.every((k) => k === 'user') || String(holder) !== String(req.user!.id)) return false
  const target = await lockTarget(req, id)
  return !!target && (await mayUpdateDocument(req, target))
})
/** Staff release only their own locks (administrators any). */
const ownLocks: Access = rule(({ req }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, ...ROLES)) return false
  return { 'user.value': { equals: req.user!.id } } satisfies Where
})
/** Admin preferences (column choices, collapsed groups): each user their own, as Payload intends. */
const ownPreferences: Access = rule(({ req }) => {
  if (!hasRole(req.user, ...ROLES)) return false
  const where: Where = { and: [{ 'user.value': { equals: req.user!.id } }, { 'user.relationTo': { equals: 'users' } }] }
  return where
})

/**
 * Payload's own collections, which it adds to the configuration itself (src/payload.config.ts
 * applies these after building it). Document locks are Payload's business: the admin creates them
 * on the server; through the API staff may only see them, take one over for themselves and release
 * their own. Jobs, migrations and Payload's key-value store are never reachable through the API.
 */
export const INTERNAL_ACCESS: Record<string, CollectionAccess> = {
  'payload-locked-documents': {
    ...base,
    read: staff,
    readVersions: nobody,
    create: nobody,
    update: lockForSelf,
    delete: ownLocks,
  },
  'payload-preferences': {
    ...base,
    read: ownPreferences,
    readVersions: nobody,
    create: ownPreferences,
    update: ownPreferences,
    delete: ownPreferences,
  },
  'payload-jobs': { ...base, read: nobody, readVersions: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-migrations': { ...base, read: nobody, readVersions: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-kv': { ...base, read: nobody, readVersions: nobody, create: nobody, update: nobody, delete: nobody },
}

/** Payload's own globals (the jobs' statistics): never through the API. */
export const INTERNAL_GLOBAL_ACCESS: Record<string, GlobalAccess> = {
  'payload-jobs-stats': { read: nobody, readVersions: nobody, update: nobody },
}
