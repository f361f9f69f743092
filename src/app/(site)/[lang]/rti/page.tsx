import type { Metadata } from 'next'

import { LastUpdated } from '@/components/LastUpdated'
import { Pagination } from '@/components/Pagination'
import { Empty, PageTitle, RichHtml } from '@/components/PageText'
import { getRtiDisclosure, type RtiOfficer } from '@/content/rti-disclosure'
import { listRtiPage } from '@/content/society'
import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { newestDate } from '@/lib/dates'
import { telHref } from '@/lib/helplines'
import { pageHref, requestedPage } from '@/lib/paging'
import { clauseNumber } from '@/lib/rti'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.rti.title, description: t.rti.description }
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

/**
 * /rti: the section 4(1)(b) disclosure (its 17 clauses, then the Public Information Officer and the
 * First Appellate Authority), then the RTI items of SPEC.md as before (the same list /api/v1/rti reads).
 */
export default async function RtiPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const page = requestedPage((await searchParams).page)
  const [list, disclosure] = await Promise.all([listRtiPage(lang, page), getRtiDisclosure(lang)])
  const items = list.items
  // The disclosure is shown on the first page of the list only; later pages are the items' own.
  const first = list.page === 1
  return (
    <>
      <PageTitle>{t.rti.title}</PageTitle>
      {first && (
        <>
          <section aria-labelledby="rti-41b" className="mb-10" data-testid="rti-41b">
            <h2 id="rti-41b" className="text-2xl font-bold text-navy">
              {t.rti41b.title}
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{t.rti41b.intro}</p>
            <ol className="mt-4 space-y-3">
              {disclosure.clauses.map((clause, k) => (
                <li key={clause.key} className="rounded-lg bg-white p-4 shadow" data-testid="rti-clause">
                  <h3 className="text-lg font-bold text-brand">
                    <span className="mr-2">{clauseNumber(k + 1)}</span>
                    <span>{t.rti41b.headings[k]}</span>
                  </h3>
                  {clause.html ? (
                    <RichHtml html={clause.html} className="mt-2" />
                  ) : (
                    <p className="mt-2 text-muted">{t.rti41b.notYet}</p>
                  )}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="rti-officers" className="mb-10">
            <h2 id="rti-officers" className="text-2xl font-bold text-navy">
              {t.rti41b.officersTitle}
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <Officer
                title={t.rti41b.pio}
                note={t.rti41b.pioNote}
                officer={disclosure.pio}
                t={t}
                lang={lang}
                testId="rti-pio"
              />
              <Officer
                title={t.rti41b.faa}
                note={t.rti41b.faaNote}
                officer={disclosure.faa}
                t={t}
                lang={lang}
                testId="rti-faa"
              />
            </div>
          </section>
          {items.length > 0 && <h2 className="mb-4 text-2xl font-bold text-navy">{t.rti41b.otherItems}</h2>}
        </>
      )}
      {items.length === 0 ? (
        first ? null : (
          <Empty />
        )
      ) : (
        <div className="space-y-4">
          {items.map((item) => (
            <section key={item.id} className="rounded-lg bg-white p-5 shadow" data-testid="rti-item">
              <RichHtml html={item.html} />
            </section>
          ))}
        </div>
      )}
      <Pagination page={list.page} pages={list.pages} href={(n) => pageHref('/rti', n)} />
      <LastUpdated date={first ? newestDate(list.updatedAt, disclosure.updatedAt) : list.updatedAt} />
    </>
  )
}

type OfficerProps = {
  title: string
  note: string
  officer: RtiOfficer | null
  t: Dictionary
  lang: Lang
  testId: string
}

function Officer({ title, note, officer, t, lang, testId }: OfficerProps) {
  return (
    <section className="rounded-lg bg-white p-5 shadow" data-testid={testId}>
      <h3 className="text-lg font-bold text-brand">{title}</h3>
      <p className="mt-1 text-sm text-muted">{note}</p>
      {officer ? (
        <address className="mt-3 not-italic">
          <strong lang={textLang(lang, officer.name)}>{officer.name}</strong>
          {officer.designation && <span lang={textLang(lang, officer.designation)}>, {officer.designation}</span>}
          {officer.address && (
            <span className="mt-1 block whitespace-pre-line" lang={textLang(lang, officer.address)}>
              {officer.address}
            </span>
          )}
          {officer.phone && (
            <span className="mt-1 block">
              {t.rti41b.phone}:{' '}
              <a href={telHref(officer.phone)} className="text-brand underline">
                {officer.phone}
              </a>
            </span>
          )}
          {officer.email && (
            <span className="block">
              {t.rti41b.email}:{' '}
              <a href={`mailto:${officer.email}`} className="break-all text-brand underline">
                {officer.email}
              </a>
            </span>
          )}
        </address>
      ) : (
        <p className="mt-3 text-muted">{t.fallback.notAvailable}</p>
      )}
    </section>
  )
}
