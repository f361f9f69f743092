import type { Metadata } from 'next'

import { SiteLink as Link } from '@/components/SiteLink'
import { Empty, PageTitle } from '@/components/ui'
import { listDisclosures } from '@/content/disclosures'
import { listInstitutions } from '@/content/institutions'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.disclosures.title, description: t.disclosures.description }
}

/** /disclosures: every institution's mandatory disclosure (issue 13), with its board and when it last changed. */
export default async function DisclosuresPage() {
  const { lang, dict: t } = await getI18n()
  const D = t.disclosures
  const [institutions, disclosures] = await Promise.all([listInstitutions(lang), listDisclosures(lang)])
  const rows = institutions.flatMap((inst) => {
    const d = disclosures.find((x) => x.institution === inst.id)
    return d ? [{ inst, d }] : []
  })
  return (
    <>
      <PageTitle intro={D.indexIntro}>{D.title}</PageTitle>
      {rows.length === 0 ? (
        <Empty text={D.noneAtAll} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="disclosure-index">
          {rows.map(({ inst, d }) => (
            <li key={inst.id} className="rounded-lg bg-white p-5 shadow">
              <Link href={`/institutions/${inst.id}/mandatory-disclosure`} className="text-lg font-bold text-brand underline">
                <span lang={textLang(lang, inst.name)}>{inst.name}</span>
              </Link>
              <p className="text-muted">{D.boards[d.board]}</p>
              <p className="text-sm text-muted">
                {D.lastUpdated}: {formatDate(d.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
