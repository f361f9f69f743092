import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SiteLink } from '@/components/SiteLink'
import { getAlert } from '@/content/alerts'
import { listInstitutions } from '@/content/institutions'
import { textLang } from '@/i18n/fallback'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { formatDateTime } from '@/lib/dates'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ id: string }> }

async function load(params: Props['params']) {
  const { lang } = await getI18n()
  const alert = await getAlert((await params).id, lang)
  if (!alert) notFound()
  const schools = alert.institutions.length
    ? (await listInstitutions(lang)).filter((i) => alert.institutions.includes(i.id))
    : []
  return { alert, schools }
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { alert } = await load(params)
  const { dict: t } = await getI18n()
  return {
    title: `${alert.level === 'emergency' ? t.alerts.emergency : t.alerts.information}: ${alert.message}`,
    robots: { index: false, follow: true },
  }
}

/**
 * /alerts/{id}: one alert, where its mail links (src/subscriptions/mail.ts): its text, whom it
 * concerns, from when to when, and its link. It stays here after its end, saying so, so that a
 * mail read late still finds exactly what it announced. Not indexed: alerts are for the moment.
 */
async function AlertPage({ params }: Props) {
  const { alert, schools } = await load(params)
  const { lang, dict: t } = await getI18n()
  const P = t.alerts.page
  const emergency = alert.level === 'emergency'
  return (
    <article data-testid="alert-page" className="max-w-3xl">
      <p
        className={`inline-block rounded px-2 py-1 text-sm font-semibold ${emergency ? 'bg-red-800 text-white' : 'bg-amber-100 text-gray-900'}`}
      >
        {emergency ? t.alerts.emergency : t.alerts.information}
      </p>
      <h1
        lang={textLang(lang, alert.message)}
        className="mt-2 text-3xl font-bold text-brand"
        data-testid="alert-message"
      >
        {alert.message}
      </h1>
      {alert.ended && (
        <p
          role="note"
          className="mt-4 rounded border border-gold bg-gold/10 p-4 font-semibold text-ink"
          data-testid="alert-ended"
        >
          {P.ended(formatDateTime(alert.endsAt, { zone: true }))}
        </p>
      )}
      <dl className="mt-4 grid gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted">{P.concerns}:</dt>
        <dd className="font-semibold" data-testid="alert-concerns">
          {schools.length
            ? schools.map((s, i) => (
                <span key={s.id}>
                  {i > 0 && ', '}
                  <SiteLink
                    href={`/institutions/${s.id}`}
                    lang={textLang(lang, s.name)}
                    className="text-brand underline"
                  >
                    {s.name}
                  </SiteLink>
                </span>
              ))
            : P.wholeSociety}
        </dd>
        <dt className="text-muted">{P.starts}:</dt>
        <dd className="font-semibold tabular-nums">
          <time dateTime={alert.startsAt}>{formatDateTime(alert.startsAt, { zone: true })}</time>
        </dd>
        <dt className="text-muted">{P.ends}:</dt>
        <dd className="font-semibold tabular-nums">
          <time dateTime={alert.endsAt}>{formatDateTime(alert.endsAt, { zone: true })}</time>
        </dd>
      </dl>
      {alert.link && (
        <p className="mt-4">
          <a
            href={alert.link.startsWith('/') ? localePath(lang, alert.link) : alert.link}
            className="font-semibold text-brand underline"
          >
            {t.alerts.moreInfo}
          </a>
        </p>
      )}
      <p className="mt-6">
        <SiteLink href="/" className="font-semibold text-brand underline">
          {P.allAlerts}
        </SiteLink>
      </p>
    </article>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(AlertPage)
