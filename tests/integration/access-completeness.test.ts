/**
 * The access model is complete by construction: every collection and global of the built
 * configuration, Payload's own included, states every access operation Payload has with one of the
 * rules of src/access/roles.ts, so none is left at Payload's default ("any logged-in user"). And the
 * sensitive fields say who may read or change them.
 */
import config from '@payload-config'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { isDeclaredRule } from '@/access/roles'

const built = await config

const COLLECTION_OPERATIONS = ['admin', 'create', 'delete', 'read', 'readVersions', 'unlock', 'update'] as const
const GLOBAL_OPERATIONS = ['read', 'readVersions', 'update'] as const

/** Field-level rules that must be stated: collection → field → operations. */
const SENSITIVE_FIELDS: Record<string, Record<string, string[]>> = {
  users: { role: ['create', 'update'], institutions: ['create', 'update'], allInstitutions: ['create', 'update'] },
  grievances: {
    reference: ['update'],
    institution: ['update'],
    issueType: ['update'],
    firstName: ['update'],
    lastName: ['update'],
    dateOfBirth: ['update'],
    enrollmentNumber: ['update'],
    email: ['update'],
    mobile: ['update'],
    message: ['update'],
  },
  media: { uploadedBy: ['read', 'create', 'update'] },
  notices: { changedBy: ['read', 'create', 'update'], note: ['create', 'update'] },
  institutions: { changedBy: ['read', 'create', 'update'] },
}

function findField(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    const nested = 'fields' in field ? field.fields : 'tabs' in field ? field.tabs.flatMap((t) => t.fields) : []
    const found = findField(nested as Field[], name)
    if (found) return found
  }
  return undefined
}

describe('every collection states every access operation', () => {
  it('covers Payload’s own collections too', () => {
    const slugs = built.collections.map((c) => c.slug)
    expect(slugs).toEqual(
      expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-jobs']),
    )
  })

  it.each(built.collections.map((c) => [c.slug, c] as const))('%s', (_slug, collection) => {
    const access = collection.access as Record<string, unknown>
    const missing = COLLECTION_OPERATIONS.filter((op) => !isDeclaredRule(access[op]))
    expect(missing).toEqual([])
  })
})

describe('every global states every access operation', () => {
  it.each(built.globals.map((g) => [g.slug, g] as const))('%s', (_slug, global) => {
    const access = global.access as Record<string, unknown>
    expect(GLOBAL_OPERATIONS.filter((op) => !isDeclaredRule(access[op]))).toEqual([])
  })
})

describe('sensitive fields state who may read or change them', () => {
  const cases = Object.entries(SENSITIVE_FIELDS).flatMap(([slug, fields]) =>
    Object.entries(fields).map(([name, ops]) => [slug, name, ops] as const),
  )
  it.each(cases)('%s.%s', (slug, name, ops) => {
    const collection = built.collections.find((c) => c.slug === slug)!
    const field = findField(collection.fields, name) as { access?: Record<string, unknown> } | undefined
    expect(field, `${slug}.${name} exists`).toBeDefined()
    expect(ops.filter((op) => !isDeclaredRule(field!.access?.[op]))).toEqual([])
  })
})

describe('the test itself can fail', () => {
  it('a function that is not one of the rules is not declared', () => {
    expect(isDeclaredRule(() => true)).toBe(false)
    expect(isDeclaredRule(undefined)).toBe(false)
  })
})
