/**
 * The work of `npm run create-admin` (scripts/create-admin.ts), kept apart from its terminal so the
 * integration tests can run it against their own database.
 */
import type { Payload } from 'payload'

import { passwordProblem } from '../../src/lib/password-policy'

/** The address as accounts store it (trimmed, lower case), or null when it is not an email address. */
export function adminEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null
}

/** Why the password cannot be used (a sentence ending in what happened), or null. */
export function adminPasswordProblem(password: string): string | null {
  const problem = passwordProblem(password)
  return problem ? `${problem} Nothing was created.` : null
}

/** Creates the administrator `email` (see adminEmail); says what happened, in a sentence. */
export async function createAdministrator(
  payload: Payload,
  email: string,
  password: string,
): Promise<{ created: boolean; message: string }> {
  const problem = adminPasswordProblem(password)
  if (problem) return { created: false, message: problem }
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0)
    return { created: false, message: `an account for ${email} already exists; nothing was changed.` }
  await payload.create({ collection: 'users', data: { email, password, role: 'admin', name: 'Society administrator' } })
  return { created: true, message: `administrator ${email} created. Log in at /admin.` }
}
