import { z } from 'zod'

import type { Lang } from '@/i18n/lang'
import { hasControlCharacters, isName, isPlainEmail, isValidBirthDate, normalizeMobile } from '@/lib/person-fields'

/**
 * The grievance form's rules (SPEC.md section 5), shared by the browser form and the server
 * (POST /api/v1/complaint). Field names are the contract's (section 7); the English messages are
 * the SPEC's, byte for byte; GRIEVANCE_MESSAGES_MR says the same in Marathi.
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
  formUsed: 'This form has already been sent. To file another grievance, please reload the page.',
  nameChars: "Use only letters, spaces and the marks . ' - in a name.",
  controlChars: 'Remove the invisible control characters from this text.',
  enrollmentText: 'Enrollment number must be text.',
  /** The answer's `message` when fields are refused (the fields' own messages are in `errors`). */
  fixErrors: 'Please correct the highlighted fields.',
  /** The form's text for a 429 that carries no message of its own (and on Marathi pages). */
  tooMany: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const

/** The grievance messages of one language: the English keys, each a string or the same function. */
export type GrievanceMessages = {
  readonly [K in keyof typeof GRIEVANCE_MESSAGES]: (typeof GRIEVANCE_MESSAGES)[K] extends (...args: infer A) => unknown
    ? (...args: A) => string
    : string
}

/** The same messages in Marathi (the form on /mr/grievances; POST /api/v1/complaint?locale=mr). */
export const GRIEVANCE_MESSAGES_MR: GrievanceMessages = {
  name: 'नाव भरणे आवश्यक आहे!',
  mname: 'आडनाव भरणे आवश्यक आहे!',
  dob: 'जन्मतारीख भरणे आवश्यक आहे!',
  dobInvalid: 'योग्य जन्मतारीख भरा.',
  email: 'ई-मेल भरणे आवश्यक आहे!',
  emailInvalid: 'ई-मेल पत्ता योग्य नाही',
  mobile: 'मोबाइल क्रमांक भरणे आवश्यक आहे!',
  mobileInvalid: 'मोबाइल क्रमांक योग्य नाही; 10 अंकी क्रमांक भरा.',
  institute: 'शाळा/महाविद्यालय निवडणे आवश्यक आहे!',
  instituteUnknown: 'यादीतील शाळा/महाविद्यालय निवडा.',
  type: 'तक्रारीशी संबंधित विभाग निवडणे आवश्यक आहे!',
  message: 'कृपया तक्रारीचा तपशील लिहा',
  tid: "tid चे मूल्य '1' असणे आवश्यक आहे.",
  tooLong: (max: number) => `येथे जास्तीत जास्त ${max} अक्षरे लिहा.`,
  honeypot: 'हा रकाना रिकामा ठेवा.',
  tooFast: 'अर्ज फारच लवकर पाठवला गेला! कृपया आपली तक्रार एकदा तपासून पुन्हा पाठवा.',
  formExpired: 'या अर्जाची मुदत संपली आहे. कृपया पान पुन्हा लोड करून तक्रार पुन्हा पाठवा.',
  formUsed: 'हा अर्ज आधीच पाठवला गेला आहे. दुसरी तक्रार नोंदवण्यासाठी कृपया पान पुन्हा लोड करा.',
  nameChars: "नावात फक्त अक्षरे, रिकाम्या जागा आणि . ' - ही चिन्हे वापरा.",
  controlChars: 'या मजकुरातील अदृश्य नियंत्रण-अक्षरे काढून टाका.',
  enrollmentText: 'नावनोंदणी क्रमांक मजकुराच्या स्वरूपात असावा.',
  fixErrors: 'कृपया चिन्हांकित केलेल्या रकान्यांतील माहिती दुरुस्त करा.',
  tooMany: (minutes: number) =>
    `बरेच प्रयत्न झाले आहेत. कृपया ${minutes === 1 ? 'एका मिनिटाने' : `${minutes} मिनिटांनी`} पुन्हा प्रयत्न करा.`,
}

const MESSAGES: Record<Lang, GrievanceMessages> = { en: GRIEVANCE_MESSAGES, mr: GRIEVANCE_MESSAGES_MR }

/** The grievance messages in a language (English for 'en'). */
export const grievanceMessages = (lang: Lang): GrievanceMessages => MESSAGES[lang]

/**
 * Where the site's form posts a grievance: English pages keep the contract's address; other
 * languages ask for their messages with `?locale=` (the API answers field errors in that language).
 */
export const complaintUrl = (lang: Lang) => (lang === 'en' ? '/api/v1/complaint' : `/api/v1/complaint?locale=${lang}`)

// The rules for a person's details are shared with the admission enquiry form (src/lib/person-fields.ts).
export { hasControlCharacters, isName, isPlainEmail, isValidBirthDate, normalizeMobile } from '@/lib/person-fields'

/** The rules with the messages of one language (the rules themselves never change with it). */
export function grievanceSchemaFor(M: GrievanceMessages) {
  const requiredText = (message: string, max: number) =>
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, M.tooLong(max))
      .refine((v) => !hasControlCharacters(v), M.controlChars)

  return z.object({
    name: requiredText(M.name, 100).refine(isName, M.nameChars),
    mname: requiredText(M.mname, 100).refine(isName, M.nameChars),
    dob: requiredText(M.dob, 30).refine((v) => isValidBirthDate(v), M.dobInvalid),
    email: requiredText(M.email, 254).refine(isPlainEmail, M.emailInvalid),
    mobile: requiredText(M.mobile, 30)
      .transform(normalizeMobile)
      .pipe(z.string().regex(/^\d{10}$/, M.mobileInvalid)),
    institute_id: z
      .union([z.string(), z.number()], { error: M.institute })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .min(1, M.institute)
          .regex(/^[1-9]\d{0,8}$/, M.instituteUnknown)
          .transform(Number),
      ),
    type: z.enum(ISSUE_TYPES, { error: M.type }),
    message: requiredText(M.message, 5000),
    enrollment: z
      .string({ error: M.enrollmentText })
      .trim()
      .max(50, M.tooLong(50))
      .refine((v) => !hasControlCharacters(v), M.controlChars)
      .optional()
      .default(''),
    tid: z.union([z.literal('1'), z.literal(1)], { error: M.tid }).transform(() => '1' as const),
    // Bot resistance (not stored): a honeypot field people never see or fill, and the signed time
    // the form was rendered (src/lib/form-token.ts). Both are optional in the contract; the site's
    // form always sends them.
    website: z.string({ error: M.honeypot }).max(200, M.honeypot).optional(),
    form_token: z.string({ error: M.formExpired }).max(200, M.formExpired).optional(),
  })
}

/** The rules with SPEC.md's English messages. */
export const grievanceSchema = grievanceSchemaFor(GRIEVANCE_MESSAGES)

const SCHEMAS: Record<Lang, typeof grievanceSchema> = {
  en: grievanceSchema,
  mr: grievanceSchemaFor(GRIEVANCE_MESSAGES_MR),
}

/** The rules with the messages of a language (built once per language). */
export const grievanceSchemaIn = (lang: Lang): typeof grievanceSchema => SCHEMAS[lang]

export type GrievanceInput = z.input<typeof grievanceSchema>
export type Grievance = z.output<typeof grievanceSchema>
