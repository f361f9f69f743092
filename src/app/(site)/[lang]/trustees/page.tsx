import type { Metadata } from 'next'

import { TrusteeCard } from '@/components/TrusteeCard'
import { listTrustees } from '@/content/trustees'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const { dict } = await getI18n()
  return { title: dict.trustees.title, description: dict.trustees.description }
}

export default async function TrusteesPage() {
  const { lang, dict } = await getI18n()
  const trustees = await listTrustees(lang)
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand">{dict.trustees.title}</h1>
      {trustees.length === 0 ? (
        <p>{dict.fallback.noData}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {trustees.map((trustee, i) => (
            <li key={trustee.id}>
              <TrusteeCard trustee={trustee} labels={dict.trustees} lang={lang} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
      <LastUpdated date={await lastChanged(['trustees'])} />
    </>
  )
}
