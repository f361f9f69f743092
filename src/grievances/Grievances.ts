import type { CollectionBeforeValidateHook, CollectionConfig, Field, FieldHook } from 'payload'

import { ACCESS, adminsField, hasRole, hiddenUnless, nobodyField } from '@/access/roles'
import { GRIEVANCE_SEARCH_FIELDS, grievanceExport } from '@/grievances/export'
import { grievanceSummaryExport } from '@/grievances/summary-export'
import { trackGrievanceChanges } from '@/grievances/history'
import { fieldErrors } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import { ISSUE_TYPES } from '@/grievances/rules'
import { ANSWER_WINDOW_DAYS, GRIEVANCE_LANGUAGES, GRIEVANCE_STATUSES, HISTORY_CHANGES } from '@/grievances/workflow'
import { queueAnswerMail } from '@/grievances/jobs/emails'

/**
 * Grievances filed on the site. They hold personal data: only administrators and grievance
 * officers can read them; nobody creates them through Payload's API (the public form posts to
 * /api/v1/complaint, which validates and stores them server-side). /api/v1 never returns them.
 *
 * The desk: officers move a grievance through its statuses and keep an internal note; an
 * administrator may move it to another institution; every such change is recorded in `history`
 * (src/grievances/history.ts). What the complainant filed is read-only for everyone: only the
 * retention job erases it, after the retention period (src/grievances/jobs/retention.ts).
 */
/** A field's value as compared for a change: a relationship by its id, anything else as text. */
const comparable = (value: unknown) => String(value && typeof value === 'object' ? relationId(value) : (value ?? ''))

const REFUSED = 'grievanceRefusedChanges'
type Refused = { path: string; message: string }[]

/**
 * Refuse a change of this field through the API (staff in the admin or the REST API) with a clear
 * message, unless `allowed` says this user may make it. The server's own updates (the retention
 * job) override access and pass. Field access alone would silently drop the value instead. The
 * refusals of all fields are collected and answered together by `answerRefusedChanges`.
 */
const refuseChange =
  (
    message: string,
    allowed: (user: unknown) => boolean = () => false,
    same = (a: unknown, b: unknown) => comparable(a) === comparable(b),
  ): FieldHook =>
  ({ value, previousValue, operation, overrideAccess, path, req, context }) => {
    if (operation !== 'update' || overrideAccess || allowed(req.user)) return value
    if (value === undefined || same(value, previousValue)) return value
    ;((context[REFUSED] ??= []) as Refused).push({ path: path.join('.'), message })
    return previousValue
  }

/** Runs after the fields' own hooks: one 400 naming every field whose change was refused. */
const answerRefusedChanges: CollectionBeforeValidateHook = ({ data, context }) => {
  const refused = context[REFUSED] as Refused | undefined
  if (refused?.length) {
    delete context[REFUSED]
    throw fieldErrors('grievances', refused)
  }
  return data
}

export const FILED_MESSAGE = 'What the complainant filed cannot be changed.'
export const MOVE_MESSAGE = 'Only a society administrator can move a grievance to another institution.'

/** A field the complainant filed: read-only for everyone, in the admin and through the API. */
const filed = <F extends Field>(field: F): F =>
  ({ ...field, access: { update: nobodyField }, hooks: { beforeValidate: [refuseChange(FILED_MESSAGE)] } }) as F

/** The same instant, however it is written (a client may send the stored date back in another form). */
const sameInstant = (a: unknown, b: unknown) =>
  comparable(a) === comparable(b) || (a != null && b != null && Date.parse(String(a)) === Date.parse(String(b)))

/**
 * A field the desk keeps itself (filing, the history hook in history.ts, the jobs): read-only for
 * everyone. Dates fixed at filing (`refusal` given) are refused outright when a request tries to
 * change them. The ones the server moves later (closed, escalated, erased, history) are silently
 * kept instead: a form opened before the server moved them still holds the older value, and its
 * user, who never touched them, must still be able to save the reply.
 */
const kept = <F extends Field>(field: F, refusal?: string): F =>
  ({
    ...field,
    access: { update: nobodyField },
    ...(refusal ? { hooks: { beforeValidate: [refuseChange(refusal, undefined, sameInstant)] } } : {}),
  }) as F

/** The desk's dates in India's zone in the edit view and the list (admin/IndianDate.tsx; src/lib/dates.ts). */
const INDIAN_DATE_FIELD = '/grievances/admin/IndianDate#IndianDateField'
const INDIAN_DATE_CELL = '/grievances/admin/IndianDate#IndianDateCell'

export const FILING_DATE_MESSAGE = 'The filing date is kept by the desk and cannot be changed.'
export const DUE_DATE_MESSAGE = 'The due date is kept by the desk and cannot be changed.'

export const Grievances: CollectionConfig = {
  slug: 'grievances',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'dueAt', 'institution', 'issueType', 'language', 'createdAt', 'closedAt'],
    listSearchableFields: [...GRIEVANCE_SEARCH_FIELDS],
    group: 'Grievance desk',
    hidden: hiddenUnless('admin', 'officer'),
    components: {
      beforeListTable: ['/grievances/admin/GrievanceExportButton#GrievanceExportButton'],
    },
  },
  access: ACCESS.grievances,
  // The desk works open grievances first, the most overdue at the top (`open` then due date); the
  // due-date cell marks overdue ones (admin/DueCell.tsx). Closed ones follow, oldest due first.
  defaultSort: ['-open', 'dueAt'],
  // The desk's list (newest first) filtered by status, institution (an officer's scope) or issue
  // type, at any size; also the CSV export's batches (src/grievances/export.ts).
  indexes: [
    { fields: ['open', 'dueAt'] },
    { fields: ['status', 'createdAt'] },
    { fields: ['institution', 'createdAt'] },
    { fields: ['issueType', 'createdAt'] },
  ],
  endpoints: [grievanceExport, grievanceSummaryExport],
  hooks: {
    beforeValidate: [answerRefusedChanges],
    beforeChange: [trackGrievanceChanges],
    afterChange: [queueAnswerMail],
  },
  fields: [
    filed({ name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: GRIEVANCE_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'institution',
      type: 'relationship',
      relationTo: 'institutions',
      required: true,
      index: true,
      access: { update: adminsField },
      hooks: { beforeValidate: [refuseChange(MOVE_MESSAGE, (user) => hasRole(user, 'admin'))] },
      admin: {
        position: 'sidebar',
        description: 'Only a society administrator can move a grievance; the move is recorded in the history.',
      },
    },
    kept({
      name: 'closedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when the status becomes Resolved or Rejected.',
        date: { pickerAppearance: 'dayAndTime' },
        components: { Field: INDIAN_DATE_FIELD, Cell: INDIAN_DATE_CELL },
      },
    }),
    kept(
      {
        name: 'dueAt',
        label: 'Due',
        type: 'date',
        index: true,
        admin: {
          position: 'sidebar',
          readOnly: true,
          description:
            'Filing date plus the days set in Site settings → Grievances. Overdue ones are escalated once to the administrators.',
          date: { pickerAppearance: 'dayAndTime' },
          components: { Cell: '/grievances/admin/DueCell#DueCell', Field: INDIAN_DATE_FIELD },
        },
      },
      DUE_DATE_MESSAGE,
    ),
    kept({
      name: 'escalatedAt',
      label: 'Escalated',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => !!data?.escalatedAt,
        date: { pickerAppearance: 'dayAndTime' },
        components: { Field: INDIAN_DATE_FIELD },
      },
    }),
    kept({
      // Not Resolved or Rejected: kept by the history hook, so the list can put open ones first.
      name: 'open',
      type: 'checkbox',
      index: true,
      defaultValue: true,
      admin: { hidden: true },
    }),
    kept({
      name: 'erasedAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => !!data?.erasedAt,
        description: 'Personal data erased after the retention period.',
        date: { pickerAppearance: 'dayAndTime' },
        components: { Field: INDIAN_DATE_FIELD },
      },
    }),
    // Payload's own timestamps, declared here (as Payload declares them: same columns and indexes)
    // so that they are read-only too. Payload sets `updatedAt` itself on every save.
    kept(
      {
        name: 'createdAt',
        type: 'date',
        index: true,
        label: ({ t }) => t('general:createdAt'),
        admin: { hidden: true, disableBulkEdit: true, components: { Cell: INDIAN_DATE_CELL } },
      },
      FILING_DATE_MESSAGE,
    ),
    kept({
      name: 'updatedAt',
      type: 'date',
      index: true,
      label: ({ t }) => t('general:updatedAt'),
      admin: { hidden: true, disableBulkEdit: true },
    }),
    filed({
      // The language of the pages it was filed on: its mails (acknowledgement, answer) are in it and
      // link to that language's pages; the officer replies in it.
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: GRIEVANCE_LANGUAGES.map((l) => ({ ...l })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'The language it was filed in. Write the reply in this language: it is mailed to the complainant as written.',
      },
    }),
    filed({
      name: 'issueType',
      type: 'select',
      required: true,
      index: true,
      options: ISSUE_TYPES.map((t) => ({ value: t, label: t })),
    }),
    {
      type: 'row',
      fields: [
        filed({ name: 'firstName', type: 'text', required: true }),
        filed({ name: 'lastName', type: 'text', required: true }),
      ],
    },
    {
      type: 'row',
      fields: [
        filed({ name: 'dateOfBirth', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } }),
        filed({ name: 'enrollmentNumber', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        // Plain text: the shared zod schema is the one rule for addresses (SPEC: text@text).
        filed({ name: 'email', type: 'text', required: true }),
        filed({ name: 'mobile', type: 'text', required: true }),
      ],
    },
    filed({ name: 'message', type: 'textarea', required: true }),
    {
      name: 'reply',
      label: 'Reply to the complainant',
      type: 'textarea',
      maxLength: 5000,
      admin: {
        description: `Write it in the grievance's language (sidebar). Saving a new reply, or closing the grievance (Resolved or Rejected), mails the complainant in that language with the reply and a link to the status page (/grievances/status), where it is also shown. The complainant may answer there while it is open and for ${ANSWER_WINDOW_DAYS} days after it is closed; an answer reopens it (In progress) and is recorded in the history. Changes are recorded in the history.`,
      },
    },
    {
      name: 'internalNote',
      type: 'textarea',
      admin: {
        description:
          'Staff only: never shown to the complainant or in the public API. Changes are recorded in the history.',
      },
    },
    kept({
      name: 'history',
      type: 'array',
      admin: {
        readOnly: true,
        description:
          'Every change of status, reply, internal note or institution, and the escalation: when, who, from → to. Kept automatically.',
        initCollapsed: true,
        components: { RowLabel: '/grievances/admin/GrievanceHistoryRowLabel#GrievanceHistoryRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'at',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Field: INDIAN_DATE_FIELD } },
            },
            { name: 'change', type: 'select', required: true, options: HISTORY_CHANGES.map((c) => ({ ...c })) },
            { name: 'by', type: 'relationship', relationTo: 'users' },
            { name: 'byName', type: 'text', label: 'By (as recorded)' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'textarea' },
            { name: 'to', type: 'textarea' },
          ],
        },
      ],
    }),
  ],
}
