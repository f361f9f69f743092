import type { Payload } from 'payload'

export type SubscriberCount = { id: number | null; name: string; count: number }

/**
 * Confirmed subscribers per institution (`only`: those institutions; null: all of them and the
 * society's own list). Counts only: the addresses are never selected.
 */
export async function subscriberCounts(payload: Payload, only: number[] | null): Promise<SubscriberCount[]> {
  const { docs } = await payload.find({
    collection: 'institutions',
    where: only ? { id: { in: only.length ? only : [0] } } : {},
    select: { name: true },
    sort: ['order', 'name'],
    limit: 200,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const confirmed = { confirmedAt: { exists: true } }
  const rows: SubscriberCount[] = []
  for (const d of docs) {
    const { totalDocs } = await payload.count({ collection: 'subscribers', where: { and: [confirmed, { institutions: { in: [d.id] } }] }, overrideAccess: true })
    rows.push({ id: d.id, name: d.name, count: totalDocs })
  }
  if (!only) {
    const { totalDocs } = await payload.count({ collection: 'subscribers', where: { and: [confirmed, { society: { equals: true } }] }, overrideAccess: true })
    rows.unshift({ id: null, name: 'The society (society-wide notices)', count: totalDocs })
  }
  return rows
}
