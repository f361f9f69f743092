/**
 * What the grievance form's server action answers (src/grievances/filing.ts), as React's
 * useActionState holds it: nothing yet, filed with its reference, or refused with a message, the
 * fields' own messages and what was typed (to fill the form again). Shared with the form
 * (src/grievances/GrievanceForm.tsx), so nothing here may need the server.
 */

/** The fields a person fills in (not the honeypot, not the form token): the ones kept after a refusal. */
export const GRIEVANCE_FORM_FIELDS = [
  'name',
  'mname',
  'dob',
  'email',
  'mobile',
  'institute_id',
  'type',
  'enrollment',
  'message',
] as const

export type GrievanceFormField = (typeof GRIEVANCE_FORM_FIELDS)[number]
export type GrievanceFormValues = Record<GrievanceFormField, string>

export type GrievanceFormState =
  | { kind: 'idle' }
  | { kind: 'sent'; reference: string }
  | { kind: 'failed'; message: string; errors: Record<string, string>; values: GrievanceFormValues }

export const IDLE: GrievanceFormState = { kind: 'idle' }

/** The typed fields of a posted form, as text ('' for a missing field; a file is not text). */
export function formValuesOf(formData: FormData): GrievanceFormValues {
  const text = (name: GrievanceFormField) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  return Object.fromEntries(GRIEVANCE_FORM_FIELDS.map((name) => [name, text(name)])) as GrievanceFormValues
}
