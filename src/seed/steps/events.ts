import { addDays, indianDate } from '@/lib/events'
import { EVENTS } from '../data/events'
import { EVENTS_MR } from '../data/marathi'

import type { SeedContext, SeededInstitution } from '../context'

/** Events over the current term, around the day the demo is seeded (Indian dates and times). */
export async function seedEvents(ctx: SeedContext, institutions: SeededInstitution[]) {
  const { payload, pdf, rich, translate, step } = ctx
  await step('events', 'events', async () => {
    const today = indianDate(new Date().toISOString())
    const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString()
    for (const [i, e] of EVENTS.entries()) {
      const first = addDays(today, e.in)
      const times = e.from
        ? { allDay: false, start: at(first, e.from), end: e.to ? at(first, e.to) : undefined }
        : { allDay: true, start: at(first, '00:00'), end: at(addDays(first, (e.days ?? 1) - 1), '00:00') }
      const file = e.pdf ? await pdf(`event-${i + 1}.pdf`, e.pdf[0]!, [e.title, ...e.pdf.slice(1)]) : undefined
      const doc = await payload.create({
        collection: 'events',
        data: {
          title: e.title,
          category: e.category,
          ...times,
          place: e.place || undefined,
          institution: e.institution === null ? undefined : institutions[e.institution]!.id,
          description: await rich(e.html),
          file,
          _status: 'published',
        },
        depth: 0,
      })
      const mr = EVENTS_MR[e.title]
      if (mr) await translate('events', doc.id, { title: mr.title, place: mr.place, description: await rich(mr.html) })
    }
    return EVENTS.length
  })
}
