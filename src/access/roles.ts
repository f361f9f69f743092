import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Staff roles (ARCHITECTURE.md "The staff side"). */
export const ROLES = ['admin', 'editor', 'officer'] as const
export type Role = (typeof ROLES)[number]

type WithRole = { role?: Role | null } | null | undefined

export const hasRole = (user: unknown, ...roles: Role[]): boolean => {
  const role = (user as WithRole)?.role
  return !!role && roles.includes(role)
}

export const isAdminUser = (req: PayloadRequest) => hasRole(req.user, 'admin')

/** Anyone, including anonymous visitors. */
export const anyone: Access = () => true

/** Society administrators only. */
export const admins: Access = ({ req }) => isAdminUser(req)
export const adminsField: FieldAccess = ({ req }) => isAdminUser(req)

/** Administrators and institution editors (scoping editors to their institutions: see issue 5). */
export const contentEditors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** Administrators and grievance officers. */
export const grievanceStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'officer')

/** Any logged-in staff member. */
export const staff: Access = ({ req }) => !!req.user

/**
 * Public content: staff see drafts too; visitors (and Payload's REST API without a login) see only
 * published documents.
 */
export const publishedOrStaff: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }
