import type { Metadata } from 'next'

import { SiteLink as Link } from '@/components/SiteLink'
import { Empty, PageTitle } from '@/components/PageText'
import { listDisclosures } from '@/content/disclosures'
import { listInstitutions } from '@/content/institutions'
import { textLang } from '@/i18n/fallback'
import { fill } from '@/i18n/format'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.disclosures.title, description: t.disclosures.description }
}

/**
 * /disclosures: every published institution, each with its mandatory disclosure (its board
 * and when it last changed) or marked "Not yet published", so that a missing one is seen as missing
 * rather than taken for a gap in the list; above them, how many have published one.
 */
export default async function DisclosuresPage() {
  const { lang, dict: t } = await getI18n()
  const D = t.disclosures
  const [institutions, disclosures] = await Promise.all([listInstitutions(lang), listDisclosures(lang)])
  const rows = institutions.map((inst) => ({ inst, d: disclosures.find((x) => x.institution === inst.id) }))
  const published = rows.filter((row) => row.d).length
  return (
    <>
      <PageTitle intro={D.indexIntro}>{D.title}</PageTitle>
      {rows.length === 0 ? (
        <Empty text={D.noneAtAll} />
      ) : (
        <>
          <p className="mb-4 font-semibold text-ink" data-testid="disclosure-count">
            {fill(D.publishedCount, { published, total: rows.length })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2" data-testid="disclosure-index">
            {rows.map(({ inst, d }) => (
              <li
                key={inst.id}
                className="rounded-lg bg-white p-5 shadow"
                data-testid="disclosure-entry"
                data-published={d ? 'true' : 'false'}
              >
                <Link
                  href={`/institutions/${inst.id}/mandatory-disclosure`}
                  className="text-lg font-bold text-brand underline"
                >
                  <span lang={textLang(lang, inst.name)}>{inst.name}</span>
                </Link>
                {d ? (
                  <>
                    <p className="text-muted">{D.boards[d.board]}</p>
                    <p className="text-sm text-muted">
                      {D.lastUpdated}: {formatDate(d.updatedAt)}
                    </p>
                  </>
                ) : (
                  <p className="mt-1 font-semibold text-muted" data-testid="disclosure-not-published">
                    {D.notPublished}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
