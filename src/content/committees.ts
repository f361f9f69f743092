import type { Payload } from 'payload'

import type { CommitteeKind } from '@/collections/Committees'
import type { Lang } from '@/i18n/lang'
import { PUBLISHED } from '@/lib/published'

import { cached } from './cache'
import { findPublished, relationId } from './query'

export type CommitteeMember = { name: string; role: string; designation: string }
export type Committee = {
  id: number
  kind: CommitteeKind
  name: string
  purpose: string
  members: CommitteeMember[]
  nodalOfficer: { name: string; phone: string; email: string } | null
  institutionId: number | null
}

type CommitteeDoc = Awaited<ReturnType<typeof findPublished<'committees'>>>[number]

const toCommittee = (d: CommitteeDoc): Committee => {
  const officer = d.nodalOfficer ?? {}
  const hasOfficer = !!(officer.name || officer.phone || officer.email)
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    purpose: d.purpose ?? '',
    members: (d.members ?? []).map((m) => ({ name: m.name, role: m.role, designation: m.designation ?? '' })),
    nodalOfficer: hasOfficer
      ? { name: officer.name ?? '', phone: officer.phone ?? '', email: officer.email ?? '' }
      : null,
    institutionId: relationId(d.institution),
  }
}

/** The published committees of one institution, in their order, texts in `lang`. */
export const listCommittees = cached(
  async (institutionId: number, lang: Lang = 'en'): Promise<Committee[]> => {
    const docs = await findPublished('committees', {
      where: { institution: { equals: institutionId } },
      sort: ['order', 'id'],
      depth: 0,
      lang,
    })
    return docs.map(toCommittee)
  },
  'committees:list',
  ['committees'],
)

/**
 * For the staff compliance view: per institution (of `institutionIds`), the published committees
 * that list no members yet. Institutions without such committees are left out. Not cached: staff
 * read it right after they edit.
 */
export async function committeesWithoutMembers(
  payload: Payload,
  institutionIds: number[],
): Promise<Record<number, { id: number; name: string; kind: CommitteeKind }[]>> {
  if (institutionIds.length === 0) return {}
  const { docs } = await payload.find({
    collection: 'committees',
    where: { and: [PUBLISHED, { institution: { in: institutionIds } }] },
    sort: ['order', 'id'],
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const out: Record<number, { id: number; name: string; kind: CommitteeKind }[]> = {}
  for (const d of docs) {
    const institution = relationId(d.institution)
    if (institution === null || (d.members ?? []).length > 0) continue
    ;(out[institution] ??= []).push({ id: d.id, name: d.name, kind: d.kind })
  }
  return out
}
