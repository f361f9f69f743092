import type { CollectionConfig } from 'payload'

import { ACCESS, adminsField } from '@/access/roles'
import { mailReportField } from '@/subscriptions/fields'

import { academicYearField, institutionField, pdfField, scheduleFields, text } from '@/collections/fields'
import { enforceNoticeApproval, queueApprovalMail } from './approval'
import { staffNav } from '@/collections/staff-nav'

/**
 * A notice, of the society (listed on /notices under its type and academic year) or of one
 * institution (its Notices section). Institution editors keep their own institutions'
 * notices; while the society's approval setting is on they submit them for approval
 * (src/notices/approval.ts).
 */
export const Notices: CollectionConfig = {
  slug: 'notices',
  admin: {
    useAsTitle: 'title',
    // Five columns fit at 1280 px with the Status whole; the Status already says "Scheduled for …".
    defaultColumns: ['title', 'type', 'institution', 'date', '_status'],
    group: 'Society',
    ...staffNav(ACCESS.notices),
    components: {
      ...staffNav(ACCESS.notices).components,
      // "Submit for approval" for institution editors while the society's approval setting is on;
      // "Waiting for approval" or "Returned: <note>" as the header's status while a notice is in approval.
      edit: {
        PublishButton: '/notices/admin/NoticePublishButton#NoticePublishButton',
        Status: '/notices/admin/NoticeStatus#NoticeStatus',
      },
    },
  },
  access: ACCESS.notices,
  hooks: { beforeChange: [enforceNoticeApproval], afterChange: [queueApprovalMail] },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-date',
  // The public reads (src/content/notices.ts): published, newest first; of one year; of one type.
  // A school's Notices section: published, of one institution, newest first.
  indexes: [
    { fields: ['_status', 'date'] },
    { fields: ['_status', 'academicYear', 'date'] },
    { fields: ['_status', 'type', 'date'] },
    { fields: ['_status', 'institution', 'date'] },
  ],
  fields: [
    // At the top of the edit view while the notice is in approval: one sentence for the reader (editor or office).
    {
      name: 'approvalBanner',
      type: 'ui',
      admin: { components: { Field: '/notices/admin/NoticeApprovalBanner#NoticeApprovalBanner' } },
    },
    text('title', { required: true, max: 300 }),
    {
      name: 'type',
      type: 'relationship',
      relationTo: 'notice-types',
      required: true,
      index: true,
      // The list names the type on the server (Payload's own cell showed "<No Type>" for rows it had not loaded).
      admin: {
        position: 'sidebar',
        components: { Cell: '/components/admin/cells/RelationTitleCell#RelationTitleCell' },
      },
    },
    institutionField({
      required: false,
      description: 'Leave empty for a notice of the whole society.',
      editorEmpty: 'Only society administrators publish notices of the whole society: choose one of your institutions.',
      // In the list: the institution's whole name, or "Society" (Payload's own cell said "<No Institution>").
      listCell: '/components/admin/cells/InstitutionCell#InstitutionCell',
    }),
    academicYearField(),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    { name: 'description', type: 'textarea', maxLength: 4000, localized: true },
    pdfField('file', 'Document (PDF)'),
    ...scheduleFields(),
    mailReportField(),
    {
      name: 'approval',
      type: 'group',
      label: 'Approval',
      admin: {
        position: 'sidebar',
        // Drawn by NoticeApprovalField while the notice is in approval (an editor's "Submit for approval" sets it: NoticePublishButton).
        components: { Field: '/notices/admin/NoticeApprovalField#NoticeApprovalField' },
      },
      fields: [
        {
          name: 'state',
          label: 'Where it stands',
          type: 'select',
          index: true,
          options: [
            { value: 'submitted', label: 'Waiting for an administrator’s approval' },
            { value: 'returned', label: 'Sent back to the editor' },
          ],
          admin: { readOnly: true, description: 'Administrators approve a waiting notice by publishing it.' },
        },
        {
          name: 'note',
          label: 'Note for the editor',
          type: 'textarea',
          maxLength: 1000,
          // The administrator's; the hook keeps editors from changing it too (notice-approval.ts).
          access: { create: adminsField, update: adminsField },
          admin: {
            description:
              'To send a waiting notice back, write here what to change and press Save draft. The editor sees it here and on their dashboard.',
          },
        },
      ],
    },
  ],
}
