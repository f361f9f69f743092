import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LastUpdated } from '@/components/LastUpdated'
import { CopyLink } from '@/components/CopyLink'
import { JsonLd } from '@/components/JsonLd'
import { SiteLink } from '@/components/SiteLink'
import { ExternalLink } from '@/components/FileLinks'
import { buttonClass, secondaryButtonClass } from '@/components/classes'
import { env } from '@/config/env'
import { currentYear } from '@/content/academic-year'
import { listInstitutions } from '@/content/institutions'
import { getNotice } from '@/content/notices'
import { getSiteSettings } from '@/content/site-settings'
import { textLang } from '@/i18n/fallback'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { fileLabel } from '@/lib/file-size'
import { sectionHref } from '@/lib/institution-sections'
import { noticesPath } from '@/lib/notices-path'
import { noticeFeedLinks, pageMetadata } from '@/seo/metadata'
import { breadcrumbJsonLd } from '@/seo/structured-data'
import { CARD, noticeCardPath } from '@/seo/urls'
import { metadataWithNotFound, withNotFound } from '@/components/NotFound'

type Props = { params: Promise<{ id: string }> }

/**
 * The notice, or the site's 404 (not an id, unknown, unpublished, or scheduled for later), and the
 * school or college it belongs to (null: the society's, or its institution is not published).
 */
async function load(params: Props['params']) {
  const { lang } = await getI18n()
  const notice = await getNotice((await params).id, lang)
  if (!notice) notFound()
  const school =
    notice.institution === null
      ? null
      : ((await listInstitutions(lang)).find((i) => i.id === notice.institution) ?? null)
  return { ...notice, school }
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const n = await load(params)
  const { lang, dict: t } = await getI18n()
  const settings = await getSiteSettings(lang)
  return {
    title: n.title,
    description: n.description || `${n.title} (${n.categoryName}, ${formatDate(n.date)})`,
    // The notice's own card for link previews; the notices' feeds announced (this type's too).
    ...pageMetadata({
      lang,
      path: `/notices/${n.id}`,
      siteName: settings.title,
      type: 'article',
      image: { url: noticeCardPath(lang, n.id), ...CARD, alt: `${t.seo.cardNotice}: ${n.title}` },
      feeds: noticeFeedLinks(
        lang,
        n.category ? { code: n.category, name: n.categoryName } : undefined,
        n.school ?? undefined,
      ),
    }),
  }
}

/**
 * /notices/{id}: one notice with its PDF, to read, download and pass on (WhatsApp, copied link).
 * An expired notice stays here with a note, so that an address shared earlier keeps working.
 */
async function NoticePage({ params }: Props) {
  const n = await load(params)
  const { lang, dict: t } = await getI18n()
  const address = `${env.siteUrl}${localePath(lang, `/notices/${n.id}`)}`
  const share = `https://wa.me/?text=${encodeURIComponent(`${n.title}\n${address}`)}`

  return (
    <article data-testid="notice-page">
      <JsonLd
        data={breadcrumbJsonLd(
          [
            [t.nav.home, '/'],
            ...(n.school
              ? ([
                  [n.school.name, `/institutions/${n.school.id}`],
                  [t.institutions.sections.notices, sectionHref(n.school.id, 'notices')],
                ] as [string, string][])
              : ([[t.nav.notices, '/notices']] as [string, string][])),
            [n.title, `/notices/${n.id}`],
          ],
          lang,
        )}
      />
      <p className="mb-2" data-print="hide">
        {n.school ? (
          <SiteLink
            href={sectionHref(n.school.id, 'notices')}
            className="font-semibold text-brand underline"
            data-testid="notice-back"
          >
            <span lang={textLang(lang, n.school.name)}>{t.notices.allOfSchool(n.school.name)}</span>
          </SiteLink>
        ) : (
          <SiteLink
            href={noticesPath({ year: n.academicYear, type: n.category }, await currentYear())}
            className="font-semibold text-brand underline"
            data-testid="notice-back"
          >
            {t.notices.all}
          </SiteLink>
        )}
      </p>
      <h1 lang={textLang(lang, n.title)} className="text-3xl font-bold text-brand">
        {n.title}
      </h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-muted">
        {n.school && (
          <div className="flex gap-2">
            <dt>{t.notices.school}:</dt>
            <dd className="font-semibold">
              <SiteLink
                href={`/institutions/${n.school.id}`}
                lang={textLang(lang, n.school.name)}
                className="text-brand underline"
                data-testid="notice-school"
              >
                {n.school.name}
              </SiteLink>
            </dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt>{t.notices.type}:</dt>
          <dd lang={textLang(lang, n.categoryName)} className="font-semibold text-ink" data-testid="notice-type">
            {n.categoryName}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>{t.notices.date}:</dt>
          <dd className="font-semibold text-ink">
            <time dateTime={n.date} className="tabular-nums" data-testid="notice-date">
              {formatDate(n.date)}
            </time>
          </dd>
        </div>
      </dl>
      {n.expired && (
        <p
          role="note"
          className="mt-4 rounded border border-gold bg-gold/10 p-4 font-semibold text-ink"
          data-testid="notice-expired"
        >
          {t.notices.expired}
        </p>
      )}
      {n.description && (
        <p lang={textLang(lang, n.description)} className="mt-4 max-w-3xl">
          {n.description}
        </p>
      )}

      <section className="mt-6 rounded-lg bg-white p-4 shadow" data-testid="pdf-document" data-print="hide">
        {n.file ? (
          <>
            {/* An iframe, not <object>: the Content-Security-Policy has object-src 'none'. Phones' browsers do not show PDFs inline. */}
            <iframe
              src={n.file.url}
              title={n.title}
              loading="lazy"
              className="hidden h-[70vh] w-full rounded border md:block"
            />
            <div className="mt-3 flex flex-wrap gap-3">
              <ExternalLink href={n.file.url} className={buttonClass}>
                {t.common.openPdf}
              </ExternalLink>
              <a href={n.file.url} download className={secondaryButtonClass} data-testid="notice-download">
                {t.notices.download(fileLabel(n.file.mimeType, n.file.url, n.fileSize, lang))}
              </a>
            </div>
          </>
        ) : (
          <p className="text-muted">{t.notices.noFile}</p>
        )}
      </section>

      <section className="mt-6 flex flex-col gap-3">
        <label className="flex max-w-2xl flex-col text-sm font-semibold">
          {t.notices.address}
          <input
            readOnly
            value={address}
            className="mt-1 min-h-11 rounded border border-muted/40 bg-white px-3 text-base font-normal"
            data-testid="notice-address"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3" data-print="hide">
          <ExternalLink href={share} className={secondaryButtonClass}>
            {t.notices.share}
          </ExternalLink>
          <CopyLink
            url={address}
            label={t.notices.copyLink}
            copiedText={t.notices.copied}
            failedText={t.notices.copyFailed}
          />
        </div>
      </section>
      <LastUpdated date={n.updatedAt} />
    </article>
  )
}

// A missing notice, event, school or section shows the site's own 404 page (src/components/NotFound.tsx).
export const generateMetadata = metadataWithNotFound(metadataOf)
export default withNotFound(NoticePage)
