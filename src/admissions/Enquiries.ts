import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { ACCESS, adminsField, hiddenUnlessMayChange, nobodyField } from '@/access/roles'

import {
  CLASSES,
  ENQUIRY_LANGUAGES,
  ENQUIRY_RETENTION_DAYS,
  ENQUIRY_SEARCH_FIELDS,
  ENQUIRY_STATUSES,
  FIRST_ANSWER_DAYS,
  firstAnswerDue,
  isClosedEnquiry,
} from './desk'
import { enquiryExport } from './export'
import { queueReplyMail } from './jobs'

/**
 * Admission enquiries, one per parent's question to one school or college. They hold personal data
 * (a child's name and date of birth, a parent's contact): administrators read all of them; a
 * school's institution editors (its admissions office) only their institutions'; grievance
 * officers none. Nobody creates them through Payload's API: the public form's server action
 * validates and stores them (src/admissions/filing.ts). /api/v1 never returns them.
 *
 * The desk moves an enquiry through its statuses, keeps internal notes and writes the reply that
 * is mailed to the parent in the language they chose (src/admissions/jobs.ts). What the parent
 * filed is read-only for everyone; the dates are the desk's. Closed enquiries are deleted
 * ENQUIRY_RETENTION_DAYS days after closing.
 */

/** A field the parent filed, or one the desk keeps itself: read-only for everyone, in the admin and the API. */
const kept = <F extends Field>(field: F): F =>
  ({ ...field, access: { ...(field as { access?: object }).access, update: nobodyField } }) as F

const INDIAN_DATE_FIELD = '/grievances/admin/IndianDate#IndianDateField'
const INDIAN_DATE_CELL = '/grievances/admin/IndianDate#IndianDateCell'

/**
 * The desk's dates, on every save whoever makes it: `dueAt` once at filing (FIRST_ANSWER_DAYS),
 * `closedAt` when the status becomes Closed (cleared if reopened), `closed` follows the status,
 * `repliedAt` when a new reply is saved (a New enquiry then becomes Contacted). None of them is ever taken from a request.
 */
export const trackEnquiry: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const now = new Date().toISOString()
  if (operation === 'create' || !originalDoc) {
    const filed = data.createdAt ? new Date(data.createdAt as string) : new Date(now)
    return {
      ...data,
      dueAt: firstAnswerDue(filed).toISOString(),
      closedAt: isClosedEnquiry(data.status) ? now : null,
      closed: isClosedEnquiry(data.status),
      repliedAt: null,
    }
  }
  const reply = typeof data.reply === 'string' ? data.reply.trim() : undefined
  const replied = reply !== undefined && reply !== '' && reply !== String(originalDoc.reply ?? '').trim()
  // A reply is the first answer: a New enquiry answered is Contacted.
  const status =
    replied && (data.status ?? originalDoc.status) === 'new' ? 'contacted' : (data.status ?? originalDoc.status)
  const wasClosed = isClosedEnquiry(originalDoc.status)
  const closedAt = isClosedEnquiry(status) ? (wasClosed ? originalDoc.closedAt : now) : null
  return {
    ...data,
    status,
    dueAt: originalDoc.dueAt,
    createdAt: originalDoc.createdAt,
    closedAt,
    closed: isClosedEnquiry(status),
    repliedAt: replied ? now : (originalDoc.repliedAt ?? null),
  }
}

export const AdmissionEnquiries: CollectionConfig = {
  slug: 'admission-enquiries',
  labels: { singular: 'Admission enquiry', plural: 'Admission enquiries' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: [
      'reference',
      'status',
      'dueAt',
      'institution',
      'classSought',
      'academicYear',
      'language',
      'createdAt',
    ],
    listSearchableFields: [...ENQUIRY_SEARCH_FIELDS],
    group: 'Admissions desk',
    // In the menu of those who may change one: administrators and editors with a school.
    hidden: hiddenUnlessMayChange(ACCESS.admissionEnquiries),
    description: `Questions from parents about admission. Answer New ones within ${FIRST_ANSWER_DAYS} days (the Due column). Closed enquiries are deleted ${ENQUIRY_RETENTION_DAYS} days after closing.`,
    components: { beforeListTable: ['/admissions/admin/EnquiryExportButton#EnquiryExportButton'] },
  },
  access: ACCESS.admissionEnquiries,
  // Open ones first, the most overdue at the top; closed ones follow. Both ascending, so that the
  // (closed, dueAt) index serves the list's first page at any size (a mixed order cannot).
  defaultSort: ['closed', 'dueAt'],
  // The desk's list filtered by institution (an editor's scope) or status, at any size; the CSV
  // export's batches (src/services/csv-export.ts); the retention job's closed-before range.
  indexes: [
    { fields: ['closed', 'dueAt'] },
    { fields: ['institution', 'createdAt'] },
    { fields: ['status', 'createdAt'] },
  ],
  endpoints: [enquiryExport],
  hooks: { beforeChange: [trackEnquiry], afterChange: [queueReplyMail] },
  fields: [
    kept({ name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ENQUIRY_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar', description: 'New → Contacted → Visit booked → Offered → Closed.' },
    },
    {
      name: 'institution',
      type: 'relationship',
      relationTo: 'institutions',
      required: true,
      index: true,
      access: { update: adminsField },
      admin: {
        position: 'sidebar',
        description: 'Only a society administrator can move an enquiry to another school.',
      },
    },
    kept({
      name: 'dueAt',
      label: 'First answer due',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        components: { Field: INDIAN_DATE_FIELD, Cell: INDIAN_DATE_CELL },
      },
    }),
    kept({
      name: 'closedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when the status becomes Closed.',
        date: { pickerAppearance: 'dayAndTime' },
        components: { Field: INDIAN_DATE_FIELD, Cell: INDIAN_DATE_CELL },
      },
    }),
    kept({
      name: 'repliedAt',
      label: 'Reply mailed',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => !!data?.repliedAt,
        date: { pickerAppearance: 'dayAndTime' },
        components: { Field: INDIAN_DATE_FIELD },
      },
    }),
    kept({ name: 'closed', type: 'checkbox', index: true, defaultValue: false, admin: { hidden: true } }),
    kept({
      name: 'createdAt',
      type: 'date',
      index: true,
      label: ({ t }) => t('general:createdAt'),
      admin: { hidden: true, disableBulkEdit: true, components: { Cell: INDIAN_DATE_CELL } },
    }),
    kept({
      name: 'updatedAt',
      type: 'date',
      index: true,
      label: ({ t }) => t('general:updatedAt'),
      admin: { hidden: true, disableBulkEdit: true },
    }),
    kept({
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: ENQUIRY_LANGUAGES.map((l) => ({ ...l })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The language the parent asked to be answered in. Write the reply in it: it is mailed as written.',
      },
    }),
    {
      type: 'row',
      fields: [
        kept({
          name: 'classSought',
          label: 'Class sought',
          type: 'select',
          required: true,
          options: CLASSES.map((c) => ({ value: c.value, label: c.en })),
          admin: { readOnly: true },
        }),
        kept({ name: 'academicYear', type: 'text', required: true, admin: { readOnly: true } }),
      ],
    },
    {
      type: 'row',
      fields: [
        kept({ name: 'childName', label: "Child's name", type: 'text', required: true, admin: { readOnly: true } }),
        kept({
          name: 'childDateOfBirth',
          label: "Child's date of birth",
          type: 'text',
          required: true,
          admin: { readOnly: true, description: 'YYYY-MM-DD' },
        }),
      ],
    },
    kept({ name: 'parentName', label: "Parent's name", type: 'text', required: true, admin: { readOnly: true } }),
    {
      type: 'row',
      fields: [
        kept({ name: 'email', type: 'text', required: true, admin: { readOnly: true } }),
        kept({ name: 'mobile', type: 'text', required: true, admin: { readOnly: true } }),
      ],
    },
    kept({ name: 'message', label: 'Question', type: 'textarea', required: true, admin: { readOnly: true } }),
    {
      name: 'reply',
      label: 'Reply to the parent',
      type: 'textarea',
      maxLength: 5000,
      admin: {
        description:
          "Write it in the enquiry's language (sidebar). Saving a new reply mails it to the parent in that language, with a link to the enquiry status page (/admission/status), where it is also shown.",
      },
    },
    {
      name: 'notes',
      label: 'Internal notes',
      type: 'textarea',
      maxLength: 5000,
      admin: {
        description: 'Staff only: never shown or mailed to the parent (calls made, visit times, documents seen).',
      },
    },
  ],
}
