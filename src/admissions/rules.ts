import { z } from 'zod'

import type { Lang } from '@/i18n/lang'
import { hasControlCharacters, isName, isPlainEmail, isValidBirthDate, normalizeMobile } from '@/lib/person-fields'

import { CLASS_VALUES } from './desk'

/**
 * The admission enquiry form's rules, one set for the browser and the server (its server action,
 * src/admissions/filing.ts). The person's details follow the grievance form's rules
 * (src/lib/person-fields.ts); the messages come in the page's language.
 */

export const ENQUIRY_MESSAGES = {
  childName: "Please give the child's name.",
  childDob: "Please give the child's date of birth.",
  childDobInvalid: 'Enter a valid date of birth.',
  classSought: 'Please choose the class.',
  classClosed: 'This class takes no enquiries for that year. Please choose another.',
  year: 'Please choose the academic year.',
  parentName: 'Please give your name.',
  mobile: 'Please give your mobile number.',
  mobileInvalid: 'Enter a 10-digit mobile number.',
  email: 'Please give your email address.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  language: 'Please choose the language of our answer.',
  institute: 'Please choose the school or college.',
  instituteUnknown: 'Choose a school or college from the list.',
  message: 'Please write your question.',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  nameChars: "Use only letters, spaces and the marks . ' - in a name.",
  controlChars: 'Remove the invisible control characters from this text.',
  honeypot: 'Leave this field empty.',
  tooFast: 'That was quick! Please check your enquiry, then send it again.',
  formExpired: 'This form has expired. Please reload the page and send your enquiry again.',
  formUsed: 'This form has already been sent. To send another enquiry, please reload the page.',
  fixErrors: 'Please correct the highlighted fields.',
  tooMany: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  failed: 'Your enquiry could not be sent just now. Please try again in a few minutes.',
} as const

export type EnquiryMessages = {
  readonly [K in keyof typeof ENQUIRY_MESSAGES]: (typeof ENQUIRY_MESSAGES)[K] extends (...args: infer A) => unknown
    ? (...args: A) => string
    : string
}

export const ENQUIRY_MESSAGES_MR: EnquiryMessages = {
  childName: 'कृपया पाल्याचे नाव लिहा.',
  childDob: 'कृपया पाल्याची जन्मतारीख भरा.',
  childDobInvalid: 'योग्य जन्मतारीख भरा.',
  classSought: 'कृपया इयत्ता निवडा.',
  classClosed: 'या इयत्तेसाठी त्या वर्षीची चौकशी सध्या स्वीकारली जात नाही. कृपया दुसरा पर्याय निवडा.',
  year: 'कृपया शैक्षणिक वर्ष निवडा.',
  parentName: 'कृपया आपले नाव लिहा.',
  mobile: 'कृपया आपला मोबाइल क्रमांक भरा.',
  mobileInvalid: '१० अंकी मोबाइल क्रमांक भरा.',
  email: 'कृपया आपला ई-मेल पत्ता भरा.',
  emailInvalid: 'योग्य ई-मेल पत्ता भरा, उदा. name@example.com.',
  language: 'उत्तर कोणत्या भाषेत हवे ते निवडा.',
  institute: 'कृपया शाळा/महाविद्यालय निवडा.',
  instituteUnknown: 'यादीतील शाळा/महाविद्यालय निवडा.',
  message: 'कृपया आपला प्रश्न लिहा.',
  tooLong: (max: number) => `येथे जास्तीत जास्त ${max} अक्षरे लिहा.`,
  nameChars: "नावात फक्त अक्षरे, रिकाम्या जागा आणि . ' - ही चिन्हे वापरा.",
  controlChars: 'या मजकुरातील अदृश्य नियंत्रण-अक्षरे काढून टाका.',
  honeypot: 'हा रकाना रिकामा ठेवा.',
  tooFast: 'अर्ज फारच लवकर पाठवला गेला! कृपया आपली चौकशी एकदा तपासून पुन्हा पाठवा.',
  formExpired: 'या अर्जाची मुदत संपली आहे. कृपया पान पुन्हा लोड करून चौकशी पुन्हा पाठवा.',
  formUsed: 'हा अर्ज आधीच पाठवला गेला आहे. दुसरी चौकशी पाठवण्यासाठी कृपया पान पुन्हा लोड करा.',
  fixErrors: 'कृपया चिन्हांकित केलेल्या रकान्यांतील माहिती दुरुस्त करा.',
  tooMany: (minutes: number) =>
    `बरेच प्रयत्न झाले आहेत. कृपया ${minutes === 1 ? 'एका मिनिटाने' : `${minutes} मिनिटांनी`} पुन्हा प्रयत्न करा.`,
  failed: 'आपली चौकशी आत्ता पाठवता आली नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
}

const MESSAGES: Record<Lang, EnquiryMessages> = { en: ENQUIRY_MESSAGES, mr: ENQUIRY_MESSAGES_MR }
export const enquiryMessages = (lang: Lang): EnquiryMessages => MESSAGES[lang]

/** The fields a parent fills in (not the honeypot, not the form token): the ones kept after a refusal. */
export const ENQUIRY_FORM_FIELDS = [
  'institute_id',
  'class',
  'year',
  'child_name',
  'child_dob',
  'parent_name',
  'mobile',
  'email',
  'language',
  'message',
] as const
export type EnquiryFormField = (typeof ENQUIRY_FORM_FIELDS)[number]
export type EnquiryFormValues = Record<EnquiryFormField, string>

export function enquirySchemaFor(M: EnquiryMessages) {
  const requiredText = (message: string, max: number) =>
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, M.tooLong(max))
      .refine((v) => !hasControlCharacters(v), M.controlChars)
  return z.object({
    institute_id: z
      .string({ error: M.institute })
      .trim()
      .min(1, M.institute)
      .regex(/^[1-9]\d{0,8}$/, M.instituteUnknown)
      .transform(Number),
    class: z.enum(CLASS_VALUES, { error: M.classSought }),
    year: z.string({ error: M.year }).regex(/^\d{4}-\d{4}$/, M.year),
    child_name: requiredText(M.childName, 100).refine(isName, M.nameChars),
    child_dob: requiredText(M.childDob, 30).refine((v) => isValidBirthDate(v), M.childDobInvalid),
    parent_name: requiredText(M.parentName, 100).refine(isName, M.nameChars),
    mobile: requiredText(M.mobile, 30)
      .transform(normalizeMobile)
      .pipe(z.string().regex(/^\d{10}$/, M.mobileInvalid)),
    email: requiredText(M.email, 254).refine(isPlainEmail, M.emailInvalid),
    language: z.enum(['en', 'mr'], { error: M.language }),
    message: requiredText(M.message, 3000),
    // Bot resistance (not stored): the honeypot and the signed time the form was rendered.
    website: z.string({ error: M.honeypot }).max(200, M.honeypot).optional(),
    form_token: z.string({ error: M.formExpired }).max(200, M.formExpired),
  })
}

const SCHEMAS = { en: enquirySchemaFor(ENQUIRY_MESSAGES), mr: enquirySchemaFor(ENQUIRY_MESSAGES_MR) }
export const enquirySchemaIn = (lang: Lang) => SCHEMAS[lang]

export type Enquiry = z.output<ReturnType<typeof enquirySchemaFor>>
