/**
 * The hint under an institution field for the person reading it (InstitutionField.tsx). The rule it
 * describes is the field's own (institutionField in src/collections/fields.ts): an editor of exactly
 * one institution gets it filled in and fixed; other editors choose one of theirs; administrators
 * read the collection's hint.
 */
type Reader = { role?: string | null; institutions?: unknown[] | null } | null | undefined

export const FIXED_HINT = 'Your institution: your account is for this one only, so it is filled in for you.'
export const CHOOSE_HINT = 'Choose one of your institutions.'

/** Whether the field is fixed for this person: an editor of exactly one institution (soleInstitution in fields.ts). */
export function isFixedInstitution(user: unknown): boolean {
  const reader = user as Reader
  return reader?.role === 'editor' && reader.institutions?.length === 1
}

export function institutionHint(user: unknown, forAdmins?: string): string | undefined {
  const reader = user as Reader
  if (!reader?.role) return undefined
  if (reader.role === 'admin') return forAdmins
  if (isFixedInstitution(reader)) return FIXED_HINT
  return CHOOSE_HINT
}
