import type { Payload, Where } from 'payload'

/** One school's enquiries waiting for the desk: still New (of which past the first answer's due date), and open in all. */
export type EnquiryCount = { id: number; name: string; fresh: number; overdue: number; open: number }

/**
 * The dashboard's counts of admission enquiries per school, for the given institutions (null:
 * every one, for administrators). Counts only, read on the server: no enquiry is read.
 */
export async function enquiryCounts(
  payload: Payload,
  institutions: number[] | null,
  now: Date = new Date(),
): Promise<EnquiryCount[]> {
  if (institutions && !institutions.length) return []
  const { docs } = await payload.find({
    collection: 'institutions',
    where: institutions ? { id: { in: institutions } } : {},
    select: { name: true },
    sort: 'order',
    depth: 0,
    limit: 0,
    pagination: false,
    joins: false,
    overrideAccess: true,
  })
  const count = async (where: Where) =>
    (await payload.count({ collection: 'admission-enquiries', where, overrideAccess: true })).totalDocs
  const rows = await Promise.all(
    docs.map(async (i) => {
      const own: Where = { institution: { equals: i.id } }
      const fresh: Where = { and: [own, { status: { equals: 'new' } }] }
      const [n, overdue, open] = await Promise.all([
        count(fresh),
        count({ and: [own, { status: { equals: 'new' } }, { dueAt: { less_than: now.toISOString() } }] }),
        count({ and: [own, { closed: { equals: false } }] }),
      ])
      return { id: i.id, name: i.name, fresh: n, overdue, open }
    }),
  )
  return rows.filter((r) => r.open > 0 || institutions !== null)
}
