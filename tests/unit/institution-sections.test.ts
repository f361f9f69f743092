import type { Field, JoinField, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

import { ROUTES } from '@/api-v1/routes'
import { Institutions } from '@/collections/Institutions'
import { en } from '@/i18n/en'
import { mr } from '@/i18n/mr'
import { INSTITUTION_SECTIONS, SECTION_REGISTRY } from '@/lib/institution-sections'

/** The tabs of the institution's edit view. */
const tabs = (): Tab[] => (Institutions.fields.find((f) => f.type === 'tabs') as { tabs: Tab[] }).tabs
const named = (fields: Field[]) => fields.filter((f): f is Field & { name: string } => 'name' in f)

describe('the section registry: one list from which the tabs, the menu and the /api/v1 reads derive', () => {
  it('gives every section a label in both languages, the menu order being the registry order', () => {
    expect(INSTITUTION_SECTIONS).toEqual(SECTION_REGISTRY.map((s) => s.slug))
    expect(new Set(INSTITUTION_SECTIONS).size).toBe(INSTITUTION_SECTIONS.length)
    for (const slug of INSTITUTION_SECTIONS) {
      expect(en.institutions.sections[slug], slug).toBeTruthy()
      expect(mr.institutions.sections[slug], slug).toBeTruthy()
    }
  })

  it('makes the CMS tabs: Basics, then one per section in menu order, under the label visitors see', () => {
    expect(tabs().map((t) => t.label)).toEqual([
      'Basics',
      ...INSTITUTION_SECTIONS.map((slug) => en.institutions.sections[slug]),
    ])
  })

  it("puts in each section's tab the field that holds it, or a join on the collection that does", () => {
    SECTION_REGISTRY.forEach((def, i) => {
      const fields = named(tabs()[i + 1]!.fields)
      if ('field' in def) {
        expect(fields[0]!.name, def.slug).toBe(def.field)
      } else {
        const join = fields[0] as JoinField
        expect(join, def.slug).toMatchObject({ type: 'join', collection: def.collection, on: 'institution' })
        if (def.kind === 'achievements') expect(join.where).toEqual({ by: { equals: def.by } })
      }
    })
    // The strength table belongs to the school information, as on the page.
    expect(named(tabs()[1]!.fields).map((f) => f.name)).toEqual(['schoolInfo', 'strength'])
  })

  it('serves every /api/v1 read the registry names, in registry order, once', () => {
    const paths = ROUTES.map((r) => r.path)
    const reads = SECTION_REGISTRY.flatMap((def) => def.api.map((a) => a.path))
    expect(reads.length).toBeGreaterThanOrEqual(17)
    for (const path of reads)
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1)
    const positions = reads.map((path) => paths.indexOf(path))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    for (const def of SECTION_REGISTRY)
      for (const a of def.api) expect(ROUTES.find((r) => r.path === a.path)!.summary).toBe(a.summary)
  })
})
