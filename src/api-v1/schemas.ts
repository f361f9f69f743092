import { z } from 'zod'

import { isAcademicYear } from '@/lib/academic-year'

/**
 * The shapes of the public contract (ARCHITECTURE.md "The /api/v1 contract"): what each row carries
 * and which parameters each path takes. The routes validate with them and the OpenAPI document is
 * generated from them, so the two cannot drift apart. Field names are the original API's,
 * misspellings included (avtar_url, is_tearcher, magzine).
 */

const url = z.string().describe('Absolute URL')
const nullableUrl = url.nullable()
const isoDate = z.string().describe('ISO 8601 date-time')
const html = z.string().describe('Sanitized HTML produced on the server')

export const academicYear = z
  .string()
  .regex(/^\d{4}-\d{4}$/, 'Expected an academic year as YYYY-YYYY, e.g. 2025-2026.')
  .refine(isAcademicYear, 'Expected an academic year as YYYY-YYYY, e.g. 2025-2026.')
  .describe('Academic year, YYYY-YYYY')

export const rows = {
  trustee: z.object({
    id: z.int(),
    name: z.string(),
    designation: z.string(),
    position: z.string(),
    info: z.string(),
    more_info: z.string(),
    avtar_url: nullableUrl,
  }),
  award: z.object({ id: z.int(), awardee_name: z.string(), avtar_url: nullableUrl, content: html }),
  rti: z.object({ id: z.int(), description: html }),
  notice: z.object({
    id: z.int(),
    title: z.string(),
    category: z.string().describe('The notice_code of its type'),
    description: z.string(),
    file_url: nullableUrl,
    created_at: isoDate,
  }),
  noticeType: z.object({ id: z.int(), notice_code: z.string() }),
  alert: z.object({
    id: z.int(),
    message: z.string(),
    link: nullableUrl,
    level: z.enum(['information', 'emergency']),
    starts_at: isoDate,
    ends_at: isoDate,
    institute_ids: z.array(z.int()).describe('The institutions it concerns; empty: the whole society'),
  }),
  media: z.object({
    id: z.int(),
    title: z.string(),
    source: z.string(),
    description: z.string(),
    file_url: nullableUrl,
    url: z.string().describe('Link to the article or video, or an empty string'),
    created_at: isoDate,
  }),
  link: z.object({ title: z.string(), url: z.string(), created_at: isoDate }),
  achievement: z.object({
    id: z.int(),
    achiever_name: z.string(),
    achievement: z.string(),
    achievement_desc: z.string(),
    achievement_type_code: z.string(),
    year_code: z.string(),
    file_url: nullableUrl,
    created_at: isoDate,
    is_tearcher: z.enum(['0', '1']).describe("'0' student, '1' teacher"),
  }),
  achievementType: z.object({ id: z.int(), achievement_type_code: z.string() }),
  academicYear: z.object({ year_code: z.string() }),
  institute: z.object({ id: z.int(), name: z.string(), address: z.string(), url: nullableUrl.describe('Logo') }),
  section: z.object({ title: z.string(), content: html }),
  strength: z.object({ standard: z.string(), boys: z.int(), girls: z.int(), total: z.int() }),
  document: z.object({ title: z.string(), file_url: nullableUrl }),
  principal: z.object({
    name: z.string(),
    designation: z.string(),
    education: z.string(),
    info: z.string(),
    avtar_url: nullableUrl,
  }),
  photo: z.object({ id: z.string(), avtar_url: nullableUrl, caption: z.string(), created_at: isoDate.nullable() }),
  gallery: z.object({ id: z.int(), year_code: z.string(), avtar_url: url, caption: z.string() }),
  admissionPortal: z.object({ id: z.int(), institute: z.string(), institute_id: z.int(), url }),
  studentPortal: z.object({ id: z.int(), institute: z.string(), institute_id: z.int(), link: url }),
  magazine: z.object({ id: z.int(), title: z.string(), cover: url, url }),
  visitor: z.object({ count: z.int() }),
  complaint: z.object({ reference: z.string().describe('Grievance reference number to quote') }),
}

export const queries = {
  none: z.object({}),
  year: z.object({ year: academicYear.optional() }),
  notice: z.object({
    year: academicYear.optional(),
    notice_code: z.string().trim().min(1).max(100).optional(),
    // Without it the society's notices, as before.
    institution: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'institution must be a positive whole number.')
      .transform(Number)
      .optional()
      .describe("One institution's notices instead of the society's (its id, as in /institute)"),
  }),
  institute: z.object({
    institute: z
      .string({ error: 'institute is required.' })
      .regex(/^[1-9]\d{0,8}$/, 'institute must be a positive whole number.')
      .transform(Number),
  }),
  gallery: z.object({ type: z.enum(['all']).optional() }),
  portal: z.object({
    category: z.enum(['ADMISSION-PORTAL', 'STUDENT-PORTAL'], {
      error: 'category must be ADMISSION-PORTAL or STUDENT-PORTAL.',
    }),
  }),
}
