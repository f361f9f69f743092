import type { CollectionSlug, DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

/**
 * A list cell naming a short reference list's document (a notice's or achievement's type) by its
 * title, read on the server with the list. Payload's own relationship cell fetches titles from the
 * browser only once a row has scrolled into view and otherwise shows "<No Type>".
 * Reference lists hold a handful of documents, read once per request.
 */
const titles = cache(async (payload: Payload, slug: string): Promise<Map<string, string>> => {
  const collection = payload.collections[slug as CollectionSlug]?.config
  const titleField = collection?.admin?.useAsTitle ?? 'id'
  const { docs } = await payload.find({ collection: slug as CollectionSlug, depth: 0, pagination: false, limit: 0 })
  return new Map(
    docs.map((doc) => [String(doc.id), String((doc as unknown as Record<string, unknown>)[titleField] ?? doc.id)]),
  )
})

export async function RelationTitleCell({ cellData, field, payload }: DefaultServerCellComponentProps) {
  const relationTo = 'relationTo' in field && typeof field.relationTo === 'string' ? field.relationTo : null
  const id = cellData && typeof cellData === 'object' ? (cellData as { id?: unknown }).id : cellData
  if (!relationTo || id === null || id === undefined || id === '') return null
  const title = (await titles(payload, relationTo)).get(String(id))
  return <span>{title ?? `#${String(id)}`}</span>
}
