import { SiteLink } from '@/components/SiteLink'
import type { SiteEvent } from '@/content/events'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { eventWhen, indianDate } from '@/lib/events'

/** The short names of months on an event's date badge, per language (Latin digits either way). */
const badgeMonth = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }),
  mr: new Intl.DateTimeFormat('mr-IN-u-nu-latn', { month: 'short', timeZone: 'UTC' }),
}

/**
 * One event in a list (/events, the home page): a date badge, the title leading to its page, when,
 * what kind, whose and where.
 */
export async function EventItem({ event: e }: { event: SiteEvent }) {
  const { lang, dict: t } = await getI18n()
  const day = indianDate(e.start)
  const who = e.institution?.name ?? t.events.societyWide
  return (
    <li className="flex gap-4 p-4" data-testid="event">
      <div
        aria-hidden
        className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded bg-brand text-white"
      >
        <span className="text-2xl leading-none font-bold tabular-nums">{Number(day.slice(8, 10))}</span>
        <span className="text-xs uppercase">{badgeMonth[lang].format(new Date(`${day}T00:00:00Z`))}</span>
      </div>
      <div className="min-w-0">
        <h3 lang={textLang(lang, e.title)} className="font-semibold text-ink">
          <SiteLink
            href={`/events/${e.id}`}
            className="text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand"
            data-testid="event-link"
          >
            {e.title}
          </SiteLink>
        </h3>
        <p className="text-sm text-ink tabular-nums" data-testid="event-when">
          <time dateTime={e.start}>{eventWhen(e, t.events.allDay)}</time>
        </p>
        <p className="text-sm text-muted">
          <span className="font-semibold" data-testid="event-category">
            {t.events.categories[e.category]}
          </span>
          {' · '}
          <span lang={textLang(lang, who)} data-testid="event-institution">
            {who}
          </span>
          {e.place && (
            <>
              {' · '}
              <span lang={textLang(lang, e.place)}>{e.place}</span>
            </>
          )}
        </p>
      </div>
    </li>
  )
}
