/** Staff passwords (issue: staff side). One rule for the admin, the first-user screen and create-admin. */
export const PASSWORD_MIN_LENGTH = 12

export const PASSWORD_TOO_SHORT = `Use a password of at least ${PASSWORD_MIN_LENGTH} characters.`

/** null when acceptable, else the message to show. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return null
  return [...password].length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null
}
