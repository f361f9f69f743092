import { randomBytes } from 'node:crypto'

import type {
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  Endpoint,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { hasRole, ROLE_LABELS, type Role } from '@/access/roles'
import { sendMail } from '@/config/email'
import { mailSender } from '@/config/mail-senders'
import { env } from '@/config/env'
import { EMAIL_QUEUE } from '@/grievances/jobs/emails'
import { formatDateTime } from '@/lib/dates'
import { publicError } from '@/lib/errors'
import { logger } from '@/services/logger'

import { INVITATION_CONTEXT, resetLink } from './staff-auth'

/**
 * Staff accounts by invitation: the administrator gives the email address, name and role, never a
 * password. The person gets a mail with a link to choose their own password, which works for
 * INVITATION_DAYS; the administrator can send a new invitation (a new link; the older one stops
 * working) until it is used. The link is Payload's own reset-password page (/admin/reset/{token}):
 * the token is Payload's forgot-password token with a longer expiry, so choosing the password,
 * its policy (src/lib/password-policy.ts) and the sign-in that follows are Payload's.
 *
 * An account created without a password (the admin's "Invite a staff member", or POST
 * /cms-api/users with no password) gets a random one nobody knows, and its invitation.
 */

export const INVITATION_DAYS = 7
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000

/** An account created by an administrator without a password is an invitation. */
export const inviteWithoutPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || (typeof data.password === 'string' && data.password !== '')) return args
  if (!hasRole(req.user, 'admin')) return args
  req.context[INVITATION_CONTEXT] = true
  // Never told to anyone: the person chooses their own through the invitation's link.
  return { ...args, data: { ...data, password: `${randomBytes(24).toString('base64url')}Aa1!` } }
}

export const inviteAfterCreate: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'create' || !req.context[INVITATION_CONTEXT]) return result
  const id = (result as { id?: number } | undefined)?.id
  if (typeof id === 'number') await sendInvitation(req.payload, id, req)
  return result
}

/**
 * A new invitation for an account: a fresh token valid for INVITATION_DAYS (replacing any earlier
 * one), and its mail queued. Answers when the link expires.
 */
export async function sendInvitation(payload: Payload, id: number, req?: PayloadRequest): Promise<Date> {
  const user = await payload.db.findOne<{ id: number; email: string }>({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })
  if (!user) throw publicError('There is no such account.', 404)
  await payload.forgotPassword({
    collection: 'users',
    data: { email: user.email },
    disableEmail: true,
    expiration: INVITATION_MS,
    req,
    context: { [INVITATION_CONTEXT]: true },
  })
  await payload.db.updateOne({ collection: 'users', id, data: { invitedAt: new Date().toISOString() }, req })
  if (env.smtp) await payload.jobs.queue({ task: 'staffInvitation', queue: EMAIL_QUEUE, input: { user: id }, req })
  else logger.warn({ user: id }, 'staff invitation: email is off, the invitation was not mailed')
  return new Date(Date.now() + INVITATION_MS)
}

/** POST /cms-api/users/:id/invite (administrators): send the invitation again. */
export const resendInvitation: Endpoint = {
  path: '/:id/invite',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) throw publicError('Only a society administrator can invite staff.', 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1) throw publicError('Give the number of an account.', 400)
    const until = await sendInvitation(req.payload, id, req)
    return Response.json({
      message: `Invitation sent. Its link works until ${formatDateTime(until.toISOString(), { zone: true })}.`,
      expiresAt: until.toISOString(),
    })
  },
}

/** The invitation mail (plain words; the link is Payload's reset page, valid for INVITATION_DAYS). */
export function invitationText(link: string, u: { email: string; role?: string | null; expires: string }): string {
  const role = ROLE_LABELS[u.role as Role] ?? u.role ?? ''
  return [
    'Hello,',
    '',
    `You have been given an account on the staff side of the society’s website${role ? ` (${role})` : ''}, for ${u.email}.`,
    '',
    'Choose your password here (at least 12 characters); you are then signed in:',
    link,
    '',
    `The link works until ${u.expires}. If it has expired, ask the society administrator to send the invitation again.`,
    '',
    `Afterwards, sign in at ${env.siteUrl}/admin with this email address and your password.`,
    'If you did not expect this mail, ignore it: without the password you choose, the account cannot be used.',
  ].join('\n')
}

export const staffInvitationTask: TaskConfig<{ input: { user: number }; output: { sent: number } }> = {
  slug: 'staffInvitation',
  label: 'Staff: invitation to choose a password',
  inputSchema: [{ name: 'user', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const user = await req.payload.db.findOne<{
      id: number
      email: string
      role?: string | null
      resetPasswordToken?: string | null
      resetPasswordExpiration?: string | null
    }>({
      collection: 'users',
      where: { id: { equals: input.user } },
      req,
    })
    // Used, expired, replaced by a newer invitation's job, or deleted since: there is no link to send.
    const token = user?.resetPasswordToken
    if (
      !user ||
      !token ||
      !user.resetPasswordExpiration ||
      new Date(user.resetPasswordExpiration).getTime() < Date.now()
    )
      return { output: { sent: 0 } }
    await sendMail(req.payload, 'the staff invitation', {
      to: user.email,
      from: mailSender('office'),
      subject: 'You are invited to the staff side of the society’s website',
      text: invitationText(resetLink(token), {
        email: user.email,
        role: user.role,
        expires: formatDateTime(user.resetPasswordExpiration, { zone: true }),
      }),
    })
    return { output: { sent: 1 } }
  },
}
