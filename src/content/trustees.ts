import type { Trustee as TrusteeDoc } from '@/payload-types'

import type { Lang } from '@/i18n/lang'

import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { findPublished } from './query'

export type Trustee = {
  id: number
  name: string
  designation: string
  position: string
  info: string
  moreInfo: string
  photo: MediaRef | null
}

const toTrustee = (doc: TrusteeDoc): Trustee => ({
  id: doc.id,
  name: doc.name,
  designation: doc.designation ?? '',
  position: doc.position ?? '',
  info: doc.info ?? '',
  moreInfo: doc.moreInfo ?? '',
  photo: toMediaRef(doc.photo),
})

/** Published trustees in display order. */
export const listTrustees = cached(
  async (lang: Lang = 'en'): Promise<Trustee[]> =>
    (await findPublished('trustees', { sort: ['order', 'name'], lang })).map(toTrustee),
  'trustees:list',
  ['trustees', 'media'],
)

/** One published trustee, or null (from the cached list: any id costs no query and no cache entry). */
export async function getTrustee(id: number, lang: Lang = 'en'): Promise<Trustee | null> {
  return (await listTrustees(lang)).find((t) => t.id === id) ?? null
}
