import { cached } from './cache'
import { toMediaRef, type MediaRef } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'

export type Trustee = {
  id: number
  name: string
  designation: string
  position: string
  info: string
  moreInfo: string
  photo: MediaRef | null
}

type TrusteeDoc = {
  id: number
  name: string
  designation?: string | null
  position?: string | null
  info?: string | null
  moreInfo?: string | null
  photo?: unknown
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

const published = { _status: { equals: 'published' } } as const

/** Published trustees in display order. */
export const listTrustees = cached(
  async (): Promise<Trustee[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'trustees',
      where: published,
      sort: ['order', 'name'],
      depth: 1,
      pagination: false,
    })
    return docs.map((d) => toTrustee(d as TrusteeDoc))
  },
  'trustees:list',
  [TAGS.trustees],
)

/** One published trustee, or null. */
export const getTrustee = cached(
  async (id: number): Promise<Trustee | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'trustees',
      where: { and: [published, { id: { equals: id } }] },
      depth: 1,
      limit: 1,
    })
    return docs[0] ? toTrustee(docs[0] as TrusteeDoc) : null
  },
  'trustees:one',
  [TAGS.trustees],
)
