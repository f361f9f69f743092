import type { Endpoint } from 'payload'

import { csvExportEndpoint } from '@/services/csv-export'
import { formatDateTime, ZONE_NAME } from '@/lib/dates'
import type { AdmissionEnquiry } from '@/payload-types'

import { className, ENQUIRY_SEARCH_FIELDS, enquiryStatusLabel } from './desk'

const HEADER = [
  'Reference',
  'Status',
  `Filed (${ZONE_NAME})`,
  `First answer due (${ZONE_NAME})`,
  `Closed (${ZONE_NAME})`,
  'Institution',
  'Class sought',
  'Academic year',
  "Child's name",
  "Child's date of birth",
  "Parent's name",
  'Email',
  'Mobile',
  'Language',
  'Question',
  'Reply',
  'Internal notes',
] as const

const date = (value: unknown) => (typeof value === 'string' && value ? formatDateTime(value) : '')

/**
 * GET /cms-api/admission-enquiries/export.csv?where[...]: what the desk's list shows for the same
 * filters, streamed in batches (src/services/csv-export.ts); an editor's file holds only their schools'.
 */
export const enquiryExport: Endpoint = csvExportEndpoint<AdmissionEnquiry>({
  collection: 'admission-enquiries',
  searchFields: ENQUIRY_SEARCH_FIELDS,
  sorts: ['createdAt', 'updatedAt', 'reference', 'status', 'institution', 'dueAt', 'id'],
  header: HEADER,
  row: (e, institution) => [
    e.reference,
    enquiryStatusLabel(e.status),
    date(e.createdAt),
    date(e.dueAt),
    date(e.closedAt),
    institution,
    className(e.classSought),
    e.academicYear,
    e.childName,
    e.childDateOfBirth,
    e.parentName,
    e.email,
    e.mobile,
    e.language,
    e.message,
    e.reply,
    e.notes,
  ],
  filename: 'admission-enquiries',
})
