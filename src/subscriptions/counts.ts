import type { Payload, Where } from 'payload'

export type SubscriberCount = { id: number | 'society' | 'everyone'; name: string; count: number }

const confirmed: Where = { confirmedAt: { exists: true } }
const OVERRIDE = { overrideAccess: true } as const

/**
 * Confirmed subscribers per institution (`only`: those institutions; null: all of them, the
 * society's own list, and everyone, whom a society-wide alert reaches). Counts only: the addresses
 * are never selected.
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
    ...OVERRIDE,
  })
  const rows: SubscriberCount[] = []
  for (const d of docs) {
    const { totalDocs } = await payload.count({
      collection: 'subscribers',
      where: { and: [confirmed, { institutions: { in: [d.id] } }] },
      ...OVERRIDE,
    })
    rows.push({ id: d.id, name: d.name, count: totalDocs })
  }
  if (!only) {
    const society = await payload.count({
      collection: 'subscribers',
      where: { and: [confirmed, { society: { equals: true } }] },
      ...OVERRIDE,
    })
    const everyone = await payload.count({ collection: 'subscribers', where: confirmed, ...OVERRIDE })
    rows.unshift(
      {
        id: 'everyone',
        name: 'Everyone (a society-wide alert reaches every confirmed subscriber)',
        count: everyone.totalDocs,
      },
      { id: 'society', name: 'The society (society-wide notices and events)', count: society.totalDocs },
    )
  }
  return rows
}

export type Audience = { total: number; en: number; mr: number }

/**
 * Whom an alert for `institutions` (empty: the whole society) mails, by the language of their mails:
 * every confirmed subscriber for the whole society, else the followers of those institutions. The
 * same rule as the dispatcher's (dispatch.ts, followers). Counts only.
 */
export async function alertAudience(
  payload: Payload,
  institutions: number[],
  confirmedBy: Date = new Date(),
): Promise<Audience> {
  const whose: Where[] = [
    { confirmedAt: { less_than_equal: confirmedBy.toISOString() } },
    ...(institutions.length ? [{ institutions: { in: institutions } }] : []),
  ]
  const count = async (lang: 'en' | 'mr') =>
    (
      await payload.count({
        collection: 'subscribers',
        where: { and: [...whose, { language: { equals: lang } }] },
        ...OVERRIDE,
      })
    ).totalDocs
  const [en, mr] = await Promise.all([count('en'), count('mr')])
  return { total: en + mr, en, mr }
}
