import type { Metadata } from 'next'

import { EventItem } from '@/components/EventItem'
import { SiteLink } from '@/components/SiteLink'
import { Empty, PageTitle } from '@/components/PageText'
import { buttonClass, secondaryButtonClass } from '@/components/classes'
import { env } from '@/config/env'
import { listUpcomingEvents, type EventFilter } from '@/content/events'
import { listInstitutions } from '@/content/institutions'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { eventFeedPath, webcalUrl } from '@/lib/event-feeds'
import { EVENT_CATEGORIES, indianMonth, isEventCategory } from '@/lib/events'
import { parsePositiveId } from '@/lib/whole-number'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.events.title, description: t.events.description }
}

type Props = { searchParams: Promise<{ institution?: string | string[]; category?: string | string[] }> }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const monthName = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  mr: new Intl.DateTimeFormat('mr-IN-u-nu-latn', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
}
const monthLabel = (lang: Lang, month: string) => monthName[lang].format(new Date(`${month}-01T00:00:00Z`))

const selectClass = 'mt-1 min-h-11 rounded border border-muted/40 bg-white px-3 text-base font-normal'

/**
 * /events: events not over yet, soonest first, under the month they start in (Indian time). A plain
 * GET form filters them by institution (?institution=, with the society-wide events) and category
 * (?category=); a value that is not one of the options is ignored. Links to subscribe to the same
 * selection as a calendar feed (/events.ics).
 */
export default async function EventsPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const query = await searchParams
  const institutions = await listInstitutions(lang)
  const wantedInstitution = parsePositiveId(first(query.institution))
  const institution = institutions.find((i) => i.id === wantedInstitution)
  const wantedCategory = first(query.category)
  const category = isEventCategory(wantedCategory) ? wantedCategory : undefined
  const filter: EventFilter = { institution: institution?.id, category }
  const events = await listUpcomingEvents(filter, lang)

  const months: { month: string; events: typeof events }[] = []
  for (const e of events) {
    const month = indianMonth(e.start)
    if (months.at(-1)?.month !== month) months.push({ month, events: [] })
    months.at(-1)!.events.push(e)
  }
  const feed = eventFeedPath(filter, lang)
  const filtered = filter.institution !== undefined || filter.category !== undefined

  return (
    <>
      <PageTitle intro={t.events.intro}>{t.events.title}</PageTitle>

      <form
        method="get"
        action={localePath(lang, '/events')}
        aria-label={t.events.filterLabel}
        className="mb-6 flex flex-wrap items-end gap-3"
        data-testid="event-filters"
        data-print="hide"
      >
        <label className="flex flex-col text-sm font-semibold">
          {t.events.institution}
          <select
            name="institution"
            defaultValue={institution ? String(institution.id) : ''}
            className={`${selectClass} max-w-[20rem]`}
          >
            <option value="">{t.events.allInstitutions}</option>
            {institutions.map((i) => (
              <option key={i.id} value={i.id} lang={textLang(lang, i.name)}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          {t.events.category}
          <select name="category" defaultValue={category ?? ''} className={selectClass}>
            <option value="">{t.events.allCategories}</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t.events.categories[c]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t.events.show}
        </button>
        {filtered && (
          <SiteLink
            href="/events"
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
            data-testid="events-all"
          >
            {t.events.all}
          </SiteLink>
        )}
      </form>
      {institution && <p className="-mt-3 mb-6 text-sm text-muted">{t.events.withSocietyWide}</p>}

      {months.length === 0 ? (
        <Empty text={t.events.none} />
      ) : (
        <div className="flex flex-col gap-6">
          {months.map(({ month, events: inMonth }) => (
            <section key={month} aria-labelledby={`month-${month}`} data-testid="event-month" data-month={month}>
              <h2 id={`month-${month}`} className="mb-2 text-xl font-bold text-navy">
                {monthLabel(lang, month)}
              </h2>
              <ul className="divide-y rounded-lg bg-white shadow">
                {inMonth.map((e) => (
                  <EventItem key={e.id} event={e} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <section
        className="mt-8 rounded-lg bg-white p-4 shadow"
        aria-labelledby="subscribe"
        data-testid="event-subscribe"
      >
        <h2 id="subscribe" className="text-lg font-bold text-navy">
          {t.events.subscribeTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-muted">{t.events.subscribeText}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href={webcalUrl(`${env.siteUrl}${feed}`)} className={buttonClass} data-testid="event-webcal">
            {t.events.subscribe}
          </a>
          <a href={feed} download="events.ics" className={secondaryButtonClass} data-testid="event-ics">
            {t.events.downloadIcs}
          </a>
        </div>
        {/* webcal:// does nothing on Android or in Google Calendar: the same feed by its https address, to copy. */}
        <p className="mt-3 max-w-3xl text-muted">{t.events.subscribeAddress}</p>
        <p className="mt-1 break-all">
          <a
            href={`${env.siteUrl}${feed}`}
            className="font-mono text-sm text-brand underline"
            data-testid="event-feed-https"
          >
            {`${env.siteUrl}${feed}`}
          </a>
        </p>
      </section>
      <LastUpdated date={await lastChanged(['events'])} />
    </>
  )
}
