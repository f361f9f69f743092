import { addDays, endOfIndianDay, indianDay } from '@/lib/dates'
import type { Lang } from '@/i18n/lang'

/**
 * The admissions desk's statuses and rules, shared by the collection, its hooks, jobs, the public
 * form and the admin components. Nothing here may need the server (the form imports it).
 */

export const ENQUIRY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'visit-booked', label: 'Visit booked' },
  { value: 'offered', label: 'Offered' },
  { value: 'closed', label: 'Closed' },
] as const

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]['value']

export const isClosedEnquiry = (status: unknown) => status === 'closed'

export const enquiryStatusLabel = (value: unknown) =>
  ENQUIRY_STATUSES.find((s) => s.value === value)?.label ?? (value == null || value === '' ? '—' : String(value))

/**
 * Days from filing to the first answer's due date: the end of that day in India. An enquiry still
 * New after it is overdue (the dashboard and the list's due cell say so).
 */
export const FIRST_ANSWER_DAYS = 3

export const firstAnswerDue = (filedAt: Date | string) => endOfIndianDay(addDays(indianDay(filedAt), FIRST_ANSWER_DAYS))

/** Overdue: not answered at all (still New) after its first answer's due date. */
export const isEnquiryOverdue = (e: { status?: unknown; dueAt?: string | null }, now: Date = new Date()) =>
  e.status === 'new' && !!e.dueAt && new Date(e.dueAt).getTime() < now.getTime()

/**
 * Days after an enquiry is closed before it is deleted, personal data and all (India's DPDP Act
 * 2023: kept no longer than its purpose needs; an admission that goes ahead continues in the
 * school's own admission records, not here). src/admissions/jobs.ts deletes them daily.
 */
export const ENQUIRY_RETENTION_DAYS = 180

/** The languages a parent may be answered in: the public pages'. Their mails and the desk's reply follow it. */
export const ENQUIRY_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'mr', label: 'Marathi (मराठी)' },
] as const

export const enquiryLang = (e: { language?: string | null }): Lang => (e.language === 'mr' ? 'mr' : 'en')

/**
 * The classes and courses a school or college may take enquiries for, in the order of schooling,
 * with their names in each language.
 */
export const CLASSES = [
  { value: 'nursery', en: 'Nursery', mr: 'नर्सरी' },
  { value: 'jr-kg', en: 'Junior KG', mr: 'छोटा शिशु' },
  { value: 'sr-kg', en: 'Senior KG', mr: 'मोठा शिशु' },
  { value: 'std-1', en: 'Std I', mr: 'इयत्ता पहिली' },
  { value: 'std-2', en: 'Std II', mr: 'इयत्ता दुसरी' },
  { value: 'std-3', en: 'Std III', mr: 'इयत्ता तिसरी' },
  { value: 'std-4', en: 'Std IV', mr: 'इयत्ता चौथी' },
  { value: 'std-5', en: 'Std V', mr: 'इयत्ता पाचवी' },
  { value: 'std-6', en: 'Std VI', mr: 'इयत्ता सहावी' },
  { value: 'std-7', en: 'Std VII', mr: 'इयत्ता सातवी' },
  { value: 'std-8', en: 'Std VIII', mr: 'इयत्ता आठवी' },
  { value: 'std-9', en: 'Std IX', mr: 'इयत्ता नववी' },
  { value: 'std-10', en: 'Std X', mr: 'इयत्ता दहावी' },
  { value: 'std-11', en: 'Std XI (FYJC)', mr: 'इयत्ता अकरावी' },
  { value: 'std-12', en: 'Std XII', mr: 'इयत्ता बारावी' },
  { value: 'degree-1', en: 'Degree, first year', mr: 'पदवी, प्रथम वर्ष' },
  { value: 'degree-2', en: 'Degree, second year', mr: 'पदवी, द्वितीय वर्ष' },
  { value: 'degree-3', en: 'Degree, third year', mr: 'पदवी, तृतीय वर्ष' },
  { value: 'pg-1', en: 'Post-graduate, first year', mr: 'पदव्युत्तर, प्रथम वर्ष' },
] as const

export type ClassValue = (typeof CLASSES)[number]['value']
export const CLASS_VALUES = CLASSES.map((c) => c.value) as [ClassValue, ...ClassValue[]]

export const className = (value: unknown, lang: Lang = 'en') =>
  CLASSES.find((c) => c.value === value)?.[lang] ?? String(value ?? '')

/**
 * The academic years a parent may ask about: the one under way and the next (the year runs from
 * June in Maharashtra), 'YYYY-YYYY'. In November 2026 that is 2026-2027 and 2027-2028.
 */
export function enquiryYears(now: Date = new Date()): [string, string] {
  const [y, m] = indianDay(now).split('-').map(Number) as [number, number]
  const start = m >= 6 ? y : y - 1
  return [`${start}-${start + 1}`, `${start + 1}-${start + 2}`]
}

/** What a parent filed, in the order the desk reads it (the form's fields, the export's columns). */
export const ENQUIRY_SEARCH_FIELDS = ['reference', 'childName', 'parentName'] as const
