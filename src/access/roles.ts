import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { PUBLISHED } from '@/lib/published'

/**
 * Staff roles and every access rule of the staff side (ARCHITECTURE.md "The staff side"), in one
 * place. Payload applies them on the server for the admin, its REST API and local API calls made
 * with `overrideAccess: false`.
 *
 * - admin: the society administrator, everything.
 * - editor: an institution editor, who sees and changes only what belongs to the institutions
 *   assigned to them, and reads shared content (drafts included).
 * - officer: a grievance officer, who reads and works grievances (of the assigned institutions, or
 *   all when none are assigned) and sees nothing else that the public cannot see.
 */
export const ROLES = ['admin', 'editor', 'officer'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Society administrator',
  editor: 'Institution editor',
  officer: 'Grievance officer',
}

type StaffUser = { id?: number | string; role?: Role | null; institutions?: unknown[] | null } | null | undefined

export const hasRole = (user: unknown, ...roles: Role[]): boolean => {
  const role = (user as StaffUser)?.role
  return !!role && roles.includes(role)
}

export const isAdminUser = (req: PayloadRequest) => hasRole(req.user, 'admin')

/** The ids of the institutions assigned to a user (the field holds ids or populated documents). */
export function assignedInstitutions(user: unknown): number[] {
  const list = (user as StaffUser)?.institutions
  if (!Array.isArray(list)) return []
  return list
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : entry))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** Anyone, including anonymous visitors. */
export const anyone: Access = () => true

/** Society administrators only. */
export const admins: Access = ({ req }) => isAdminUser(req)
export const adminsField: FieldAccess = ({ req }) => isAdminUser(req)

/** Any logged-in staff member. */
export const staff: Access = ({ req }) => !!req.user

/** Administrators and institution editors (uploading files, for instance). */
export const adminsAndEditors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/**
 * Shared public content: administrators and editors see drafts too; visitors, Payload's REST API
 * without a login, and grievance officers see only published documents.
 */
export const publishedOrEditors: Access = ({ req }) => (hasRole(req.user, 'admin', 'editor') ? true : PUBLISHED)

/**
 * Content that belongs to an institution (`field` names the relationship to it, `id` for the
 * institution itself): the public (and officers) see what is published; editors see their own
 * institutions' documents, drafts included, and not other institutions'; administrators everything.
 */
export const publishedOrOwnInstitutions =
  (field: string): Access =>
  ({ req }) => {
    if (isAdminUser(req)) return true
    if (!hasRole(req.user, 'editor')) return PUBLISHED
    const ids = assignedInstitutions(req.user)
    return ids.length ? ({ [field]: { in: ids } } satisfies Where) : false
  }

/**
 * Changing content that belongs to an institution (`field` names the relationship to it, `id` for
 * the institution itself): administrators everything, editors the documents of their institutions.
 * Returning a query lets Payload refuse other institutions' documents by id and hide them in lists.
 */
export const ownInstitutions =
  (field: string): Access =>
  ({ req }) => {
    if (isAdminUser(req)) return true
    if (!hasRole(req.user, 'editor')) return false
    const ids = assignedInstitutions(req.user)
    if (ids.length === 0) return false
    return { [field]: { in: ids } } satisfies Where
  }

/**
 * Creating content for an institution: Payload cannot answer a create with a query, so editors
 * with at least one institution may create, and `institutionField`'s validation refuses an
 * institution that is not theirs (the same rule, on the value being saved).
 */
export const createForOwnInstitutions: Access = ({ req }) =>
  isAdminUser(req) || (hasRole(req.user, 'editor') && assignedInstitutions(req.user).length > 0)

/** May this user attach content to this institution? (Used by the institution field's validation.) */
export function mayUseInstitution(user: unknown, institution: unknown): boolean {
  if (hasRole(user, 'admin')) return true
  if (!hasRole(user, 'editor')) return false
  const id = Number(institution && typeof institution === 'object' ? (institution as { id?: unknown }).id : institution)
  return assignedInstitutions(user).includes(id)
}

/**
 * Grievances: administrators all; officers those of their institutions, or all when none are
 * assigned (a society-wide officer). Editors never.
 */
export const grievanceStaff: Access = ({ req }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, 'officer')) return false
  const ids = assignedInstitutions(req.user)
  return ids.length === 0 ? true : ({ institution: { in: ids } } satisfies Where)
}

/** Uploaded files: administrators all, editors the ones they uploaded (`uploadedBy`). */
export const ownUploads: Access = ({ req }) => {
  if (isAdminUser(req)) return true
  if (!hasRole(req.user, 'editor') || !req.user) return false
  return { uploadedBy: { equals: req.user.id } } satisfies Where
}

/** Staff accounts: administrators all; everyone else only their own. */
export const selfOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req)) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } } satisfies Where
}

/** Hide a collection from the admin navigation of users who cannot use it. */
export const hiddenUnless =
  (...roles: Role[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user, ...roles)
