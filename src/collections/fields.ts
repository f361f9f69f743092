import type { ArrayField, Field, NumberField, PayloadRequest, RelationshipField, TextField, UploadField } from 'payload'

import { assignedInstitutions, hasRole, mayUseInstitution } from '@/access/roles'

import { isAcademicYear } from '@/lib/academic-year'
import { isSafeHref } from '@/lib/urls'

/** Reusable field definitions, so each rule (year format, link safety, file kinds) lives once. */

export const orderField = (): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 100,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
})

/**
 * The institution a document belongs to. Editors are offered, and may save, only the institutions
 * assigned to them (access/roles.ts); the check runs on the server with every save.
 */
export const institutionField = (opts: { required?: boolean; description?: string } = {}): RelationshipField => ({
  name: 'institution',
  type: 'relationship',
  relationTo: 'institutions',
  required: opts.required ?? true,
  index: true,
  admin: { position: 'sidebar', description: opts.description },
  filterOptions: ({ user }) => (hasRole(user, 'admin') ? true : { id: { in: assignedInstitutions(user) } }),
  validate: (value: unknown, { req, required }: { req: PayloadRequest; required?: boolean }) => {
    // Without a user this is the server itself (seed, jobs); staff saves always carry one.
    if (!req.user || hasRole(req.user, 'admin')) return value || !required ? true : 'Choose the institution.'
    if (!value) return 'Choose one of your institutions.'
    return mayUseInstitution(req.user, value) ? true : 'You can only add content to the institutions assigned to you.'
  },
})

export const academicYearField = (opts: { required?: boolean } = {}): TextField => ({
  name: 'academicYear',
  label: 'Academic year',
  type: 'text',
  required: opts.required ?? true,
  index: true,
  admin: { position: 'sidebar', placeholder: '2025-2026', description: 'YYYY-YYYY, e.g. 2025-2026.' },
  validate: (value: unknown, { required }: { required?: boolean }) => {
    if (!value) return required ? 'Enter the academic year as YYYY-YYYY.' : true
    return isAcademicYear(value) ? true : 'Enter the academic year as YYYY-YYYY, e.g. 2025-2026.'
  },
})

export const linkField = (name: string, label: string, required = true): TextField => ({
  name,
  label,
  type: 'text',
  required,
  validate: (value: unknown) => {
    if (!value) return required ? `${label} is required.` : true
    return typeof value === 'string' && isSafeHref(value)
      ? true
      : 'Enter an address starting with https:// (or a path on this site starting with /).'
  },
})

export const imageField = (name: string, label: string, required = false): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
  filterOptions: { mimeType: { contains: 'image' } },
})

export const pdfField = (name: string, label: string, required = false): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
  filterOptions: { mimeType: { equals: 'application/pdf' } },
})

/** A section of titled rich-text blocks (school information, contact, scholarships ...). */
export const richSectionField = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Block', plural: 'Blocks' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'content', type: 'richText', required: true },
  ],
})

/** A section of titled PDF documents (past results, PTA members, academic calendar). */
export const pdfSectionField = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Document', plural: 'Documents' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    pdfField('file', 'PDF', true),
  ],
})

/** A section of captioned photos (infrastructure, facilities). */
export const photoSectionField = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Photo', plural: 'Photos' },
  fields: [
    imageField('image', 'Image', true),
    { name: 'caption', type: 'text', maxLength: 300 },
    {
      name: 'addedAt',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
      admin: { readOnly: true, description: 'When the photo was added.' },
    },
  ],
})

/** A short plain-text field with a length limit. */
export const text = (name: string, opts: { label?: string; required?: boolean; max?: number } = {}): Field => ({
  name,
  label: opts.label,
  type: 'text',
  required: opts.required ?? false,
  maxLength: opts.max ?? 300,
})
