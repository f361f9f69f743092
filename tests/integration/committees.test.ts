import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Committees: the public read of an institution's published committees (in order, in
 * Marathi with the English fallback) and committeesWithoutMembers for the compliance view.
 * Access by role is covered by access-matrix.test.ts (the committees entry of SCOPED).
 */

let payload: Payload
let content: typeof import('@/content/committees')
let schoolA: number
let schoolB: number

beforeAll(async () => {
  payload = await (await import('./payload')).migratedPayload()
  content = await import('@/content/committees')
  const school = async (name: string) =>
    (
      await payload.create({
        collection: 'institutions',
        data: { name, address: 'Dadar', _status: 'published' } as never,
      })
    ).id
  schoolA = await school('School A')
  schoolB = await school('School B')
  const create = (data: Record<string, unknown>) =>
    payload.create({ collection: 'committees', data: data as never, depth: 0 })
  const smc = await create({
    institution: schoolA,
    kind: 'smc',
    name: 'School management committee',
    purpose: 'Oversees the school.',
    order: 2,
    members: [{ name: 'Asha Patil', role: 'Chairperson', designation: 'Parent' }],
    nodalOfficer: { name: 'R. Joshi', phone: '+91 22 2411 0000', email: 'smc@society.test' },
    _status: 'published',
  })
  await payload.update({
    collection: 'committees',
    id: smc.id,
    locale: 'mr',
    data: {
      name: 'शाळा व्यवस्थापन समिती',
      members: [{ id: smc.members![0]!.id, name: 'Asha Patil', role: 'अध्यक्ष' }],
    } as never,
  })
  await create({
    institution: schoolA,
    kind: 'pta',
    name: 'Parent-teacher association',
    order: 1,
    members: [],
    _status: 'published',
  })
  await create({ institution: schoolA, kind: 'safety', name: 'Draft safety committee', members: [], _status: 'draft' })
  await create({
    institution: schoolB,
    kind: 'grievance',
    name: 'Grievance redressal committee',
    members: [{ name: 'B. Rao', role: 'Member' }],
    _status: 'published',
  })
})
afterAll(async () => {
  await payload?.destroy()
})

describe('committees', () => {
  it('lists an institution’s published committees in order, with members and the nodal officer', async () => {
    const list = await content.listCommittees(schoolA, 'en')
    expect(list.map((c) => c.name)).toEqual(['Parent-teacher association', 'School management committee'])
    const smc = list[1]!
    expect(smc.members).toEqual([{ name: 'Asha Patil', role: 'Chairperson', designation: 'Parent' }])
    expect(smc.nodalOfficer).toEqual({ name: 'R. Joshi', phone: '+91 22 2411 0000', email: 'smc@society.test' })
    expect(list[0]!.nodalOfficer).toBeNull()
  })

  it('reads Marathi where given and English otherwise', async () => {
    const list = await content.listCommittees(schoolA, 'mr')
    expect(list.map((c) => c.name)).toEqual(['Parent-teacher association', 'शाळा व्यवस्थापन समिती'])
    expect(list[1]!.members[0]!.role).toBe('अध्यक्ष')
    expect(list[1]!.purpose).toBe('Oversees the school.')
  })

  it('committeesWithoutMembers: published committees with no members, per institution asked for', async () => {
    const found = await content.committeesWithoutMembers(payload, [schoolA, schoolB])
    expect(Object.keys(found).map(Number)).toEqual([schoolA])
    expect(found[schoolA]!.map((c) => c.name)).toEqual(['Parent-teacher association'])
    expect(await content.committeesWithoutMembers(payload, [schoolB])).toEqual({})
    expect(await content.committeesWithoutMembers(payload, [])).toEqual({})
  })

  it('refuses a malformed nodal officer phone', async () => {
    await expect(
      payload.create({
        collection: 'committees',
        data: { institution: schoolB, kind: 'other', name: 'X', nodalOfficer: { phone: 'call me' } } as never,
      }),
    ).rejects.toThrow(/phone/i)
  })
})
