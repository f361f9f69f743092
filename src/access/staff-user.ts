import type { PayloadRequest } from 'payload'

/**
 * Who a staff member is: their role and the institutions assigned to them, read from the signed-in
 * user. The access rules (roles.ts) and the upload rules (media-usage.ts) both build on these.
 */
export const ROLES = ['admin', 'editor', 'officer'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Society administrator',
  editor: 'Institution editor',
  officer: 'Grievance officer',
}

export type StaffUser =
  | { id?: number | string; role?: Role | null; institutions?: unknown[] | null; allInstitutions?: boolean | null }
  | null
  | undefined

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
