import type { ArrayField, Field, NumberField, PayloadRequest, RelationshipField, TextField, UploadField } from 'payload'

import { assignedInstitutions, hasRole, mayUseInstitution, nobodyField, staffField } from '@/access/roles'
import { currentAcademicYear, isAcademicYear } from '@/lib/academic-year'
import { scheduleProblem, type Scheduled } from '@/lib/schedule'
import { isSafeHref } from '@/lib/urls'

/** Reusable field definitions, so each rule (year format, link safety, file kinds) lives once. */

export const orderField = (): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 100,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
})

/**
 * The one institution of an institution editor who has exactly one: their new documents belong to
 * it, and they cannot choose another (institutionField). Anyone else: undefined.
 */
export function soleInstitution(user: unknown): number | undefined {
  if (!hasRole(user, 'editor')) return undefined
  const ids = assignedInstitutions(user)
  return ids.length === 1 ? ids[0] : undefined
}

/**
 * The institution a document belongs to. Editors are offered, and may save, only the institutions
 * assigned to them (access/roles.ts); the check runs on the server with every save, drafts included
 * (payload.config.ts validates drafts: withValidatedDrafts). An editor of exactly one institution
 * finds it filled in (its default) and fixed in the admin (InstitutionField); the hint under it is
 * the reader's: `description` is what administrators read.
 */
export const institutionField = (
  opts: { required?: boolean; description?: string; editorEmpty?: string; listCell?: string } = {},
): RelationshipField => ({
  name: 'institution',
  type: 'relationship',
  relationTo: 'institutions',
  required: opts.required ?? true,
  index: true,
  defaultValue: ({ user }) => soleInstitution(user) ?? null,
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '/components/admin/InstitutionField#InstitutionField',
        clientProps: { forAdmins: opts.description },
      },
      ...(opts.listCell ? { Cell: opts.listCell } : {}),
    },
  },
  filterOptions: ({ user }) => (hasRole(user, 'admin') ? true : { id: { in: assignedInstitutions(user) } }),
  validate: (value: unknown, { req, required }: { req: PayloadRequest; required?: boolean }) => {
    // Without a user this is the server itself (seed, jobs); staff saves always carry one.
    if (!req.user || hasRole(req.user, 'admin')) return value || !required ? true : 'Choose the institution.'
    if (!value) return opts.editorEmpty ?? 'Choose one of your institutions.'
    return mayUseInstitution(req.user, value) ? true : 'You can only add content to the institutions assigned to you.'
  },
})

export const academicYearField = (opts: { required?: boolean } = {}): TextField => ({
  name: 'academicYear',
  label: 'Academic year',
  type: 'text',
  required: opts.required ?? true,
  index: true,
  defaultValue: () => currentAcademicYear(),
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

/**
 * A PDF document. Localized: a Marathi file may sit beside the English one; without it the English
 * file is shown (fallback).
 */
export const pdfField = (name: string, label: string, required = false): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
  localized: true,
  filterOptions: { mimeType: { equals: 'application/pdf' } },
})

/**
 * Section arrays: the rows (and their order, files and photos) are shared by both languages; each
 * row's title, content and caption are localized, so a Marathi page has the same blocks as the
 * English one, falling back to English block by block.
 */

/** A section of titled rich-text blocks (school information, contact, scholarships ...). */
export const richSectionField = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Block', plural: 'Blocks' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
  ],
})

/** A section of titled PDF documents (past results, PTA members, academic calendar). */
export const pdfSectionField = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Document', plural: 'Documents' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
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
    { name: 'caption', type: 'text', maxLength: 300, localized: true },
    {
      name: 'addedAt',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
      admin: { readOnly: true, description: 'When the photo was added.' },
    },
  ],
})

/**
 * A short plain-text field with a length limit. Localized (English and Marathi) unless told
 * otherwise: every caller so far is text a visitor reads.
 */
export const text = (
  name: string,
  opts: { label?: string; required?: boolean; max?: number; localized?: boolean } = {},
): Field => ({
  name,
  label: opts.label,
  type: 'text',
  required: opts.required ?? false,
  maxLength: opts.max ?? 300,
  localized: opts.localized ?? true,
})

/**
 * "Publish at" and "Hide after" for notices and media talks (src/lib/schedule.ts): a published item
 * is shown only inside this window; expired items stay here as an archive. Their lists' Status says
 * so ("Scheduled for …"): Payload merges this `_status` with the drafts' own (its options, label and
 * column stay Payload's; `options: []` adds none), keeping only the list cell.
 */
export const scheduleFields = (): Field[] => [
  {
    name: '_status',
    // Repeated: a field declared here would otherwise be labelled by its name ("_status").
    label: ({ t }) => t('version:status'),
    type: 'select',
    options: [],
    admin: { components: { Cell: '/components/admin/cells/ScheduleStatusCell#ScheduleStatusCell' } },
  },
  {
    name: 'publishAt',
    label: 'Publish at',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
      description: 'Leave empty to show it as soon as it is published.',
    },
  },
  {
    name: 'expiresAt',
    label: 'Hide after',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
      description: 'From this moment it leaves the site by itself and stays here as an archive.',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Scheduled }) =>
      scheduleProblem({ publishAt: siblingData?.publishAt, expiresAt: value as string | null }) ?? true,
  },
]

/**
 * The staff member who saved a document, set on the server from the session: on every save
 * (`changedBy`) or only when it is created (`uploadedBy`). Never editable in the admin.
 */
export const savedByField = (name: string, label: string, on: 'every-save' | 'create'): RelationshipField => ({
  name,
  label,
  type: 'relationship',
  relationTo: 'users',
  index: on === 'create',
  // Staff only: visitors must not read, query or sort by who saved a document (nor reach the
  // account's hidden fields through it). The value is set by the hook below, never by the request.
  access: { read: staffField, create: staffField, update: on === 'every-save' ? staffField : nobodyField },
  admin: { position: 'sidebar', readOnly: true, condition: (data) => !!data?.[name] },
  hooks: {
    beforeChange: [
      ({ req, operation, value }) =>
        req.user && (on === 'every-save' || operation === 'create') ? req.user.id : value,
    ],
  },
})

/** Who saved a document last; kept in every version, so the version history shows who changed what. */
export const changedByField = () => savedByField('changedBy', 'Last changed by', 'every-save')
