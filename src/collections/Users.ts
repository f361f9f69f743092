import { APIError, ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { admins, adminsField, hasRole, hiddenUnless, ROLE_LABELS, ROLES, selfOrAdmin } from '@/access/roles'
import { env } from '@/config/env'
import { passwordProblem } from '@/lib/password-policy'
import { clientAddress, takeToken, waitText } from '@/lib/rate-limit'

/**
 * Payload checks only a 3-character minimum itself; this runs before every operation that can set a
 * password (create, the first-user screen, update, reset) so the server refuses short ones.
 */
const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const problem = passwordProblem((args as { data?: { password?: unknown } }).data?.password)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] })
  return args
}

/** Login and password-reset requests per client address (on top of the per-account lockout). */
const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const wait = await takeToken('login', clientAddress(req.headers))
  if (wait === null) return args
  req.responseHeaders = new Headers({ 'Retry-After': String(wait) })
  throw new APIError(`Too many attempts from this address. Please try again in ${waitText(wait)}.`, 429, undefined, true)
}

/** Staff accounts. There is no account with a known password in production (see `npm run create-admin`). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'institutions'],
    group: 'Administration',
    hidden: hiddenUnless('admin'),
  },
  auth: {
    // Five wrong passwords lock the account for 15 minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Sessions are stored on the user (Payload's default), so logging out ends the session server-side.
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: env.siteUrl.startsWith('https://') },
  },
  access: {
    create: admins,
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: admins,
    // Payload's first-user screen needs no login: it only works while no user exists.
  },
  hooks: { beforeOperation: [limitLoginAttempts, enforcePasswordPolicy] },
  fields: [
    { name: 'name', type: 'text', maxLength: 200 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
      access: { create: adminsField, update: adminsField },
    },
    {
      name: 'institutions',
      type: 'relationship',
      relationTo: 'institutions',
      hasMany: true,
      access: { create: adminsField, update: adminsField },
      admin: {
        description:
          'Editors change only these institutions’ content. Officers see only these institutions’ grievances (all when empty).',
        condition: (data) => hasRole(data, 'editor', 'officer'),
      },
    },
  ],
}
