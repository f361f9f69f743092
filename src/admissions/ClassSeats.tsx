import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { formatDate } from '@/lib/dates'

import { className } from './desk'
import type { ClassOffer } from './seats'
import { enquiryTexts } from './texts'

/**
 * A school's classes for admission, as parents read them: open (with seats left, or full) or
 * closed (and the day it opens). Nothing when the school lists none.
 */
/** What a parent reads beside a class: "Open for enquiries: 6 seats left", "Closed, opens on 01/01/2027". */
export function seatText(o: ClassOffer, lang: Lang): string {
  const T = enquiryTexts(lang)
  if (!o.open)
    return o.opensOn ? `${T.seatsClosed}, ${fill(T.seatsOpensOn, { date: formatDate(o.opensOn) })}` : T.seatsClosed
  if (o.seatsLeft === 0) return T.seatsFull
  return o.seatsLeft != null ? `${T.seatsOpen}: ${fill(T.seatsLeft, { n: o.seatsLeft })}` : T.seatsOpen
}

export function ClassSeats({ offers, lang }: { offers: ClassOffer[]; lang: Lang }) {
  if (!offers.length) return null
  const T = enquiryTexts(lang)
  const state = (o: ClassOffer) => seatText(o, lang)
  return (
    <section className="mb-4" data-testid="class-seats">
      <h3 className="mb-2 font-bold">{T.seatsTitle}</h3>
      <ul className="divide-y">
        {offers.map((o) => (
          <li
            key={`${o.year}-${o.class}`}
            className="flex flex-wrap justify-between gap-x-4 py-2"
            data-testid="class-seat"
          >
            <span>
              {className(o.class, lang)}, {o.year}
            </span>
            <span className={o.open && o.seatsLeft !== 0 ? 'text-green-800' : 'text-muted'}>{state(o)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
