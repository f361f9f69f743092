import { SiteLink as Link } from '@/components/SiteLink'
import { TableScroll } from '@/components/TableScroll'
import { ExternalLink } from '@/components/FileLinks'
import { Empty } from '@/components/PageText'
import type { AdmissionFacts, Fees, InstitutionDetail } from '@/content/institutions'
import { listPortalLinks } from '@/content/portal-links'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { directionsUrl, formatRupees, telHref } from '@/lib/institution-finder'
import { sectionHref } from '@/lib/institution-sections'

/** What an institution's own editor keeps as structured facts, as visitors see them. */

const card = 'rounded-lg bg-white p-5 shadow'
const heading = 'mb-2 text-lg font-bold text-navy'

/** The Fees section: the table (inside TableScroll), concessions, refunds, approval and the payment link. */
export async function FeesView({ fees }: { fees: Fees }) {
  const { lang, dict: t } = await getI18n()
  const F = t.schoolFacts.fees
  const hasText = fees.concessions || fees.refunds
  if (fees.rows.length === 0 && !hasText) return <Empty text={F.empty} />
  return (
    <div className="space-y-4" data-testid="fees">
      {fees.rows.length > 0 ? (
        <section className={card}>
          <h3 className={heading}>{F.table}</h3>
          <TableScroll label={F.table}>
            <table className="w-full text-left">
              <thead>
                <tr className="border-b">
                  {[F.course, F.period, F.amount, F.covers].map((h) => (
                    <th key={h} scope="col" className={`py-2 pr-4 ${h === F.amount ? 'text-right' : ''}`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {fees.rows.map((r, i) => (
                  <tr key={i} className="border-b last:border-0" data-testid="fee-row">
                    <td lang={textLang(lang, r.course)} className="py-2 pr-4 font-medium">
                      {r.course}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{F.periods[r.period]}</td>
                    <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums" data-testid="fee-amount">
                      {formatRupees(r.amount, lang)}
                    </td>
                    <td lang={textLang(lang, r.covers)} className="py-2 pr-4">
                      {r.covers}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {(fees.approvedBy || fees.approvedOn) && (
            <p className="mt-3 text-sm text-muted" data-testid="fee-approval">
              {fees.approvedBy && (
                <>
                  {F.approvedBy}: <span lang={textLang(lang, fees.approvedBy)}>{fees.approvedBy}</span>
                </>
              )}
              {fees.approvedBy && fees.approvedOn && '; '}
              {fees.approvedOn && `${F.approvedOn}: ${formatDate(fees.approvedOn)}`}
            </p>
          )}
        </section>
      ) : (
        <Empty text={F.empty} />
      )}
      {fees.concessions && (
        <section className={card}>
          <h3 className={heading}>{F.concessions}</h3>
          <p lang={textLang(lang, fees.concessions)} className="whitespace-pre-line">
            {fees.concessions}
          </p>
        </section>
      )}
      {fees.refunds && (
        <section className={card}>
          <h3 className={heading}>{F.refunds}</h3>
          <p lang={textLang(lang, fees.refunds)} className="whitespace-pre-line">
            {fees.refunds}
          </p>
        </section>
      )}
      {fees.link && (
        <p data-print="hide">
          <ExternalLink
            href={fees.link}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            {F.link}
          </ExternalLink>
        </p>
      )}
    </div>
  )
}

/** The Admission section's facts, after its blocks: dates, seats, eligibility, documents, questions, and the portal. */
export async function AdmissionFactsView({ institution, facts }: { institution: number; facts: AdmissionFacts }) {
  const { lang, dict: t } = await getI18n()
  const A = t.schoolFacts.admission
  const portal = (await listPortalLinks('ADMISSION-PORTAL', lang)).find((p) => p.institutionId === institution)
  return (
    <div className="mt-4 space-y-4" data-testid="admission-facts">
      {portal && (
        <p data-print="hide">
          <ExternalLink
            href={portal.url}
            className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold text-white no-underline"
          >
            {A.apply}
          </ExternalLink>
        </p>
      )}
      {(facts.opensOn || facts.closesOn) && (
        <section className={card}>
          <h3 className={heading}>{A.dates}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {facts.opensOn && (
              <>
                <dt className="font-semibold">{A.opensOn}</dt>
                <dd>{formatDate(facts.opensOn)}</dd>
              </>
            )}
            {facts.closesOn && (
              <>
                <dt className="font-semibold">{A.closesOn}</dt>
                <dd data-testid="admission-last-date">{formatDate(facts.closesOn)}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      {facts.seats.length > 0 && (
        <section className={card}>
          <h3 className={heading}>{A.seats}</h3>
          <ul className="divide-y">
            {facts.seats.map((s, i) => (
              <li key={i} className="flex justify-between gap-4 py-2">
                <span lang={textLang(lang, s.course)}>{s.course}</span>
                <span className="tabular-nums">{A.seatsCount(s.seats)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {facts.eligibility && (
        <section className={card}>
          <h3 className={heading}>{A.eligibility}</h3>
          <p lang={textLang(lang, facts.eligibility)} className="whitespace-pre-line">
            {facts.eligibility}
          </p>
        </section>
      )}
      {facts.documents.length > 0 && (
        <section className={card}>
          <h3 className={heading}>{A.documents}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {facts.documents.map((d, i) => (
              <li key={i} lang={textLang(lang, d)}>
                {d}
              </li>
            ))}
          </ul>
        </section>
      )}
      {facts.faq.length > 0 && (
        <section className={card}>
          <h3 className={heading}>{A.faq}</h3>
          <div className="divide-y">
            {facts.faq.map((q, i) => (
              <details key={i} className="py-2" data-testid="admission-question">
                <summary
                  lang={textLang(lang, q.question)}
                  className="flex min-h-11 cursor-pointer items-center font-semibold text-brand"
                >
                  {q.question}
                </summary>
                <p lang={textLang(lang, q.answer)} className="pb-2 whitespace-pre-line">
                  {q.answer}
                </p>
              </details>
            ))}
          </div>
        </section>
      )}
    </div>
  )
}

/** Under the institution's name: its address with a directions link, office hours and telephone. */
export async function VisitFacts({ inst }: { inst: InstitutionDetail }) {
  const { lang, dict: t } = await getI18n()
  const S = t.schoolFacts
  const tel = inst.phone ? telHref(inst.phone) : null
  return (
    <div className="text-muted" data-testid="visit-facts">
      <p>
        <span className="sr-only">{S.address}: </span>
        <span lang={textLang(lang, inst.address)}>{inst.address}</span>{' '}
        <span data-print="hide">
          <ExternalLink
            href={directionsUrl(inst.address)}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            {S.directions}
          </ExternalLink>
        </span>
      </p>
      {(inst.officeHours || tel) && (
        <p className="flex flex-wrap items-center gap-x-4">
          {inst.officeHours && (
            <span>
              {S.officeHours}: <span lang={textLang(lang, inst.officeHours)}>{inst.officeHours}</span>
            </span>
          )}
          {tel && (
            <span>
              {S.phone}:{' '}
              <a
                href={tel}
                className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                data-testid="institution-phone"
              >
                {inst.phone}
              </a>
            </span>
          )}
        </p>
      )}
    </div>
  )
}

/** The mandatory disclosure's fee part: a link to the Fees section, which holds the fees now. */
export async function DisclosureFeesLink({ institution }: { institution: number }) {
  const { dict: t } = await getI18n()
  return (
    <p>
      {t.schoolFacts.disclosureFees}{' '}
      <Link
        href={sectionHref(institution, 'fees')}
        className="font-semibold text-brand underline"
        data-testid="disclosure-fees-link"
      >
        {t.schoolFacts.disclosureFeesLink}
      </Link>
    </p>
  )
}
