import { newGrievanceReference } from '@/grievances/create'

import type { SeedContext } from '../context'

/**
 * A few grievances for the desk: one overdue, one new, one answered and resolved; the
 * hooks set their due dates from the filing dates given here.
 */
export async function seedGrievances(ctx: SeedContext) {
  const { payload, daysAgo, step, idsOf } = ctx
  await step('grievances', 'grievances', async () => {
    const [first, second] = await idsOf('institutions')
    const demo = [
      { daysAgo: 25, institution: first!.id, status: 'in-progress', firstName: 'Rohan', type: 'Result Issue' },
      { daysAgo: 2, institution: second!.id, status: 'new', firstName: 'Meera', type: 'Marksheet' },
      {
        daysAgo: 40,
        institution: first!.id,
        status: 'resolved',
        firstName: 'Kiran',
        type: 'Degree',
        reply: 'Your degree certificate is ready; please collect it from the college office.',
      },
    ] as const
    for (const g of demo) {
      const doc = await payload.create({
        collection: 'grievances',
        data: {
          reference: newGrievanceReference(),
          status: 'new',
          institution: g.institution,
          issueType: g.type,
          firstName: g.firstName,
          lastName: 'Demo',
          dateOfBirth: '2004-01-15',
          email: 'demo.complainant@example.org',
          mobile: '9800000000',
          message: 'A demo grievance.',
          createdAt: daysAgo(g.daysAgo),
        },
        depth: 0,
      })
      if (g.status !== 'new')
        await payload.update({
          collection: 'grievances',
          id: doc.id,
          data: { status: g.status, reply: 'reply' in g ? g.reply : undefined },
          depth: 0,
        })
    }
    return demo.length
  })
}
