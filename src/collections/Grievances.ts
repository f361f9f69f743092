import type { CollectionConfig } from 'payload'

import { admins, grievanceStaff, hiddenUnless } from '@/access/roles'
import { GRIEVANCE_SEARCH_FIELDS, grievanceExport } from '@/endpoints/grievance-export'
import { trackGrievanceChanges } from '@/hooks/grievance-history'
import { ISSUE_TYPES } from '@/lib/grievance'
import { GRIEVANCE_STATUSES, HISTORY_CHANGES } from '@/lib/grievance-desk'

/**
 * Grievances filed on the site. They hold personal data: only administrators and grievance
 * officers can read them; nobody creates them through Payload's API (the public form posts to
 * /api/v1/complaint, which validates and stores them server-side). /api/v1 never returns them.
 *
 * The desk: officers move a grievance through its statuses and keep an internal note; every such
 * change is recorded in `history` (src/hooks/grievance-history.ts). Closed grievances lose their
 * personal data after the retention period (src/jobs/grievance-retention.ts).
 */
export const Grievances: CollectionConfig = {
  slug: 'grievances',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'institution', 'issueType', 'createdAt', 'closedAt'],
    listSearchableFields: [...GRIEVANCE_SEARCH_FIELDS],
    group: 'Grievance desk',
    hidden: hiddenUnless('admin', 'officer'),
    components: {
      beforeListTable: ['/components/admin/GrievanceExportButton#GrievanceExportButton'],
    },
  },
  access: { read: grievanceStaff, create: () => false, update: grievanceStaff, delete: admins },
  defaultSort: '-createdAt',
  endpoints: [grievanceExport],
  hooks: { beforeChange: [trackGrievanceChanges] },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: GRIEVANCE_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar' },
    },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'closedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set when the status becomes Resolved or Rejected.', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'erasedAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => !!data?.erasedAt,
        description: 'Personal data erased after the retention period.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    { name: 'issueType', type: 'select', required: true, index: true, options: ISSUE_TYPES.map((t) => ({ value: t, label: t })) },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dateOfBirth', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
        { name: 'enrollmentNumber', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        // Plain text: the shared zod schema is the one rule for addresses (SPEC: text@text).
        { name: 'email', type: 'text', required: true },
        { name: 'mobile', type: 'text', required: true },
      ],
    },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'internalNote',
      type: 'textarea',
      admin: { description: 'Staff only: never shown to the complainant or in the public API. Changes are recorded in the history.' },
    },
    {
      name: 'history',
      type: 'array',
      admin: {
        readOnly: true,
        description: 'Every change of status or internal note: when, who, from → to. Kept automatically.',
        initCollapsed: true,
        components: { RowLabel: '/components/admin/GrievanceHistoryRowLabel#GrievanceHistoryRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
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
    },
  ],
}
