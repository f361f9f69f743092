import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { SiteLink } from '@/components/SiteLink'
import { LastUpdated } from '@/components/LastUpdated'
import { ExternalLink } from '@/components/FileLinks'
import { RichHtml } from '@/components/PageText'
import { buttonClass, secondaryButtonClass } from '@/components/classes'
import { env } from '@/config/env'
import { getEvent, isEventOver } from '@/content/events'
import { getSiteSettings } from '@/content/site-settings'
import { textLang } from '@/i18n/fallback'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { eventIcsPath, eventsPagePath, googleCalendarUrl } from '@/lib/event-feeds'
import { eventJsonLd } from '@/lib/event-json-ld'
import { eventWhen } from '@/lib/events'
import { fileLabel } from '@/lib/file-size'
import { pageMetadata } from '@/seo/metadata'
import { CARD, eventCardPath } from '@/seo/urls'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ id: string }> }

/** The event, or the site's 404 (not an id, unknown, unpublished). */
async function load(params: Props['params']) {
  const { lang } = await getI18n()
  const event = await getEvent((await params).id, lang)
  if (!event) notFound()
  return event
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const e = await load(params)
  const { lang, dict: t } = await getI18n()
  const settings = await getSiteSettings(lang)
  return {
    title: e.title,
    description: e.text.slice(0, 300) || `${e.title}: ${eventWhen(e, t.events.allDay)}`,
    // The event's own card for link previews (src/app/og/[lang]/events).
    ...pageMetadata({
      lang,
      path: `/events/${e.id}`,
      siteName: settings.title,
      type: 'article',
      image: { url: eventCardPath(lang, e.id), ...CARD, alt: `${t.seo.cardEvent}: ${e.title}` },
    }),
  }
}

/**
 * /events/{id}: one event, when (Indian time), where, whose, what kind, its description and PDF,
 * with schema.org Event data. A past event stays here with a note, so a shared address keeps working.
 */
async function EventPage({ params }: Props) {
  const e = await load(params)
  const over = await isEventOver(e)
  const { lang, dict: t } = await getI18n()
  const settings = await getSiteSettings(lang)
  const who = e.institution?.name ?? settings.title
  const absolute = (path: string) => `${env.siteUrl}${localePath(lang, path)}`

  return (
    <article data-testid="event-page">
      <JsonLd
        data={eventJsonLd({
          ...e,
          url: absolute(`/events/${e.id}`),
          image: `${env.siteUrl}${eventCardPath(lang, e.id)}`,
          institution: e.institution && { ...e.institution, url: absolute(`/institutions/${e.institution.id}`) },
          society: { name: settings.title, url: absolute('/'), address: settings.addressLine },
        })}
      />
      <p className="mb-2" data-print="hide">
        <SiteLink href="/events" className="font-semibold text-brand underline">
          {t.events.all}
        </SiteLink>
      </p>
      <h1 lang={textLang(lang, e.title)} className="text-3xl font-bold text-brand">
        {e.title}
      </h1>
      <dl className="mt-4 grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t.events.when}</dt>
        <dd className="font-semibold text-ink tabular-nums" data-testid="event-when">
          <time dateTime={e.start}>{eventWhen(e, t.events.allDay)}</time>
        </dd>
        {e.place && (
          <>
            <dt className="text-muted">{t.events.place}</dt>
            <dd lang={textLang(lang, e.place)} className="font-semibold text-ink" data-testid="event-place">
              {e.place}
            </dd>
          </>
        )}
        <dt className="text-muted">{t.events.organiser}</dt>
        <dd className="font-semibold text-ink" data-testid="event-institution">
          {e.institution ? (
            <SiteLink
              href={`/institutions/${e.institution.id}`}
              lang={textLang(lang, who)}
              className="text-brand underline"
            >
              {who}
            </SiteLink>
          ) : (
            // A society-wide event is the society's own.
            <span lang={textLang(lang, settings.title)}>{settings.title}</span>
          )}
        </dd>
        <dt className="text-muted">{t.events.category}</dt>
        <dd className="font-semibold text-ink" data-testid="event-category">
          <SiteLink href={eventsPagePath({ category: e.category })} className="text-brand underline">
            {t.events.categories[e.category]}
          </SiteLink>
        </dd>
      </dl>
      {over && (
        <p
          role="note"
          className="mt-4 rounded border border-gold bg-gold/10 p-4 font-semibold text-ink"
          data-testid="event-over"
        >
          {t.events.over}
        </p>
      )}
      {e.html && <RichHtml html={e.html} className="mt-4 max-w-3xl" />}

      {e.file && (
        <section
          className="mt-6 rounded-lg bg-white p-4 shadow"
          aria-labelledby="event-document"
          data-testid="pdf-document"
          data-print="hide"
        >
          <h2 id="event-document" className="text-lg font-bold text-navy">
            {t.events.document}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <ExternalLink href={e.file.url} className={buttonClass}>
              {t.common.openPdf}
            </ExternalLink>
            <a href={e.file.url} download className={secondaryButtonClass} data-testid="event-download">
              {t.events.download(fileLabel(e.file.mimeType, e.file.url, e.file.filesize, lang))}
            </a>
          </div>
        </section>
      )}

      <section
        className="mt-6 rounded-lg bg-white p-4 shadow"
        aria-labelledby="event-add"
        data-testid="event-add"
        data-print="hide"
      >
        <h2 id="event-add" className="text-lg font-bold text-navy">
          {t.events.addTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-muted">{t.events.addText}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a
            href={eventIcsPath(e.id, lang)}
            download={`event-${e.id}.ics`}
            className={buttonClass}
            data-testid="event-add-ics"
          >
            {t.events.addIcs}
          </a>
          <ExternalLink
            href={googleCalendarUrl({
              ...e,
              details: [e.text.slice(0, 500), absolute(`/events/${e.id}`)].filter(Boolean).join('\n\n'),
            })}
            className={secondaryButtonClass}
          >
            {t.events.addGoogle}
          </ExternalLink>
        </div>
      </section>

      <LastUpdated date={e.updatedAt} />
    </article>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(EventPage)
