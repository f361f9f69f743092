import { z } from 'zod'

/**
 * The grievance form's rules (SPEC.md section 5), shared by the browser form and the server
 * (POST /api/v1/complaint). Field names are the contract's (section 7); messages are the SPEC's.
 */

export const ISSUE_TYPES = [
  'Degree',
  'Migration/Consolated Marksheet/Transcript/Provisional Degree',
  'Verification',
  'Marksheet',
  'Result Issue',
  'Other',
] as const

export const GRIEVANCE_MESSAGES = {
  name: 'First Name is required!',
  mname: 'Last Name is required!',
  dob: 'Date of birth is required!',
  dobInvalid: 'Enter a valid date of birth.',
  email: 'Email is required!',
  emailInvalid: 'Invalid email',
  mobile: 'Mobile Number is required!',
  mobileInvalid: 'Invalid Mobile Number',
  institute: 'Institute is required!',
  instituteUnknown: 'Choose an institute from the list.',
  type: 'Issue related department is required!',
  message: 'Please provide comments',
  tid: "tid must be '1'.",
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  honeypot: 'Leave this field empty.',
  tooFast: 'That was quick! Please check your grievance, then submit it again.',
  formExpired: 'This form has expired. Please reload the page and submit it again.',
  controlChars: 'Remove the invisible control characters from this text.',
} as const

const M = GRIEVANCE_MESSAGES

/**
 * Control characters (other than tab and line breaks) and unpaired surrogates have no place in a
 * form's text, and PostgreSQL cannot store NUL: such text is refused rather than stored.
 */
export const hasControlCharacters = (value: string) =>
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.tooLong(max)).refine((v) => !hasControlCharacters(v), M.controlChars)

/** 'YYYY-MM-DD', a real calendar date, not in the future and not before 1900. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (date.toISOString().slice(0, 10) !== value) return false
  return Number(m[1]) >= 1900 && date.getTime() <= today.getTime()
}

export const grievanceSchema = z.object({
  name: requiredText(M.name, 100),
  mname: requiredText(M.mname, 100),
  dob: requiredText(M.dob, 30).refine((v) => isValidBirthDate(v), M.dobInvalid),
  email: requiredText(M.email, 254).regex(/^[^\s@]+@[^\s@]+$/, M.emailInvalid),
  mobile: requiredText(M.mobile, 30).regex(/^\d{10}$/, M.mobileInvalid),
  institute_id: z
    .union([z.string(), z.number()], { error: M.institute })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, M.institute).regex(/^[1-9]\d{0,8}$/, M.instituteUnknown).transform(Number)),
  type: z.enum(ISSUE_TYPES, { error: M.type }),
  message: requiredText(M.message, 5000),
  enrollment: z
    .string({ error: 'Enrollment number must be text.' })
    .trim()
    .max(50, M.tooLong(50))
    .refine((v) => !hasControlCharacters(v), M.controlChars)
    .optional()
    .default(''),
  tid: z.union([z.literal('1'), z.literal(1)], { error: M.tid }).transform(() => '1' as const),
  // Bot resistance (not stored): a honeypot field people never see or fill, and the signed time
  // the form was rendered (src/lib/form-token.ts). Both are optional in the contract; the site's
  // form always sends them.
  website: z.string().max(200).optional(),
  form_token: z.string().max(200).optional(),
})

export type GrievanceInput = z.input<typeof grievanceSchema>
export type Grievance = z.output<typeof grievanceSchema>
