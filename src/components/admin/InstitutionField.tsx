'use client'

import { RelationshipField, useAuth } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'

import { institutionHint, isFixedInstitution } from './institution-hint'

/**
 * An institution field in the admin (institutionField, src/collections/fields.ts): Payload's own,
 * read-only for an institution editor who has exactly one institution (the field's default fills it
 * in), with the hint under it written for the person reading it: administrators read the
 * collection's hint ("Leave empty for …"), editors that it is their institution, or to choose one of
 * theirs. The server's rule is the field's validation, whatever the admin shows.
 */
export function InstitutionField({ forAdmins, ...props }: RelationshipFieldClientProps & { forAdmins?: string }) {
  const { user } = useAuth()
  const field = { ...props.field, admin: { ...props.field.admin, description: institutionHint(user, forAdmins) } }
  return <RelationshipField {...props} field={field} readOnly={props.readOnly || isFixedInstitution(user)} />
}
