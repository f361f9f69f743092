import type { StaffGroup } from '@/collections/StaffMembers'
import type { Lang } from '@/i18n/lang'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished } from './query'

/** The directory's groups in the order the page shows them. */
export const STAFF_GROUP_ORDER: readonly StaffGroup[] = ['head', 'teaching', 'support']

export type StaffMember = {
  id: number
  name: string
  group: StaffGroup
  designation: string
  department: string
  qualifications: string
  photo: MediaRef | null
  email: string
}

/**
 * The published staff directory of one institution, texts in `lang`: the head first, then
 * teachers or faculty, then other staff, each group in the school's order.
 */
export const listStaff = cached(
  async (institutionId: number, lang: Lang = 'en'): Promise<StaffMember[]> => {
    const docs = await findPublished('staff-members', {
      where: { institution: { equals: institutionId } },
      sort: ['order', 'id'],
      depth: 1,
      lang,
    })
    return docs
      .map((d) => ({
        id: d.id,
        name: d.name,
        group: d.group,
        designation: d.designation,
        department: d.department ?? '',
        qualifications: d.qualifications ?? '',
        photo: toMediaRef(d.photo),
        email: d.email ?? '',
      }))
      .sort((a, b) => STAFF_GROUP_ORDER.indexOf(a.group) - STAFF_GROUP_ORDER.indexOf(b.group))
  },
  'staff:list',
  ['staff-members', 'media', 'institutions'],
)
