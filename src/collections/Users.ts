import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { ACCESS, adminsField, hasRole, hiddenUnless, ROLE_LABELS, ROLES } from '@/access/roles'
import { env } from '@/config/env'
import { fieldErrors, publicError } from '@/lib/errors'
import { passwordProblem } from '@/lib/password-policy'
import { clientAddress, takeToken, waitText } from '@/lib/rate-limit'

/**
 * Payload checks only a 3-character minimum itself; this runs before every operation that can set a
 * password (create, the first-user screen, update, reset) so the server refuses short ones.
 */
const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const problem = passwordProblem((args as { data?: { password?: unknown } }).data?.password)
  if (problem) throw fieldErrors('users', [{ message: problem, path: 'password' }])
  return args
}

/** Login and password-reset requests per client address (on top of the per-account lockout). */
const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const wait = await takeToken('login', clientAddress(req.headers))
  if (wait === null) return args
  req.responseHeaders = new Headers({ 'Retry-After': String(wait) })
  throw publicError(`Too many attempts from this address. Please try again in ${waitText(wait)}.`, 429)
}

/** The password-reset mail (plain words; the link is valid for an hour, Payload's default). */
export const resetPasswordEmail = (link: string) =>
  [
    '<p>Someone (we hope you) asked to reset the password of your staff account.</p>',
    `<p><a href="${link}">Choose a new password</a> (the link works for one hour): ${link}</p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n')

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
    // The reset link is absolute, on the site's public address (Payload's own would be relative
    // unless the request's Host happens to be that address).
    forgotPassword: {
      generateEmailSubject: () => 'Reset your password for the staff side',
      generateEmailHTML: (args) => resetPasswordEmail(`${env.siteUrl}/admin/reset/${encodeURIComponent(args?.token ?? '')}`),
    },
  },
  access: ACCESS.users,
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
        description: 'Editors change only these institutions’ content. Officers see only these institutions’ grievances.',
        condition: (data) => hasRole(data, 'editor', 'officer') && !(hasRole(data, 'officer') && data?.allInstitutions),
      },
    },
    {
      // An explicit choice: an officer whose institutions are all deleted sees nothing, never "all".
      name: 'allInstitutions',
      label: 'All institutions',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminsField, update: adminsField },
      admin: {
        description: 'A society-wide grievance officer: sees the grievances of every institution.',
        condition: (data) => hasRole(data, 'officer'),
      },
    },
  ],
}
