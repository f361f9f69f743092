import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { ACCESS, adminsField, hasRole, hiddenUnless, ROLE_LABELS, ROLES } from '@/access/roles'
import { env } from '@/config/env'
import { fieldErrors } from '@/lib/errors'
import { passwordProblem } from '@/lib/password-policy'

import { clearLoginFailures, guardStaffAuth, queueResetMail, resetLink, resetPasswordEmail } from './staff-auth'
import { INVITATION_DAYS, inviteAfterCreate, inviteWithoutPassword, resendInvitation } from './staff-invite'

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

/** Staff accounts. There is no account with a known password in production (see `npm run create-admin`). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'institutions'],
    group: 'Administration',
    hidden: hiddenUnless('admin'),
    // Staff are invited (email, name, role): they choose their own password (staff-invite.ts).
    components: { beforeListTable: ['/components/admin/StaffInvite#InviteStaff'] },
  },
  endpoints: [resendInvitation],
  auth: {
    // The signed-in user as every request carries it, with its relationships as ids: the access
    // rules read only the ids (access/staff-user.ts). Unset, Payload populates them to the config's
    // default depth (2) on every authenticated request: the user's institutions and their pictures.
    depth: 0,
    // No lockout of the account itself (anyone could keep any account locked): failed logins are
    // limited per address and account instead (src/collections/staff-auth.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Sessions are stored on the user (Payload's default), so logging out ends the session server-side.
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: env.siteUrl.startsWith('https://') },
    // The mail is sent from the job queue (staff-auth.ts); these say the same if Payload ever sends it itself.
    forgotPassword: {
      generateEmailSubject: () => 'Reset your password for the staff side',
      generateEmailHTML: (args) => resetPasswordEmail(resetLink(args?.token ?? '')),
    },
  },
  access: ACCESS.users,
  hooks: {
    beforeOperation: [inviteWithoutPassword, guardStaffAuth, enforcePasswordPolicy],
    afterLogin: [clearLoginFailures],
    afterOperation: [queueResetMail, inviteAfterCreate],
  },
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
          'Editors change only these institutions’ content. Officers see only these institutions’ grievances.',
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
    {
      name: 'approvalMails',
      label: 'Notices waiting for approval',
      type: 'select',
      required: true,
      defaultValue: 'each',
      options: [
        { value: 'each', label: 'Mail me for each notice submitted' },
        { value: 'digest', label: 'Mail me one list a day (08:00)' },
      ],
      admin: {
        description:
          'How you are told that institution editors’ notices wait for your approval (Site settings → Notices). The editors are mailed when you send a notice back or approve it.',
        condition: (data) => hasRole(data, 'admin'),
      },
    },
    {
      name: 'invitedAt',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        hidden: true,
        description: `When the last invitation was sent (its link works for ${INVITATION_DAYS} days).`,
      },
    },
    {
      name: 'invitation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (_data, _siblings, { user }) => hasRole(user, 'admin'),
        components: { Field: '/components/admin/StaffInvite#InvitationField' },
      },
    },
    // The columns of Payload's account lockout (maxLoginAttempts, now off), kept as they were so the
    // database schema does not change; nothing reads or writes them any more.
    {
      name: 'loginAttempts',
      type: 'number',
      defaultValue: 0,
      hidden: true,
      access: { create: () => false, update: () => false },
    },
    { name: 'lockUntil', type: 'date', hidden: true, access: { create: () => false, update: () => false } },
  ],
}
