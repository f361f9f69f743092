import { pbkdf2 } from 'node:crypto'

import type {
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { env } from '@/config/env'
import { sendMail } from '@/config/email'
import { mailSender } from '@/config/mail-senders'
import { EMAIL_QUEUE } from '@/grievances/jobs/emails'
import { publicError } from '@/lib/errors'
import { clientAddress, forgetTokens, takeToken, waitText, type LimitName } from '@/services/rate-limit'
import { siteOrigins } from '@/lib/urls'

/**
 * The staff sign-in doors of the Users collection (login, forgot and reset password), guarded
 * against what Payload leaves open:
 *
 * - Lockout. Payload's own (maxLoginAttempts) locks an account for everyone, so anyone could keep
 *   any account locked with a few wrong passwords. It is off; instead failures are counted per
 *   (client address, account) and all attempts per address (src/services/rate-limit.ts): an attacker
 *   is held back, the account's owner still signs in from their own address. Guessing from many
 *   addresses stays slow: 5 tries per account per address per 15 minutes, against passwords of at
 *   least 12 characters hashed with 600,000 PBKDF2 rounds.
 * - Timing. Payload answers at once for an unknown account and after hashing for a known one; an
 *   unknown account gets the same hashing, so the time does not say whether an account exists.
 * - Mail. The reset mail goes out from the job queue (like grievance mail), not during the request,
 *   so a slow mail server does not hold the answer, and a forgot-password answer comes at the same
 *   moment whether the account exists or not (FORGOT_PASSWORD_ANSWER_MS).
 * - Other sites. A page on another site can make a visitor's browser post to these doors (login
 *   CSRF: signing the browser into the attacker's account, or guessing passwords from visitors'
 *   browsers). Such requests are refused (403): a browser names the page's origin in Origin (or,
 *   without it, says `Sec-Fetch-Site`). A request with neither comes from no browser (scripts,
 *   curl, the tests), which no other site can drive, and is let through. Logout needs the session
 *   cookie, which Payload already ignores on another site's requests (`csrf` in payload.config.ts).
 */

export const OTHER_SITE_MESSAGE =
  'This request came from another website. Please sign in on this site’s own staff pages.'

/** Whether a request comes from a page of another site (a pure rule, for the unit tests). */
export function fromAnotherSite(headers: Headers, origins: readonly string[]): boolean {
  const origin = headers.get('origin')
  if (origin !== null) return !origins.includes(origin) // includes the opaque origin "null"
  const site = headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}

function refuseOtherSites(req: PayloadRequest) {
  if (fromAnotherSite(req.headers, siteOrigins(env.siteUrl))) throw publicError(OTHER_SITE_MESSAGE, 403)
}

async function limit(req: PayloadRequest, name: LimitName, key: string, message: string) {
  const wait = await takeToken(name, key)
  if (wait === null) return
  req.responseHeaders = new Headers({ 'Retry-After': String(wait) })
  throw publicError(`${message} Please try again in ${waitText(wait)}.`, 429)
}

/** The account as Payload looks it up (trimmed, lower case). */
/**
 * Set on the request while an administrator's invitation (staff-invite.ts) makes its token: no
 * reset mail, no sign-in limits.
 */
export const INVITATION_CONTEXT = 'staffInvitation'

const accountOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
}

/**
 * Payload's current password hashing (PBKDF2-SHA256, 600,000 rounds, 32 bytes: its
 * generatePasswordSaltHash), run on nothing, for the accounts that do not exist.
 */
const hashLikePayload = (password: string) =>
  new Promise<void>((resolve) => pbkdf2(password, 'no account: equal time', 600_000, 32, 'sha256', () => resolve()))

export const guardStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return args
  // An administrator's invitation (staff-invite.ts): the server's own token, mailed by its own job.
  if (operation === 'forgotPassword' && req.context[INVITATION_CONTEXT]) return { ...args, disableEmail: true }
  refuseOtherSites(req)
  if (operation === 'resetPassword') return args
  const address = clientAddress(req.headers)
  const account = accountOf(args.data)
  await limit(req, 'login', address, 'Too many attempts from this address.')
  if (operation === 'forgotPassword') {
    const start = performance.now()
    req.context.forgotPasswordStart = start
    await limit(req, 'passwordReset', account, 'Too many password reset requests for this email address.')
    const user = account
      ? await req.payload.db.findOne({ collection: 'users', where: { email: { equals: account } }, req })
      : null
    // Payload answers at once for an unknown address (it stops before its afterOperation hooks).
    if (!user) await answerNoSoonerThan(start)
    // Payload would send the mail now, in the request; queueResetMail sends it from the queue.
    return { ...args, disableEmail: true }
  }
  await limit(
    req,
    'loginAccount',
    `${address} ${account}`,
    'Too many failed sign-ins to this account from this address.',
  )
  const password = (args.data as { password?: unknown }).password
  if (account && typeof password === 'string' && password) {
    const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: account } }, req })
    if (!user) await hashLikePayload(password)
  }
  return args
}

/** A successful login clears that address's failures for the account. */
export const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await forgetTokens('loginAccount', `${clientAddress(req.headers)} ${accountOf(user)}`)
}

/**
 * A forgot-password answer comes no sooner than this after the request: for a known account Payload
 * stores a reset token and this queues the mail (tens to over a hundred milliseconds), for an
 * unknown one it does nothing, so both wait until the same moment.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400

async function answerNoSoonerThan(start: unknown) {
  const rest = (typeof start === 'number' ? start : performance.now()) + FORGOT_PASSWORD_ANSWER_MS - performance.now()
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
}

/** Runs only when the account exists (Payload returns earlier otherwise): queue its reset mail. */
export const queueResetMail: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'forgotPassword' || req.context[INVITATION_CONTEXT]) return result
  if (env.smtp) {
    const user = await req.payload.db.findOne<{ id: number }>({
      collection: 'users',
      where: { email: { equals: accountOf(args.data) } },
      req,
    })
    // The job holds the account's id only; it reads the current reset token when it runs.
    if (user)
      await req.payload.jobs.queue({ task: 'staffPasswordReset', queue: EMAIL_QUEUE, input: { user: user.id }, req })
  }
  await answerNoSoonerThan(req.context.forgotPasswordStart)
  return result
}

/** The password-reset mail (plain words; the link is valid for an hour, Payload's default). */
export const resetPasswordEmail = (link: string) =>
  [
    '<p>Someone (we hope you) asked to reset the password of your staff account.</p>',
    `<p><a href="${link}">Choose a new password</a> (the link works for one hour): ${link}</p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n')

/** The reset link is absolute, on the site's public address (Payload's own would be relative unless the Host happens to be that address). */
export const resetLink = (token: string) => `${env.siteUrl}/admin/reset/${encodeURIComponent(token)}`

export const staffPasswordResetTask: TaskConfig<{ input: { user: number }; output: { sent: number } }> = {
  slug: 'staffPasswordReset',
  label: 'Staff: password-reset mail',
  inputSchema: [{ name: 'user', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const user = await req.payload.db.findOne<{
      id: number
      email: string
      resetPasswordToken?: string | null
      resetPasswordExpiration?: string | null
    }>({
      collection: 'users',
      where: { id: { equals: input.user } },
      req,
    })
    // Used, expired or deleted since: there is no link to send.
    const token = user?.resetPasswordToken
    if (
      !user ||
      !token ||
      !user.resetPasswordExpiration ||
      new Date(user.resetPasswordExpiration).getTime() < Date.now()
    )
      return { output: { sent: 0 } }
    await sendMail(req.payload, 'the password-reset mail', {
      to: user.email,
      from: mailSender('office'),
      subject: 'Reset your password for the staff side',
      html: resetPasswordEmail(resetLink(token)),
    })
    return { output: { sent: 1 } }
  },
}
