import type { CollectionConfig } from 'payload'

import { admins, grievanceStaff } from '@/access/roles'
import { ISSUE_TYPES } from '@/lib/grievance'

/**
 * Grievances filed on the site. They hold personal data: only administrators and grievance
 * officers can read them; nobody creates them through Payload's API (the public form posts to
 * /api/v1/complaint, which validates and stores them server-side).
 */
export const Grievances: CollectionConfig = {
  slug: 'grievances',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'issueType', 'institution', 'status', 'createdAt'],
    group: 'Grievance desk',
  },
  access: { read: grievanceStaff, create: () => false, update: grievanceStaff, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'New' },
        { value: 'in-progress', label: 'In progress' },
        { value: 'resolved', label: 'Resolved' },
        { value: 'rejected', label: 'Rejected' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'issueType', type: 'select', required: true, options: ISSUE_TYPES.map((t) => ({ value: t, label: t })) },
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
  ],
}
